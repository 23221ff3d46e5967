/**
 * The tasks demo app (/apps/tasks and /apps/tasks/{id}, issue 14): sections and tasks by order with their counts, a
 * task's completion toggled in the list, rows moved by dragging their handle or, from the keyboard, with Alt+Arrow
 * keys or the move buttons (announced in a live region), a new task or section, and the item of the address beside
 * the list (on a phone, one or the other). Every state is the tasks machine's; this page selects and sends.
 */
import { Trans, useLingui } from '@lingui/react';
import { useSelector } from '@xstate/react';
import { useEffect, useLayoutEffect, useRef } from 'react';
import type { Task } from '../../../machines/demo/tasks/tasks-api';
import {
  selectCounts,
  selectDetailRef,
  selectFailure,
  selectIsLoading,
  selectNotice,
  selectTagManagerRef,
  selectTasks,
  tasksMachine,
  type TasksNotice,
  type TasksRef,
} from '../../../machines/demo/tasks/tasks.machine';
import type { SessionRef } from '../../../machines/session.machine';
import { Badge } from '../../kit/badge';
import { InAppLink } from '../../kit/in-app-link';
import { useSectionActor } from '../../sections/use-section-actor';
import { button } from '../../theme/recipes/button.css';
import { Icon } from '../../ui/icon';
import { failureTexts } from '../contacts/contacts-texts';
import { TagManagerPanel } from '../contacts/tag-manager-panel';
import { ListDetailPage, useItemAddress } from '../list-detail-page';
import { TaskDetail } from './task-detail';
import { bindTaskRow } from './tasks-dnd';
import * as css from './tasks-page.css';

export default function TasksPage({ sessionRef }: { sessionRef: SessionRef }) {
  const { i18n } = useLingui();
  const { id, navigate } = useItemAddress();
  const ref = useSectionActor<TasksRef>(sessionRef, 'demo.tasks', () => ({ logic: tasksMachine }));
  useEffect(() => {
    ref?.send({ type: 'tasks.route', id });
  }, [ref, id]);
  return (
    <ListDetailPage
      title={<Trans id="demo.tasks.title" message="Tasks" />}
      classes={css}
      listPath="/apps/tasks"
      selectedId={id}
      navigate={navigate}
      detailLabel={i18n._({ id: 'demo.tasks.detail', message: 'Task details' })}
      backText={<Trans id="demo.tasks.back" message="← All tasks" />}
      chooseText={<Trans id="demo.tasks.choose" message="Choose a task to see and change its details." />}
      list={ref ? <TaskList tasksRef={ref} selectedId={id} navigate={navigate} /> : null}
      detail={ref ? <DetailSlot tasksRef={ref} /> : null}
    />
  );
}

function DetailSlot({ tasksRef }: { tasksRef: TasksRef }) {
  const detailRef = useSelector(tasksRef, selectDetailRef);
  const tags = useSelector(tasksRef, (s) => s.context.tags);
  return detailRef ? <TaskDetail key={detailRef.sessionId} detailRef={detailRef} tags={tags} /> : null;
}

export function noticeText(i18n: ReturnType<typeof useLingui>['i18n'], notice: TasksNotice | null): string {
  if (notice === null) return '';
  switch (notice.kind) {
    case 'moved':
      return i18n._({ id: 'demo.tasks.moved', message: '“{title}” moved to position {position} of {total}.', values: { title: notice.title || i18n._(untitled), position: notice.position, total: notice.total } });
    case 'moveFailed':
      return i18n._({ id: 'demo.tasks.moveFailed', message: 'The move could not be saved; the list is back as it was.' });
    case 'toggleFailed':
      return i18n._({ id: 'demo.tasks.toggleFailed', message: 'The change could not be saved; the task is back as it was.' });
    case 'addFailed':
      return i18n._(failureTexts[notice.failure]);
  }
}

const untitled = /*i18n*/ { id: 'demo.tasks.untitled', message: 'Untitled' };

export function TaskList({ tasksRef, selectedId, navigate }: { tasksRef: TasksRef; selectedId: string | null; navigate: (to: string) => void }) {
  const { i18n } = useLingui();
  const tasks = useSelector(tasksRef, selectTasks);
  const counts = useSelector(tasksRef, selectCounts);
  const loading = useSelector(tasksRef, selectIsLoading);
  const failure = useSelector(tasksRef, selectFailure);
  const notice = useSelector(tasksRef, selectNotice);
  const canAdd = useSelector(tasksRef, (s) => s.can({ type: 'tasks.add', kind: 'task' }));
  const canRetry = useSelector(tasksRef, (s) => s.can({ type: 'tasks.retry' }));
  const tagsRef = useSelector(tasksRef, selectTagManagerRef);
  return (
    <section className={`${css.listPane} ${selectedId !== null ? css.hiddenBelowMd : ''}`} aria-label={i18n._({ id: 'demo.tasks.list', message: 'Task list' })}>
      <div className={css.toolbar}>
        <p className={css.counts}>
          {loading || failure ? null : i18n._({ id: 'demo.tasks.counts', message: '{remaining, plural, one {# remaining task} other {# remaining tasks}} · {completed} completed', values: counts })}
        </p>
        <button type="button" className={button()} disabled={!canAdd} onClick={() => tasksRef.send({ type: 'tasks.add', kind: 'task' })}>
          <Icon name="plus" size={18} />
          <Trans id="demo.tasks.addTask" message="Add task" />
        </button>
        <button type="button" className={button({ tone: 'secondary' })} disabled={!canAdd} onClick={() => tasksRef.send({ type: 'tasks.add', kind: 'section' })}>
          <Trans id="demo.tasks.addSection" message="Add section" />
        </button>
      </div>
      <p className={css.hint}>
        <Trans id="demo.tasks.keys" message="Drag a row by its handle, or move the focused row with Alt+Arrow Up and Alt+Arrow Down." />
      </p>
      <p role="status" aria-live="polite" className={css.status}>
        {noticeText(i18n, notice)}
      </p>
      {failure ? (
        <div role="alert" className={css.alert}>
          <p>{i18n._(failureTexts[failure])}</p>
          {canRetry ? (
            <button type="button" className={button({ tone: 'secondary' })} onClick={() => tasksRef.send({ type: 'tasks.retry' })}>
              <Trans id="demo.people.retry" message="Try again" />
            </button>
          ) : null}
        </div>
      ) : loading ? (
        <p className={css.status}>
          <Trans id="demo.tasks.loading" message="Loading tasks…" />
        </p>
      ) : tasks.length === 0 ? (
        <p className={css.empty}>
          <Trans id="demo.tasks.empty" message="No tasks yet: add one." />
        </p>
      ) : (
        <ol className={css.rows}>
          {tasks.map((task, index) => (
            <TaskRow key={task.id} task={task} index={index} current={task.id === selectedId} tasksRef={tasksRef} navigate={navigate} />
          ))}
        </ol>
      )}
      {tagsRef ? <TagManagerPanel tagsRef={tagsRef} /> : null}
    </section>
  );
}

