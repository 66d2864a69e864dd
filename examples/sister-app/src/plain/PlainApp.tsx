import { useState } from 'react';
import {
  App as AntApp,
  Breadcrumb,
  Button,
  ConfigProvider,
  Dropdown,
  Form,
  Input,
  Layout,
  Menu,
  Modal,
  Space,
  Switch,
  Table,
  Tabs,
  Typography,
} from 'antd';
import {
  FullscreenOutlined,
  HomeOutlined,
  MoreOutlined,
  SearchOutlined,
  UserOutlined,
} from '@ant-design/icons';
import zhCN from 'antd/locale/zh_CN.js';

// The sister app's screen built from antd alone (no kit, no validators, no declarations): the baseline
// bench/sister-app-size.mjs weighs the kit against. Same antd components, hand-written wiring.
const rows = [
  { id: '1', name: '王秀英', idCard: '1101**********1250', mobile: '139****5678' },
  { id: '2', name: '李建国', idCard: '1101**********2317', mobile: '138****5670' },
];

export function PlainApp() {
  const [tabs, setTabs] = useState(['首页']);
  const [active, setActive] = useState('首页');
  const [dialogOpen, setDialogOpen] = useState(false);
  const [canAdd, setCanAdd] = useState(false);
  const open = (title: string) => {
    setTabs((current) => (current.includes(title) ? current : [...current, title]));
    setActive(title);
  };
  return (
    <ConfigProvider locale={zhCN}>
      <AntApp>
        <Layout style={{ minHeight: '100vh' }}>
          <Layout.Sider>
            <Menu
              theme="dark"
              mode="inline"
              onClick={({ key }) => open(key)}
              items={[
                { key: '首页', label: '首页', icon: <HomeOutlined /> },
                {
                  key: '档案管理',
                  label: '档案管理',
                  children: [{ key: '老年人信息', label: '老年人信息' }],
                },
              ]}
            />
          </Layout.Sider>
          <Layout>
            <Layout.Header style={{ background: '#fff', display: 'flex', gap: 16, alignItems: 'center' }}>
              <Breadcrumb items={[{ title: '首页' }, { title: active }]} />
              <SearchOutlined />
              <FullscreenOutlined />
              <UserOutlined />
            </Layout.Header>
            <Tabs
              type="editable-card"
              hideAdd
              activeKey={active}
              onChange={setActive}
              items={tabs.map((title) => ({ key: title, label: title }))}
            />
            <Layout.Content style={{ padding: 16 }}>
              <PlainList canAdd={canAdd} setCanAdd={setCanAdd} onEdit={() => setDialogOpen(true)} />
            </Layout.Content>
          </Layout>
        </Layout>
        <Modal title="编辑联系人" open={dialogOpen} onCancel={() => setDialogOpen(false)} footer={null}>
          <Form layout="vertical">
            <Form.Item name="mobile" label="手机号码" rules={[{ pattern: /^1[3-9]\d{9}$/ }]}>
              <Input />
            </Form.Item>
          </Form>
        </Modal>
      </AntApp>
    </ConfigProvider>
  );
}

interface PlainListProps {
  canAdd: boolean;
  setCanAdd: (on: boolean) => void;
  onEdit: () => void;
}

/** The list page: filter form, toolbar, table with row actions, total. */
function PlainList({ canAdd, setCanAdd, onEdit }: PlainListProps) {
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Form layout="inline">
        <Form.Item name="keyword" label="关键字">
          <Input />
        </Form.Item>
        <Button type="primary">查询</Button>
        <Button>重置</Button>
      </Form>
      <Space>
        <Switch checked={canAdd} onChange={setCanAdd} />
        {canAdd && <Button type="primary">新增</Button>}
        <Button onClick={onEdit}>编辑联系人</Button>
      </Space>
      <Table
        rowKey="id"
        dataSource={rows}
        columns={[
          { key: 'name', dataIndex: 'name', title: '姓名' },
          { key: 'idCard', dataIndex: 'idCard', title: '身份证号' },
          { key: 'mobile', dataIndex: 'mobile', title: '手机号码' },
          {
            key: 'actions',
            title: '操作',
            render: () => (
              <Space>
                <Button type="link">查看</Button>
                <Dropdown menu={{ items: [{ key: '删除', label: '删除' }] }}>
                  <Button type="link" icon={<MoreOutlined />} />
                </Dropdown>
              </Space>
            ),
          },
        ]}
      />
      <Typography.Text>共 {rows.length} 条</Typography.Text>
    </Space>
  );
}
