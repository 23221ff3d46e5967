/** The tag endpoints shared by contacts, inventory and tasks: {id, title} records, newest first. */
import type { Handler } from './endpoint';
import { badRequest } from '../shared/http';
import { newId } from '../shared/ids';
import { table, type MirageSchema } from '../shared/store';
import { id, nonEmptyStr, object, partial, record } from '../shared/validate';

export interface Tag {
  id: string;
  title: string;
}
export interface TagRow extends Tag {
  /** Orders the list: a new tag gets a rank below every other, so it is listed first. */
  rank: number;
}

export const toTag = ({ rank: _rank, ...tag }: TagRow): Tag => tag;

/** A rank below every existing one. */
export const firstRank = (rows: readonly { rank: number }[]): number => Math.min(0, ...rows.map((r) => r.rank)) - 1;

const tagBody = object({ tag: record({ title: nonEmptyStr }, { id }) });
const tagPatch = object({ id, tag: partial({ id, title: nonEmptyStr }) });

/** GET list, POST {tag}, PATCH {id, tag}, DELETE ?id for the tag model `modelName`. */
export function tagHandlers(modelName: string, what: string) {
  const tags = (s: MirageSchema) => table<TagRow>(s, modelName);
  const getTags: Handler = ({ schema }) =>
    tags(schema)
      .all()
      .sort((a, b) => a.rank - b.rank)
      .map(toTag);
  const createTag: Handler = ({ schema, req }) => {
    const { tag } = req.json(tagBody);
    const rows = tags(schema);
    return toTag(rows.create({ id: newId(), rank: firstRank(rows.all()), title: tag.title }));
  };
  const updateTag: Handler = ({ schema, req }) => {
    const { id: tagId, tag } = req.json(tagPatch);
    const existing = tags(schema).get(tagId, what);
    if (tag.id !== undefined && tag.id !== existing.id) throw badRequest('body.tag.id cannot change');
    return toTag(tags(schema).update(existing.id, tag.title === undefined ? {} : { title: tag.title }));
  };
  /** The declared hasMany removes the tag id from every record that carries it when the tag is destroyed. */
  const deleteTag: Handler = ({ schema, req }) => {
    const tagId = req.param('id');
    return tagId ? tags(schema).destroy(tagId) : false;
  };
  return { getTags, createTag, updateTag, deleteTag };
}
