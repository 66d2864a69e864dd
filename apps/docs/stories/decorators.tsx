import type { Decorator } from '@storybook/react-vite';
import { ConfigProvider, theme } from 'antd';
import type { ReactNode } from 'react';
import {
  KitProvider,
  PermissionProvider,
  type KitLanguage,
  type KitSize,
  type LayoutSettings,
} from '@eldercare/admin-kit';
import { STORY_FONT_FAMILY } from './support/story-font';

/** Story globals → providers: every story can be seen in each language, size, appearance and density. */
export const withKit: Decorator = (Story, context) => {
  // Wrappers of composed stories (visual snapshots) leave the providers to the inner story.
  if (context.parameters.kit === false) return <Story />;
  const language = (context.globals.locale as KitLanguage | undefined) ?? 'zh-CN';
  const size = (context.globals.size as KitSize | undefined) ?? 'medium';
  const appearance = (context.globals.appearance as LayoutSettings['appearance'] | undefined) ?? 'light';
  const density = (context.globals.density as LayoutSettings['density'] | undefined) ?? 'default';
  const buttons = context.parameters.buttons as string[] | undefined;
  const body = <Story />;
  return (
    // The shipped font as antd's fontFamily token (outside the kit's provider, whose theme inherits
    // it): text renders the same on every machine, whatever fonts it has.
    <ConfigProvider theme={{ token: { fontFamily: STORY_FONT_FAMILY } }}>
      {/* Uncontrolled, keyed by the toolbar: in-story switches work, a toolbar change starts afresh. */}
      <KitProvider
        key={`${language}/${size}/${appearance}/${density}`}
        defaultLanguage={language}
        defaultSize={size}
        defaultSettings={{ appearance, density }}
        persist={false}
        motion={false}
        roleKey={context.parameters.roleKey as string | undefined}
      >
        <StoryCanvas padded={context.parameters.layout !== 'fullscreen'} dark={appearance === 'dark'}>
          {buttons ? <PermissionProvider buttons={buttons}>{body}</PermissionProvider> : body}
        </StoryCanvas>
      </KitProvider>
    </ConfigProvider>
  );
};

/**
 * In the dark appearance the story stands on the theme's dark container colour, not on the page's
 * white; light stories keep the bare page (their visual references were taken on it).
 */
function StoryCanvas({ padded, dark, children }: { padded: boolean; dark: boolean; children: ReactNode }) {
  const { token } = theme.useToken();
  const ground = dark ? { background: token.colorBgContainer, color: token.colorText } : {};
  return <div style={{ padding: padded ? 16 : 0, ...ground }}>{children}</div>;
}
