import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { LANGUAGES, loadAppTexts } from './i18n';

// Without vitest's globals Testing Library cannot register its own cleanup: every test's tree stayed
// mounted, and a late update (antd's texts arriving in KitProvider) could render after the file's
// jsdom was torn down ("window is not defined", seen in CI). Unmounted, late answers are dropped.
afterEach(() => cleanup());

// Outside the default language the app loads its texts before rendering (main.tsx); tests render at once.
await Promise.all(LANGUAGES.map(loadAppTexts));
