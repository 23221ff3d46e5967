import { Trans, useLingui } from '@lingui/react';
import { useSelector } from '@xstate/react';
import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import {
  selectHasNoResults,
  selectHighlightedIndex,
  selectIsSearchOpen,
  selectIsSearching,
  selectSearchAppearance,
  selectSearchError,
  selectSearchQuery,
  selectSearchResults,
  type SearchRef,
  type SearchResult,
  type SearchResultSet,
} from '../../machines/search.machine';
import { useNavTitle } from '../layout/nav-titles';
import { Avatar } from '../ui/avatar';
import { Icon } from '../ui/icon';
import * as css from './search-bar.css';

const setLabels = {
  contacts: /*i18n*/ { id: 'search.set.contacts', message: 'Contacts' },
  pages: /*i18n*/ { id: 'search.set.pages', message: 'Pages' },
  tasks: /*i18n*/ { id: 'search.set.tasks', message: 'Tasks' },
} as const;

/**
 * The top bar's search (SPEC §2, §4): a combobox over the search machine. In bar mode a search button opens
 * the field over the header; basic mode is always open. The view only renders what the machine selects and
 * sends it the user's keys; going to the chosen result is the machine's `navigate` (wouter, provided by the app).
 */
export function SearchBar({ searchRef }: { searchRef: SearchRef }) {
  const { i18n } = useLingui();
  const appearance = useSelector(searchRef, selectSearchAppearance);
  const open = useSelector(searchRef, selectIsSearchOpen);
  const query = useSelector(searchRef, selectSearchQuery);
  const sets = useSelector(searchRef, selectSearchResults);
  const noResults = useSelector(searchRef, selectHasNoResults);
  const highlighted = useSelector(searchRef, selectHighlightedIndex);
  const searching = useSelector(searchRef, selectIsSearching);
  const error = useSelector(searchRef, selectSearchError);
  const inputRef = useRef<HTMLInputElement>(null);
  const listboxId = useId();
  const optionId = (index: number) => `${listboxId}-option-${index}`;
  const isBar = appearance === 'bar';

  const openButtonRef = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(open);
  // The machine's `focusInput`: opening the bar moves focus into the field; closing it (Escape, close button)
  // gives the focus back to the search button instead of losing it with the removed field.
  useEffect(() => {
    if (open && isBar) inputRef.current?.focus();
    if (!open && wasOpen.current && (document.activeElement === null || document.activeElement === document.body)) {
      openButtonRef.current?.focus();
    }
    wasOpen.current = open;
  }, [open, isBar]);

  const go = () => searchRef.send({ type: 'search.select' });
  const keyMap: Record<string, () => void> = {
    ArrowDown: () => searchRef.send({ type: 'search.highlight.next' }),
    ArrowUp: () => searchRef.send({ type: 'search.highlight.previous' }),
    Enter: go,
    Escape: () => searchRef.send({ type: 'search.escape' }),
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const action = keyMap[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  };

  if (!open) {
    return (
      <div className={css.root}>
        <button
          ref={openButtonRef}
          type="button"
          className={css.iconButton}
          aria-label={i18n._({ id: 'search.open', message: 'Search' })}
          onClick={() => searchRef.send({ type: 'search.open' })}
        >
          <Icon name="search" />
        </button>
      </div>
    );
  }

  const hasList = sets !== null && !noResults;
  let index = 0;
  const groups = (sets ?? []).map((set: SearchResultSet) => {
    const labelId = `${listboxId}-${set.id}`;
    return (
      <div key={set.id} role="group" aria-labelledby={labelId}>
        <div id={labelId} className={css.groupLabel}>
          {i18n._(setLabels[set.id])}
        </div>
        {set.results.map((result: SearchResult) => {
          const at = index++;
          return (
            <SearchOption
              key={`${set.id}-${result.id}`}
              id={optionId(at)}
              kind={set.id}
              result={result}
              selected={highlighted === at}
              onPick={() => {
                searchRef.send({ type: 'search.highlight.set', index: at });
                go();
              }}
            />
          );
        })}
      </div>
    );
  });

  return (
    <div className={css.root}>
      <div className={isBar ? css.barOpen : css.basic}>
        <Icon name="search" className={css.searchIcon} />
        <input
          ref={inputRef}
          className={css.input}
          type="text"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          aria-label={i18n._({ id: 'search.label', message: 'Search' })}
          placeholder={i18n._({ id: 'search.placeholder', message: 'Search for a page, contact or task' })}
          aria-autocomplete="list"
          aria-expanded={hasList}
          aria-controls={hasList ? listboxId : undefined}
          aria-activedescendant={hasList && highlighted !== null ? optionId(highlighted) : undefined}
          aria-busy={searching}
          value={query}
          onChange={(event) => searchRef.send({ type: 'search.query.change', value: event.target.value })}
          onKeyDown={onKeyDown}
        />
        {isBar ? (
          <button
            type="button"
            className={css.iconButton}
            aria-label={i18n._({ id: 'search.close', message: 'Close search' })}
            onClick={() => searchRef.send({ type: 'search.close' })}
          >
            <Icon name="close" />
          </button>
        ) : null}
        {hasList ? (
          <div
            id={listboxId}
            role="listbox"
            aria-label={i18n._({ id: 'search.results', message: 'Search results' })}
            className={`${css.panel} ${isBar ? '' : css.basicPanel}`}
          >
            {groups}
          </div>
        ) : noResults || error !== null ? (
          <div className={`${css.panel} ${isBar ? '' : css.basicPanel}`} role="status">
            <p className={css.message}>
              {error !== null ? (
                <Trans id="search.error" message="Search is not available right now ({code})." values={{ code: error }} />
              ) : (
                <Trans id="search.noResults" message="No results found!" />
              )}
            </p>
          </div>
        ) : null}
      </div>
    </div>
  );
}

function SearchOption({
  id,
  kind,
  result,
  selected,
  onPick,
}: {
  id: string;
  kind: SearchResultSet['id'];
  result: SearchResult;
  selected: boolean;
  onPick: () => void;
}) {
  const navTitle = useNavTitle();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (selected) ref.current?.scrollIntoView?.({ block: 'nearest' });
  }, [selected]);
  let body;
  if (kind === 'contacts' && 'name' in result) {
    body = (
      <>
        <Avatar src={result.avatar} name={result.name} size="s" />
        <span className={css.optionText}>{result.name}</span>
      </>
    );
  } else if (kind === 'tasks' && 'completed' in result) {
    body = (
      <>
        <span className={`${css.optionText} ${result.completed ? css.completed : ''}`}>{result.title}</span>
        <span className={css.taskState}>
          {result.completed ? (
            <Trans id="search.task.completed" message="Completed" />
          ) : (
            <Trans id="search.task.open" message="Open" />
          )}
        </span>
      </>
    );
  } else {
    body = (
      <>
        <span className={css.optionText}>{'title' in result ? navTitle(result.title) : ''}</span>
        <span className={css.optionMeta}>{result.link}</span>
      </>
    );
  }
  return (
    // Mouse down keeps the focus in the field; the click picks the result.
    <div
      ref={ref}
      id={id}
      role="option"
      aria-selected={selected}
      className={css.option}
      onMouseDown={(event) => event.preventDefault()}
      onClick={onPick}
    >
      {body}
    </div>
  );
}
