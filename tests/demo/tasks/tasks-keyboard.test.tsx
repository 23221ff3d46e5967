// Issue 14: the keyboard alternative to dragging a task row. Alt+Arrow Down / Up on the focused row and the move
// buttons move it, the live region says where it went, a failed move is put back and said; the drop rule of the drag.
import { I18nProvider } from '@lingui/react';
import type { Messages } from '@lingui/core';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { createActor, createMachine, fromPromise } from 'xstate';
import catalog from '../../../src/locales/en-US/messages.json';
import { ApiError } from '../../../src/machines/effects/api-error';
import { activateCatalog, i18n } from '../../../src/machines/effects/i18n';
import { dropIndex, type Task } from '../../../src/machines/demo/tasks/tasks-api';
import { tasksMachine } from '../../../src/machines/demo/tasks/tasks.machine';
import { tagManagerMachine } from '../../../src/machines/demo/contacts/tag-manager.machine';
import { TaskList } from '../../../src/views/demo/tasks/tasks-page';

beforeAll(() => {
  activateCatalog('en-US', (catalog as unknown as { messages: Messages }).messages);
});

const task = (id: string, order: number, over: Partial<Task> = {}): Task => ({
  id, type: 'task', title: `Task ${id}`, notes: null, completed: false, dueDate: null, priority: 1, tags: [], assignedTo: null, subTasks: [], order, ...over,
});
const list = [task('s', 0, { type: 'section', title: 'Sprint' }), task('a', 1), task('b', 2), task('c', 3)];

async function setup(write: (tasks: Task[]) => Promise<Task[]>) {
  const ref = createActor(
    tasksMachine.provide({
      actors: {
        loadTasks: fromPromise(async () => list),
        writeList: fromPromise<Task[], { tasks: Task[] }>(({ input }) => write(input.tasks)),
        tagManager: tagManagerMachine.provide({ actors: { loadTags: fromPromise(async () => []) } as never }),
        taskDetail: createMachine({}),
      } as never,
    }),
  ).start();
  render(
    <I18nProvider i18n={i18n}>
      <TaskList tasksRef={ref} selectedId={null} navigate={() => undefined} />
    </I18nProvider>,
  );
  await screen.findByRole('link', { name: 'Task a' });
  return ref;
}

const titles = () => within(screen.getAllByRole('list')[0]!).getAllByRole('link').map((a) => a.querySelector('span')?.textContent);
const status = () => screen.getAllByRole('status')[0]!;
const settle = () => act(() => new Promise((r) => setTimeout(r, 0)));

describe('task rows from the keyboard', () => {
  it('Alt+Arrow Down moves the focused row, announced; Alt+Arrow Up and the buttons move it back', async () => {
    const sent: string[][] = [];
    await setup(async (tasks) => (sent.push(tasks.map((t) => t.id)), tasks));
    fireEvent.keyDown(screen.getByRole('link', { name: 'Task a' }), { key: 'ArrowDown', altKey: true });
    expect(titles()).toEqual(['Section: Sprint', 'Task b', 'Task a', 'Task c']);
    expect(status().textContent).toBe('“Task a” moved to position 3 of 4.');
    await settle();
    fireEvent.keyDown(screen.getByRole('link', { name: 'Task a' }), { key: 'ArrowUp', altKey: true });
    expect(titles()).toEqual(['Section: Sprint', 'Task a', 'Task b', 'Task c']);
    await settle();
    // Without Alt the arrows are left to the page (no move).
    fireEvent.keyDown(screen.getByRole('link', { name: 'Task a' }), { key: 'ArrowDown' });
    expect(titles()).toEqual(['Section: Sprint', 'Task a', 'Task b', 'Task c']);
    fireEvent.click(screen.getByRole('button', { name: 'Move down: Task c' }));
    expect((screen.getByRole('button', { name: 'Move down: Task c' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Move up: Task c' }));
    expect(titles()).toEqual(['Section: Sprint', 'Task a', 'Task c', 'Task b']);
    await settle();
    expect((screen.getByRole('button', { name: 'Move up: Sprint' }) as HTMLButtonElement).disabled).toBe(true);
    expect(sent).toEqual([['s', 'b', 'a', 'c'], ['s', 'a', 'b', 'c'], ['s', 'a', 'c', 'b']]);
  });

  it('a move the API refuses is put back and said', async () => {
    await setup(async () => {
      throw new ApiError({ kind: 'network', code: 'offline', method: 'PATCH', url: '/api/apps/tasks/order' });
    });
    fireEvent.keyDown(screen.getByRole('link', { name: 'Task b' }), { key: 'ArrowUp', altKey: true });
    expect(titles()).toEqual(['Section: Sprint', 'Task b', 'Task a', 'Task c']);
    await settle();
    expect(titles()).toEqual(['Section: Sprint', 'Task a', 'Task b', 'Task c']);
    expect(status().textContent).toBe('The move could not be saved; the list is back as it was.');
  });

  it('the completion checkbox toggles the task and the counts', async () => {
    await setup(async (tasks) => tasks);
    expect(screen.getByText('3 remaining tasks · 0 completed')).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Completed: Task b' }));
    expect(screen.getByText('2 remaining tasks · 1 completed')).toBeTruthy();
  });
});

describe('the drop rule of the drag', () => {
  it('before or after the target row, counting the row taken out', () => {
    expect(dropIndex(0, 2, 'before')).toBe(1);
    expect(dropIndex(0, 2, 'after')).toBe(2);
    expect(dropIndex(3, 1, 'before')).toBe(1);
    expect(dropIndex(3, 1, 'after')).toBe(2);
  });
});
