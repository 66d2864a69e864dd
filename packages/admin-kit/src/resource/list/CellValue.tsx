import { useFieldRenderers } from '../fields/useFieldRenderers';
import type { FieldCellProps } from '../fields/field-renderers';

export type CellValueProps = FieldCellProps;

/** One table cell, as its field type shows it (the kit's or the host's); empty values show nothing. */
export function CellValue(props: CellValueProps) {
  const { Cell } = useFieldRenderers()(props.field.type);
  const { value } = props;
  if (value === null || value === undefined || value === '') return null;
  return <Cell {...props} />;
}
