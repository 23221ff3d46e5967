/**
 * One task or section: its form (title; for a task also notes, due date, priority, tags, completed and subtasks), saved
 * when changed, and its delete. The task machine decides what may be sent; this view selects and sends.
 */
import { Trans, useLingui } from '@lingui/react';
import { useSelector } from '@xstate/react';
import { useId } from 'react';
import type { Tag } from '../../../machines/demo/contacts/contacts-api';
import { NOTES_MAX, TITLE_MAX } from '../../../machines/demo/tasks/task-draft';
import {
  selectIsTaskLoading,
  selectIsTaskNotFound,
  selectIsTaskSaving,
  selectTask,
  selectTaskDraft,
  selectTaskFailure,
  selectTaskProblems,
  selectTaskSaveFailure,
  type TaskDetailRef,
} from '../../../machines/demo/tasks/task-detail.machine';
import type { Priority } from '../../../machines/demo/tasks/tasks-api';
import * as field from '../../kit/field.css';
import { button } from '../../theme/recipes/button.css';
import { problemTexts } from '../contacts/contacts-texts';
import { DetailStates, SaveAlerts, TagChecks } from '../detail-parts';
import * as css from './tasks-page.css';
import { DayPicker } from '../../kit/day-picker';

const newSubTaskId = () => (typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `st-${Date.now()}-${Math.random().toString(36).slice(2)}`);

export function TaskDetail({ detailRef, tags }: { detailRef: TaskDetailRef; tags: Tag[] }) {
  const loading = useSelector(detailRef, selectIsTaskLoading);
  const notFound = useSelector(detailRef, selectIsTaskNotFound);
  const failure = useSelector(detailRef, selectTaskFailure);
  const canRetry = useSelector(detailRef, (s) => s.can({ type: 'task.retry' }));
  return (
    <DetailStates
      loading={loading}
      notFound={notFound}
      failure={failure}
      canRetry={canRetry}
      onRetry={() => detailRef.send({ type: 'task.retry' })}
      classes={css}
      headingClass={css.heading}
      loadingText={<Trans id="demo.tasks.loadingOne" message="Loading the task…" />}
      notFoundTitle={<Trans id="demo.tasks.notFound.title" message="Task not found" />}
      notFoundText={<Trans id="demo.tasks.notFound" message="No task has this address: it may have been deleted. Choose another one from the list." />}
    >
      <TaskForm detailRef={detailRef} tags={tags} />
    </DetailStates>
  );
}

