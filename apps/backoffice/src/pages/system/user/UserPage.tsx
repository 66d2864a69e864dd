import { PlusOutlined } from '@ant-design/icons';
import { Button, Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { Permission } from '@eldercare/admin-kit';
import type { UserRecord } from '@eldercare/api-client/contract';
import { ListView } from '../shared/ListView';
import { OfflineTokensDialog } from './OfflineTokensDialog';
import { RolesDialog } from './RolesDialog';
import { useUserColumns } from './user-columns';
import { USER_BUTTONS } from './useUserActions';
import { UserFormDialog } from './UserFormDialog';
import { useUserPage } from './useUserPage';

/** SPEC §7 Users: the paged user list with filters, the user dialog and the account actions. */
export default function UserPage() {
  const { t } = useTranslation('system');
  const page = useUserPage();
  const columns = useUserColumns(page);
  return (
    <Card variant="borderless">
      <ListView<UserRecord>
        page={page}
        filterItems={page.filterItems}
        table={{ rowKey: 'userId', columns, scroll: { x: 1300 } }}
        extra={
          <Permission name={USER_BUTTONS.add}>
            <Button icon={<PlusOutlined />} onClick={page.add}>
              {t('common.add')}
            </Button>
          </Permission>
        }
      />
      <UserFormDialog
        open={page.editing !== null}
        user={page.editing?.user ?? null}
        onClose={page.closeDialogs}
      />
      <RolesDialog user={page.rolesOf} onClose={page.closeDialogs} />
      <OfflineTokensDialog userName={page.sessionsOf} onClose={page.closeDialogs} />
    </Card>
  );
}
