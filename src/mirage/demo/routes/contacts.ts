/** Contacts endpoints (SPEC §7 "Contacts"). */
import { defineRoutes } from '../endpoint';

const base = '/api/apps/contacts';

export const contactsRoutes = defineRoutes('contacts', [
  { method: 'GET', path: `${base}/all`, handler: 'all', payload: '—', answer: 'Contact[] sorted by name' },
  {
    method: 'GET', path: `${base}/search`, handler: 'search', payload: 'query `query`',
    answer: 'Contact[] whose name contains `query` (case-insensitive), sorted by name',
  },
  { method: 'GET', path: `${base}/contact`, handler: 'getContact', payload: 'query `id`', answer: 'Contact, or null' },
  {
    method: 'POST', path: `${base}/contact`, handler: 'createContact', payload: '—',
    answer: "new blank Contact ('New Contact', empty lists and strings, null birthday/address/notes/avatar, no tags), placed first",
  },
  {
    method: 'PATCH', path: `${base}/contact`, handler: 'updateContact', payload: '{id, contact: Partial<Contact>}',
    answer: 'the merged Contact; 404 unknown id; 400 bad field, unknown tag or country',
  },
  {
    method: 'DELETE', path: `${base}/contact`, handler: 'deleteContact', payload: 'query `id`',
    answer: 'true; false (nothing deleted) for a missing or unknown id',
  },
  { method: 'GET', path: `${base}/countries`, handler: 'getCountries', payload: '—', answer: 'Country[] (about 240)' },
  { method: 'GET', path: `${base}/tags`, handler: 'getTags', payload: '—', answer: 'ContactTag[], newest first' },
  { method: 'POST', path: `${base}/tag`, handler: 'createTag', payload: '{tag: {title}}', answer: 'the new ContactTag (new id, placed first)' },
  {
    method: 'PATCH', path: `${base}/tag`, handler: 'updateTag', payload: '{id, tag: {title}}',
    answer: 'the updated ContactTag; 404 unknown id',
  },
  {
    method: 'DELETE', path: `${base}/tag`, handler: 'deleteTag', payload: 'query `id`',
    answer: 'true, and the tag is removed from every contact; false for a missing or unknown id',
  },
  {
    method: 'POST', path: `${base}/avatar`, handler: 'uploadAvatar',
    payload: 'multipart {id, avatar: image file} or JSON {id, avatar: data URL}',
    answer: 'the Contact with `avatar` stored as a data URL; 404 unknown id',
  },
]);
