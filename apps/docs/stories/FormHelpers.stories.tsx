import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, Form, Input, InputNumber } from 'antd';
import { expect, userEvent } from 'storybook/test';
import { antdRule, IdCardInput, NumericInput, useKitTranslation } from '@eldercare/admin-kit';

interface Values {
  idCard?: string;
  birthDate?: string;
  gender?: string;
  age?: number;
  mobile?: string;
  bankCard?: string;
  subsidy?: string;
}

function PersonForm() {
  const [form] = Form.useForm<Values>();
  const { t, language: locale } = useKitTranslation();
  return (
    <Form form={form} labelCol={{ flex: '100px' }} style={{ maxWidth: 520 }}>
      <Form.Item label="身份证号" name="idCard" rules={[antdRule('idCard', locale)]}>
        <IdCardInput
          onParsed={(info) =>
            form.setFieldsValue({
              birthDate: info.birthDate,
              gender: info.gender === 1 ? t('kit.form.female') : t('kit.form.male'),
              age: info.age,
            })
          }
        />
      </Form.Item>
      <Form.Item label="出生日期" name="birthDate">
        <Input readOnly />
      </Form.Item>
      <Form.Item label="性别" name="gender">
        <Input readOnly />
      </Form.Item>
      <Form.Item label="年龄" name="age">
        <InputNumber readOnly />
      </Form.Item>
      <Form.Item label="手机" name="mobile" rules={[antdRule('mobile', locale)]}>
        <Input />
      </Form.Item>
      <Form.Item label="银行卡号" name="bankCard" rules={[antdRule('bankCard', locale)]}>
        <NumericInput />
      </Form.Item>
      <Form.Item label="补贴标准" name="subsidy">
        <NumericInput mode="money" />
      </Form.Item>
      <Button type="primary" htmlType="submit">
        {t('kit.form.submit')}
      </Button>
    </Form>
  );
}

const meta = {
  title: 'Form/Helpers',
  component: PersonForm,
  // The docs page's props tables: the kit's inputs, not the story's form.
  subcomponents: { IdCardInput, NumericInput },
} satisfies Meta<typeof PersonForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const IdCardFillsDerivedFields: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('身份证号'), '110101194001011250');
    await expect(canvas.getByLabelText('出生日期')).toHaveValue('1940-01-01');
    await expect(canvas.getByLabelText('性别')).toHaveValue('男');
    await expect(Number((canvas.getByLabelText('年龄') as HTMLInputElement).value)).toBeGreaterThanOrEqual(
      85,
    );
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

export const IdCardWarnsOnBadCheckDigit: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('身份证号'), '110101194001011251');
    await expect(await canvas.findByRole('status')).toHaveTextContent('身份证校验位有误，请核对');
    // No card carries a wrong check character: the rule refuses it, the warning says why.
    await userEvent.click(canvas.getByRole('button', { name: '提交' }));
    await expect(await canvas.findByText('请输入正确的证件号码！')).toBeVisible();
  },
};

export const ValidatorMessages: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('身份证号'), '12345');
    await userEvent.type(canvas.getByLabelText('手机'), '12345');
    await userEvent.click(canvas.getByRole('button', { name: '提交' }));
    await expect(await canvas.findByText('请输入正确的证件号码！')).toBeVisible();
    await expect(await canvas.findByText('手机号码格式有误，请重新输入！')).toBeVisible();
  },
};

export const NumericStripping: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('银行卡号'), '6222 0212-3456 7890');
    await expect(canvas.getByLabelText('银行卡号')).toHaveValue('6222021234567890');
    await userEvent.type(canvas.getByLabelText('补贴标准'), 'a12.345');
    await expect(canvas.getByLabelText('补贴标准')).toHaveValue('12.34');
  },
};

export const EnglishMessages: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('手机'), '12345');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(await canvas.findByText(/mobile/i)).toBeVisible();
  },
};

export const SpanishMessages: Story = {
  globals: { locale: 'es' },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('身份证号'), '110101194001011251');
    await expect(await canvas.findByRole('status')).toHaveTextContent('dígito de control');
  },
};
