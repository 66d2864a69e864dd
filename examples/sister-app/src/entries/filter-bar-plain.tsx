import { Button, Form, Input } from 'antd';
import { mount } from './mount';

mount(
  <Form layout="inline">
    <Form.Item name="keyword" label="关键字">
      <Input />
    </Form.Item>
    <Form.Item name="community" label="所属社区">
      <Input />
    </Form.Item>
    <Button type="primary">查询</Button>
    <Button>重置</Button>
  </Form>,
);
