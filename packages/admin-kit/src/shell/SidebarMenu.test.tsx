import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SidebarMenu } from './SidebarMenu';

/** jsdom lays nothing out: give the clipping box the widths a browser would measure. */
function widths(element: HTMLElement, scrollWidth: number, clientWidth: number) {
  Object.defineProperty(element, 'scrollWidth', { configurable: true, value: scrollWidth });
  Object.defineProperty(element, 'clientWidth', { configurable: true, value: clientWidth });
}

describe('<SidebarMenu> labels', () => {
  const menu = [
    { key: 'long', title: 'Equipamientos comunitarios', path: '/long' },
    { key: 'short', title: 'Inicio', path: '/short' },
  ];

  it('gives a cut label its full text as the tooltip on hover, and a label that fits none', () => {
    render(<SidebarMenu menu={menu} pathname="/short" onNavigate={() => {}} />);
    const long = screen.getByText('Equipamientos comunitarios');
    const short = screen.getByText('Inicio');
    widths(long.parentElement!, 240, 150);
    widths(short.parentElement!, 60, 150);
    fireEvent.mouseEnter(long);
    fireEvent.mouseEnter(short);
    expect(long.getAttribute('title')).toBe('Equipamientos comunitarios');
    expect(short.hasAttribute('title')).toBe(false);
  });
});
