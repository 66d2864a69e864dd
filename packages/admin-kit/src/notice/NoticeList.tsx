import { Button, Empty, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useKitTranslation } from '../i18n/useKitTranslation';
import type { NoticeReadAllTab } from './notice-model';

export interface NoticeListProps<T extends object> {
  items: readonly T[];
  keyOf: (item: T) => string;
  labelOf: (item: T) => ReactNode;
  onOpen?: (item: T) => void;
  /** The tab "read all" marks, when the list has such an action. */
  readAllTab?: NoticeReadAllTab;
  onReadAll?: (tab: NoticeReadAllTab) => void;
  /** An item was clicked: the bell closes its popover. */
  onPicked: () => void;
}

/** The time a notice carries (agenda items carry none). */
const timeOf = (item: object): string | undefined =>
  'time' in item && typeof item.time === 'string' ? item.time : undefined;

/** One tab's list of the bell's popover: click an item to open it. */
export function NoticeList<T extends object>(props: NoticeListProps<T>) {
  const { t } = useKitTranslation();
  const { items, readAllTab, onReadAll } = props;
  if (items.length === 0)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('kit.notice.empty')} />;
  return (
    <>
      {readAllTab && onReadAll && (
        <Flex justify="end">
          <Button type="link" size="small" onClick={() => onReadAll(readAllTab)}>
            {t('kit.notice.readAll')}
          </Button>
        </Flex>
      )}
      <ul className="ek-notice-list">
        {items.map((item) => (
          <li key={props.keyOf(item)}>
            <Button
              type="text"
              block
              className="ek-notice-item"
              onClick={() => {
                props.onPicked();
                props.onOpen?.(item);
              }}
            >
              <Flex vertical>
                <span>{props.labelOf(item)}</span>
                {timeOf(item) && (
                  <Typography.Text type="secondary" className="ek-notice-time">
                    {timeOf(item)}
                  </Typography.Text>
                )}
              </Flex>
            </Button>
          </li>
        ))}
      </ul>
    </>
  );
}
