import { createHash } from 'node:crypto';
import { EARLY_SUBMIT_ATTRIBUTE } from './early-submit';

/** The entry script and the preloads Vite and the first-paint plugin put in index.html's head. */
const SCRIPT_TAGS =
  /\s*<(?:script type="module"[^>]*><\/script>|link rel="(?:modulepreload|preload)"[^>]*>)/g;

/**
 * The prerendered login page paints without its scripts, so they are fetched only once
 * it has painted, by a small classic script (external: the CSP allows no inline script). Fetched
 * from the head, they finish before the first paint whenever the machine is busy, and
 * Lighthouse then counts them as needed for it (it cannot see when a module script runs): the
 * simulated mobile LCP then swings between ~0.8 s and ~1.9 s from one run to the next. A real phone pays one
 * frame's delay before hydration; what is typed meanwhile is kept, and a submit meanwhile is carried
 * out once the app runs (LoginPage).
 */
export function deferScripts(template: string): { html: string; loader: { file: string; code: string } } {
  const tags = (template.match(SCRIPT_TAGS) ?? []).map((tag) => tag.trim());
  const entry = tags.find((tag) => tag.startsWith('<script'));
  const src = entry && /\ssrc="([^"]+)"/.exec(entry)?.[1];
  if (!src) throw new Error('prerender-login: no module script in index.html');
  const links = tags.filter((tag) => tag.startsWith('<link')).join('');
  const code = `(() => {
  // A submit (Enter, the button) before the app has taken the page over is noted on the form, for
  // the app to carry out; once it has, React's handler has cancelled the event by the time it gets here.
  document.addEventListener('submit', (event) => {
    if (!event.defaultPrevented) event.target.setAttribute(${JSON.stringify(EARLY_SUBMIT_ATTRIBUTE)}, '');
  });
  const load = () => {
    document.head.insertAdjacentHTML('beforeend', ${JSON.stringify(links)});
    const entry = document.createElement('script');
    entry.type = 'module';
    entry.crossOrigin = '';
    entry.src = ${JSON.stringify(src)};
    document.head.append(entry);
  };
  // After the frame that painted the page.
  requestAnimationFrame(() => setTimeout(load));
})();
`;
  const file = `assets/login-scripts-${createHash('sha256').update(code).digest('hex').slice(0, 10)}.js`;
  const html = template
    .replace(SCRIPT_TAGS, '')
    .replace('</head>', `  <script defer src="/${file}"></script>\n  </head>`);
  return { html, loader: { file, code } };
}