function TaskForm({ detailRef, tags }: { detailRef: TaskDetailRef; tags: Tag[] }) {
  const { i18n } = useLingui();
  const task = useSelector(detailRef, selectTask);
  const draft = useSelector(detailRef, selectTaskDraft);
  const problems = useSelector(detailRef, selectTaskProblems);
  const saving = useSelector(detailRef, selectIsTaskSaving);
  const saveFailure = useSelector(detailRef, selectTaskSaveFailure);
  const knownTags = tags.map((t) => t.id);
  const canReset = useSelector(detailRef, (s) => s.can({ type: 'task.reset' }));
  const canDelete = useSelector(detailRef, (s) => s.can({ type: 'task.delete' }));
  const titleId = useId();
  const notesId = useId();
  const dueId = useId();
  const priorityId = useId();
  const newSubId = useId();
  if (!task || !draft) return null;
  const isTask = task.type === 'task';
  const p = (key: keyof typeof problems) => (problems[key] ? i18n._(problemTexts[problems[key]!]) : undefined);
  return (
    <form
      className={css.form}
      noValidate
      aria-labelledby={`${titleId}-h`}
      onSubmit={(event) => {
        event.preventDefault();
        detailRef.send({ type: 'task.save', knownTags });
      }}
    >
      <h2 id={`${titleId}-h`} className={css.heading}>
        {isTask ? <Trans id="demo.tasks.taskHeading" message="Task" /> : <Trans id="demo.tasks.sectionHeading" message="Section" />}
      </h2>
      <div className={field.field}>
        <label htmlFor={titleId} className={field.label}>
          <Trans id="demo.tasks.field.title" message="Title" />
        </label>
        <input
          id={titleId}
          className={field.control}
          value={draft.title}
          maxLength={TITLE_MAX + 20}
          aria-invalid={p('title') ? true : undefined}
          aria-describedby={p('title') ? `${titleId}-p` : undefined}
          onChange={(event) => detailRef.send({ type: 'task.field.change', field: 'title', value: event.target.value })}
        />
        {p('title') ? (
          <p id={`${titleId}-p`} className={field.error}>
            {p('title')}
          </p>
        ) : null}
      </div>
      {isTask ? (
        <>
          <label className={css.check}>
            <input type="checkbox" checked={draft.completed} onChange={(event) => detailRef.send({ type: 'task.completed.change', completed: event.target.checked })} />
            <Trans id="demo.tasks.field.completed" message="Completed" />
          </label>
          <div className={field.field}>
            <label htmlFor={notesId} className={field.label}>
              <Trans id="demo.tasks.field.notes" message="Notes" />
            </label>
            <textarea
              id={notesId}
              className={field.textarea}
              value={draft.notes}
              maxLength={NOTES_MAX}
              onChange={(event) => detailRef.send({ type: 'task.field.change', field: 'notes', value: event.target.value })}
            />
          </div>
          <div className={css.twoCols}>
            <div className={field.field}>
              <DayPicker
                inputId={dueId}
                label={<Trans id="demo.tasks.field.due" message="Due date" />}
                labelClassName={field.label}
                value={draft.dueDate === '' ? null : draft.dueDate}
                invalid={Boolean(p('dueDate'))}
                onChange={(day) => detailRef.send({ type: 'task.field.change', field: 'dueDate', value: day ?? '' })}
              />
              {p('dueDate') ? <p className={field.error}>{p('dueDate')}</p> : null}
            </div>
            <div className={field.field}>
              <label htmlFor={priorityId} className={field.label}>
                <Trans id="demo.tasks.field.priority" message="Priority" />
              </label>
              <select
                id={priorityId}
                className={field.control}
                value={draft.priority}
                onChange={(event) => detailRef.send({ type: 'task.priority.change', priority: Number(event.target.value) as Priority })}
              >
                <option value={0}>{i18n._({ id: 'demo.tasks.priority.0', message: 'Low' })}</option>
                <option value={1}>{i18n._({ id: 'demo.tasks.priority.1', message: 'Normal' })}</option>
                <option value={2}>{i18n._({ id: 'demo.tasks.priority.2', message: 'High' })}</option>
              </select>
            </div>
          </div>
          <TagChecks
            tags={tags}
            checked={draft.tags}
            legend={<Trans id="demo.tasks.field.tags" message="Tags" />}
            onToggle={(id) => detailRef.send({ type: 'task.tag.toggle', id })}
            classes={css}
          />
          <fieldset className={css.fieldset}>
            <legend className={css.legend}>
              <Trans id="demo.tasks.field.subTasks" message="Subtasks" />
            </legend>
            {draft.subTasks.map((sub, index) => (
              <div key={sub.id} className={css.subRow}>
                <input
                  type="checkbox"
                  checked={sub.completed}
                  aria-label={i18n._({ id: 'demo.tasks.sub.done', message: 'Subtask {n} completed', values: { n: index + 1 } })}
                  onChange={(event) => detailRef.send({ type: 'task.subTask.change', index, completed: event.target.checked })}
                />
                <input
                  className={`${field.control} ${css.grow}`}
                  value={sub.title}
                  maxLength={TITLE_MAX + 20}
                  aria-label={i18n._({ id: 'demo.tasks.sub.title', message: 'Subtask {n}', values: { n: index + 1 } })}
                  aria-invalid={problems[`subTasks.${index}`] ? true : undefined}
                  onChange={(event) => detailRef.send({ type: 'task.subTask.change', index, title: event.target.value })}
                />
                <button type="button" className={button({ tone: 'ghost' })} onClick={() => detailRef.send({ type: 'task.subTask.remove', index })}>
                  <Trans id="demo.tasks.sub.remove" message="Remove" />
                  <span className={css.hidden}> {i18n._({ id: 'demo.tasks.sub.title', message: 'Subtask {n}', values: { n: index + 1 } })}</span>
                </button>
              </div>
            ))}
            <div className={css.subRow}>
              <label htmlFor={newSubId} className={css.hidden}>
                <Trans id="demo.tasks.sub.new" message="New subtask" />
              </label>
              <input
                id={newSubId}
                key={draft.subTasks.length}
                className={`${field.control} ${css.grow}`}
                maxLength={TITLE_MAX}
                placeholder={i18n._({ id: 'demo.tasks.sub.new', message: 'New subtask' })}
                onKeyDown={(event) => {
                  if (event.key !== 'Enter') return;
                  event.preventDefault();
                  detailRef.send({ type: 'task.subTask.add', id: newSubTaskId(), title: event.currentTarget.value });
                }}
              />
              <button
                type="button"
                className={button({ tone: 'secondary' })}
                onClick={(event) => {
                  const input = event.currentTarget.form?.querySelector<HTMLInputElement>(`[id="${newSubId}"]`);
                  detailRef.send({ type: 'task.subTask.add', id: newSubTaskId(), title: input?.value ?? '' });
                }}
              >
                <Trans id="demo.tasks.sub.add" message="Add subtask" />
              </button>
            </div>
          </fieldset>
        </>
      ) : null}
      <SaveAlerts saveFailure={saveFailure} hasProblems={Object.keys(problems).length > 0} className={css.problem} />
      <div className={css.actions}>
        <button type="submit" className={button()} disabled={saving || !canReset}>
          {saving ? <Trans id="demo.people.saving" message="Saving…" /> : <Trans id="demo.people.save" message="Save" />}
        </button>
        <button type="button" className={button({ tone: 'secondary' })} disabled={!canReset} onClick={() => detailRef.send({ type: 'task.reset' })}>
          <Trans id="demo.tasks.reset" message="Undo changes" />
        </button>
        <button type="button" className={button({ tone: 'secondary' })} disabled={!canDelete} onClick={() => detailRef.send({ type: 'task.delete' })}>
          <Trans id="demo.tasks.delete" message="Delete" />
        </button>
      </div>
    </form>
  );
}
