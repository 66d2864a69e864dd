// The build-time renderers (prerender-login.mjs, prerender-styles.mjs) run app modules in Node: a Vite
// SSR build of the module, everything bundled (Node then imports one file, whatever the dependencies'
// module formats), into node_modules/.cache, removed when the process exits (a renderer may still be
// loading a lazy chunk of it when it is done).
import { rmSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';

export const appRoot = path.resolve(import.meta.dirname, '..');

/** Builds `entry` (a path under the app) for Node and imports it. */
export async function importForNode(entry) {
  const name = path.basename(entry, path.extname(entry));
  const outDir = path.join(appRoot, 'node_modules/.cache', name);
  await build({
    root: appRoot,
    logLevel: 'warn',
    ssr: { noExternal: true },
    build: { ssr: entry, outDir, emptyOutDir: true, sourcemap: false, manifest: false },
  });
  process.on('exit', () => rmSync(outDir, { recursive: true, force: true }));
  return import(pathToFileURL(path.join(outDir, `${name}.js`)).href);
}
