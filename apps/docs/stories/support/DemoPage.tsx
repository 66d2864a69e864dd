import { Button, Card, Input, Space } from 'antd';
import { useState } from 'react';
import { useTabDirty, useTabs, type ViewTab } from '@eldercare/admin-kit';

/** A page with local state, to show that hidden tabs keep it and refresh resets it. */
export function DemoPage({ tab }: { tab: ViewTab }) {
  const [count, setCount] = useState(0);
  const [note, setNote] = useState('');
  const { navigate } = useTabs();
  useTabDirty(note.length > 0);
  return (
    <Card title={tab.title} size="small">
      <Space orientation="vertical">
        <span data-testid="page-path">{tab.key}</span>
        <Space>
          <Button onClick={() => setCount((c) => c + 1)}>计数 +1</Button>
          <span data-testid="count">{count}</span>
        </Space>
        <Input
          aria-label="备注"
          placeholder="输入后标签出现未保存圆点"
          value={note}
          onChange={(e) => setNote(e.target.value)}
        />
        <Space wrap>
          <Button onClick={() => navigate('/elderlyInfo/details/1?modelType=edit&_title=编辑老人 1')}>
            编辑老人 1
          </Button>
          <Button onClick={() => navigate('/elderlyInfo/details/2?modelType=look&_title=查看老人 2')}>
            查看老人 2
          </Button>
        </Space>
      </Space>
    </Card>
  );
}
