import { UserOutlined } from '@ant-design/icons';
import {
  App,
  Avatar,
  Button,
  Card,
  Col,
  Descriptions,
  Form,
  Input,
  Row,
  Skeleton,
  Space,
  Tag,
  Typography,
} from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { antdRule, useKit } from '@eldercare/admin-kit';
import { getUser } from '@eldercare/api-client';
import { apiKeys, useApiQuery, useUpdateOwnInfo, useUserInfo } from '@eldercare/api-client/react';
import { fieldErrorOf } from '../shared/field-error';
import { QueryError } from '../shared/QueryError';
import { roleLabel } from '../shared/role-label';
import { useDictOptions } from '../shared/useDictOptions';
import { patchUser } from '../../../session/session-store';
import { LogoCard } from './LogoCard';
import { PictureInput } from './PictureInput';
import { useProfilePicture } from './useProfilePicture';
import { toOwnInfoQuery, type ProfileFormValues } from './profile-form';

/** `/userInfo/index`: the signed-in user's profile; own fields saved through `PUT /admin/system/user/info`. */
export default function UserInfoPage() {
  const { t } = useTranslation('system');
  const { message } = App.useApp();
  const { language } = useKit();
  const navigate = useNavigate();
  const info = useUserInfo();
  const userId = info.data?.userId ?? 0;
  // The user info carries no phone or email; the own user record does, when the role may read users.
  const record = useApiQuery(
    apiKeys.users.detail(userId),
    (client, call) => getUser(client, userId, { ...call, notify: false }),
    { enabled: userId > 0, retry: false },
  );
  const accountTypes = useDictOptions('sys_account_type');
  const update = useUpdateOwnInfo();
  const [form] = Form.useForm<ProfileFormValues>();
  const avatar = useProfilePicture(info.data?.avatar);

  useEffect(() => {
    if (!info.data) return;
    form.setFieldsValue({
      nickName: info.data.name,
      avatar: info.data.avatar,
      introduction: info.data.introduction,
      ...(record.data ? { phonenumber: record.data.phonenumber, email: record.data.email } : {}),
    });
  }, [info.data, record.data, form]);

  if (info.isError) return <QueryError onRetry={() => void info.refetch()} detail={info.error.msg} />;
  if (!info.data) {
    return (
      <Card variant="borderless">
        <Skeleton active avatar />
      </Card>
    );
  }
  const user = info.data;

  const submit = async (values: ProfileFormValues) => {
    try {
      const saved = toOwnInfoQuery(values);
      await update.mutateAsync(saved);
      // The header's name and avatar come from the session's user info.
      patchUser({
        ...(saved.nickName ? { name: saved.nickName } : {}),
        ...(saved.avatar !== undefined ? { avatar: saved.avatar } : {}),
      });
      message.success(t('common.saved'));
    } catch (error) {
      const invalid = fieldErrorOf(error);
      if (invalid)
        form.setFields([{ name: invalid.field as keyof ProfileFormValues, errors: [invalid.message] }]);
    }
  };

  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={9}>
        <Card variant="borderless">
          <Space direction="vertical" align="center" style={{ width: '100%' }}>
            <Avatar size={88} src={avatar} icon={<UserOutlined />} alt={user.name} />
            <Typography.Title level={4} style={{ margin: 0 }}>
              {user.name}
            </Typography.Title>
          </Space>
          <Descriptions column={1} size="small" style={{ marginTop: 16 }}>
            <Descriptions.Item label={t('profile.userName')}>{user.userName}</Descriptions.Item>
            <Descriptions.Item label={t('profile.dept')}>{user.deptName}</Descriptions.Item>
            <Descriptions.Item label={t('profile.roles')}>
              <Space wrap size={4}>
                {user.sysRoles.map((role) => (
                  <Tag key={role.roleId}>{roleLabel(t, role)}</Tag>
                ))}
              </Space>
            </Descriptions.Item>
            <Descriptions.Item label={t('profile.accountType')}>
              {accountTypes.labelOf(user.accountType)}
            </Descriptions.Item>
            <Descriptions.Item label={t('profile.area')}>{user.areaCode}</Descriptions.Item>
            {record.data && (
              <>
                <Descriptions.Item label={t('profile.phone')}>
                  {record.data.phonenumber || '—'}
                </Descriptions.Item>
                <Descriptions.Item label={t('profile.email')}>{record.data.email || '—'}</Descriptions.Item>
              </>
            )}
          </Descriptions>
          <Button block onClick={() => navigate('/user/updatePassword')}>
            {t('profile.changePassword')}
          </Button>
        </Card>
      </Col>
      <Col xs={24} lg={15}>
        <Space direction="vertical" size={16} style={{ width: '100%' }}>
          <Card variant="borderless" title={t('profile.edit')}>
            <Form form={form} layout="vertical" onFinish={submit} name="profile-form">
              <Form.Item
                name="nickName"
                label={t('profile.name')}
                rules={[
                  { required: true, message: t('common.required', { field: t('profile.name') }) },
                  antdRule('name', language),
                ]}
              >
                <Input maxLength={80} />
              </Form.Item>
              <Form.Item name="phonenumber" label={t('profile.phone')} rules={[antdRule('mobile', language)]}>
                <Input maxLength={20} inputMode="tel" />
              </Form.Item>
              <Form.Item name="email" label={t('profile.email')} rules={[antdRule('email', language)]}>
                <Input maxLength={120} inputMode="email" />
              </Form.Item>
              <Form.Item name="avatar" label={t('profile.avatar')}>
                <PictureInput round pick={t('profile.picture.changeAvatar')} alt={t('profile.avatar')} />
              </Form.Item>
              <Form.Item name="introduction" label={t('profile.introduction')}>
                <Input.TextArea maxLength={500} showCount autoSize={{ minRows: 3, maxRows: 6 }} />
              </Form.Item>
              <Button type="primary" htmlType="submit" loading={update.isPending}>
                {t('common.save')}
              </Button>
            </Form>
          </Card>
          <LogoCard config={user.sysUserConfig} />
        </Space>
      </Col>
    </Row>
  );
}
