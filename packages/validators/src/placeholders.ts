/**
 * A message's `{name}` placeholders filled from `values`; a placeholder without a value becomes empty
 * (a half-filled sentence reads better than a raw `{name}`). The one formatter every catalogue uses:
 * the validators', the api-client's and the server's.
 */
export function fillPlaceholders(
  template: string,
  values: Readonly<Record<string, string | number | undefined>> = {},
): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? ''));
}
