import { Alert, Button } from 'antd';
import dayjs from 'dayjs';
import type { Draft } from '../draft/draft-store';
import { useResourceTranslation } from '../i18n/useResourceTranslation';

export interface DraftNoticeProps {
  draft: Draft;
  /** The version the form shows now: a draft typed over an older one says so. */
  version: number | undefined;
  onDiscard: () => void;
}

/** 已恢复 a draft typed earlier: when, whether the record moved on since, and a way to drop it. */
export function DraftNotice({ draft, version, onDiscard }: DraftNoticeProps) {
  const { t } = useResourceTranslation();
  return (
    <Alert
      type="info"
      showIcon
      className="ek-below"
      title={t('draft.restored', { time: dayjs(draft.savedAt).format('YYYY-MM-DD HH:mm') })}
      description={
        draft.version !== undefined && draft.version !== version ? t('draft.versionMoved') : undefined
      }
      action={
        <Button size="small" onClick={onDiscard}>
          {t('draft.discard')}
        </Button>
      }
    />
  );
}
