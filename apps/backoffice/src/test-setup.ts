import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { LANGUAGES, loadAppTexts } from './i18n';

// Without vitest's globals Testing Library cannot register its own cleanup: every test's tree would stay
// mounted, and a late update (antd's texts arriving in KitProvider) could render after the file's
// jsdom is torn down ("window is not defined"). Unmounted, late answers are dropped.
afterEach(() => cleanup());

// Outside the default language the app loads its texts before rendering (main.tsx); tests render at once.
await Promise.all(LANGUAGES.map(loadAppTexts));
