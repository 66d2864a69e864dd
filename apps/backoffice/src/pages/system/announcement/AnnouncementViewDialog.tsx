import { Descriptions, Divider, Skeleton, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { DraggableDialog } from '@eldercare/admin-kit';
import { useAnnouncement } from '@eldercare/api-client/react';
import { SafeHtml } from '../shared/SafeHtml';
import { formatDateTime } from '../../../format/date-time';
import { AttachmentLinks } from '../shared/AttachmentLinks';

export interface AnnouncementViewDialogProps {
  /** The announcement to show; null closes the dialog. */
  id: number | null;
  onClose: () => void;
}

/** Read-only view, fetched fresh (`GET /biz/site/announcement/{id}`) and sanitised before display. */
export function AnnouncementViewDialog({ id, onClose }: AnnouncementViewDialogProps) {
  const { t } = useTranslation('system');
  const detail = useAnnouncement(id ?? 0, { enabled: id !== null });
  const data = detail.data;
  return (
    <DraggableDialog open={id !== null} title={t('announcement.viewTitle')} onCancel={onClose} footer={null}>
      {!data ? (
        <Skeleton active />
      ) : (
        <>
          <Typography.Title level={4}>{data.title}</Typography.Title>
          <Descriptions size="small" column={{ xs: 1, sm: 2 }}>
            <Descriptions.Item label={t('announcement.type')}>
              {data.announcement_type_name}
            </Descriptions.Item>
            <Descriptions.Item label={t('announcement.upNews')}>
              {data.upNews === '1' ? (
                <Tag color="green">{t('announcement.published')}</Tag>
              ) : (
                <Tag>{t('announcement.draft')}</Tag>
              )}
            </Descriptions.Item>
            <Descriptions.Item label={t('announcement.createTime')}>
              {formatDateTime(data.createTime)}
            </Descriptions.Item>
            <Descriptions.Item label={t('announcement.publishTime')}>
              {formatDateTime(data.publishTime)}
            </Descriptions.Item>
          </Descriptions>
          <Divider />
          <SafeHtml html={data.content} />
          {data.fileInfoList.length > 0 && (
            <>
              <Divider titlePlacement="start">{t('announcement.attachments')}</Divider>
              <AttachmentLinks files={data.fileInfoList} />
            </>
          )}
        </>
      )}
    </DraggableDialog>
  );
}
