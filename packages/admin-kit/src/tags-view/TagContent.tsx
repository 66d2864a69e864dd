import { CloseOutlined } from '@ant-design/icons';
import { theme } from 'antd';
import { useKitTranslation } from '../i18n/useKitTranslation';
import { tabTitle, type ViewTab } from './tabs-model';

type Token = ReturnType<typeof theme.useToken>['token'];

export interface TagContentProps {
  tab: ViewTab;
  active: boolean;
  navigate: (key: string) => void;
  close: (key: string) => void;
}

/** A tab's link (with the unsaved-changes dot) and its close button. */
export function TagContent({ tab, active, navigate, close }: TagContentProps) {
  const { t } = useKitTranslation();
  const { token } = theme.useToken();
  return (
    <>
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
        style={{ color: 'inherit', display: 'inline-flex', alignItems: 'center', gap: token.marginXXS }}
      >
        {tab.dirty && (
          <span role="img" aria-label={t('kit.tagsView.unsaved')} style={dotStyle(active, token)} />
        )}
        {tabTitle(tab)}
      </a>
      {!tab.affix && (
        <button
          type="button"
          aria-label={`${t('kit.tagsView.close')} ${tabTitle(tab)}`}
          onClick={() => close(tab.key)}
          style={closeStyle(active, token)}
        >
          <CloseOutlined style={{ fontSize: 'calc(10px * var(--ek-text-scale, 1))' }} />
        </button>
      )}
    </>
  );
}

function dotStyle(active: boolean, token: Token) {
  return {
    width: 8,
    height: 8,
    borderRadius: 4,
    background: active ? token.colorTextLightSolid : token.colorError,
    display: 'inline-block',
  } as const;
}

function closeStyle(active: boolean, token: Token) {
  return {
    border: 0,
    background: 'transparent',
    color: active ? token.colorTextLightSolid : token.colorText,
    cursor: 'pointer',
    padding: 2,
    lineHeight: 1,
    borderRadius: 8,
  } as const;
}
