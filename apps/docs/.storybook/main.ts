import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';

// Stories read the kit's source, so a change shows without rebuilding dist; the kit's
// published build is still checked by its own build (tsup + publint). @eldercare/resources
// resolves to its built dist like any other dependency.
const kitSource = fileURLToPath(new URL('../../../packages/admin-kit/src/index.ts', import.meta.url));

const config: StorybookConfig = {
  // The visual snapshot stories import vitest's browser API, so they exist only under vitest.
  stories: [
    '../stories/**/*.mdx',
    '../stories/**/*.stories.@(ts|tsx)',
    ...(process.env.VITEST ? ['../visual/*.stories.tsx'] : []),
  ],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  // react-docgen-typescript crashes with the TS version on this machine (TOOLCHAIN.md).
  typescript: { reactDocgen: 'react-docgen' },
  core: { disableTelemetry: true },
  viteFinal: (viteConfig) => ({
    ...viteConfig,
    resolve: {
      ...viteConfig.resolve,
      alias: {
        ...(viteConfig.resolve?.alias as Record<string, string> | undefined),
        '@eldercare/admin-kit': kitSource,
      },
      dedupe: ['react', 'react-dom', 'antd', '@ant-design/icons', 'dayjs'],
    },
  }),
};

export default config;
