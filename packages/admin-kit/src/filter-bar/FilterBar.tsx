import { DownOutlined, SearchOutlined, SyncOutlined, UpOutlined } from '@ant-design/icons';
import { Button, Col, Form, Row, Space, theme } from 'antd';
import { useState, type ReactNode } from 'react';
import { useKitTranslation } from '../i18n/useKitTranslation';
import { QUERY_PERMISSION, RESET_PERMISSION } from '../permission/button-permissions';
import { useGrantOrWarn } from '../permission/missing-grant';
import { FILTER_COLUMNS, FILTER_LABEL_WIDTH } from '../settings/constants';
import { useDevice } from '../settings/useDevice';
import { normaliseFilters, reversedRanges } from './normalise-filters';

export interface FilterItem {
  /** Form name; `a|b` for a range whose value is [start, end]. */
  name: string;
  label: ReactNode;
  /** The input (antd Input, Select, DatePicker.RangePicker, ...). */
  children: ReactNode;
}

export interface FilterBarProps {
  items: readonly FilterItem[];
  /** Normalised values: trimmed, ranges split, blanks dropped. */
  onQuery: (values: Record<string, unknown>) => void;
  onReset?: () => void;
  initialValues?: Record<string, unknown>;
  columns?: number;
  /** Label column in px; default 80 (SPEC §2) in Chinese, 120 in English and Spanish. */
  labelWidth?: number;
  /** Fields shown before 展开 on a narrow screen. */
  collapsedCount?: number;
  /** Extra buttons after 查询 / 重置 (add, export...). */
  extra?: ReactNode;
  loading?: boolean;
  /**
   * Permission name the 查询 button needs; default `'查询'` (SPEC §6). `null` shows it ungated.
   * When not granted the button is removed and a development build logs a warning once.
   */
  queryPermission?: string | null;
  /** Permission name the 重置 button needs; default `'重置'` (SPEC §6). `null` shows it ungated. */
  resetPermission?: string | null;
}

/** SPEC §2 list-page filter bar: 3 columns, labels 80 px, 查询 / 重置 gated by permission (props). */
export function FilterBar({
  items,
  onQuery,
  onReset,
  initialValues,
  columns = FILTER_COLUMNS,
  labelWidth,
  collapsedCount = 2,
  extra,
  loading,
  queryPermission = QUERY_PERMISSION,
  resetPermission = RESET_PERMISSION,
}: FilterBarProps) {
  const { t, language } = useKitTranslation();
  // SPEC's 80 px fits four Chinese characters; English and Spanish labels need more room.
  const labelPx = labelWidth ?? (language === 'zh-CN' ? FILTER_LABEL_WIDTH : 120);
  const [form] = Form.useForm<Record<string, unknown>>();
  const { token } = theme.useToken();
  const allowed = useGrantOrWarn('FilterBar', 'queryPermission / resetPermission');
  const device = useDevice();
  const [expanded, setExpanded] = useState(false);
  const narrow = device === 'mobile';
  const cols = narrow ? 1 : columns;
  const collapsible = narrow && items.length > collapsedCount;
  const visible = collapsible && !expanded ? items.slice(0, collapsedCount) : items;

  const query = () => {
    // A reversed range (90 to 60) is searched in order, and the inputs show the order searched.
    const swapped = reversedRanges(form.getFieldsValue(true) as Record<string, unknown>);
    if (Object.keys(swapped).length > 0) form.setFieldsValue(swapped);
    onQuery(normaliseFilters(form.getFieldsValue(true) as Record<string, unknown>));
  };
  const reset = () => {
    form.resetFields();
    onReset?.();
    onQuery(normaliseFilters(form.getFieldsValue(true) as Record<string, unknown>));
  };

  return (
    <Form
      form={form}
      role="search"
      className="ek-filter-bar"
      initialValues={initialValues}
      labelCol={{ flex: `${labelPx}px` }}
      labelWrap
      onFinish={query}
    >
      <Row gutter={token.margin}>
        {visible.map((item) => (
          <Col key={item.name} span={24 / cols}>
            <Form.Item name={item.name} label={item.label} className="ek-filter-item">
              {item.children}
            </Form.Item>
          </Col>
        ))}
      </Row>
      <Space wrap>
        {allowed(queryPermission) && (
          <Button type="primary" htmlType="submit" icon={<SearchOutlined />} loading={loading}>
            {t('kit.filterBar.query')}
          </Button>
        )}
        {allowed(resetPermission) && (
          <Button icon={<SyncOutlined />} onClick={reset}>
            {t('kit.filterBar.reset')}
          </Button>
        )}
        {collapsible && (
          <Button type="link" onClick={() => setExpanded((v) => !v)} aria-expanded={expanded}>
            {expanded ? t('kit.filterBar.collapse') : t('kit.filterBar.expand')}
            {expanded ? <UpOutlined /> : <DownOutlined />}
          </Button>
        )}
        {extra}
      </Space>
    </Form>
  );
}
