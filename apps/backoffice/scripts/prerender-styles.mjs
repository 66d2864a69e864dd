// Puts the first screen's antd component styles (src/layout/prerender-styles.tsx says
// which and why) at the top of dist/index.html, the page of every signed-in load. Runs after
// prerender-login.mjs, which copies index.html into the login pages: the login page has no antd.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { appRoot, importForNode } from './node-build.mjs';

const dist = path.join(appRoot, 'dist');
const { firstScreenStyles } = await importForNode('src/layout/prerender-styles.tsx');
const css = firstScreenStyles();
if (!css.includes('data-ant-cssinjs-cache-path'))
  throw new Error('prerender-styles: no style path map in the CSS');

const indexFile = path.join(dist, 'index.html');
const html = readFileSync(indexFile, 'utf8');
if (html.includes('data-first-screen-styles'))
  throw new Error('prerender-styles: index.html has them already');
// Before any other style, marked as antd marks its own (rc-util's queue order): the styles antd adds at run time
// go after these, in the order they would have had, and the app's and the kit's stylesheets after all.
const style = `<style data-first-screen-styles data-rc-order="prependQueue" data-rc-priority="-999">${css}</style>`;
// After the charset, which must come within the page's first 1,024 bytes.
const charset = /<meta charset="UTF-8" \/>/i;
if (!charset.test(html)) throw new Error('prerender-styles: index.html has no <meta charset="UTF-8" />');
const out = html.replace(charset, (meta) => `${meta}\n    ${style}`);
writeFileSync(indexFile, out);
console.log(`prerender-styles: ${(css.length / 1024).toFixed(1)} kB of antd styles in index.html`);
