import { vars } from '../contract.css';

/**
 * How a row says "unread" (messages, notifications, quick chat): the accent tint, and a bar in the accent tone
 * at its start, since a tint alone is faint on a light surface. The bar stands out from the tint by 3:1 or more
 * (WCAG 1.4.11) in both schemes of every theme; tests/e2e/unread.spec.ts measures it.
 * Use under `selectors`: `'&[data-read="false"]': unreadRow, '&[data-read="false"]::before': unreadBar`
 * on a row with `position: relative`.
 */
export const unreadRow = { background: vars.accent.soft } as const;

export const unreadBar = {
  content: '""',
  position: 'absolute',
  insetBlock: 0,
  insetInlineStart: 0,
  width: '4px',
  background: vars.accent.base,
  pointerEvents: 'none',
} as const;
