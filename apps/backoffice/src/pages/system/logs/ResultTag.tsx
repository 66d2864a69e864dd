import { Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import type { LogResult } from '@eldercare/api-client/contract';

/** 成功 / 失败, with the failure's reason on hover. */
export function ResultTag({ result, reason }: { result: LogResult; reason?: string }) {
  const { t } = useTranslation('sysadmin');
  const tag = <Tag color={result === 'success' ? 'success' : 'error'}>{t(`log.results.${result}`)}</Tag>;
  return reason ? <Tooltip title={reason}>{tag}</Tooltip> : tag;
}
