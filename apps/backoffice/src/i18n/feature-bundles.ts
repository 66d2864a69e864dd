/** Every feature namespace (all but `app`), loaded with the workspace chunk. */
import { collectBundles, type Bundle } from './index';

export const featureBundles = collectBundles(
  import.meta.glob<{ default: Bundle }>(['./locales/*/*.ts', '!./locales/*/app.ts'], { eager: true }),
);
