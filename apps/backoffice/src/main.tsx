import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './global.css';
import { installErrorLog } from './api/error-log';
import { App } from './App';

// SPEC §8: production records uncaught errors with the page URL, from the first line on.
if (import.meta.env.PROD) installErrorLog();

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
