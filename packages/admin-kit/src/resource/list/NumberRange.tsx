import { InputNumber, Space } from 'antd';
import { useResourceTranslation } from '../i18n/useResourceTranslation';

export interface NumberRangeProps {
  value?: [number | null, number | null];
  onChange?: (value: [number | null, number | null]) => void;
  id?: string;
}

/** A [from, to] pair of numbers for range filters (age, amounts). */
export function NumberRange({ value, onChange, id }: NumberRangeProps) {
  const { t } = useResourceTranslation();
  const [from, to] = value ?? [null, null];
  return (
    <Space.Compact block>
      <InputNumber
        id={id}
        className="ek-half"
        value={from}
        placeholder={t('list.rangeStart')}
        onChange={(next) => onChange?.([next, to])}
      />
      <InputNumber
        className="ek-half"
        value={to}
        placeholder={t('list.rangeEnd')}
        aria-label={t('list.rangeEnd')}
        onChange={(next) => onChange?.([from, next])}
      />
    </Space.Compact>
  );
}
