import { useState } from 'react';
import { Button, Form, Input, Space, Switch, Typography } from 'antd';
import {
  DraggableDialog,
  FilterBar,
  MoreMenu,
  Permission,
  antdRule,
  type FilterItem,
  type RowAction,
} from '@eldercare/admin-kit';
import { validate } from '@eldercare/validators';

const filters: FilterItem[] = [
  { name: 'keyword', label: '关键字', children: <Input placeholder="姓名或电话" /> },
  { name: 'community', label: '所属社区', children: <Input /> },
];

interface DemoPageProps {
  /** Grants or withdraws 新增 (the host's PermissionProvider holds the list). */
  canAdd: boolean;
  onCanAddChange: (canAdd: boolean) => void;
}

/** The kit's building blocks on one page of the sister product. */
export function DemoPage({ canAdd, onCanAddChange }: DemoPageProps) {
  const [query, setQuery] = useState<Record<string, unknown>>();
  const [lastAction, setLastAction] = useState<string>();
  const [dialogOpen, setDialogOpen] = useState(false);
  const actions: RowAction[] = ['查看', '修改', '删除', '导出'].map((label) => ({
    key: label,
    label,
    onClick: () => setLastAction(label),
  }));
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%', padding: 16 }}>
      <FilterBar items={filters} onQuery={setQuery} onReset={() => setQuery(undefined)} />
      <Typography.Text data-testid="query">{query ? JSON.stringify(query) : '未查询'}</Typography.Text>
      <Space>
        <MoreMenu actions={actions} rowLabel="王秀英" />
        <Typography.Text data-testid="last-action">{lastAction ?? '无操作'}</Typography.Text>
      </Space>
      <Space>
        <Switch checked={canAdd} onChange={onCanAddChange} aria-label="授予新增权限" />
        <Permission name="新增">
          <Button type="primary">新增</Button>
        </Permission>
        <Button onClick={() => setDialogOpen(true)}>编辑联系人</Button>
      </Space>
      <DraggableDialog
        title="编辑联系人"
        open={dialogOpen}
        onCancel={() => setDialogOpen(false)}
        footer={null}
        destroyOnHidden
      >
        <ContactForm onDone={() => setDialogOpen(false)} />
      </DraggableDialog>
    </Space>
  );
}

/** The validators' rules on a form: the kit's antd adapter, and a rule called directly. */
function ContactForm({ onDone }: { onDone: () => void }) {
  return (
    // A name prefixes the field ids (contact_mobile): hidden tabs stay mounted, and the detail form in
    // another tab also has a `mobile` field, so bare ids would clash and labels point at the wrong input.
    <Form name="contact" layout="vertical" onFinish={onDone}>
      <Form.Item name="mobile" label="手机号码" rules={[antdRule('mobile')]}>
        <Input />
      </Form.Item>
      <Form.Item
        name="idCard"
        label="身份证号"
        rules={[
          {
            validator: async (_rule, value: string | undefined) => {
              const message = validate('idCard', value);
              if (message) throw new Error(message);
            },
          },
        ]}
      >
        <Input />
      </Form.Item>
      <Button type="primary" htmlType="submit">
        保存
      </Button>
    </Form>
  );
}
