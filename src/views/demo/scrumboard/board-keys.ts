/** The keyboard alternative to dragging: Alt + arrow keys on a focused card or list title (one small key map). */
import type { CardDirection, ListDirection } from '../../../machines/demo/scrumboard/board-ops';

type Keyed = { key: string; altKey: boolean; ctrlKey: boolean; metaKey: boolean; shiftKey: boolean };

const arrows: Record<string, CardDirection> = { ArrowUp: 'up', ArrowDown: 'down', ArrowLeft: 'left', ArrowRight: 'right' };

export function cardDirection(event: Keyed): CardDirection | null {
  if (!event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return null;
  return arrows[event.key] ?? null;
}

export function listDirection(event: Keyed): ListDirection | null {
  const direction = cardDirection(event);
  return direction === 'left' || direction === 'right' ? direction : null;
}
