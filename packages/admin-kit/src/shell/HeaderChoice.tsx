import { Button, Dropdown } from 'antd';
import type { ReactNode } from 'react';

export interface HeaderChoiceProps {
  icon: ReactNode;
  /** The button's accessible name: what it sets and the current choice. */
  label: string;
  /** The current choice's key. */
  value: string;
  options: readonly { key: string; label: ReactNode }[];
  /** A choice other than the current one was picked. */
  onChoose: (key: string) => void;
}

/** An icon button in the header that opens a menu of choices, the current one marked. */
export function HeaderChoice({ icon, label, value, options, onChoose }: HeaderChoiceProps) {
  return (
    <Dropdown
      trigger={['click']}
      // Keyboard users land in the menu: arrows then move between the choices.
      autoFocus
      menu={{
        selectable: true,
        selectedKeys: [value],
        items: [...options],
        onClick: ({ key }) => {
          if (key !== value) onChoose(key);
        },
      }}
    >
      <Button type="text" aria-label={label} icon={icon} />
    </Dropdown>
  );
}
