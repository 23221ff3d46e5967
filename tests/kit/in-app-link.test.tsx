import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { InAppLink } from '../../src/views/kit/in-app-link';

afterEach(cleanup);

describe('InAppLink', () => {
  it('a plain click goes through the navigation machine; a modified or middle click is the browser’s (another tab)', () => {
    const went: string[] = [];
    render(
      <InAppLink to="/admin/banks/new" onNavigate={(to) => went.push(to)} current>
        New bank
      </InAppLink>,
    );
    const link = screen.getByRole('link', { name: 'New bank' });
    expect(link.getAttribute('href')).toBe('/admin/banks/new');
    expect(link.getAttribute('aria-current')).toBe('page');
    expect(fireEvent.click(link)).toBe(false);
    expect(went).toEqual(['/admin/banks/new']);
    expect(fireEvent.click(link, { ctrlKey: true })).toBe(true);
    expect(fireEvent.click(link, { metaKey: true })).toBe(true);
    expect(fireEvent.click(link, { button: 1 })).toBe(true);
    expect(went).toEqual(['/admin/banks/new']);
  });
});
