import { useFieldRenderers } from '../fields/useFieldRenderers';
import type { FieldInputProps } from '../fields/field-renderers';

export type { FieldInputProps };

/** The input of a field's type (the kit's or the host's); Form.Item passes value / onChange. */
export function FieldInput(props: FieldInputProps) {
  const { Input } = useFieldRenderers()(props.field.type);
  return <Input {...props} />;
}
