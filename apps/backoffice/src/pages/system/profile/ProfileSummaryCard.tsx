import { UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Card, Descriptions, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { UserInfo, UserRecord } from '@eldercare/api-client/contract';
import { roleLabel } from '../shared/role-label';
import { useDictOptions } from '../shared/useDictOptions';
import { useProfilePicture } from './useProfilePicture';

export interface ProfileSummaryCardProps {
  user: UserInfo;
  /** The user's own record, when the role may read users: it adds the phone and email. */
  record: UserRecord | undefined;
}

/** The profile's left card: the avatar, who the user is, and the way to change the password. */
export function ProfileSummaryCard({ user, record }: ProfileSummaryCardProps) {
  const { t } = useTranslation('system');
  const navigate = useNavigate();
  const accountTypes = useDictOptions('sys_account_type');
  const avatar = useProfilePicture(user.avatar);
  return (
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
        {record && (
          <>
            <Descriptions.Item label={t('profile.phone')}>{record.phonenumber || '—'}</Descriptions.Item>
            <Descriptions.Item label={t('profile.email')}>{record.email || '—'}</Descriptions.Item>
          </>
        )}
      </Descriptions>
      <Button block onClick={() => navigate('/user/updatePassword')}>
        {t('profile.changePassword')}
      </Button>
    </Card>
  );
}
