import type { ResourceDeclaration } from '@eldercare/resources';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { ResourceDetailRoute } from '../resources/detail-page';
import type { ResourceRoute } from '../resources/routes';

/** `/pensionAgency/chiZhouDetails/:id`: the institution's detail in the Chizhou layout (look mode by default). */
export function VariantDetailPage({ resource }: { resource: ResourceDeclaration; route: ResourceRoute }) {
  const { t } = useTranslation('resources');
  return (
    <ResourceDetailRoute
      resource={resource}
      header={<Tag style={{ marginBottom: 12 }}>{t('variant.chiZhou')}</Tag>}
    />
  );
}
