import { Form, Input } from 'antd';
import { antdRule, useKit } from '@eldercare/admin-kit';

export interface ContactFieldsProps {
  phoneLabel: string;
  emailLabel: string;
}

/** A user's phone number and email, checked by the shared rules; fields `phonenumber` and `email` of the form. */
export function ContactFields({ phoneLabel, emailLabel }: ContactFieldsProps) {
  const { language } = useKit();
  return (
    <>
      <Form.Item name="phonenumber" label={phoneLabel} rules={[antdRule('mobile', language)]}>
        <Input maxLength={20} inputMode="tel" />
      </Form.Item>
      <Form.Item name="email" label={emailLabel} rules={[antdRule('email', language)]}>
        <Input maxLength={120} inputMode="email" />
      </Form.Item>
    </>
  );
}
