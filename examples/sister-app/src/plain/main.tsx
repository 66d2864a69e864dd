import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { PlainApp } from './PlainApp';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <PlainApp />
  </StrictMode>,
);
