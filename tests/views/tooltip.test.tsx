// @vitest-environment happy-dom
/** The tooltip layer of icon-only controls (issue 13 "Finish"): which controls get one, where it goes, what it says. */
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { iconOnlyControl, placeTooltip, TooltipLayer } from '../../src/views/ui/tooltip';

const rect = (x: number, y: number, w: number, h: number) => ({ left: x, top: y, width: w, height: h, right: x + w, bottom: y + h, x, y, toJSON: () => ({}) }) as DOMRect;

describe('which controls get a tooltip', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });
  it('an icon-only button, link or role=button with an aria-label; not one with visible text, not one without a name', () => {
    document.body.innerHTML = `
      <button id="icon" aria-label="Enter fullscreen"><svg aria-hidden="true"><path d="M0"/></svg></button>
      <a id="link" href="/x" aria-label="Help"><svg></svg></a>
      <span id="role" role="button" aria-label="Close"></span>
      <button id="text" aria-label="Save customer">Save</button>
      <button id="none"><svg></svg></button>
      <button id="blank" aria-label="  "></button>`;
    const el = (id: string) => document.getElementById(id)!;
    expect(iconOnlyControl(el('icon').querySelector('path'))).toBe(el('icon'));
    expect(iconOnlyControl(el('link'))).toBe(el('link'));
    expect(iconOnlyControl(el('role'))).toBe(el('role'));
    expect(iconOnlyControl(el('text'))).toBeNull();
    expect(iconOnlyControl(el('none'))).toBeNull();
    expect(iconOnlyControl(el('blank'))).toBeNull();
    expect(iconOnlyControl(null)).toBeNull();
  });
});

describe('where the tooltip goes', () => {
  const viewport = { width: 320, height: 640 };
  it('under the control, centred', () => {
    expect(placeTooltip(rect(140, 10, 40, 40), { width: 80, height: 24 }, viewport)).toEqual({ top: 56, left: 120, side: 'bottom' });
  });
  it('kept 8 px inside both edges of a 320 px screen', () => {
    expect(placeTooltip(rect(0, 10, 40, 40), { width: 120, height: 24 }, viewport).left).toBe(8);
    expect(placeTooltip(rect(280, 10, 40, 40), { width: 120, height: 24 }, viewport).left).toBe(320 - 8 - 120);
  });
  it('above the control when there is no room below', () => {
    expect(placeTooltip(rect(100, 600, 40, 30), { width: 60, height: 24 }, viewport)).toMatchObject({ top: 600 - 6 - 24, side: 'top' });
  });
});

describe('the layer', () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  it('shows the name after a short hover, follows a change of the name, and Escape hides it', async () => {
    vi.useFakeTimers();
    render(
      <>
        <button aria-label="Enter fullscreen">
          <svg />
        </button>
        <TooltipLayer />
      </>,
    );
    const button = document.querySelector('button')!;
    act(() => {
      button.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, pointerType: 'mouse' }));
    });
    expect(document.querySelector('[data-tooltip]')).toBeNull();
    await act(async () => {
      vi.advanceTimersByTime(400);
    });
    const tip = document.querySelector('[data-tooltip]')!;
    expect(tip.textContent).toBe('Enter fullscreen');
    expect(tip.getAttribute('aria-hidden')).toBe('true');
    await act(async () => {
      button.setAttribute('aria-label', 'Exit fullscreen');
      await vi.runAllTimersAsync();
    });
    expect(document.querySelector('[data-tooltip]')!.textContent).toBe('Exit fullscreen');
    act(() => {
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    });
    expect(document.querySelector('[data-tooltip]')).toBeNull();
  });

  it('never shows for a touch', async () => {
    vi.useFakeTimers();
    render(
      <>
        <button aria-label="Settings" />
        <TooltipLayer />
      </>,
    );
    act(() => {
      document.querySelector('button')!.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, pointerType: 'touch' }));
    });
    await act(async () => {
      vi.advanceTimersByTime(1000);
    });
    expect(document.querySelector('[data-tooltip]')).toBeNull();
  });
});
