/**
 * `SafeHtml` as a React component (happy-dom + RTL): link clicks, containers, memoizing, text fields. The sanitizer's
 * security properties are tested in Chromium (`sanitize-chromium.test.ts`, `tests/e2e/xss.spec.ts`): DOMPurify does
 * not support happy-dom. Two happy-dom defects matter here, and this file keeps clear of both:
 * - `Node.prototype.nodeName` returns '' (capricorn86/happy-dom#2182), which DOMPurify reads on purpose; patched
 *   below for this file only, to behave as browsers do;
 * - its NodeIterator stops at the first removed node, so DOMPurify skips what follows a removed element. The inputs
 *   below need no element removed (only attributes), and each rendered result is checked exactly.
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Router, useLocation } from 'wouter';
import { safeHtml } from '../../src/views/ui/safe-html.css';
import { SafeHtml } from '../../src/views/ui/safe-html';
import { patchHappyDomNodeName } from '../support/happy-dom-node-name';

patchHappyDomNodeName();

/** Shows wouter's current location, as any routed view would see it. */
function LocationProbe() {
  const [location] = useLocation();
  return <output aria-label="location">{location}</output>;
}

const linksHtml =
  '<p>See <a href="/orders/1" onclick="alert(1)">order 1</a>, <a href="https://example.com/help">help</a> and ' +
  '<a href="//evil.example/x">mirror</a>.</p>';

describe('SafeHtml links', () => {
  // Records, after React's handler ran, whether the default action was prevented; then stops it, because
  // happy-dom would otherwise act on it (navigate or open a window).
  let clicks: boolean[] = [];
  const recordClick = (event: MouseEvent) => {
    clicks.push(event.defaultPrevented);
    event.preventDefault();
  };

  beforeEach(() => {
    clicks = [];
    window.history.replaceState(null, '', '/dashboard');
    window.addEventListener('click', recordClick);
  });
  afterEach(() => window.removeEventListener('click', recordClick));

  const renderLinks = () =>
    render(
      <Router>
        <LocationProbe />
        <SafeHtml html={linksHtml} profile="rich" />
      </Router>,
    );

  it('X3 the rendered links: in-app href kept, https with target/rel, blocked without href, no handler', () => {
    const { container } = renderLinks();
    expect(container.querySelector(`.${safeHtml}`)?.innerHTML).toBe(
      '<p>See <a href="/orders/1">order 1</a>, <a href="https://example.com/help" target="_blank" rel="noopener noreferrer">help</a> and <a>mirror</a>.</p>',
    );
  });

  it('X3 a left click on an in-app link navigates through wouter, without a reload', () => {
    renderLinks();
    const before = window.history.length;
    act(() => {
      fireEvent.click(screen.getByRole('link', { name: 'order 1' }));
    });
    expect(clicks).toEqual([true]);
    expect(window.location.pathname).toBe('/orders/1');
    expect(window.history.length).toBe(before + 1);
    expect(screen.getByRole('status', { name: 'location' }).textContent).toBe('/orders/1');
  });

  it('X3 a modified or non-primary click on an in-app link is left to the browser (new tab or window)', () => {
    renderLinks();
    const link = screen.getByRole('link', { name: 'order 1' });
    fireEvent.click(link, { ctrlKey: true });
    fireEvent.click(link, { metaKey: true });
    fireEvent.click(link, { shiftKey: true });
    fireEvent.click(link, { button: 1 });
    expect(clicks).toEqual([false, false, false, false]);
    expect(window.location.pathname).toBe('/dashboard');
  });

  it('X3 an external link is not intercepted: the browser opens it in a new tab, without opener or referrer', () => {
    renderLinks();
    const link = screen.getByRole('link', { name: 'help' });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    fireEvent.click(link);
    expect(clicks).toEqual([false]);
    expect(window.location.pathname).toBe('/dashboard');
  });

  it('X3 a blocked link has no href and goes nowhere', () => {
    renderLinks();
    const mirror = screen.getByText('mirror');
    expect(mirror.hasAttribute('href')).toBe(false);
    expect(screen.queryByRole('link', { name: 'mirror' })).toBeNull();
    fireEvent.click(mirror);
    expect(window.location.pathname).toBe('/dashboard');
  });
});

describe('SafeHtml containers', () => {
  it('X4 a plain-text field renders markup literally (React text), while SafeHtml renders it as markup', () => {
    const name = '<b>x</b>';
    const { container } = render(
      <>
        <p data-field="name">{name}</p>
        <SafeHtml html={name} profile="inline" />
      </>,
    );
    const field = container.querySelector('[data-field="name"]');
    expect(field?.textContent).toBe('<b>x</b>');
    expect(field?.children).toHaveLength(0);
    expect(container.querySelector(`.${safeHtml}`)?.innerHTML).toBe('<b>x</b>');
  });

  it('B4 U+202E, zero-width characters and a 500-character token render as text in an isolating, wrapping container', () => {
    const token = 'x'.repeat(500);
    const text = `invoice \u202Efdp.exe\u202C \u200B\u200C\u200D\u2060\uFEFF ${token}`;
    const { container } = render(
      <p>
        Subject: <SafeHtml html={text} profile="inline" /> (after)
      </p>,
    );
    const box = container.querySelector(`.${safeHtml}`);
    expect(box?.localName).toBe('span');
    expect(box?.getAttribute('dir')).toBe('auto');
    expect(box?.children).toHaveLength(0);
    expect(box?.textContent).toBe(text);
    expect(container.querySelector('p')?.lastChild?.textContent).toBe(' (after)');
  });

  it('B4 the isolation and wrapping class stays when a className is added; `as` picks the element', () => {
    const { container } = render(
      <>
        <SafeHtml html="a" profile="rich" className="extra" />
        <SafeHtml html="b" profile="rich" as="p" />
        <SafeHtml html="c" profile="inline" as="div" />
      </>,
    );
    const boxes = Array.from(container.querySelectorAll(`.${safeHtml}`));
    expect(boxes.map((box) => [box.localName, box.className])).toEqual([
      ['div', `${safeHtml} extra`],
      ['p', safeHtml],
      ['div', safeHtml],
    ]);
  });

  it('sanitizes once per html and profile: a re-render with the same html keeps the same DOM nodes', () => {
    const { container, rerender } = render(<SafeHtml html="<b>kept</b>" profile="rich" className="one" />);
    const first = container.querySelector('b');
    rerender(<SafeHtml html="<b>kept</b>" profile="rich" className="two" />);
    expect(container.querySelector('b')).toBe(first);
    rerender(<SafeHtml html="<b>changed</b>" profile="rich" className="two" />);
    expect(container.querySelector('b')?.textContent).toBe('changed');
    expect(container.querySelector('b')).not.toBe(first);
  });
});
