import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import './global.css';
import { installErrorLog } from './api/error-log';
import { App } from './App';
import { detectLanguage, hasAppTexts, loadAppTexts } from './i18n';
import { hydratesPrerenderedLogin } from './pages/login/prerendered';

// SPEC §8: production records uncaught errors with the page URL, from the first line on.
if (import.meta.env.PROD) installErrorLog();

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
function start(root: HTMLElement) {
  // /login is served prerendered (pages/login/prerender.tsx): its markup is brought to life, not redrawn.
  if (hydratesPrerenderedLogin(root)) hydrateRoot(root, app);
  // Any other page is drawn as a transition, which React splits into short slices: rendered as a default
  // update, the first render (providers, antd's styles) is one ~140 ms task, ×4 on a phone.
  else startTransition(() => createRoot(root).render(app));
}

// Another language than the default waits for its texts; failing that, it shows the default's.
const language = detectLanguage();
if (hasAppTexts(language)) start(container);
else void loadAppTexts(language).finally(() => start(container));
