import type { ResourceRecord } from '@eldercare/contract';
import type { ResourceDeclaration } from '@eldercare/resource-language';

/**
 * What names a record: its title field — by the server's label when that field is a reference
 * (a meal plan's person), never the raw id of the referenced record — else its id.
 */
export function recordTitleOf(resource: ResourceDeclaration, record: ResourceRecord): string {
  const label = record.referenceLabels?.[resource.titleField];
  const value = record[resource.titleField];
  if (label !== undefined && label !== null && label !== '') return String(label);
  if (value !== undefined && value !== null && value !== '') return String(value);
  return String(record.id);
}
