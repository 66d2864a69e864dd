import { DownOutlined, LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Dropdown, type MenuProps } from 'antd';
import { useKitTranslation } from '../i18n/useKitTranslation';
import { useTabs } from './tabs-context';
import { TagContent } from './TagContent';
import { tabTitle, type ViewTab } from './tabs-model';
import { useStripScroll } from './useStripScroll';

/**
 * The tab strip: click to switch, × to close, right-click for refresh / close / others / all. The
 * active tab is always scrolled into view; when the tabs overflow, arrows scroll the strip and a
 * menu lists every tab.
 */
export function TagsView() {
  const { t } = useKitTranslation();
  const { tabs, activeKey, navigate, close, closeOthers, closeAll, refresh } = useTabs();
  const strip = useStripScroll(activeKey, tabs.length);

  const menuFor = (tab: ViewTab): MenuProps => ({
    items: [
      { key: 'refresh', label: t('kit.tagsView.refresh') },
      { key: 'close', label: t('kit.tagsView.close'), disabled: tab.affix },
      { key: 'closeOthers', label: t('kit.tagsView.closeOthers') },
      { key: 'closeAll', label: t('kit.tagsView.closeAll') },
    ],
    onClick: ({ key }) => {
      if (key === 'refresh') {
        if (tab.key !== activeKey) navigate(tab.key);
        refresh(tab.key);
      } else if (key === 'close') close(tab.key);
      else if (key === 'closeOthers') closeOthers(tab.key);
      else if (key === 'closeAll') closeAll();
    },
  });

  return (
    <nav className="ek-tags-view" aria-label={t('kit.tagsView.label')}>
      {strip.overflowing && (
        <Button
          type="text"
          size="small"
          aria-label={t('kit.tagsView.scrollBack')}
          icon={<LeftOutlined />}
          onClick={() => strip.scrollBy(-1)}
        />
      )}
      <ul ref={strip.ref} className="ek-tags-list">
        {tabs.map((tab) => (
          <Dropdown key={tab.key} trigger={['contextMenu']} menu={menuFor(tab)}>
            <li data-key={tab.key} className={tab.key === activeKey ? 'ek-tag ek-tag-active' : 'ek-tag'}>
              <TagContent tab={tab} active={tab.key === activeKey} navigate={navigate} close={close} />
            </li>
          </Dropdown>
        ))}
      </ul>
      {strip.overflowing && (
        <>
          <Button
            type="text"
            size="small"
            aria-label={t('kit.tagsView.scrollForward')}
            icon={<RightOutlined />}
            onClick={() => strip.scrollBy(1)}
          />
          <Dropdown
            trigger={['click']}
            menu={{
              items: tabs.map((tab) => ({ key: tab.key, label: tabTitle(tab) })),
              selectable: true,
              selectedKeys: activeKey ? [activeKey] : [],
              onClick: ({ key }) => {
                if (key !== activeKey) navigate(key);
              },
            }}
          >
            <Button type="text" size="small" aria-label={t('kit.tagsView.allTabs')} icon={<DownOutlined />} />
          </Dropdown>
        </>
      )}
    </nav>
  );
}
