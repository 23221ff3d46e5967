/** Contacts area (lazy chunk): contacts, contact tags, countries and avatars. */
import type { Handler } from '../endpoint';
import { badRequest } from '../../shared/http';
import { newId } from '../../shared/ids';
import { table, type MirageSchema } from '../../shared/store';
import { firstRank, tagHandlers } from '../tags';
import { arrayOf, id, isoDate, nonEmptyStr, nullable, object, partial, str } from '../../shared/validate';
import {
  contactRows,
  contactTagRows,
  countryRows,
  type Contact,
  type ContactRow,
  type ContactTagRow,
  type Country,
} from '../data/contacts';

const contacts = (s: MirageSchema) => table<ContactRow>(s, 'contact');
const tags = (s: MirageSchema) => table<ContactTagRow>(s, 'contactTag');
const countries = (s: MirageSchema) => table<Country>(s, 'country');

export function seed(schema: MirageSchema): void {
  countries(schema).seed(countryRows);
  tags(schema).seed(contactTagRows);
  contacts(schema).seed(contactRows);
}

const toContact = ({ rank: _rank, tagIds, ...rest }: ContactRow): Contact => ({ ...rest, tags: tagIds });

const byName = (a: ContactRow, b: ContactRow): number => a.name.localeCompare(b.name) || a.rank - b.rank;

const contactFields = {
  id,
  avatar: nullable(str),
  background: nullable(str),
  name: nonEmptyStr,
  emails: arrayOf(object({ email: str, label: str })),
  phoneNumbers: arrayOf(object({ country: str, phoneNumber: str, label: str })),
  title: str,
  company: str,
  birthday: nullable(isoDate),
  address: nullable(str),
  notes: nullable(str),
  tags: arrayOf(id),
};
const contactPatch = object({ id, contact: partial(contactFields) });

const all: Handler = ({ schema }) => contacts(schema).all().sort(byName).map(toContact);

const search: Handler = ({ schema, req }) => {
  const query = (req.query('query') ?? '').toLowerCase();
  return contacts(schema)
    .where((c) => c.name.toLowerCase().includes(query))
    .sort(byName)
    .map(toContact);
};

const getContact: Handler = (input) => {
  const row = contacts(input.schema).find(input.req.param('id'));
  return row ? toContact(row) : null;
};

const createContact: Handler = ({ schema }) => {
  const table = contacts(schema);
  const row: ContactRow = {
    id: newId(),
    rank: firstRank(table.all()),
    avatar: null,
    background: null,
    name: 'New Contact',
    emails: [],
    phoneNumbers: [],
    title: '',
    company: '',
    birthday: null,
    address: null,
    notes: null,
    tagIds: [],
  };
  return toContact(table.create(row));
};

const updateContact: Handler = ({ schema, req }) => {
  const { id: contactId, contact } = req.json(contactPatch);
  const existing = contacts(schema).get(contactId, 'Contact');
  if (contact.id !== undefined && contact.id !== existing.id) throw badRequest('body.contact.id cannot change');
  const unknownTags = (contact.tags ?? []).filter((t) => !tags(schema).has(t));
  if (unknownTags.length) throw badRequest(`Unknown contact tag id(s): ${unknownTags.join(', ')}`);
  const isos = new Set(countries(schema).all().map((c) => c.iso));
  const unknownCountries = (contact.phoneNumbers ?? []).filter((p) => !isos.has(p.country)).map((p) => p.country);
  if (unknownCountries.length) throw badRequest(`Unknown country code(s): ${unknownCountries.join(', ')}`);
  const { id: _id, tags: tagIds, ...fields } = contact;
  return toContact(contacts(schema).update(existing.id, { ...fields, ...(tagIds ? { tagIds } : {}) }));
};

const deleteContact: Handler = (input) => {
  const contactId = input.req.param('id');
  return contactId ? contacts(input.schema).destroy(contactId) : false;
};

const getCountries: Handler = ({ schema }) => countries(schema).all();

const { getTags, createTag, updateTag, deleteTag } = tagHandlers('contactTag', 'Contact tag');

async function blobToDataUrl(blob: Blob): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return `data:${blob.type || 'application/octet-stream'};base64,${btoa(binary)}`;
}

/** Multipart {id, avatar: file} (what a file input sends), or JSON {id, avatar: data URL}. */
const uploadAvatar: Handler = async ({ schema, req }) => {
  const body = req.body();
  let contactId: string;
  let avatar: string;
  if (typeof FormData !== 'undefined' && body instanceof FormData) {
    const formId = body.get('id');
    const file = body.get('avatar');
    if (typeof formId !== 'string' || formId === '') throw badRequest('body.id is required');
    if (file === null || typeof file === 'string') throw badRequest('body.avatar must be a file');
    if (file.type !== '' && !file.type.startsWith('image/')) throw badRequest(`body.avatar must be an image, got ${file.type}`);
    contactId = formId;
    avatar = await blobToDataUrl(file);
  } else {
    const parsed = object({ id, avatar: str })(body, 'body');
    if (!/^data:image\/[\w.+-]+;base64,/.test(parsed.avatar)) throw badRequest('body.avatar must be an image data URL');
    contactId = parsed.id;
    avatar = parsed.avatar;
  }
  contacts(schema).get(contactId, 'Contact');
  return toContact(contacts(schema).update(contactId, { avatar }));
};

export const handlers = {
  all,
  search,
  getContact,
  createContact,
  updateContact,
  deleteContact,
  getCountries,
  getTags,
  createTag,
  updateTag,
  deleteTag,
  uploadAvatar,
} satisfies Record<string, Handler>;
