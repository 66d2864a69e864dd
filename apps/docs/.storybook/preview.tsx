import type { Preview } from '@storybook/react-vite';
import { KIT_UI_LANGUAGES, LANGUAGE_NAMES } from '@eldercare/admin-kit';
import { withKit } from '../stories/decorators';

const preview: Preview = {
  // A docs page (props table from react-docgen, every story) for each component; MDX pages and
  // fixture-only metas opt out with '!autodocs'.
  tags: ['autodocs'],
  decorators: [withKit],
  globalTypes: {
    locale: {
      // Every language the kit runs in, the pseudo-locale (not offered to users) included: it shows
      // untranslated texts and labels with no room to grow.
      description: 'Kit language',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: KIT_UI_LANGUAGES.map((value) => ({ value, title: LANGUAGE_NAMES[value] })),
        dynamicTitle: true,
      },
    },
    size: {
      description: 'Element size',
      toolbar: {
        title: 'Size',
        icon: 'component',
        items: ['default', 'medium', 'small', 'mini'],
        dynamicTitle: true,
      },
    },
    appearance: {
      description: 'Light or dark (antd darkAlgorithm)',
      toolbar: {
        title: 'Appearance',
        icon: 'contrast',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
    density: {
      description: 'Spacing density (antd compactAlgorithm)',
      toolbar: {
        title: 'Density',
        icon: 'grow',
        items: [
          { value: 'default', title: 'Default' },
          { value: 'compact', title: 'Compact' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'zh-CN', size: 'medium', appearance: 'light', density: 'default' },
  parameters: {
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Serious axe violations fail the story's test, not just show in the panel.
    a11y: { test: 'error' },
  },
};

export default preview;
