import { useNoticeAnnouncement } from '@eldercare/api-client/react';
import { Card, Descriptions, Divider, Result, Skeleton, Typography } from 'antd';
import { formatDateTime } from '../format/date-time';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { SafeHtml } from '../pages/system/shared/SafeHtml';
import { AttachmentLinks } from '../pages/system/shared/AttachmentLinks';

/**
 * The site announcement a notice is about (SPEC §2 notice routes), read through the notice
 * endpoint: members hold no announcement-management permission. Rich text is sanitised again
 * before display (SafeHtml), never shown as markup.
 */
export function AnnouncementNoticePage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const detail = useNoticeAnnouncement(valid ? id : 0, { enabled: valid });
  const data = detail.data;

  if (!valid || detail.isError) return <Result status="404" title={t('notices.announcementMissing')} />;
  if (!data) return <Skeleton active paragraph={{ rows: 6 }} />;
  return (
    <Card className="announcement-notice" size="small">
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        {data.title}
      </Typography.Title>
      <Descriptions size="small" column={{ xs: 1, sm: 2 }}>
        <Descriptions.Item label={t('notices.announcementType')}>
          {data.announcement_type_name}
        </Descriptions.Item>
        <Descriptions.Item label={t('notices.publishedAt')}>
          {formatDateTime(data.publishTime)}
        </Descriptions.Item>
      </Descriptions>
      <Divider />
      <SafeHtml html={data.content} className="announcement-notice-content" />
      {data.fileInfoList.length > 0 && (
        <>
          <Divider titlePlacement="start">{t('notices.attachments')}</Divider>
          <AttachmentLinks files={data.fileInfoList} />
        </>
      )}
    </Card>
  );
}
