import { InputNumber, Space, type InputNumberProps } from 'antd';
import { defineHostFieldType } from '@eldercare/admin-kit';
import { BUILT_IN_FIELD_TYPES, localise } from '@eldercare/resource-language';
import { LABELS } from '../labels';

declare module '@eldercare/resource-language' {
  interface HostFieldTypes {
    amount: number;
  }
}

const grouped = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** `12,345.5`, `¥12345.5` or a plain number → 12345.5; anything else is not an amount. */
const amountOf = (value: unknown): number | undefined => {
  const number = Number(String(value ?? '').replace(/[,\s¥]/g, ''));
  return String(value ?? '').trim() === '' || Number.isNaN(number) ? undefined : number;
};
/** The input's text while typing: thousands separators, as antd's InputNumber documents. */
const withSeparators = (value: number | string | undefined) =>
  `${value ?? ''}`.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
const withoutSeparators = (text: string | undefined) => (text ?? '').replace(/[,\s¥]/g, '');
const numberOrUndefined = (value: unknown) => (typeof value === 'number' ? value : undefined);

/** An amount typed with its sign, grouped in thousands while typing; the form gets the number. */
function AmountNumber(props: InputNumberProps<number>) {
  return (
    <InputNumber<number>
      prefix="¥"
      formatter={withSeparators}
      parser={(text) => Number(withoutSeparators(text))}
      {...props}
    />
  );
}

/** A money amount in yuan, shown with its sign and thousands separators: the sister product's own type. */
export const amount = defineHostFieldType({
  type: 'amount',
  traits: {
    // A range filter, numeric(14,2) storage, sortable, carried by spreadsheets.
    ...BUILT_IN_FIELD_TYPES.money,
    parse: amountOf,
    format: (value) => Number(value),
  },
  Cell: ({ value }) => <>¥{grouped.format(Number(value))}</>,
  Input: ({ id, value, onChange, readOnly }) => (
    <AmountNumber
      id={id}
      min={0}
      precision={2}
      disabled={readOnly}
      style={{ width: '100%' }}
      value={numberOrUndefined(value)}
      onChange={(next) => onChange?.(next ?? undefined)}
    />
  ),
  // The range its traits ask for, sent as `[start, end]` (the page splits it into <name>Start / <name>End).
  Filter: ({ id, value, onChange, language }) => {
    const [start, end] = Array.isArray(value) ? (value as unknown[]) : [];
    const bound = (which: 0 | 1) => (next: number | null) =>
      onChange?.(which === 0 ? [next ?? undefined, end] : [start, next ?? undefined]);
    const atMost = localise(LABELS.atMost, language);
    return (
      <Space.Compact>
        <AmountNumber
          id={id}
          placeholder={localise(LABELS.atLeast, language)}
          value={numberOrUndefined(start)}
          onChange={bound(0)}
        />
        <AmountNumber
          aria-label={atMost}
          placeholder={atMost}
          value={numberOrUndefined(end)}
          onChange={bound(1)}
        />
      </Space.Compact>
    );
  },
  chosen: false,
});
