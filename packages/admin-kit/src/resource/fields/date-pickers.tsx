import { DatePicker } from 'antd';

interface PickerProps {
  id?: string;
  value?: unknown;
  onChange?: (value: unknown) => void;
  picker: 'date' | 'month';
}

export interface DateFieldProps extends PickerProps {
  disabled?: boolean;
  showTime: boolean;
  placeholder?: string;
}

/** One day, month or moment. */
export function DateField({ value, ...props }: DateFieldProps) {
  return <DatePicker {...props} value={value as never} className="ek-fill" />;
}

export interface DateRangeProps extends PickerProps {
  placeholder: [string, string];
}

/** A start/end range of days or months. */
export function DateRange({ value, ...props }: DateRangeProps) {
  return <DatePicker.RangePicker {...props} value={value as never} className="ek-fill" />;
}
