import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ResourceForm } from '@eldercare/admin-kit';
import { elderlyFixture, fixtureDictionaries } from './support/elderly-fixture';

const record = {
  id: '7',
  name: '王秀英',
  idCard: '110101194001011250',
  gender: '0',
  birthDate: '1940-01-01',
  age: 86,
  mobile: '13912345678',
  community: '秋浦街道 翠微社区',
  careLevel: '2',
  subsidyStandard: '200.00',
  registeredOn: '2025-03-15',
};

const meta = {
  title: 'Form/ResourceForm',
  component: ResourceForm,
  args: {
    resource: elderlyFixture,
    dictionaries: fixtureDictionaries,
    mode: 'add',
    onSubmit: fn(),
    onBack: fn(),
  },
} satisfies Meta<typeof ResourceForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Add: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('基本信息')).toBeVisible();
    await expect(canvas.getByText('照护与补贴')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(await canvas.findByText('姓名不能为空')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(canvas.getByLabelText('姓名'), '李建国');
    await userEvent.type(canvas.getByLabelText('身份证号'), '110101194001011250');
    // Derived from the ID number.
    await waitFor(() =>
      expect(canvas.getByLabelText('年龄')).toHaveValue(
        String(
          new Date().getFullYear() - 1940 - (new Date() < new Date(new Date().getFullYear(), 0, 1) ? 1 : 0),
        ),
      ),
    );
    await userEvent.type(canvas.getByLabelText('所属社区'), '翠微社区');
    await userEvent.type(canvas.getByLabelText('手机'), '1391234');
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(await canvas.findByText('手机号码格式有误，请重新输入！')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('手机'), '5678');
    await userEvent.type(canvas.getByLabelText('补贴标准'), '150.456');
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({
          name: '李建国',
          idCard: '110101194001011250',
          gender: '0',
          birthDate: '1940-01-01',
          mobile: '13912345678',
          subsidyStandard: '150.45',
        }),
      ),
    );
  },
};

export const Edit: Story = {
  args: { mode: 'edit', initialValues: record },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByLabelText('姓名')).toHaveValue('王秀英');
    await expect(canvas.getByLabelText('登记日期')).toHaveValue('2025-03-15');
    await userEvent.clear(canvas.getByLabelText('姓名'));
    await userEvent.type(canvas.getByLabelText('姓名'), '王 秀英');
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(await canvas.findByText('姓名不能包含空格！')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Look: Story = {
  args: { mode: 'look', initialValues: record },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByLabelText('姓名')).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: '保存' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '返回' }));
    await expect(args.onBack).toHaveBeenCalled();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Name is required')).toBeVisible();
    await expect(
      within(canvas.getByText('Basic information').closest('.ant-card')! as HTMLElement).getByText(
        'ID number',
      ),
    ).toBeVisible();
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar' }));
    await expect(await canvas.findByText('Nombre es obligatorio')).toBeVisible();
  },
};
