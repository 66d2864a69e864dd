import { text } from '@eldercare/resource-language';
import type { KitLanguage } from '@eldercare/admin-kit';
import { LANGUAGE_COOKIE, detectLanguage } from '@eldercare/admin-kit';

/**
 * The app's own labels outside its declarations, written the same way (one text per authored language):
 * `localise` shows the current language's, and generates a derived language's (the pseudo-locale).
 */
export const LABELS = {
  home: text('首页', 'Home', 'Inicio'),
  records: text('档案管理', 'Records', 'Expedientes'),
  seniorDetail: text('老年人详情', 'Senior', 'Persona mayor'),
  visitDetail: text('服务记录详情', 'Home visit', 'Visita a domicilio'),
  systemName: text('姊妹养老平台', 'Sister care platform', 'Plataforma hermana'),
  title: text('姊妹平台', 'Sister platform', 'Plataforma hermana'),
  atLeast: text('最低', 'From', 'Desde'),
  atMost: text('最高', 'To', 'Hasta'),
};

/**
 * A Chinese product: its users start in Chinese, and in the language they chose once they have (the
 * shell's language menu writes the kit's language cookie). The kit reads that cookie, and a test
 * language (the pseudo-locale) only with its test switch on, as in any host.
 */
export function initialLanguage(): KitLanguage {
  const chosen = document.cookie.split(/;\s*/).some((cookie) => cookie.startsWith(`${LANGUAGE_COOKIE}=`));
  return chosen ? detectLanguage() : 'zh-CN';
}
