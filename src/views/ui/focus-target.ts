/**
 * Where the focus goes back to after a panel or notice closes: the control that opened it when it is on screen, else
 * the user menu, which holds the top bar's folded controls below 600 px (issue 13 point 7).
 */
export function visibleOrUserMenu(element: HTMLElement | null): HTMLElement | null {
  if (element && element.getClientRects().length > 0) return element;
  return document.querySelector<HTMLElement>('[data-user-menu-trigger]') ?? element;
}
