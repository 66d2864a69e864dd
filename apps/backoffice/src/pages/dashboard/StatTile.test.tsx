import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { KitProvider } from '@eldercare/admin-kit';
import { StatTile } from './StatTile';

describe('<StatTile>', () => {
  it('groups digits as the UI language writes them', () => {
    const { rerender } = render(
      <KitProvider language="en" persist={false} motion={false}>
        <StatTile title="People" value={12000} loading={false} icon={null} />
      </KitProvider>,
    );
    expect(screen.getByText('12,000')).toBeTruthy();
    rerender(
      <KitProvider language="es" persist={false} motion={false}>
        <StatTile title="Personas" value={12000} loading={false} icon={null} />
      </KitProvider>,
    );
    expect(screen.getByText('12.000')).toBeTruthy();
  });

  it('shows a dash for a figure the role may not read', () => {
    render(
      <KitProvider language="en" persist={false} motion={false}>
        <StatTile title="People" value={null} loading={false} icon={null} />
      </KitProvider>,
    );
    expect(screen.getByText('—')).toBeTruthy();
  });
});
