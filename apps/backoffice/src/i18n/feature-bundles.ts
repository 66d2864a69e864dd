/** Every feature namespace (all but `app`) of every language at once, for the tests that compare them. */
import { collectBundles, type Bundle } from './index';

export const featureBundles = collectBundles(
  import.meta.glob<{ default: Bundle }>(['./locales/*/*.ts', '!./locales/*/app.ts'], { eager: true }),
);
