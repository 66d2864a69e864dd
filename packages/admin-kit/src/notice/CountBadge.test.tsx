import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CountBadge } from './CountBadge';

describe('<CountBadge>', () => {
  it('shows the count, caps it at 99+ and hides a zero', () => {
    const { container, rerender } = render(
      <CountBadge count={17}>
        <button type="button">bell</button>
      </CountBadge>,
    );
    expect(container.querySelector('sup')?.textContent).toBe('17');
    rerender(
      <CountBadge count={120}>
        <button type="button">bell</button>
      </CountBadge>,
    );
    expect(container.querySelector('sup')?.textContent).toBe('99+');
    rerender(
      <CountBadge count={0}>
        <button type="button">bell</button>
      </CountBadge>,
    );
    expect(container.querySelector('sup')).toBeNull();
  });
});
