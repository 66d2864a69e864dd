import { App, Button, Card, Form, Input } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateUserLogo, useUpdateUserLogo } from '@eldercare/api-client/react';
import type { SysUserConfig } from '@eldercare/api-client/contract';
import { patchUser } from '../../../session/session-store';
import { PictureInput } from './PictureInput';
import { fieldErrorOf } from '../shared/field-error';
import { toLogoBody, type LogoFormValues } from './profile-form';

export interface LogoCardProps {
  config: SysUserConfig;
}

/** SPEC §1 sysName / sysLogo (and title, icon): created the first time, updated afterwards. */
export function LogoCard({ config }: LogoCardProps) {
  const { t } = useTranslation('system');
  const { message } = App.useApp();
  const [form] = Form.useForm<LogoFormValues>();
  const create = useCreateUserLogo();
  const update = useUpdateUserLogo();
  const exists = Object.values(config).some((value) => value !== null);

  useEffect(() => form.setFieldsValue(config), [config, form]);

  const submit = async (values: LogoFormValues) => {
    try {
      const body = toLogoBody(values);
      if (exists) await update.mutateAsync(body);
      else await create.mutateAsync(body);
      // The header reads the session's user info: without this the new name would show only after a reload.
      patchUser({ sysUserConfig: body });
      message.success(t('common.saved'));
    } catch (error) {
      // The client has shown the server's message; a picture's refusal also goes beside it.
      const invalid = fieldErrorOf(error);
      if (invalid)
        form.setFields([{ name: invalid.field as keyof LogoFormValues, errors: [invalid.message] }]);
    }
  };

  return (
    <Card variant="borderless" title={t('profile.system')}>
      <Form form={form} layout="vertical" onFinish={submit} name="logo-form">
        <Form.Item name="sysName" label={t('profile.sysName')}>
          <Input maxLength={80} />
        </Form.Item>
        <Form.Item name="sysLogo" label={t('profile.sysLogo')}>
          <PictureInput pick={t('profile.picture.pick')} alt={t('profile.sysLogo')} />
        </Form.Item>
        <Form.Item name="sysTitle" label={t('profile.sysTitle')}>
          <Input maxLength={80} />
        </Form.Item>
        <Form.Item name="sysIco" label={t('profile.sysIco')}>
          <PictureInput pick={t('profile.picture.pick')} alt={t('profile.sysIco')} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={create.isPending || update.isPending}>
          {t('common.save')}
        </Button>
      </Form>
    </Card>
  );
}
