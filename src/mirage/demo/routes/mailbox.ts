/** Mailbox endpoints (SPEC §7 "Mailbox", §4 folder counts, §5 label slug, §9 mail limits). */
import { defineRoutes } from '../endpoint';

const base = '/api/apps/mailbox';

export const mailboxRoutes = defineRoutes('mailbox', [
  { method: 'GET', path: `${base}/settings`, handler: 'getSettings', payload: '—', answer: "MailSettings {messageLayout: 'right'}" },
  { method: 'PATCH', path: `${base}/settings`, handler: 'updateSettings', payload: '{settings: Partial<MailSettings>}', answer: 'the merged MailSettings' },
  {
    method: 'GET', path: `${base}/folders`, handler: 'getFolders', payload: '—',
    answer: 'MailFolder[] with count: sent, trash 0; drafts, spam all mails; others unread mails',
  },
  { method: 'GET', path: `${base}/filters`, handler: 'getFilters', payload: '—', answer: 'MailFilter[] (starred, important)' },
  { method: 'GET', path: `${base}/labels`, handler: 'getLabels', payload: '—', answer: 'MailLabel[] {id, title, slug, color}' },
  {
    method: 'POST', path: `${base}/label`, handler: 'createLabel', payload: '{label: {title, color}}',
    answer: 'the new MailLabel, slug from the title made unique with -1, -2, ...',
  },
  {
    method: 'PATCH', path: `${base}/label`, handler: 'updateLabel', payload: '{id, label: Partial<{title, color}>}',
    answer: 'the updated MailLabel, slug recomputed from a new title without uniqueness check; 404 unknown id',
  },
  {
    method: 'DELETE', path: `${base}/label`, handler: 'deleteLabel', payload: 'query `id`',
    answer: 'true, and the label is removed from every mail; false for a missing or unknown id',
  },
  {
    method: 'GET', path: `${base}/mails`, handler: 'getMails',
    payload: 'query `folder` (slug) or `filter` (starred, important, unread) or `label` (slug), `page` (1)',
    answer:
      '{mails (each with ccCount, bccCount), pagination {totalResults, resultsPerPage: 10, currentPage, lastPage, startIndex, endIndex}}, newest first; beyond lastPage {mails: null, pagination: {lastPage}}',
    delay: 625,
  },
  { method: 'GET', path: `${base}/mail`, handler: 'getMail', payload: 'query `id`', answer: 'Mail, or null' },
  {
    method: 'PATCH', path: `${base}/mail`, handler: 'updateMail', payload: '{id, mail: Partial<{starred, important, unread, folder, labels}>}',
    answer: 'the updated Mail; 404 unknown id; 400 bad flag, unknown folder or label',
  },
]);
