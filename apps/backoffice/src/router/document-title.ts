/**
 * The browser tab's title: "<page title> - <system title>" (SPEC §1: the system title is the
 * user's sysTitle, by default 友康养老云, translated for en/es). A page without a title of its own
 * (or whose title is the system's) shows the system title alone.
 */
export function composeDocumentTitle(page: string | undefined, system: string): string {
  const name = page?.trim();
  return name && name !== system ? `${name} - ${system}` : system;
}
