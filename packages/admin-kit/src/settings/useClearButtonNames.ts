import { useEffect } from 'react';
import { kitI18n } from '../i18n/kit-i18n';
import type { KitLanguage } from '../i18n/languages';

/** Input, TextArea and Mentions render their clear control as a <button> around the icon. */
export const INPUT_CLEAR_SELECTOR = 'button.ant-input-clear-icon';

function nameAll(root: ParentNode, label: string) {
  root.querySelectorAll<HTMLButtonElement>(INPUT_CLEAR_SELECTOR).forEach((button) => {
    if (button.getAttribute('aria-label') === label) return;
    button.setAttribute('aria-label', label);
    // The icon inside still says close-circle to anything reading the tree.
    button.querySelector('[role="img"]')?.setAttribute('aria-hidden', 'true');
    // Out of the Tab order like antd's other clear icons: Escape or select-all clears from the field.
    button.tabIndex = -1;
  });
}

/**
 * Names the clear buttons of text inputs in the user's language. antd's only global setting for
 * them (ConfigProvider `input.allowClear`) would also switch clearing on for every input, passwords
 * included, so the buttons are named where they appear instead.
 */
export function useClearButtonNames(language: KitLanguage) {
  useEffect(() => {
    const label = kitI18n.getFixedT(language)('kit.a11y.clear');
    nameAll(document.body, label);
    const observer = new MutationObserver((records) => {
      for (const record of records)
        if (record.addedNodes.length > 0 && record.target instanceof Element) nameAll(record.target, label);
    });
    observer.observe(document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [language]);
}
