/**
 * The shared Avatar (search results, quick chat, messages, user menu, navigation user block): the picture over
 * the person's initials or an icon, and a picture that fails to load hides itself so that the fallback shows
 * instead of a broken-image glyph.
 */
import { fireEvent, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Avatar, initialsOf } from '../../src/views/ui/avatar';

const frame = (container: HTMLElement) => container.firstElementChild as HTMLElement;

describe('Avatar', () => {
  it('shows the picture over the initials, all of it decorative', () => {
    const { container } = render(<Avatar src="/images/avatars/female-01.svg" name="Laura Méndez" />);
    const img = container.querySelector('img')!;
    expect(img.getAttribute('src')).toBe('/images/avatars/female-01.svg');
    expect(img.getAttribute('alt')).toBe('');
    expect(img.hidden).toBe(false);
    expect(frame(container).getAttribute('aria-hidden')).toBe('true');
    expect(frame(container).textContent).toBe('LM');
  });

  it('a picture that fails to load hides itself, leaving the initials', () => {
    const { container } = render(<Avatar src="/images/avatars/nobody.svg" name="Bea Ruiz" size="s" />);
    const img = container.querySelector('img')!;
    fireEvent.error(img);
    expect(img.hidden).toBe(true);
    expect(frame(container).textContent).toBe('BR');
  });

  it('without a name the fallback is the icon (the user icon unless told), and a failed picture leaves it', () => {
    const { container, rerender } = render(<Avatar src="/broken.png" />);
    fireEvent.error(container.querySelector('img')!);
    expect(container.querySelector('img')!.hidden).toBe(true);
    const userIcon = container.querySelector('svg')!.innerHTML;
    expect(userIcon).not.toBe('');
    rerender(<Avatar src={null} icon="bell" />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('svg')!.innerHTML).not.toBe(userIcon);
  });

  it('a new address after a failure gets a fresh picture (not left hidden)', () => {
    const { container, rerender } = render(<Avatar src="/images/avatars/nobody.svg" name="Ana" />);
    fireEvent.error(container.querySelector('img')!);
    rerender(<Avatar src="/images/avatars/female-02.svg" name="Ana" />);
    const img = container.querySelector('img')!;
    expect(img.getAttribute('src')).toBe('/images/avatars/female-02.svg');
    expect(img.hidden).toBe(false);
  });

  it('without a picture there is no img at all', () => {
    for (const src of [null, undefined, '']) {
      const { container, unmount } = render(<Avatar src={src} name="Carl Diaz" />);
      expect(container.querySelector('img')).toBeNull();
      expect(frame(container).textContent).toBe('CD');
      unmount();
    }
  });
});

describe('initialsOf', () => {
  it('takes the first letter of the first and the last word, upper-cased', () => {
    expect(initialsOf('Laura Méndez')).toBe('LM');
    expect(initialsOf('  ana  ')).toBe('A');
    expect(initialsOf('Sofía de la Navarro')).toBe('SN');
    expect(initialsOf('élodie ñuñez')).toBe('ÉÑ');
    expect(initialsOf('IT Service Desk')).toBe('ID');
    expect(initialsOf('')).toBe('');
  });
});
