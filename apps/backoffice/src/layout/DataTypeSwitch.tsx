import { DownOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import type { DataType } from '@eldercare/api-client';
import { useCanSwitchDataType } from '@eldercare/api-client/react';
import { chooseDataType, useDataType } from './data-type-store';

const DATA_TYPES: DataType[] = ['prod', 'test', 'trial'];

/**
 * SPEC §6: the data-type switcher shows only when the role-check call says so. A dropdown menu of
 * the three types rather than a Select: the header already carries antd's menu, while a Select
 * would add its own (virtual list included) to every signed-in page.
 */
export function DataTypeSwitch() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const allowed = useCanSwitchDataType({ call: { loading: false } });
  const value = useDataType();
  if (allowed.data !== true) return null;
  const label = t(`app.dataTypes.${value}`);
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [value],
        items: DATA_TYPES.map((type) => ({ key: type, label: t(`app.dataTypes.${type}`) })),
        onClick: ({ key }) => {
          const next = key as DataType;
          if (next === value) return;
          chooseDataType(next);
          // Every list depends on the data type (the filterMode header): load them again.
          void queryClient.invalidateQueries();
        },
      }}
    >
      <Button size="small" aria-label={`${t('app.dataType')}: ${label}`}>
        {label}
        <DownOutlined />
      </Button>
    </Dropdown>
  );
}
