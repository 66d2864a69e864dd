import { PlusOutlined, SendOutlined } from '@ant-design/icons';
import { Button, Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { Permission, usePermission } from '@eldercare/admin-kit';
import type { Announcement } from '@eldercare/api-client/contract';
import { ListView } from '../shared/ListView';
import { useAnnouncementColumns } from './announcement-columns';
import { AnnouncementDialog } from './AnnouncementDialog';
import { AnnouncementViewDialog } from './AnnouncementViewDialog';
import { ANNOUNCEMENT_BUTTONS } from './useAnnouncementActions';
import { useAnnouncementPage } from './useAnnouncementPage';

/** SPEC §7 Announcements: list, rich-text editing, publishing (one or many) and withdrawal. */
export default function AnnouncementPage() {
  const { t } = useTranslation('system');
  const can = usePermission();
  const page = useAnnouncementPage();
  const columns = useAnnouncementColumns(page);
  const rowSelection = can(ANNOUNCEMENT_BUTTONS.publish)
    ? { selectedRowKeys: page.selected, onChange: page.select }
    : undefined;
  const extra = (
    <>
      <Permission name={ANNOUNCEMENT_BUTTONS.add}>
        <Button icon={<PlusOutlined />} onClick={page.add}>
          {t('common.add')}
        </Button>
      </Permission>
      <Permission name={ANNOUNCEMENT_BUTTONS.publish}>
        <Button
          icon={<SendOutlined />}
          loading={page.actions.batchPending}
          disabled={page.selected.length === 0}
          onClick={page.publishSelected}
        >
          {t('announcement.batchPublish')}
        </Button>
      </Permission>
    </>
  );
  return (
    <Card variant="borderless">
      <ListView<Announcement>
        page={page}
        filterItems={page.filterItems}
        extra={extra}
        table={{ rowKey: 'id', columns, scroll: { x: 1130 }, rowSelection }}
      />
      <AnnouncementDialog
        open={page.editing !== null}
        announcement={page.editing?.item ?? null}
        onClose={page.closeEditor}
      />
      <AnnouncementViewDialog id={page.viewing} onClose={page.closeViewer} />
    </Card>
  );
}
