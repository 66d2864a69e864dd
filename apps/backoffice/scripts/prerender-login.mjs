// For the login page's largest paint: writes dist/login.<language>.html, /login rendered at build time in each
// language (src/pages/login/prerender.tsx says how), for the server to send instead of the empty
// index.html. Runs after `vite build`: it needs the built index.html (the same hashed scripts load)
// and the login page's built stylesheet, which it inlines.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { preloadLinks } from './manifest-preloads.mjs';
import { appRoot, importForNode } from './node-build.mjs';

const dist = path.join(appRoot, 'dist');
const { prerenderLogin } = await importForNode('src/pages/login/prerender.tsx');

const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
const login = manifest['src/pages/login/LoginPage.tsx'];
if (!login?.css?.length) throw new Error('prerender-login: the login page has no stylesheet in the manifest');
const loginCss = login.css.map((file) => readFileSync(path.join(dist, file), 'utf8')).join('\n');
// index.html (what signed-in loads get) preloads nothing of the login page: its page here does, the
// login chunk, every chunk it imports and its stylesheet, fetched beside the entry once it has
// painted (script-loader.ts) instead of one round trip after it.
const indexHtml = readFileSync(path.join(dist, 'index.html'), 'utf8');
const preloads = preloadLinks(manifest, ['src/pages/login/LoginPage.tsx']);
const template = indexHtml.replace('</head>', `  ${preloads.join('\n    ')}\n  </head>`);

const files = await prerenderLogin(template, loginCss);
// prerendered.json tells the server (apps/server static-site.ts) which file to send for which language.
for (const [file, content] of Object.entries(files)) writeFileSync(path.join(dist, file), content);
console.log(`prerender-login: ${Object.keys(files).join(', ')}`);
