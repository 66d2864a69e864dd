import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { KitProvider } from '@eldercare/admin-kit';
import { MemoryRouter } from 'react-router-dom';
import { BarList } from './BarList';

const slices = [
  { name: '秋浦街道', value: 1200 },
  { name: '里山街道', value: 300 },
  { name: '新区街道', value: 0 },
];

describe('<BarList>', () => {
  it('lists every slice in the given order with its figure and a bar to scale', () => {
    render(
      <KitProvider language="es" persist={false} motion={false}>
        <BarList slices={slices} label="Personas por calle" />
      </KitProvider>,
    );
    const rows = within(screen.getByRole('list', { name: 'Personas por calle' })).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual(['秋浦街道1200', '里山街道300', '新区街道0']);
    const widths = rows.map((row) => row.querySelector<HTMLElement>('.ek-barlist-bar')?.style.width);
    expect(widths).toEqual(['100%', '25%', '0%']);
  });

  it('groups digits as the UI language writes them', () => {
    render(
      <KitProvider language="en" persist={false} motion={false}>
        <BarList slices={slices} label="People by street" />
      </KitProvider>,
    );
    expect(screen.getByText('1,200')).toBeTruthy();
  });

  it('makes a figure with a list behind it a link to that list, one Tab stop each', () => {
    render(
      <MemoryRouter>
        <KitProvider language="zh-CN" persist={false} motion={false}>
          <BarList
            slices={[
              { name: '特困人员', value: 12, to: '/elderlyInfo/index?categories=tekun' },
              { name: '新区街道', value: 3 },
            ]}
            label="按类别"
          />
        </KitProvider>
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: /特困人员/ });
    expect(link.getAttribute('href')).toBe('/elderlyInfo/index?categories=tekun');
    expect(link.textContent).toBe('特困人员12');
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });
});
