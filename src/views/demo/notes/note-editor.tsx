/**
 * The note editor (issue 14): a dialog over the notes for a new note or an open one: title, text, tasks (add, tick,
 * remove), reminder day, labels, the picture (removable), archive state, Save and Delete. A note whose id is shared is
 * shown read-only and says why.
 */
import { Dialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import { Trans, useLingui } from '@lingui/react';
import { useSelector } from '@xstate/react';
import { useId } from 'react';
import { MAX_CONTENT, MAX_TITLE } from '../../../machines/demo/notes/notes-api';
import { selectEditor, selectLabels, type NotesRef } from '../../../machines/demo/notes/notes.machine';
import { button } from '../../theme/recipes/button.css';
import { iconButton } from '../../theme/recipes/icon-button.css';
import { Icon } from '../../ui/icon';
import { NoteImage } from './note-image';
import * as css from './notes.css';
import { DayPicker } from '../../kit/day-picker';

export function NoteEditor({ notesRef }: { notesRef: NotesRef }) {
  const open = useSelector(notesRef, (s) => selectEditor(s) !== null);
  return (
    <Dialog.Root open={open} onOpenChange={(d) => !d.open && notesRef.send({ type: 'notes.editor.close' })} lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop className={css.backdrop} />
        <Dialog.Positioner className={css.positioner}>
          <Dialog.Content className={css.dialog}>{open ? <EditorBody notesRef={notesRef} /> : null}</Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function EditorBody({ notesRef }: { notesRef: NotesRef }) {
  const { i18n } = useLingui();
  const editor = useSelector(notesRef, selectEditor)!;
  const labels = useSelector(notesRef, selectLabels);
  const canSave = useSelector(notesRef, (s) => s.can({ type: 'notes.editor.save' }));
  const canAddTask = useSelector(notesRef, (s) => s.can({ type: 'notes.editor.task.add' }));
  const canClose = useSelector(notesRef, (s) => s.can({ type: 'notes.editor.close' }));
  const key = editor.key;
  const canDelete = useSelector(notesRef, (s) => key !== null && s.can({ type: 'notes.delete', key }));
  const canArchive = useSelector(notesRef, (s) => key !== null && s.can({ type: 'notes.archive.toggle', key }));
  const ids = { title: useId(), content: useId(), task: useId(), reminder: useId() };
  const { draft, readOnly } = editor;
  const heading =
    key === null ? i18n._({ id: 'demo.notes.editor.new', message: 'New note' }) : draft.title.trim() || i18n._({ id: 'demo.notes.untitled', message: 'Untitled note' });
  return (
    <>
      <div className={css.dialogHeader}>
        <Dialog.Title className={css.dialogTitle}>{heading}</Dialog.Title>
        <Dialog.CloseTrigger className={iconButton} disabled={!canClose} aria-label={i18n._({ id: 'demo.notes.editor.close', message: 'Close the note' })}>
          <Icon name="close" size={20} />
        </Dialog.CloseTrigger>
      </div>
      {readOnly ? (
        <Dialog.Description className={css.muted}>
          <Trans id="demo.notes.shared" message="Another note has the same id, so this one is read-only." />
        </Dialog.Description>
      ) : null}
      <form
        className={css.form}
        onSubmit={(e) => {
          e.preventDefault();
          if (canSave) notesRef.send({ type: 'notes.editor.save' });
        }}
      >
        <NoteImage src={draft.image} />
        {draft.image && !readOnly ? (
          <div>
            <button type="button" className={button({ tone: 'ghost' })} onClick={() => notesRef.send({ type: 'notes.editor.image.remove' })}>
              <Trans id="demo.notes.editor.image.remove" message="Remove the picture" />
            </button>
          </div>
        ) : null}
        <div className={css.field}>
          <label className={css.label} htmlFor={ids.title}>
            <Trans id="demo.notes.editor.title" message="Title" />
          </label>
          <input id={ids.title} className={css.input} value={draft.title} readOnly={readOnly} maxLength={MAX_TITLE} onChange={(e) => notesRef.send({ type: 'notes.editor.change', field: 'title', value: e.target.value })} />
        </div>
        <div className={css.field}>
          <label className={css.label} htmlFor={ids.content}>
            <Trans id="demo.notes.editor.content" message="Note" />
          </label>
          <textarea id={ids.content} className={css.textarea} value={draft.content} readOnly={readOnly} maxLength={MAX_CONTENT} onChange={(e) => notesRef.send({ type: 'notes.editor.change', field: 'content', value: e.target.value })} />
        </div>
        <fieldset className={css.fieldset}>
          <legend className={css.label}>
            <Trans id="demo.notes.editor.tasks" message="Tasks" />
          </legend>
          {draft.tasks && draft.tasks.length > 0 ? (
            <ul className={css.tasks}>
              {draft.tasks.map((task, index) => (
                <li key={task.id ?? `new-${index}`} className={css.row}>
                  <label className={css.task}>
                    <input type="checkbox" checked={task.completed} disabled={readOnly} onChange={() => notesRef.send({ type: 'notes.editor.task.toggle', index })} />
                    <span className={task.completed ? css.done : undefined}>{task.content}</span>
                  </label>
                  {readOnly ? null : (
                    <button
                      type="button"
                      className={iconButton}
                      aria-label={i18n._({ id: 'demo.notes.editor.task.remove', message: 'Remove the task {task}', values: { task: task.content } })}
                      onClick={() => notesRef.send({ type: 'notes.editor.task.remove', index })}
                    >
                      <Icon name="close" size={16} />
                    </button>
                  )}
                </li>
              ))}
            </ul>
          ) : (
            <p className={css.muted}>
              <Trans id="demo.notes.editor.noTasks" message="No tasks." />
            </p>
          )}
          {readOnly ? null : (
            <div className={css.row}>
              <label htmlFor={ids.task} className="visually-hidden">
                <Trans id="demo.notes.editor.task.new" message="New task" />
              </label>
              <input
                id={ids.task}
                className={css.input}
                value={editor.taskText}
                maxLength={1000}
                autoComplete="off"
                placeholder={i18n._({ id: 'demo.notes.editor.task.new', message: 'New task' })}
                onChange={(e) => notesRef.send({ type: 'notes.editor.task.text', value: e.target.value })}
                onKeyDown={(e) => {
                  if (e.key !== 'Enter') return;
                  e.preventDefault();
                  if (canAddTask) notesRef.send({ type: 'notes.editor.task.add' });
                }}
              />
              <button type="button" className={button({ tone: 'secondary' })} disabled={!canAddTask} onClick={() => notesRef.send({ type: 'notes.editor.task.add' })}>
                <Trans id="demo.notes.editor.task.add" message="Add task" />
              </button>
            </div>
          )}
        </fieldset>
        <div className={css.field}>
          <DayPicker
            inputId={ids.reminder}
            label={<Trans id="demo.notes.editor.reminder" message="Reminder" />}
            labelClassName={css.label}
            readOnly={readOnly}
            value={draft.reminder ? draft.reminder.slice(0, 10) : null}
            onChange={(day) => notesRef.send({ type: 'notes.editor.reminder.change', day: day ?? '' })}
          />
        </div>
        <fieldset className={css.fieldset}>
          <legend className={css.label}>
            <Trans id="demo.notes.editor.labels" message="Labels" />
          </legend>
          <div className={css.checks}>
            {labels.map((l) => (
              <label key={l.id} className={css.check}>
                <input type="checkbox" checked={draft.labels.includes(l.id)} disabled={readOnly} onChange={() => notesRef.send({ type: 'notes.editor.label.toggle', labelId: l.id })} />
                {l.title}
              </label>
            ))}
          </div>
        </fieldset>
        <div className={css.dialogActions}>
          <div className={css.actions}>
            {key !== null && !readOnly ? (
              <>
                <button type="button" className={button({ tone: 'secondary' })} disabled={!canDelete} onClick={() => notesRef.send({ type: 'notes.delete', key })}>
                  <Trans id="demo.notes.editor.delete" message="Delete" />
                </button>
                <button type="button" className={button({ tone: 'secondary' })} disabled={!canArchive} onClick={() => notesRef.send({ type: 'notes.archive.toggle', key })}>
                  {draft.archived ? <Trans id="demo.notes.unarchive.short" message="Unarchive" /> : <Trans id="demo.notes.archive.short" message="Archive" />}
                </button>
              </>
            ) : null}
          </div>
          {readOnly ? null : (
            <button type="submit" className={button()} disabled={!canSave}>
              <Trans id="demo.notes.editor.save" message="Save" />
            </button>
          )}
        </div>
      </form>
    </>
  );
}
