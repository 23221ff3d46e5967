import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { messageSeed, notificationSeed } from '../../src/mirage/data/messages';
import { navigationSets } from '../../src/mirage/data/navigation';
import { shortcutSeed } from '../../src/mirage/data/shortcuts';
import { shortcutIcons } from '../../src/views/shortcuts/shortcut-icons';
import { Icon, isIconName } from '../../src/views/ui/icon';

describe('Icon (Heroicons outline)', () => {
  it('draws a 24px-grid outline in currentColor, hidden from assistive technology and never focusable', () => {
    const { container } = render(<Icon name="orders" size={18} className="x" />);
    const svg = container.querySelector('svg')!;
    expect(svg.getAttribute('viewBox')).toBe('0 0 24 24');
    expect(svg.getAttribute('stroke')).toBe('currentColor');
    expect(svg.getAttribute('fill')).toBe('none');
    expect(svg.getAttribute('aria-hidden')).toBe('true');
    expect(svg.getAttribute('focusable')).toBe('false');
    expect(svg.getAttribute('width')).toBe('18');
    expect(svg.getAttribute('class')).toBe('x');
    expect(svg.querySelector('path')?.getAttribute('d')).toMatch(/^M/);
    expect(svg.querySelector('title')).toBeNull();
  });

  it('takes a product name or the Heroicons catalogue name of the same icon, and nothing else', () => {
    expect(isIconName('orders')).toBe(true);
    expect(isIconName('heroicons_outline:document-text')).toBe(true);
    expect(isIconName('heroicons_outline:academic-cap')).toBe(false);
    expect(isIconName('heroicons_solid:document-text')).toBe(false);
    expect(isIconName('toString')).toBe(false);
    expect(isIconName(undefined)).toBe(false);
    const product = render(<Icon name="orders" />).container.querySelector('path')?.getAttribute('d');
    const catalogue = render(<Icon name="heroicons_outline:document-text" />).container.querySelector('path')?.getAttribute('d');
    expect(catalogue).toBe(product);
  });

  it('every icon the mock API and the shortcut form use is in the set', () => {
    const navIcons = (items: typeof navigationSets.default): string[] =>
      items.flatMap((item) => [...(item.icon ? [item.icon] : []), ...navIcons(item.children ?? [])]);
    const used = [
      ...Object.values(navigationSets).flatMap(navIcons),
      ...[...messageSeed, ...notificationSeed].flatMap((item) => (item.icon ? [item.icon] : [])),
      ...shortcutSeed.map((shortcut) => shortcut.icon),
      ...shortcutIcons.map((icon) => icon.name),
    ];
    expect(used.length).toBeGreaterThan(0);
    expect(used.filter((name) => !isIconName(name))).toEqual([]);
  });
});
