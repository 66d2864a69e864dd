import { Card, Col, Row, Skeleton, Space } from 'antd';
import { QueryError } from '../shared/QueryError';
import { LogoCard } from './LogoCard';
import { ProfileEditCard } from './ProfileEditCard';
import { ProfileSummaryCard } from './ProfileSummaryCard';
import { useUserInfoPage } from './useUserInfoPage';

/** `/userInfo/index`: the signed-in user's profile; own fields saved through `PUT /admin/system/user/info`. */
export default function UserInfoPage() {
  const { info, record, form, submit, saving } = useUserInfoPage();

  if (info.isError) return <QueryError onRetry={() => void info.refetch()} detail={info.error.msg} />;
  if (!info.data) {
    return (
      <Card variant="borderless">
        <Skeleton active avatar />
      </Card>
    );
  }
  const user = info.data;

  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={9}>
        <ProfileSummaryCard user={user} record={record} />
      </Col>
      <Col xs={24} lg={15}>
        <Space direction="vertical" size={16} style={{ width: '100%' }}>
          <ProfileEditCard form={form} submit={submit} saving={saving} />
          <LogoCard config={user.sysUserConfig} />
        </Space>
      </Col>
    </Row>
  );
}