function TaskRow({ task, index, current, tasksRef, navigate }: {
  task: Task; index: number; current: boolean; tasksRef: TasksRef; navigate: (to: string) => void;
}) {
  const { i18n } = useLingui();
  const rowRef = useRef<HTMLLIElement>(null);
  const handleRef = useRef<HTMLSpanElement>(null);
  const tags = useSelector(tasksRef, (s) => s.context.tags);
  const canUp = useSelector(tasksRef, (s) => s.can({ type: 'tasks.move', id: task.id, to: index - 1 }));
  const canDown = useSelector(tasksRef, (s) => s.can({ type: 'tasks.move', id: task.id, to: index + 1 }));
  const canToggle = useSelector(tasksRef, (s) => s.can({ type: 'tasks.toggle', id: task.id }));
  useLayoutEffect(() => (rowRef.current && handleRef.current ? bindTaskRow(rowRef.current, handleRef.current, task.id, tasksRef) : undefined), [task.id, tasksRef]);
  const title = task.title || i18n._(untitled);
  const moveTo = (to: number) => tasksRef.send({ type: 'tasks.move', id: task.id, to });
  const tagTitles = task.tags.map((id) => tags.find((t) => t.id === id)?.title).filter((t): t is string => t !== undefined);
  const due = task.dueDate ? new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(task.dueDate)) : null;
  return (
    <li
      ref={rowRef}
      className={task.type === 'section' ? css.sectionRow : css.row}
      data-current={current ? 'true' : undefined}
      onKeyDown={(event) => {
        if (!event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
        event.preventDefault();
        const to = event.key === 'ArrowUp' ? index - 1 : index + 1;
        if (to === index - 1 ? canUp : canDown) moveTo(to);
      }}
    >
      <span ref={handleRef} className={css.handle} aria-hidden="true" title={i18n._({ id: 'demo.tasks.drag', message: 'Drag to move' })}>
        ⠿
      </span>
      {task.type === 'task' ? (
        <input
          type="checkbox"
          className={css.checkbox}
          checked={task.completed}
          disabled={!canToggle}
          aria-label={i18n._({ id: 'demo.tasks.complete', message: 'Completed: {title}', values: { title } })}
          onChange={() => tasksRef.send({ type: 'tasks.toggle', id: task.id })}
        />
      ) : null}
      <InAppLink to={`/apps/tasks/${encodeURIComponent(task.id)}`} onNavigate={navigate} className={css.link} current={current}>
        <span className={`${css.title} ${task.completed ? css.done : ''}`}>
          {task.type === 'section' ? <span className={css.hidden}>{i18n._({ id: 'demo.tasks.section', message: 'Section:' })} </span> : null}
          {title}
        </span>
        {task.type === 'task' && (due || task.priority !== 1 || tagTitles.length > 0) ? (
          <span className={css.meta}>
            {task.priority === 2 ? <span className={css.high}>{i18n._({ id: 'demo.tasks.priority.high', message: 'High priority' })}</span> : null}
            {task.priority === 0 ? <span>{i18n._({ id: 'demo.tasks.priority.low', message: 'Low priority' })}</span> : null}
            {due ? <span>{i18n._({ id: 'demo.tasks.due', message: 'Due {date}', values: { date: due } })}</span> : null}
            {tagTitles.map((t) => (
              <Badge key={t}>{t}</Badge>
            ))}
          </span>
        ) : null}
      </InAppLink>
      <span className={css.moves}>
        <button type="button" className={css.move} disabled={!canUp} aria-label={i18n._({ id: 'demo.tasks.moveUp', message: 'Move up: {title}', values: { title } })} onClick={() => moveTo(index - 1)}>
          <Icon name="chevronDown" size={16} className={css.flip} />
        </button>
        <button type="button" className={css.move} disabled={!canDown} aria-label={i18n._({ id: 'demo.tasks.moveDown', message: 'Move down: {title}', values: { title } })} onClick={() => moveTo(index + 1)}>
          <Icon name="chevronDown" size={16} />
        </button>
      </span>
    </li>
  );
}
