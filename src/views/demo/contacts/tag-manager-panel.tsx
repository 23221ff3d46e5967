/**
 * Manage a demo area's tags (contacts or tasks): add, rename and delete, each a small form whose text the browser keeps
 * (an add form starts empty again only after a tag was added; a refused title stays to be corrected). The decisions
 * and their reasons are the tag manager machine's.
 */
import { Trans, useLingui } from '@lingui/react';
import { useSelector } from '@xstate/react';
import { useId, type FormEvent } from 'react';
import {
  selectTagProblem,
  selectTags,
  selectTagsFailure,
  selectTagWriteFailure,
  TAG_MAX,
  type TagManagerRef,
} from '../../../machines/demo/contacts/tag-manager.machine';
import * as field from '../../kit/field.css';
import { button } from '../../theme/recipes/button.css';
import * as css from './contacts-page.css';
import { failureTexts, problemTexts } from './contacts-texts';

const titleOf = (event: FormEvent<HTMLFormElement>) => String(new FormData(event.currentTarget).get('title') ?? '');

export function TagManagerPanel({ tagsRef }: { tagsRef: TagManagerRef }) {
  const { i18n } = useLingui();
  const tags = useSelector(tagsRef, selectTags);
  // A write is offered only while no other is under way (the machine takes tags.* only in `ready`).
  const busy = useSelector(tagsRef, (s) => !s.matches('ready'));
  const problem = useSelector(tagsRef, selectTagProblem);
  const writeFailure = useSelector(tagsRef, selectTagWriteFailure);
  const failure = useSelector(tagsRef, selectTagsFailure);
  const canRetry = useSelector(tagsRef, (s) => s.can({ type: 'tags.retry' }));
  const newId = useId();
  const messageId = useId();
  return (
    <details className={css.tags}>
      <summary className={css.tagsSummary}>
        <Trans id="demo.tags.manage" message="Manage tags" />
      </summary>
      {failure ? (
        <div role="alert" className={css.alert}>
          <p>{i18n._(failureTexts[failure])}</p>
          {canRetry ? (
            <button type="button" className={button({ tone: 'secondary' })} onClick={() => tagsRef.send({ type: 'tags.retry' })}>
              <Trans id="demo.people.retry" message="Try again" />
            </button>
          ) : null}
        </div>
      ) : null}
      <form
        key={tags.length}
        className={css.tagForm}
        onSubmit={(event) => {
          event.preventDefault();
          tagsRef.send({ type: 'tags.create', title: titleOf(event) });
        }}
      >
        <label htmlFor={newId} className={css.hidden}>
          <Trans id="demo.tags.new.label" message="New tag" />
        </label>
        <input id={newId} name="title" className={`${field.control} ${css.tagInput}`} maxLength={TAG_MAX + 10} placeholder={i18n._({ id: 'demo.tags.new.placeholder', message: 'New tag' })} aria-describedby={messageId} />
        <button type="submit" className={button({ tone: 'secondary' })} disabled={busy}>
          <Trans id="demo.tags.add" message="Add tag" />
        </button>
      </form>
      <p id={messageId} className={css.problem} role="status">
        {problem ? i18n._(problemTexts[problem]) : writeFailure ? i18n._(failureTexts[writeFailure]) : null}
      </p>
      <ul className={css.tagRows}>
        {tags.map((tag) => (
          <li key={`${tag.id}:${tag.title}`}>
            <form
              className={css.tagForm}
              onSubmit={(event) => {
                event.preventDefault();
                tagsRef.send({ type: 'tags.rename', id: tag.id, title: titleOf(event) });
              }}
            >
              <input
                name="title"
                defaultValue={tag.title}
                className={`${field.control} ${css.tagInput}`}
                maxLength={TAG_MAX + 10}
                aria-label={i18n._({ id: 'demo.tags.name', message: 'Name of the tag {title}', values: { title: tag.title } })}
              />
              <button type="submit" className={button({ tone: 'ghost' })} disabled={busy}>
                <Trans id="demo.tags.rename" message="Rename" />
              </button>
              <button
                type="button"
                className={button({ tone: 'ghost' })}
                disabled={busy}
                aria-label={i18n._({ id: 'demo.tags.delete.named', message: 'Delete the tag {title}', values: { title: tag.title } })}
                onClick={() => tagsRef.send({ type: 'tags.delete', id: tag.id })}
              >
                <Trans id="demo.tags.delete" message="Delete" />
              </button>
            </form>
          </li>
        ))}
      </ul>
    </details>
  );
}
