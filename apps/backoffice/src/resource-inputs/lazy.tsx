import { Select } from 'antd';
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';

/**
 * An input whose code (an antd Cascader, TreeSelect or Upload, DOMPurify) loads on first use, so a
 * full page load of a detail route shows its form without waiting for it. Until the
 * code arrives a placeholder of the same size holds the field's place: the layout does not jump.
 */
export function lazyInput<P extends object>(
  load: () => Promise<ComponentType<P>>,
  placeholder: (props: P) => ReactNode,
): ComponentType<P> {
  const Loaded = lazy(async () => ({ default: await load() }));
  function LazyInput(props: P) {
    return (
      <Suspense fallback={placeholder(props)}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  return LazyInput;
}

/**
 * A picker's stand-in: the same box (antd Select, which the form's choice fields load anyway),
 * busy and closed, so nothing typed into it is lost when the real picker replaces it.
 */
export function PickerPlaceholder({ id, disabled }: { id?: string; disabled?: boolean }) {
  return <Select id={id} disabled={disabled} loading open={false} style={{ width: '100%' }} />;
}
