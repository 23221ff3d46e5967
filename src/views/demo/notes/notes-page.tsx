/**
 * The notes (/apps/notes, issue 14): the filters in the address (all, /reminders, /archive, /labels/{id}), a search, a
 * masonry of notes (tick a task, archive, delete, open to edit), the note editor and the labels dialog.
 */
import { Trans, useLingui } from '@lingui/react';
import { useSelector } from '@xstate/react';
import { useEffect, useId } from 'react';
import { filterPath, notesFilter, type NotesFilter } from '../../../machines/demo/notes/notes-ops';
import type { Note, NoteLabel } from '../../../machines/demo/notes/notes-api';
import {
  MAX_QUERY,
  notesMachine,
  selectFailure,
  selectIsBusy,
  selectIsLoading,
  selectLabels,
  selectNotice,
  selectQuery,
  selectVisible,
  type NotesRef,
} from '../../../machines/demo/notes/notes.machine';
import { selectPath } from '../../../machines/nav.machine';
import type { SessionRef } from '../../../machines/session.machine';
import { useNavRef } from '../../app-actor';
import { Badge } from '../../kit/badge';
import { InAppLink } from '../../kit/in-app-link';
import { ErrorPage } from '../../pages/error-page';
import * as page from '../../sections/section-page.css';
import { useSectionActor } from '../../sections/use-section-actor';
import { button } from '../../theme/recipes/button.css';
import { iconButton } from '../../theme/recipes/icon-button.css';
import { Icon } from '../../ui/icon';
import { LoadFailure } from './load-failure';
import { NoteEditor } from './note-editor';
import { NoteImage } from './note-image';
import { NotesLabelsDialog } from './notes-labels-dialog';
import * as css from './notes.css';

const SYSTEM_ID = 'demo.notes';

export default function NotesPage({ sessionRef }: { sessionRef: SessionRef }) {
  const navRef = useNavRef()!;
  const filter = notesFilter(useSelector(navRef, selectPath));
  const ref = useSectionActor<NotesRef>(sessionRef, SYSTEM_ID, () => ({ logic: notesMachine }));
  useEffect(() => () => sessionRef.send({ type: 'session.section.close', systemId: SYSTEM_ID }), [sessionRef]);
  if (filter === null) return <ErrorPage status={404} />;
  return ref ? <Notes notesRef={ref} filter={filter} go={(to) => navRef.send({ type: 'nav.navigate', to })} /> : null;
}

export function Notes({ notesRef, filter, go }: { notesRef: NotesRef; filter: NotesFilter; go: (to: string) => void }) {
  const { i18n } = useLingui();
  const labels = useSelector(notesRef, selectLabels);
  const failure = useSelector(notesRef, selectFailure);
  const loading = useSelector(notesRef, selectIsLoading);
  const notice = useSelector(notesRef, selectNotice);
  const query = useSelector(notesRef, selectQuery);
  const busy = useSelector(notesRef, selectIsBusy);
  const notes = useSelector(notesRef, (s) => selectVisible(s, filter), (a, b) => a.length === b.length && a.every((n, i) => n === b[i]));
  const canNew = useSelector(notesRef, (s) => s.can({ type: 'notes.new' }));
  const canLabels = useSelector(notesRef, (s) => s.can({ type: 'notes.labels.open' }));
  const searchId = useId();
  const label = filter.kind === 'label' ? labels.find((l) => l.id === filter.labelId) : undefined;
  const heading =
    filter.kind === 'archive'
      ? i18n._({ id: 'demo.notes.filter.archive', message: 'Archive' })
      : filter.kind === 'reminders'
        ? i18n._({ id: 'demo.notes.filter.reminders', message: 'Reminders' })
        : filter.kind === 'label'
          ? label?.title ?? i18n._({ id: 'demo.notes.filter.unknownLabel', message: 'Unknown label' })
          : i18n._({ id: 'demo.notes.filter.all', message: 'Notes' });
  const links: { to: string; text: string; current: boolean }[] = [
    { to: filterPath({ kind: 'all' }), text: i18n._({ id: 'demo.notes.filter.all', message: 'Notes' }), current: filter.kind === 'all' },
    { to: filterPath({ kind: 'reminders' }), text: i18n._({ id: 'demo.notes.filter.reminders', message: 'Reminders' }), current: filter.kind === 'reminders' },
    ...labels.map((l) => ({ to: filterPath({ kind: 'label', labelId: l.id }), text: l.title, current: filter.kind === 'label' && filter.labelId === l.id })),
    { to: filterPath({ kind: 'archive' }), text: i18n._({ id: 'demo.notes.filter.archive', message: 'Archive' }), current: filter.kind === 'archive' },
  ];
  return (
    <>
      <header className={page.header}>
        <p className={page.eyebrow}>
          <Trans id="demo.notes.eyebrow" message="Notes" />
        </p>
        <h1 className={page.title}>{heading}</h1>
      </header>
      {failure ? (
        <LoadFailure failure={failure} onRetry={() => notesRef.send({ type: 'notes.retry' })} />
      ) : loading ? (
        <p role="status" className={css.muted}>
          <Trans id="demo.notes.loading" message="Loading the notes…" />
        </p>
      ) : (
        <div className={css.layout}>
          <nav aria-label={i18n._({ id: 'demo.notes.filters', message: 'Note filters' })}>
            <ul className={css.filters}>
              {links.map((l) => (
                <li key={l.to}>
                  <InAppLink className={css.filter} to={l.to} current={l.current} onNavigate={go}>
                    {l.text}
                  </InAppLink>
                </li>
              ))}
              <li>
                <button type="button" className={css.filterButton} disabled={!canLabels} onClick={() => notesRef.send({ type: 'notes.labels.open' })}>
                  <Trans id="demo.notes.labels.edit" message="Edit labels" />
                </button>
              </li>
            </ul>
          </nav>
          <div>
            <div className={css.toolbar}>
              <div className={css.search}>
                <label htmlFor={searchId} className="visually-hidden">
                  <Trans id="demo.notes.search" message="Search notes" />
                </label>
                <input
                  id={searchId}
                  type="search"
                  className={css.input}
                  value={query}
                  maxLength={MAX_QUERY}
                  autoComplete="off"
                  placeholder={i18n._({ id: 'demo.notes.search', message: 'Search notes' })}
                  onChange={(e) => notesRef.send({ type: 'notes.query.change', value: e.target.value })}
                />
              </div>
              <button type="button" className={button()} disabled={!canNew} onClick={() => notesRef.send({ type: 'notes.new', labels: filter.kind === 'label' ? [filter.labelId] : [] })}>
                <Trans id="demo.notes.new" message="New note" />
              </button>
            </div>
            {notice ? (
              <div className={css.notice} role="alert">
                <span>{i18n._(notice)}</span>
                <button type="button" className={button({ tone: 'ghost' })} onClick={() => notesRef.send({ type: 'notes.notice.dismiss' })}>
                  <Trans id="demo.notes.notice.dismiss" message="Dismiss" />
                </button>
              </div>
            ) : null}
            <p role="status" className={css.muted}>
              {i18n._({ id: 'demo.notes.count', message: '{count, plural, =0 {No notes here} one {# note} other {# notes}}', values: { count: notes.length } })}
              {query.trim() ? ` · ${i18n._({ id: 'demo.notes.count.search', message: 'matching “{query}”', values: { query: query.trim() } })}` : ''}
            </p>
            <ul className={css.grid} aria-busy={busy}>
              {notes.map((note) => (
                <NoteCard key={note.key} notesRef={notesRef} note={note} labels={labels} />
              ))}
            </ul>
          </div>
        </div>
      )}
      <NoteEditor notesRef={notesRef} />
      <NotesLabelsDialog notesRef={notesRef} />
    </>
  );
}

