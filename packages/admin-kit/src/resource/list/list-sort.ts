import { fieldTypeTraits, type FieldDeclaration } from '@eldercare/resource-language';
import type { SorterResult } from 'antd/es/table/interface';
import type { ListParams } from '../data/resource-data-source';

/**
 * Fields the server can order by: one stored scalar each. Lists, images and files are kept as JSON,
 * and a reference would order by the other record's id, not by the name the cell shows.
 */
export const isSortable = (field: FieldDeclaration) =>
  !field.multiple && fieldTypeTraits(field.type).sortable;

/** The header arrow of a column from the list's sort (antd names the directions its own way). */
export const sortOrderOf = (params: ListParams, name: string) =>
  params.sortField === name ? (params.sortOrder === 'desc' ? 'descend' : 'ascend') : null;

/** The list sort a header click asks for; a third click (no order) goes back to the default. */
export const sortChange = <T>(
  sorter: SorterResult<T> | SorterResult<T>[],
): [string | undefined, 'asc' | 'desc' | undefined] => {
  const one = Array.isArray(sorter) ? sorter[0] : sorter;
  if (!one?.order || one.columnKey === undefined) return [undefined, undefined];
  return [String(one.columnKey), one.order === 'descend' ? 'desc' : 'asc'];
};
