/** Lists show ID numbers and phones masked (issue #7: revealing is a logged host action). */
export function maskIdCard(value: string): string {
  if (value.length < 8) return value;
  return `${value.slice(0, 6)}${'*'.repeat(value.length - 10)}${value.slice(-4)}`;
}

export function maskPhone(value: string): string {
  const digits = value.replace(/\D/g, '');
  if (/^1\d{10}$/.test(digits) && digits === value) return `${value.slice(0, 3)}****${value.slice(-4)}`;
  if (value.length > 6) return `${value.slice(0, value.length - 6)}****${value.slice(-2)}`;
  return value;
}
