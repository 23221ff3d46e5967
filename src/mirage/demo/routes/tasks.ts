/** Tasks endpoints (SPEC §7 "Tasks"). */
import { defineRoutes } from '../endpoint';

const base = '/api/apps/tasks';

export const tasksRoutes = defineRoutes('tasks', [
  { method: 'GET', path: `${base}/tags`, handler: 'getTags', payload: '—', answer: 'Tag[] (Api, Frontend, Bug, Backend, Urgent, Discuss), newest first' },
  { method: 'POST', path: `${base}/tag`, handler: 'createTag', payload: '{tag: {title}}', answer: 'the new Tag (new id, placed first)' },
  { method: 'PATCH', path: `${base}/tag`, handler: 'updateTag', payload: '{id, tag: {title}}', answer: 'the updated Tag; 404 unknown id' },
  {
    method: 'DELETE', path: `${base}/tag`, handler: 'deleteTag', payload: 'query `id`',
    answer: 'true, and the tag is removed from every task; false for a missing or unknown id',
  },
  { method: 'GET', path: `${base}/all`, handler: 'getAll', payload: '—', answer: 'Task[] (sections and tasks) sorted by order' },
  {
    method: 'GET', path: `${base}/search`, handler: 'search', payload: 'query `query`',
    answer: 'Task[] whose title or notes contain it (case-insensitive), matches in the title wrapped in <mark>; [] without query',
  },
  {
    method: 'PATCH', path: `${base}/order`, handler: 'updateOrder', payload: '{tasks: [{id, order}]}',
    answer: 'all Tasks sorted by the new order (only order is applied; all ids must exist)',
  },
  { method: 'GET', path: `${base}/task`, handler: 'getTask', payload: 'query `id`', answer: 'Task, or null' },
  { method: 'DELETE', path: `${base}/task`, handler: 'deleteTask', payload: 'query `id`', answer: 'true; false for a missing or unknown id' },
  {
    method: 'POST', path: `${base}/task`, handler: 'createTask', payload: "{type: 'task' | 'section'}",
    answer: "new blank Task ('' title, null notes, not completed, no due date, priority 1, no tags, order 0; the others move down)",
  },
  {
    method: 'PATCH', path: `${base}/task`, handler: 'updateTask', payload: '{id, task: Partial<Task>}',
    answer: 'the merged Task; 404 unknown id; 400 bad field, priority outside 0..2, unknown tag or contact',
  },
]);
