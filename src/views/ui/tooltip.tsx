/**
 * Tooltips for icon-only controls (issue 13 "Finish"): one layer for the whole app shows a control's accessible
 * name (its aria-label) next to it on hover and on keyboard focus. So the tooltip never says something else than
 * what a screen reader announces, and it follows the name as the control's state changes ("Enter fullscreen" ->
 * "Exit fullscreen"); it is itself hidden from screen readers, which would only hear the name twice. WCAG 1.4.13:
 * it stays while the pointer is over it, Escape dismisses it. It takes no pointer events (it never intercepts a
 * click), never covers its control and never leaves the viewport (fixed, clamped): no sideways scroll at 320 px.
 * No control needs code for it: a button, link or role=button with an aria-label and no visible text qualifies.
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import * as css from './tooltip.css';

const controlSelector = 'button[aria-label], a[aria-label], [role="button"][aria-label]';
const showDelay = 350;
const hideGrace = 120;
const gap = 6;
const edge = 8;

/** The icon-only control an event happened on, if any. */
export function iconOnlyControl(target: EventTarget | null): HTMLElement | null {
  if (!(target instanceof Element)) return null;
  const control = target.closest<HTMLElement>(controlSelector);
  if (!control || control.closest('[data-tooltip]')) return null;
  const label = control.getAttribute('aria-label')?.trim();
  if (!label) return null;
  // Visible text names the control already; only icon-only ones get a tooltip.
  return (control.textContent ?? '').trim() === '' ? control : null;
}

/** Where the tooltip goes: under the control (above when there is no room), centred and kept inside the viewport. */
export function placeTooltip(control: DOMRect, tip: { width: number; height: number }, viewport: { width: number; height: number }) {
  const below = control.bottom + gap + tip.height <= viewport.height - edge || control.top - gap - tip.height < edge;
  const top = below ? control.bottom + gap : control.top - gap - tip.height;
  const centred = control.left + control.width / 2 - tip.width / 2;
  const left = Math.max(edge, Math.min(centred, viewport.width - edge - tip.width));
  return { top: Math.round(top), left: Math.round(left), side: below ? 'bottom' : 'top' } as const;
}

