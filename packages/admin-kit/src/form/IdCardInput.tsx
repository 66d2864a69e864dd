import { WarningOutlined } from '@ant-design/icons';
import type { IdCardInfo } from '@eldercare/validators';
import { Input, Typography, type InputProps } from 'antd';
import { useId } from 'react';
import { useKitTranslation } from '../i18n/useKitTranslation';
import { readIdCard } from './id-card-autofill';

export interface IdCardInputProps extends Omit<InputProps, 'value' | 'onChange'> {
  value?: string;
  onChange?: (value: string) => void;
  /** Called with birth date, gender and age whenever the number parses. */
  onParsed?: (info: IdCardInfo) => void;
}

/** ID number input: upper-cases x, fills derived fields, warns on a wrong check digit. */
export function IdCardInput({ value, onChange, onParsed, ...rest }: IdCardInputProps) {
  const { t } = useKitTranslation();
  const warningId = useId();
  const { badChecksum } = readIdCard(value);
  return (
    <>
      <Input
        // No maxLength: the browser would cut a pasted "3417 2119 5001 0112 34" before its spaces go.
        autoComplete="off"
        {...rest}
        aria-describedby={badChecksum ? warningId : undefined}
        status={badChecksum ? 'warning' : rest.status}
        value={value ?? ''}
        onChange={(e) => {
          const next = e.target.value.replace(/\s/g, '').toUpperCase();
          onChange?.(next);
          const { info } = readIdCard(next);
          if (info) onParsed?.(info);
        }}
      />
      {badChecksum && (
        <Typography.Text id={warningId} role="status" className="ek-id-card-warning">
          <WarningOutlined /> {t('kit.form.idCardBadChecksum')}
        </Typography.Text>
      )}
    </>
  );
}
