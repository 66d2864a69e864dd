import type { BuiltInFieldType } from '@eldercare/resource-language';
import {
  AreaCell,
  BooleanCell,
  DateTimeCell,
  EnumCell,
  FilesCell,
  MoneyCell,
  ReferenceCell,
  RichTextCell,
  TextCell,
} from './cells';
import type { FieldRenderers } from './field-renderers';
import { AreaFilter, BooleanFilter, EnumFilter, RangeFilter, ReferenceFilter, TextFilter } from './filters';
import {
  AreaInput,
  BooleanInput,
  DateInput,
  EnumInput,
  FilesInput,
  IdCardInput,
  ImagesInput,
  IntegerInput,
  LongTextInput,
  MoneyInput,
  NumberInput,
  ReferenceInput,
  TextInput,
} from './inputs';

const typed: FieldRenderers = { Cell: TextCell, Input: TextInput, Filter: TextFilter, chosen: false };
const dated: FieldRenderers = { Cell: TextCell, Input: DateInput, Filter: RangeFilter, chosen: true };
const uploads: FieldRenderers = { Cell: FilesCell, Input: FilesInput, Filter: TextFilter, chosen: false };

/**
 * The kit's renderers of every built-in field type: a type missing here fails the type check,
 * so a new type cannot fall back to a text box unnoticed. Host types come from `ResourceHost.fieldTypes`.
 */
export const BUILT_IN_RENDERERS: Record<BuiltInFieldType, FieldRenderers> = {
  text: typed,
  textarea: { ...typed, Input: LongTextInput },
  idCard: { ...typed, Input: IdCardInput },
  mobile: typed,
  landline: typed,
  phone: typed,
  email: typed,
  date: dated,
  month: dated,
  datetime: { ...dated, Cell: DateTimeCell },
  integer: { ...typed, Input: IntegerInput, Filter: RangeFilter },
  number: { ...typed, Input: NumberInput, Filter: RangeFilter },
  money: { ...typed, Cell: MoneyCell, Input: MoneyInput, Filter: RangeFilter },
  boolean: { Cell: BooleanCell, Input: BooleanInput, Filter: BooleanFilter, chosen: false },
  enum: { Cell: EnumCell, Input: EnumInput, Filter: EnumFilter, chosen: true },
  area: { Cell: AreaCell, Input: AreaInput, Filter: AreaFilter, chosen: true },
  reference: { Cell: ReferenceCell, Input: ReferenceInput, Filter: ReferenceFilter, chosen: true },
  image: { ...uploads, Input: ImagesInput },
  file: uploads,
  richText: { Cell: RichTextCell, Input: LongTextInput, Filter: TextFilter, chosen: false },
};
