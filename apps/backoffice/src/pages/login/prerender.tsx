import { prerender } from 'react-dom/static';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { iconStyles } from '@ant-design/icons/es/utils';
import { DEFAULT_SIZE, KIT_SIZES, SIZE_COOKIE, type KitSize } from '@eldercare/admin-kit';
import { TOKEN_KEY } from '@eldercare/api-client';
import { createI18n, LANGUAGES, loadAppTexts, type Language } from '../../i18n';
import { AppRoutes } from '../../router/AppRoutes';
import { MarkupSizeContext } from './login-theme';
import { PRERENDERED_ATTRIBUTE, PRERENDERED_SIZE_ATTRIBUTE } from './prerendered';
import { deferScripts } from './script-loader';

/**
 * For the login page's largest paint: /login rendered at build time, one page per language and size
 * (scripts/prerender-login.mjs runs this from a Vite SSR build), so the form paints with the HTML,
 * before any script; the client then hydrates it (main.tsx). The tree is App's without the browser
 * parts (BrowserRouter, the language detection, the loading mask, which renders nothing until a
 * request is pending): only elements count for hydration.
 */

/** `zh-CN` (the default size), or `zh-CN.small`: the key of the page in prerendered.json. */
const pageKey = (language: Language, size: KitSize) =>
  size === DEFAULT_SIZE ? language : `${language}.${size}`;

/**
 * What the server reads from dist/prerendered.json: per path, the file of each language (and of each
 * language and value of `variantCookie`, the size: the controls' height is drawn before any script),
 * and the cookie whose presence means the app will not show that page (a session goes to the workspace).
 */
const prerenderedPages = () => ({
  '/login': {
    unlessCookie: TOKEN_KEY,
    variantCookie: SIZE_COOKIE,
    files: Object.fromEntries(
      LANGUAGES.flatMap((language) =>
        KIT_SIZES.map((size) => [pageKey(language, size), `login.${pageKey(language, size)}.html`]),
      ),
    ),
  },
});

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

async function renderLogin(language: Language, size: KitSize): Promise<string> {
  const i18n = createI18n(language);
  const { prelude } = await prerender(
    <I18nextProvider i18n={i18n}>
      <MarkupSizeContext value={size}>
        <MemoryRouter initialEntries={['/login']}>
          <AppRoutes language={language} onLanguageChange={() => undefined} />
        </MemoryRouter>
      </MarkupSizeContext>
    </I18nextProvider>,
  );
  return new Response(prelude).text();
}

/**
 * The built index.html with the login page of `language` and `size` in #root, and the stylesheets it needs
 * before any script inlined: the login page's (`loginCss`) and antd's icon styles, which the icons
 * otherwise inject when they mount. Its scripts load once it has painted (`deferScripts`).
 */
async function prerenderLoginPage(
  template: string,
  language: Language,
  size: KitSize,
  loginCss: string,
): Promise<string> {
  const markup = await renderLogin(language, size);
  const title = escapeHtml(createI18n(language).t('app.title'));
  const replace = (html: string, search: RegExp, replacement: string) => {
    if (!search.test(html)) throw new Error(`prerender-login: ${search} not found in index.html`);
    return html.replace(search, () => replacement);
  };
  let html = template;
  html = replace(html, /<html lang="[^"]*">/, `<html lang="${language}">`);
  html = replace(html, /<title>[^<]*<\/title>/, `<title>${title}</title>`);
  html = replace(html, /<\/head>/, `<style>${iconStyles}</style><style>${loginCss}</style></head>`);
  html = replace(
    html,
    /<div id="root">\s*(?:<div class="boot-screen">.*?<\/div>\s*)?<\/div>/,
    `<div id="root" ${PRERENDERED_ATTRIBUTE}="${language}" ${PRERENDERED_SIZE_ATTRIBUTE}="${size}">${markup}</div>`,
  );
  return html;
}

/**
 * The files to write into dist/ (name → content): the login page per language and size, the script that
 * loads their scripts, and prerendered.json, from which the server learns which page to send.
 */
export async function prerenderLogin(template: string, loginCss: string): Promise<Record<string, string>> {
  const { html, loader } = deferScripts(template);
  const pages = prerenderedPages();
  const files: Record<string, string> = { [loader.file]: loader.code };
  await Promise.all(LANGUAGES.map(loadAppTexts));
  for (const language of LANGUAGES) {
    for (const size of KIT_SIZES) {
      const file = pages['/login'].files[pageKey(language, size)]!;
      files[file] = await prerenderLoginPage(html, language, size, loginCss);
    }
  }
  files['prerendered.json'] = `${JSON.stringify(pages, null, 2)}\n`;
  return files;
}
