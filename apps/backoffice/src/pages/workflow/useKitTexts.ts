import { useResourceTranslation } from '@eldercare/admin-kit';
import { useMemo } from 'react';

/**
 * The kit's resource texts the custom workflow pages share with the generic pages (保存, 保存成功,
 * 暂无数据): read from the kit so each has one home.
 */
export function useKitTexts() {
  const { t } = useResourceTranslation();
  return useMemo(() => ({ save: t('detail.save'), saved: t('detail.saved'), empty: t('list.empty') }), [t]);
}
