import { toDigits, toMoney } from '@eldercare/validators';
import { Input, type InputProps } from 'antd';

export interface NumericInputProps extends Omit<InputProps, 'value' | 'onChange'> {
  value?: string;
  onChange?: (value: string) => void;
  /** digits: only 0-9; money: digits with up to two decimals (SPEC §5). */
  mode?: 'digits' | 'money';
}

/** Text input that strips what is typed to digits or to a two-decimal amount. */
export function NumericInput({ value, onChange, mode = 'digits', ...rest }: NumericInputProps) {
  const normalise = mode === 'money' ? toMoney : toDigits;
  return (
    <Input
      inputMode={mode === 'money' ? 'decimal' : 'numeric'}
      {...rest}
      value={value ?? ''}
      onChange={(e) => onChange?.(normalise(e.target.value))}
    />
  );
}
