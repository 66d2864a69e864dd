import { act, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppShell, KitProvider, TabsProvider, type KitAuthoredLanguage } from '@eldercare/admin-kit';
import { ActiveTabTitle } from './ActiveTabTitle';
import { composeDocumentTitle } from './document-title';

const ROUTE_TITLES: Record<KitAuthoredLanguage, Record<string, string>> = {
  'zh-CN': { '/system/message': '消息中心' },
  en: { '/system/message': 'Messages' },
  es: { '/system/message': 'Mensajes' },
};
const SYSTEM: Record<KitAuthoredLanguage, string> = {
  'zh-CN': '友康养老云',
  en: 'Youkang Elderly Care Cloud',
  es: 'Nube de Atención a Mayores Youkang',
};

/** The workspace's arrangement: the shell (which writes the bare system title), then the title. */
function Workspace({
  language,
  pathname,
  search = '',
  system = SYSTEM[language],
}: {
  language: KitAuthoredLanguage;
  pathname: string;
  search?: string;
  system?: string;
}) {
  const location = { pathname, search };
  return (
    <KitProvider language={language} persist={false} motion={false}>
      <TabsProvider
        location={location}
        navigate={() => {}}
        routeTitle={(path) => ROUTE_TITLES[language][path]}
        persist={false}
      >
        <AppShell menu={[]} location={location} navigate={() => {}} title={system} />
        <ActiveTabTitle system={system} />
      </TabsProvider>
    </KitProvider>
  );
}

describe('document title', () => {
  it('is "<page> - <system>", or the system title alone', () => {
    expect(composeDocumentTitle('消息中心', '友康养老云')).toBe('消息中心 - 友康养老云');
    expect(composeDocumentTitle(undefined, '友康养老云')).toBe('友康养老云');
    expect(composeDocumentTitle('友康养老云', '友康养老云')).toBe('友康养老云');
  });

  it('follows the active tab and the language, over the shell’s bare title', () => {
    const view = render(<Workspace language="zh-CN" pathname="/system/message" />);
    expect(document.title).toBe('消息中心 - 友康养老云');
    act(() => view.rerender(<Workspace language="es" pathname="/system/message" />));
    expect(document.title).toBe('Mensajes - Nube de Atención a Mayores Youkang');
    act(() =>
      view.rerender(<Workspace language="es" pathname="/message/messageDetails" search="?_title=Detalle" />),
    );
    expect(document.title).toBe('Detalle - Nube de Atención a Mayores Youkang');
    // A new sysTitle (profile page): the shell writes it bare in the same commit; the page's stays.
    act(() =>
      view.rerender(
        <Workspace
          language="es"
          pathname="/message/messageDetails"
          search="?_title=Detalle"
          system="Mi portal"
        />,
      ),
    );
    expect(document.title).toBe('Detalle - Mi portal');
  });
});
