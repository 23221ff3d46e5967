import { useLingui } from '@lingui/react';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import type { EventObject } from 'xstate';
import type { SearchEvent } from '../../machines/search.machine';
import { useStaticTrigger } from '../shell/top-bar-focus';
import { Icon } from '../ui/icon';
import * as css from './search-bar.css';

/** What the static search shows from the events kept for the search's actor: the same as the machine will, once it has them. */
export function pendingSearch(events: readonly EventObject[]): { open: boolean; query: string } {
  let open = false;
  let query = '';
  for (const event of events) {
    if (event.type === 'search.open') open = true;
    else if (event.type === 'search.close' || event.type === 'search.escape') {
      // Without results there is no list to close: Escape closes the bar and clears it, as the machine does.
      open = false;
      query = '';
    } else if (event.type === 'search.query.change') query = (event as EventObject & { value: string }).value;
  }
  return { open, query };
}

export interface SearchStaticProps {
  /** The events kept for the search's actor until its chunk arrives (the session's `selectPendingPanelEvents`). */
  pending: readonly EventObject[];
  /** Keeps an event for the search's actor (and fetches its chunk). */
  onAsk: (event: SearchEvent) => void;
  /** Fetches the search's chunk on the first sign of intent. */
  onIntent: () => void;
}

/**
 * The top bar's search before its chunk arrives (issue 12 point 3): the same button, and once pressed the same field,
 * whose characters are kept as the search's events and handed to its machine when it starts (nothing typed is lost).
 */
export function SearchStatic({ pending, onAsk, onIntent }: SearchStaticProps) {
  const { i18n } = useLingui();
  const { open, query } = pendingSearch(pending);
  const buttonRef = useStaticTrigger<HTMLButtonElement>('search');
  const inputRef = useRef<HTMLInputElement>(null);
  const wasOpen = useRef(open);
  // Opening moves the focus into the field; closing gives it back to the button (as the live search does).
  useEffect(() => {
    if (open) inputRef.current?.focus();
    else if (wasOpen.current) buttonRef.current?.focus();
    wasOpen.current = open;
  }, [open, buttonRef]);
  const intent = { onPointerEnter: onIntent, onFocus: onIntent, onTouchStart: onIntent };
  if (!open) {
    return (
      <div className={css.root}>
        <button
          ref={buttonRef}
          type="button"
          className={css.iconButton}
          data-panel-trigger="search"
          aria-label={i18n._({ id: 'search.open', message: 'Search' })}
          {...intent}
          onClick={() => onAsk({ type: 'search.open' })}
        >
          <Icon name="search" />
        </button>
      </div>
    );
  }
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    onAsk({ type: 'search.escape' });
  };
  return (
    <div className={css.root}>
      <div className={css.barOpen}>
        <Icon name="search" className={css.searchIcon} />
        <input
          ref={inputRef}
          className={css.input}
          type="text"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          aria-label={i18n._({ id: 'search.label', message: 'Search' })}
          placeholder={i18n._({ id: 'search.placeholder.records', message: 'Search pages, customers, products…' })}
          aria-autocomplete="list"
          aria-expanded={false}
          value={query}
          onChange={(event) => onAsk({ type: 'search.query.change', value: event.target.value })}
          onKeyDown={onKeyDown}
        />
        <button type="button" className={css.iconButton} aria-label={i18n._({ id: 'search.close', message: 'Close search' })} onClick={() => onAsk({ type: 'search.close' })}>
          <Icon name="close" />
        </button>
      </div>
    </div>
  );
}
