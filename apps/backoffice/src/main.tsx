import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import './global.css';
import { installErrorLog } from './api/error-log';
import { App } from './App';
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
// /login is served prerendered (pages/login/prerender.tsx): its markup is brought to life, not redrawn.
if (hydratesPrerenderedLogin(container)) hydrateRoot(container, app);
// Any other page is drawn as a transition, which React splits into short slices: rendered as a default
// update, the first render (providers, antd's styles) was one ~140 ms task, ×4 on a phone (issue #14).
else startTransition(() => createRoot(container).render(app));
