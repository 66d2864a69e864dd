import { Space } from 'antd';
import { NoticeBell } from '@eldercare/admin-kit';
import type { UserInfo } from '@eldercare/api-client/contract';
import { useNavigate } from 'react-router-dom';
import { NoticePopups } from '../notices/NoticePopups';
import { useNotices } from '../notices/useNotices';
import { DataTypeSwitch } from './DataTypeSwitch';
import { useNoticeBellProps } from './useNoticeBellProps';

export function HeaderExtras({ user }: { user: UserInfo }) {
  const navigate = useNavigate();
  const notices = useNotices(user);
  const bell = useNoticeBellProps(notices);
  return (
    <Space size={4}>
      <DataTypeSwitch />
      <NoticeBell {...bell} />
      <NoticePopups notices={notices} navigate={navigate} />
    </Space>
  );
}
