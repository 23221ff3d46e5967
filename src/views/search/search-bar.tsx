import { Trans, useLingui } from '@lingui/react';
import { useSelector } from '@xstate/react';
import { Fragment, useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { browserNavigate } from '../../machines/effects/browser-actions';
import { highlightParts } from '../../machines/search.highlight';
import {
  searchMachine,
  selectHasNoResults,
  selectHighlightedIndex,
  selectResultsQuery,
  selectIsSearchOpen,
  selectIsSearching,
  selectSearchAppearance,
  selectSearchError,
  selectSearchQuery,
  selectSearchResults,
  type ContactResult,
  type PageResult,
  type RecordResult,
  type TaskResult,
  type SearchRef,
  type SearchResultSet,
} from '../../machines/search.machine';
import { useNavTitle } from '../layout/nav-title';
import { Avatar } from '../ui/avatar';
import { Icon } from '../ui/icon';
import * as css from './search-bar.css';
import { setKinds } from './search-kinds';

/** The search's machine, handed to the session when this chunk arrives (top-bar-panels.tsx); it goes to a result with the browser's router. */
export const panelLogic = { search: searchMachine.provide({ actions: { navigate: browserNavigate } }) };

const inactiveLabel = /*i18n*/ { id: 'search.inactive', message: 'Inactive' };
const completedLabel = /*i18n*/ { id: 'search.completed', message: 'Completed' };

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
  const answered = useSelector(searchRef, selectResultsQuery) ?? '';
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
          data-panel-trigger="search"
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
  const pick = (at: number) => {
    searchRef.send({ type: 'search.highlight.set', index: at });
    go();
  };
  const groups = (sets ?? []).map((set: SearchResultSet) => {
    const labelId = `${listboxId}-${set.id}`;
    const kind = setKinds[set.id];
    return (
      <div key={set.id} role="group" aria-labelledby={labelId}>
        <div id={labelId} className={css.groupLabel}>
          <Icon name={kind.icon} size={16} className={css.groupIcon} />
          {i18n._(kind.label)}
        </div>
        {set.id === 'pages'
          ? set.results.map((result) => {
              const at = index++;
              return (
                <SearchOption key={`pages-${result.id}`} id={optionId(at)} selected={highlighted === at} onPick={() => pick(at)}>
                  <PageOption result={result} query={answered} />
                </SearchOption>
              );
            })
          : set.id === 'contacts'
            ? set.results.map((result) => {
                const at = index++;
                return (
                  <SearchOption key={`contacts-${result.id}`} id={optionId(at)} selected={highlighted === at} onPick={() => pick(at)}>
                    <ContactOption result={result} query={answered} />
                  </SearchOption>
                );
              })
            : set.id === 'tasks'
              ? set.results.map((result) => {
                  const at = index++;
                  return (
                    <SearchOption key={`tasks-${result.id}`} id={optionId(at)} selected={highlighted === at} onPick={() => pick(at)}>
                      <TaskOption result={result} query={answered} />
                    </SearchOption>
                  );
                })
              : set.results.map((result) => {
                  const at = index++;
                  return (
                    <SearchOption key={`${set.id}-${result.id}`} id={optionId(at)} selected={highlighted === at} onPick={() => pick(at)}>
                      <RecordOption result={result} query={answered} />
                    </SearchOption>
                  );
                })}
        {'seeAll' in set && kind.seeAll
          ? (() => {
              const at = index++;
              return (
                <SearchOption key={`${set.id}-see-all`} id={optionId(at)} selected={highlighted === at} onPick={() => pick(at)} className={css.seeAll}>
                  <span className={css.optionText}>{i18n._(kind.seeAll.id, { total: set.total }, { message: kind.seeAll.message })}</span>
                  <Icon name="chevronRight" size={16} className={css.seeAllIcon} />
                </SearchOption>
              );
            })()
          : null}
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
          placeholder={i18n._({ id: 'search.placeholder.records', message: 'Search pages, customers, products…' })}
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

/** A text with the part the query matched marked, ignoring case and accents as the search does. */
function Highlighted({ text, query }: { text: string; query: string }) {
  return (
    <>
      {highlightParts(text, query).map((part, at) =>
        part.match ? (
          <mark key={at} className={css.match}>
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </>
  );
}

function PageOption({ result, query }: { result: PageResult; query: string }) {
  const navTitle = useNavTitle();
  return (
    <>
      <span className={css.optionText}>
        <Highlighted text={navTitle(result.title)} query={query} />
      </span>
      <span className={css.optionMeta}>{result.link}</span>
    </>
  );
}

/** A demo contact (issue 14): picture (or initials) and name. */
function ContactOption({ result, query }: { result: ContactResult; query: string }) {
  return (
    <>
      <Avatar src={result.avatar} name={result.name} size="s" />
      <span className={css.optionText}>
        <Highlighted text={result.name} query={query} />
      </span>
    </>
  );
}

/** A demo task (issue 14): title, and whether it is completed. */
function TaskOption({ result, query }: { result: TaskResult; query: string }) {
  const { i18n } = useLingui();
  return (
    <>
      <span className={css.optionText}>
        <Highlighted text={result.title} query={query} />
      </span>{' '}
      {result.completed ? <span className={css.inactive}>{i18n._(completedLabel)}</span> : null}
    </>
  );
}

function RecordOption({ result, query }: { result: RecordResult; query: string }) {
  const { i18n } = useLingui();
  return (
    <>
      <span className={css.recordText}>
        <span className={css.optionText}>
          <Highlighted text={result.title} query={query} />
        </span>
        {/* Whitespace between flex items takes no room; it keeps the words apart in the option's accessible name. */}{' '}
        {result.details.length > 0 ? (
          <span className={css.details}>
            {result.details.map((detail, at) => (
              <Fragment key={at}>
                {at > 0 ? ' · ' : null}
                <Highlighted text={detail} query={query} />
              </Fragment>
            ))}
          </span>
        ) : null}
      </span>{' '}
      {result.inactive ? (
        <span className={css.inactive}>
          {i18n._(inactiveLabel)}
        </span>
      ) : null}
    </>
  );
}

function SearchOption({
  id,
  selected,
  onPick,
  className,
  children,
}: {
  id: string;
  selected: boolean;
  onPick: () => void;
  className?: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (selected) ref.current?.scrollIntoView?.({ block: 'nearest' });
  }, [selected]);
  return (
    // Mouse down keeps the focus in the field; the click picks the result.
    <div
      ref={ref}
      id={id}
      role="option"
      aria-selected={selected}
      className={className ? `${css.option} ${className}` : css.option}
      onMouseDown={(event) => event.preventDefault()}
      onClick={onPick}
    >
      {children}
    </div>
  );
}
