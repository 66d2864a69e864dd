import { CloseOutlined, DownOutlined, LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Dropdown, theme, type MenuProps } from 'antd';
import { useKitTranslation } from '../i18n/useKitTranslation';
import { useTabs } from './tabs-context';
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
  const { token } = theme.useToken();
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
    <nav className="ek-tags-view" aria-label={t('kit.tagsView.label')} style={stripStyle}>
      {strip.overflowing && (
        <Button
          type="text"
          size="small"
          aria-label={t('kit.tagsView.scrollBack')}
          icon={<LeftOutlined />}
          onClick={() => strip.scrollBy(-1)}
        />
      )}
      <ul ref={strip.ref} style={listStyle}>
        {tabs.map((tab) => {
          const active = tab.key === activeKey;
          return (
            <Dropdown key={tab.key} trigger={['contextMenu']} menu={menuFor(tab)}>
              <li
                data-key={tab.key}
                className={active ? 'ek-tag ek-tag-active' : 'ek-tag'}
                style={tagStyle(active, token.colorPrimary)}
              >
                {/* A tab is a link to its page: middle-click and screen readers treat it as one. */}
                <a
                  href={tab.key}
                  aria-current={active ? 'page' : undefined}
                  onClick={(e) => {
                    e.preventDefault();
                    if (!active) navigate(tab.key);
                  }}
                  onKeyDown={(e) => {
                    if (e.key === 'Delete' && !tab.affix) close(tab.key);
                  }}
                  style={{ color: 'inherit', display: 'inline-flex', alignItems: 'center', gap: 4 }}
                >
                  {tab.dirty && (
                    <span role="img" aria-label={t('kit.tagsView.unsaved')} style={dotStyle(active)} />
                  )}
                  {tabTitle(tab)}
                </a>
                {!tab.affix && (
                  <button
                    type="button"
                    aria-label={`${t('kit.tagsView.close')} ${tabTitle(tab)}`}
                    onClick={() => close(tab.key)}
                    style={closeStyle(active)}
                  >
                    <CloseOutlined style={{ fontSize: 'calc(10px * var(--ek-text-scale, 1))' }} />
                  </button>
                )}
              </li>
            </Dropdown>
          );
        })}
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

const listStyle = {
  display: 'flex',
  flex: 1,
  minWidth: 0,
  gap: 4,
  overflowX: 'auto',
  scrollbarWidth: 'none',
  padding: '4px 8px',
  margin: 0,
  listStyle: 'none',
} as const;

const stripStyle = {
  display: 'flex',
  alignItems: 'center',
  background: '#fff',
  borderBottom: '1px solid #d8dce5',
  boxShadow: '0 1px 3px 0 rgba(0,0,0,.12), 0 0 3px 0 rgba(0,0,0,.04)',
} as const;

function tagStyle(active: boolean, primary: string) {
  return {
    display: 'inline-flex',
    alignItems: 'center',
    gap: 4,
    flex: 'none',
    // Tags follow the text scale (AppShell's variable): 12 px at 100 %, 18 px at 150 %.
    minHeight: 'calc(26px * var(--ek-text-scale, 1))',
    padding: '0 8px',
    fontSize: 'calc(12px * var(--ek-text-scale, 1))',
    border: '1px solid',
    borderColor: active ? primary : '#d8dce5',
    background: active ? primary : '#fff',
    color: active ? '#fff' : '#333',
    whiteSpace: 'nowrap',
  } as const;
}

function dotStyle(active: boolean) {
  return {
    width: 8,
    height: 8,
    borderRadius: 4,
    background: active ? '#fff' : '#d4380d',
    display: 'inline-block',
  } as const;
}

function closeStyle(active: boolean) {
  return {
    border: 0,
    background: 'transparent',
    color: active ? '#fff' : '#333',
    cursor: 'pointer',
    padding: 2,
    lineHeight: 1,
    borderRadius: 8,
  } as const;
}
