import { Form, Input } from 'antd';

/** The form both dialog entries show. */
export function ContactForm() {
  return (
    <Form name="contact" layout="vertical">
      <Form.Item name="mobile" label="手机号码">
        <Input />
      </Form.Item>
    </Form>
  );
}
