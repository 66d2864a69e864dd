import { useEffect, useState } from 'react';
import { ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import enUS from 'antd/locale/en_US';
import esES from 'antd/locale/es_ES';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import 'dayjs/locale/es';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { LoginPage } from './pages/LoginPage';
import type { Language } from './i18n';

const antdLocales = { 'zh-CN': zhCN, en: enUS, es: esES } as const;
const dayjsLocales = { 'zh-CN': 'zh-cn', en: 'en', es: 'es' } as const;

export function App({ i18n }: { i18n: I18n }) {
  const [language, setLanguage] = useState<Language>(i18n.language as Language);

  useEffect(() => {
    dayjs.locale(dayjsLocales[language]);
    document.documentElement.lang = language;
    document.cookie = `language=${encodeURIComponent(language)}; path=/; max-age=31536000; samesite=lax`;
    void i18n.changeLanguage(language);
    document.title = i18n.t('app.title');
  }, [i18n, language]);

  return (
    <I18nextProvider i18n={i18n}>
      <ConfigProvider locale={antdLocales[language]} theme={{ token: { colorPrimary: '#1890ff' } }}>
        <LoginPage language={language} onLanguageChange={setLanguage} />
      </ConfigProvider>
    </I18nextProvider>
  );
}
