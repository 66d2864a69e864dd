import type { Decorator } from '@storybook/react-vite';
import { ConfigProvider } from 'antd';
import { KitProvider, PermissionProvider, type KitLanguage, type KitSize } from '@eldercare/admin-kit';
import { STORY_FONT_FAMILY } from './support/story-font';

/** Story globals → providers: every story can be seen in each language and size. */
export const withKit: Decorator = (Story, context) => {
  // Wrappers of composed stories (visual snapshots) leave the providers to the inner story.
  if (context.parameters.kit === false) return <Story />;
  const language = (context.globals.locale as KitLanguage | undefined) ?? 'zh-CN';
  const size = (context.globals.size as KitSize | undefined) ?? 'medium';
  const buttons = context.parameters.buttons as string[] | undefined;
  const body = <Story />;
  return (
    // The shipped font as antd's fontFamily token (outside the kit's provider, whose theme inherits
    // it): text renders the same on every machine, whatever fonts it has.
    <ConfigProvider theme={{ token: { fontFamily: STORY_FONT_FAMILY } }}>
      {/* Uncontrolled, keyed by the toolbar: in-story switches work, a toolbar change starts afresh. */}
      <KitProvider
        key={`${language}/${size}`}
        defaultLanguage={language}
        defaultSize={size}
        persist={false}
        motion={false}
        roleKey={context.parameters.roleKey as string | undefined}
      >
        <div style={{ padding: context.parameters.layout === 'fullscreen' ? 0 : 16 }}>
          {buttons ? <PermissionProvider buttons={buttons}>{body}</PermissionProvider> : body}
        </div>
      </KitProvider>
    </ConfigProvider>
  );
};
