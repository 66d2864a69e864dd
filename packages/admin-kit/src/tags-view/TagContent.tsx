import { CloseOutlined } from '@ant-design/icons';
import { useKitTranslation } from '../i18n/useKitTranslation';
import { tabTitle, type ViewTab } from './tabs-model';

export interface TagContentProps {
  tab: ViewTab;
  active: boolean;
  navigate: (key: string) => void;
  close: (key: string) => void;
}

/** A tab's link (with the unsaved-changes dot) and its close button. */
export function TagContent({ tab, active, navigate, close }: TagContentProps) {
  const { t } = useKitTranslation();
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
      >
        {tab.dirty && <span role="img" aria-label={t('kit.tagsView.unsaved')} className="ek-tag-dot" />}
        {tabTitle(tab)}
      </a>
      {!tab.affix && (
        <button
          type="button"
          aria-label={`${t('kit.tagsView.close')} ${tabTitle(tab)}`}
          onClick={() => close(tab.key)}
          className="ek-tag-close"
        >
          <CloseOutlined />
        </button>
      )}
    </>
  );
}
