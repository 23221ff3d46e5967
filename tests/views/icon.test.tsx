import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { messageSeed, notificationSeed } from '../../src/mirage/data/messages';
import { navigationSets } from '../../src/mirage/data/navigation';
import { shortcutSeed } from '../../src/mirage/data/shortcuts';
import { shortcutIcons } from '../../src/views/shortcuts/shortcut-icons';
import { setKinds } from '../../src/views/search/search-kinds';
import { FormIcon } from '../../src/views/kit/form-icons';
import { ListIcon } from '../../src/views/kit/list-icons';
import { Icon, iconHref, iconSymbol, isIconName, SpriteIcon, type IconName } from '../../src/views/ui/icon';

describe('Icon (Heroicons outline, drawn from the sprite)', () => {
  it('draws a 24px-grid outline in currentColor from its symbol in the sprite, hidden from assistive technology and never focusable', () => {
    const { container } = render(<Icon name="orders" size={18} className="x" />);
    const svg = container.querySelector('svg')!;
    expect(svg.getAttribute('viewBox')).toBe('0 0 24 24');
    expect(svg.getAttribute('stroke')).toBe('currentColor');
    expect(svg.getAttribute('fill')).toBe('none');
    expect(svg.getAttribute('stroke-width')).toBe('1.5');
    expect(svg.getAttribute('aria-hidden')).toBe('true');
    expect(svg.getAttribute('focusable')).toBe('false');
    expect(svg.getAttribute('width')).toBe('18');
    expect(svg.getAttribute('height')).toBe('18');
    expect(svg.getAttribute('class')).toBe('x');
    // The sprite's address is vitest.config.ts's define; the symbol is the icon's Heroicons catalogue name.
    expect([...svg.children].map((child) => `${child.localName} ${child.getAttribute('href')}`)).toEqual(['use /assets/icons-TESTTEST.svg#document-text']);
    // No drawing in the JavaScript, no inline style (strict CSP), no title.
    expect(svg.querySelector('path')).toBeNull();
    expect(container.querySelector('[style]')).toBeNull();
    expect(svg.querySelector('title')).toBeNull();
  });

  it('defaults to 20 px and draws nothing for a name outside the set', () => {
    const { container } = render(<Icon name="check" />);
    expect(container.querySelector('svg')?.getAttribute('width')).toBe('20');
    expect(container.querySelector('use')?.getAttribute('href')).toBe('/assets/icons-TESTTEST.svg#check');
    expect(render(<Icon name={'heroicons_solid:check' as IconName} />).container.innerHTML).toBe('');
  });

  it('takes a product name or the Heroicons catalogue name of the same icon, and nothing else', () => {
    expect(isIconName('orders')).toBe(true);
    expect(isIconName('heroicons_outline:document-text')).toBe(true);
    expect(isIconName('heroicons_outline:academic-cap')).toBe(false);
    expect(isIconName('heroicons_solid:document-text')).toBe(false);
    expect(isIconName('toString')).toBe(false);
    expect(isIconName(undefined)).toBe(false);
    const product = render(<Icon name="orders" />).container.querySelector('use')?.getAttribute('href');
    const catalogue = render(<Icon name="heroicons_outline:document-text" />).container.querySelector('use')?.getAttribute('href');
    expect(product).toBe(iconHref('document-text'));
    expect(catalogue).toBe(product);
    expect(iconSymbol('customers')).toBe('users');
    expect(iconSymbol('heroicons_outline:users')).toBe('users');
    expect(iconSymbol('constructor')).toBeUndefined();
  });

  it("the kit's list and form icons draw from the same sprite, like <Icon>", () => {
    const list = render(<ListIcon name="download" size={16} className="y" />).container.querySelector('svg')!;
    expect(list.outerHTML).toBe(render(<SpriteIcon symbol="arrow-down-tray" size={16} className="y" />).container.innerHTML);
    expect(list.querySelector('use')?.getAttribute('href')).toBe('/assets/icons-TESTTEST.svg#arrow-down-tray');
    expect(list.getAttribute('stroke')).toBe('currentColor');
    const form = render(<FormIcon name="edit" />).container.querySelector('svg')!;
    expect(form.querySelector('use')?.getAttribute('href')).toBe('/assets/icons-TESTTEST.svg#pencil-square');
    expect(form.getAttribute('width')).toBe('20');
    expect(form.getAttribute('aria-hidden')).toBe('true');
  });

  it('the search marks each result set with an icon of the set', () => {
    const kinds = Object.entries(setKinds);
    expect(kinds.length).toBeGreaterThan(5);
    expect(kinds.filter(([, kind]) => !isIconName(kind.icon)).map(([id]) => id)).toEqual([]);
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
