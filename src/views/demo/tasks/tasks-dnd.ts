/**
 * Drag and drop of the task rows with Pragmatic drag and drop (plain DOM, so it runs on Preact): a row is draggable by
 * its handle and a drop target; the pointer over the top or bottom half of the target row says before or after. The
 * indicator is a data attribute of the row (no React state); the move is the tasks machine's (`tasks.move`).
 */
import { combine } from '@atlaskit/pragmatic-drag-and-drop/combine';
import { draggable, dropTargetForElements } from '@atlaskit/pragmatic-drag-and-drop/element/adapter';
import { dropIndex } from '../../../machines/demo/tasks/tasks-api';
import type { TasksRef } from '../../../machines/demo/tasks/tasks.machine';

const KEY = 'demo-task';

export function bindTaskRow(element: HTMLElement, handle: HTMLElement, id: string, tasksRef: TasksRef): () => void {
  const edgeOf = (clientY: number): 'before' | 'after' => {
    const rect = element.getBoundingClientRect();
    return clientY - rect.top < rect.height / 2 ? 'before' : 'after';
  };
  const clear = () => {
    delete element.dataset.drop;
  };
  return combine(
    draggable({ element, dragHandle: handle, getInitialData: () => ({ [KEY]: id }) }),
    dropTargetForElements({
      element,
      canDrop: ({ source }) => typeof source.data[KEY] === 'string',
      getData: ({ input }) => ({ [KEY]: id, edge: edgeOf(input.clientY) }),
      onDrag: ({ self, source }) => {
        element.dataset.drop = source.data[KEY] === id ? 'self' : String(self.data.edge);
      },
      onDragLeave: clear,
      onDrop: ({ self, source }) => {
        clear();
        const sourceId = source.data[KEY];
        if (typeof sourceId !== 'string' || sourceId === id) return;
        const tasks = tasksRef.getSnapshot().context.tasks;
        const from = tasks.findIndex((t) => t.id === sourceId);
        const target = tasks.findIndex((t) => t.id === id);
        if (from < 0 || target < 0) return;
        tasksRef.send({ type: 'tasks.move', id: sourceId, to: dropIndex(from, target, self.data.edge as 'before' | 'after') });
      },
    }),
  );
}
