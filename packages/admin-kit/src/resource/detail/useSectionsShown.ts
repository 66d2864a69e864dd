import { startTransition, useEffect, useState } from 'react';

/** About a first screen of fields (two columns at 1440 × 900): the sections shown at once. */
const FIRST_SCREEN_FIELDS = 10;

/**
 * How many of a form's sections to render (all of them once `revealAll`: a save checks every field,
 * and antd checks only the fields that are mounted). Each field costs antd a Form.Item, a column and an input
 * (tens of ms apiece on a busy 2-core machine): a long form renders the sections of its
 * first screen in the frame its record arrives in and the rest just after that frame is painted,
 * as an interruptible transition, so typing in the first fields is not held up either.
 */
export function useSectionsShown(
  sections: readonly { fields: readonly unknown[] }[],
  revealAll = false,
): number {
  let first = 0;
  for (let fields = 0; first < sections.length && fields < FIRST_SCREEN_FIELDS; first += 1) {
    fields += sections[first]!.fields.length;
  }
  const [all, setAll] = useState(first >= sections.length);
  useEffect(() => {
    if (all) return;
    // After the next paint: the first sections show before the rest starts rendering.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setAll(true)));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [all]);
  return all || revealAll ? sections.length : first;
}
