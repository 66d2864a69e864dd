import type { ResourceDeclaration } from '@eldercare/resource-language';
import { Button, Space } from 'antd';
import { DownloadOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { TOOLBAR_PERMISSIONS } from '../../permission/button-permissions';
import { Permission } from '../../permission/Permission';
import { useResourceTranslation } from '../i18n/useResourceTranslation';
import { ListTools, type ListToolsProps } from './ListTools';

export interface ListToolbarProps {
  toolbar: NonNullable<ResourceDeclaration['toolbar']>;
  onAdd: () => void;
  onExport: () => void;
  exporting: boolean;
  onImport: () => void;
  /** The column and density chooser. */
  tools: ListToolsProps;
}

/** 新增 / 导出 / 导入 after 查询 and 重置, each behind its permission (or hidden by the declaration). */
export function ListToolbar({ toolbar, onAdd, onExport, exporting, onImport, tools }: ListToolbarProps) {
  const { t } = useResourceTranslation();
  return (
    <Space wrap>
      {toolbar.add !== false && (
        <Permission name={toolbar.add ?? TOOLBAR_PERMISSIONS.add}>
          <Button type="primary" icon={<PlusOutlined />} onClick={onAdd}>
            {t('list.add')}
          </Button>
        </Permission>
      )}
      {toolbar.export !== false && (
        <Permission name={toolbar.export ?? TOOLBAR_PERMISSIONS.export}>
          <Button icon={<DownloadOutlined />} loading={exporting} onClick={onExport}>
            {t('list.export')}
          </Button>
        </Permission>
      )}
      {toolbar.import !== false && (
        <Permission name={toolbar.import ?? TOOLBAR_PERMISSIONS.import}>
          <Button icon={<UploadOutlined />} onClick={onImport}>
            {t('list.import')}
          </Button>
        </Permission>
      )}
      <ListTools {...tools} />
    </Space>
  );
}