function NoteCard({ notesRef, note, labels }: { notesRef: NotesRef; note: Note; labels: NoteLabel[] }) {
  const { i18n } = useLingui();
  const canArchive = useSelector(notesRef, (s) => s.can({ type: 'notes.archive.toggle', key: note.key }));
  const canDelete = useSelector(notesRef, (s) => s.can({ type: 'notes.delete', key: note.key }));
  const canTick = useSelector(notesRef, (s) => s.can({ type: 'notes.task.toggle', key: note.key, index: 0 }));
  const name = note.title.trim() || i18n._({ id: 'demo.notes.untitled', message: 'Untitled note' });
  const date = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeZone: 'UTC' });
  return (
    <li className={css.card}>
      <NoteImage src={note.image} />
      <button type="button" className={css.open} onClick={() => notesRef.send({ type: 'notes.open', key: note.key })}>
        <span className={note.title.trim() ? css.title : `${css.title} ${css.muted}`}>{name}</span>
        {note.content ? <span className={css.content}>{note.content}</span> : null}
      </button>
      {note.tasks && note.tasks.length > 0 ? (
        <ul className={css.tasks} aria-label={i18n._({ id: 'demo.notes.tasksOf', message: 'Tasks of {name}', values: { name } })}>
          {note.tasks.map((task, index) => (
            <li key={task.id ?? index} className={css.task}>
              <label className={css.task}>
                <input type="checkbox" checked={task.completed} disabled={!canTick} onChange={() => notesRef.send({ type: 'notes.task.toggle', key: note.key, index })} />
                <span className={task.completed ? css.done : undefined}>{task.content}</span>
              </label>
            </li>
          ))}
        </ul>
      ) : null}
      {note.reminder || note.labels.length > 0 ? (
        <div className={css.chips}>
          {note.reminder ? <Badge tone="warning">{i18n._({ id: 'demo.notes.reminder.on', message: 'Reminder {date}', values: { date: date.format(new Date(note.reminder)) } })}</Badge> : null}
          {note.labels.map((id) => {
            const l = labels.find((x) => x.id === id);
            return l ? (
              <span key={id} className={css.chip}>
                {l.title}
              </span>
            ) : null;
          })}
        </div>
      ) : null}
      {note.shared ? (
        <p className={css.muted}>
          <Trans id="demo.notes.shared" message="Another note has the same id, so this one is read-only." />
        </p>
      ) : (
        <div className={css.actions}>
          <button
            type="button"
            className={button({ tone: 'ghost' })}
            disabled={!canArchive}
            aria-label={note.archived ? i18n._({ id: 'demo.notes.unarchive', message: 'Unarchive {name}', values: { name } }) : i18n._({ id: 'demo.notes.archive', message: 'Archive {name}', values: { name } })}
            onClick={() => notesRef.send({ type: 'notes.archive.toggle', key: note.key })}
          >
            {note.archived ? i18n._({ id: 'demo.notes.unarchive.short', message: 'Unarchive' }) : i18n._({ id: 'demo.notes.archive.short', message: 'Archive' })}
          </button>
          <button
            type="button"
            className={iconButton}
            disabled={!canDelete}
            aria-label={i18n._({ id: 'demo.notes.delete', message: 'Delete {name}', values: { name } })}
            title={i18n._({ id: 'demo.notes.delete.short', message: 'Delete' })}
            onClick={() => notesRef.send({ type: 'notes.delete', key: note.key })}
          >
            <Icon name="trash" size={18} />
          </button>
        </div>
      )}
    </li>
  );
}
