/** Where a mouse or touch event points. */
function pointOf(event: MouseEvent | TouchEvent | React.MouseEvent | React.TouchEvent) {
  const touch = 'touches' in event ? (event.touches[0] ?? event.changedTouches[0]) : undefined;
  const source = touch ?? (event as MouseEvent);
  return { x: source.clientX, y: source.clientY };
}

export interface Offset {
  dx: number;
  dy: number;
}

/**
 * Follows a press until it is released: `onMove` with the offset from where it started, then `onEnd`
 * with the last one. Listens on the window, so the pointer may leave the element (and the dialog).
 */
export function trackPress(
  start: React.MouseEvent | React.TouchEvent,
  onMove: (offset: Offset) => void,
  onEnd: (offset: Offset) => void,
): void {
  const origin = pointOf(start);
  let last: Offset = { dx: 0, dy: 0 };
  const move = (event: MouseEvent | TouchEvent) => {
    const point = pointOf(event);
    last = { dx: point.x - origin.x, dy: point.y - origin.y };
    if (event.cancelable) event.preventDefault();
    onMove(last);
  };
  const end = () => {
    window.removeEventListener('mousemove', move);
    window.removeEventListener('touchmove', move);
    window.removeEventListener('mouseup', end);
    window.removeEventListener('touchend', end);
    window.removeEventListener('touchcancel', end);
    onEnd(last);
  };
  window.addEventListener('mousemove', move);
  window.addEventListener('touchmove', move, { passive: false });
  window.addEventListener('mouseup', end);
  window.addEventListener('touchend', end);
  window.addEventListener('touchcancel', end);
}