export function TooltipLayer() {
  const [control, setControl] = useState<HTMLElement | null>(null);
  const [label, setLabel] = useState('');
  const tipRef = useRef<HTMLDivElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // Focus shows the tooltip only when the user moves it with the keyboard (not when a dialog opened by a click
  // puts the focus on its close button).
  const byKeyboard = useRef(false);
  const shown = useRef<HTMLElement | null>(null);
  shown.current = control;

  useEffect(() => {
    const clear = () => {
      clearTimeout(timer.current);
      timer.current = undefined;
    };
    const show = (el: HTMLElement) => {
      clear();
      setControl(el);
    };
    const hide = () => {
      clear();
      setControl(null);
    };
    const inside = (event: PointerEvent, element: Element | null | undefined) => {
      if (!element) return false;
      const r = element.getBoundingClientRect();
      return event.clientX >= r.left && event.clientX <= r.right && event.clientY >= r.top && event.clientY <= r.bottom;
    };
    // The pointer left the control and is not over the tooltip: it goes, unless the keyboard put the focus there.
    const dropUnlessFocused = () =>
      setControl((current) => (current && document.activeElement === current && current.matches(':focus-visible') ? current : null));
    const leave = () => {
      clear();
      timer.current = setTimeout(() => {
        timer.current = undefined;
        dropUnlessFocused();
      }, hideGrace);
    };
    const onPointerOver = (event: PointerEvent) => {
      if (event.pointerType === 'touch') return;
      const el = iconOnlyControl(event.target);
      if (!el) return;
      clear();
      timer.current = setTimeout(() => {
        timer.current = undefined;
        setControl(el);
      }, showDelay);
    };
    const onPointerOut = (event: PointerEvent) => {
      const from = iconOnlyControl(event.target);
      const to = event.relatedTarget as Node | null;
      if (!from || (to && from.contains(to)) || inside(event, tipRef.current)) return;
      leave();
    };
    // The tooltip takes no pointer events (it never intercepts a click), so staying over it (WCAG 1.4.13
    // "hoverable") is followed by position.
    const onPointerMove = (event: PointerEvent) => {
      const current = shown.current;
      if (!current || event.pointerType === 'touch') return;
      if (inside(event, current) || inside(event, tipRef.current)) clear();
      else if (tipRef.current && timer.current === undefined && !iconOnlyControl(event.target)) dropUnlessFocused();
    };
    const onFocusIn = (event: FocusEvent) => {
      const el = iconOnlyControl(event.target);
      if (el && byKeyboard.current && el.matches(':focus-visible')) show(el);
      else hide();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      byKeyboard.current = true;
      if (event.key === 'Escape') hide();
    };
    const onPointerDown = () => {
      byKeyboard.current = false;
      hide();
    };
    // Only a scroll that moves the control makes the tooltip stale (a list scrolled elsewhere does not).
    const onScroll = (event: Event) => {
      const scrolled = event.target;
      setControl((current) => (current && (scrolled === document || (scrolled instanceof Node && scrolled.contains(current))) ? null : current));
    };
    document.addEventListener('pointerover', onPointerOver, true);
    document.addEventListener('pointerout', onPointerOut, true);
    document.addEventListener('pointermove', onPointerMove, true);
    document.addEventListener('focusin', onFocusIn, true);
    document.addEventListener('focusout', hide, true);
    document.addEventListener('pointerdown', onPointerDown, true);
    document.addEventListener('keydown', onKeyDown, true);
    window.addEventListener('scroll', onScroll, true);
    window.addEventListener('resize', hide);
    // The layer arrives after the app starts (its own chunk): a control the pointer was already resting on gets its
    // tooltip as if it had just been entered.
    const resting = iconOnlyControl([...document.querySelectorAll(':hover')].at(-1) ?? null);
    if (resting) timer.current = setTimeout(() => {
      timer.current = undefined;
      setControl(resting);
    }, showDelay);
    return () => {
      clear();
      document.removeEventListener('pointerover', onPointerOver, true);
      document.removeEventListener('pointerout', onPointerOut, true);
      document.removeEventListener('pointermove', onPointerMove, true);
      document.removeEventListener('focusin', onFocusIn, true);
      document.removeEventListener('focusout', hide, true);
      document.removeEventListener('pointerdown', onPointerDown, true);
      document.removeEventListener('keydown', onKeyDown, true);
      window.removeEventListener('scroll', onScroll, true);
      window.removeEventListener('resize', hide);
    };
  }, []);

  // The text is the control's name, read again whenever the name changes (or the control leaves the page).
  useEffect(() => {
    if (!control) return undefined;
    const read = () => {
      if (!control.isConnected) setControl(null);
      else setLabel(control.getAttribute('aria-label')?.trim() ?? '');
    };
    read();
    const observer = new MutationObserver(read);
    observer.observe(control, { attributes: true, attributeFilter: ['aria-label'] });
    if (control.parentNode) observer.observe(control.parentNode, { childList: true });
    return () => observer.disconnect();
  }, [control]);

  useLayoutEffect(() => {
    const tip = tipRef.current;
    if (!control || !tip) return;
    // Measured where it cannot be squeezed by an edge, then placed.
    tip.style.top = '0px';
    tip.style.left = '0px';
    const place = placeTooltip(control.getBoundingClientRect(), tip.getBoundingClientRect(), { width: document.documentElement.clientWidth, height: window.innerHeight });
    tip.style.top = `${place.top}px`;
    tip.style.left = `${place.left}px`;
    tip.dataset.side = place.side;
  }, [control, label]);

  if (!control || label === '') return null;
  return createPortal(
    // Hidden from assistive technology: it repeats the control's name, which screen readers announce already.
    <div ref={tipRef} className={css.tooltip} data-tooltip="" aria-hidden="true" style={{ top: 0, left: 0 }}>
      {label}
    </div>,
    document.body,
  );
}
