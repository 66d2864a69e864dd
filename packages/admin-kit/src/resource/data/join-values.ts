/**
 * Several values in one cell or label: Chinese lists them with the enumeration comma 、, English and Spanish
 * with ", " (a 、 in an English or Spanish page reads as a stray character).
 */
export function joinValues(values: readonly string[], language: string): string {
  return values.join(language.startsWith('zh') ? '、' : ', ');
}
