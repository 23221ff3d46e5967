import type { MouseEvent, ReactNode } from 'react';

/** A click the browser should handle itself: another tab or window (a modifier or the middle button). */
const opensElsewhere = (event: MouseEvent<HTMLAnchorElement>) => event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/**
 * A link to a page of the app: a real `href` (so it can be opened in another tab, copied, read by a screen reader as a
 * link), and a plain click handed to the navigation machine (through `onNavigate`) instead of a page load. The one way
 * a section links in-app (New, Back, a related list): before, each list and page wrote its own anchor, and none let a
 * Ctrl or middle click open another tab.
 */
export function InAppLink({
  to,
  onNavigate,
  className,
  current = false,
  children,
}: {
  to: string;
  onNavigate: (to: string) => void;
  className?: string;
  /** The page shown now (a tab): `aria-current="page"`. @default false */
  current?: boolean;
  children: ReactNode;
}) {
  return (
    <a
      className={className}
      href={to}
      aria-current={current ? 'page' : undefined}
      onClick={(event) => {
        if (opensElsewhere(event)) return;
        event.preventDefault();
        onNavigate(to);
      }}
    >
      {children}
    </a>
  );
}
