import { ColumnHeightOutlined, SettingOutlined } from '@ant-design/icons';
import { Button, Checkbox, Dropdown, Popover, Space, Tooltip } from 'antd';
import { useResourceTranslation } from '../i18n/useResourceTranslation';
import {
  DEFAULT_LIST_PREFERENCES,
  LIST_DENSITIES,
  type ListDensity,
  type ListPreferences,
} from './list-preferences';

export interface ListToolsProps {
  /** The columns a user may hide, by key, with their header text. */
  columns: { key: string; title: string }[];
  prefs: ListPreferences;
  onChange: (next: ListPreferences) => void;
}

const DENSITY_TEXT: Record<ListDensity, 'list.densityLarge' | 'list.densityMedium' | 'list.densitySmall'> = {
  large: 'list.densityLarge',
  medium: 'list.densityMedium',
  small: 'list.densitySmall',
};

/** The table's own tools: which columns show (and back to all) and how dense the rows are. */
export function ListTools({ columns, prefs, onChange }: ListToolsProps) {
  const { t } = useResourceTranslation();
  const hidden = new Set(prefs.hidden);
  const toggle = (key: string, shown: boolean) =>
    onChange({
      ...prefs,
      hidden: shown ? prefs.hidden.filter((h) => h !== key) : [...prefs.hidden, key],
    });
  const panel = (
    <div className="ek-list-columns" role="group" aria-label={t('list.columns')}>
      <Space orientation="vertical" size={4}>
        {columns.map((column) => (
          <Checkbox
            key={column.key}
            checked={!hidden.has(column.key)}
            // The last shown column stays: a table without columns cannot be turned back from.
            disabled={!hidden.has(column.key) && hidden.size >= columns.length - 1}
            onChange={(e) => toggle(column.key, e.target.checked)}
          >
            {column.title}
          </Checkbox>
        ))}
        <Button
          type="link"
          size="small"
          onClick={() => onChange({ ...prefs, hidden: DEFAULT_LIST_PREFERENCES.hidden })}
        >
          {t('list.columnsReset')}
        </Button>
      </Space>
    </div>
  );
  return (
    <Space.Compact className="ek-list-tools">
      <Popover content={panel} trigger="click" placement="bottomRight" title={t('list.columns')}>
        <Tooltip title={t('list.columns')}>
          <Button icon={<SettingOutlined />} aria-label={t('list.columns')} />
        </Tooltip>
      </Popover>
      <Dropdown
        trigger={['click']}
        menu={{
          selectable: true,
          selectedKeys: [prefs.density],
          items: LIST_DENSITIES.map((density) => ({ key: density, label: t(DENSITY_TEXT[density]) })),
          onClick: ({ key }) => onChange({ ...prefs, density: key as ListDensity }),
        }}
      >
        <Tooltip title={t('list.density')}>
          <Button icon={<ColumnHeightOutlined />} aria-label={t('list.density')} />
        </Tooltip>
      </Dropdown>
    </Space.Compact>
  );
}
