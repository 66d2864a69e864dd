// A plain antd app that takes only FilterBar from the kit (weighed against filter-bar-plain.tsx).
import { FilterBar } from '@eldercare/admin-kit';
import { Input } from 'antd';
import { mount } from './mount';

mount(
  <FilterBar
    items={[
      { name: 'keyword', label: '关键字', children: <Input /> },
      { name: 'community', label: '所属社区', children: <Input /> },
    ]}
    onQuery={() => undefined}
  />,
);
