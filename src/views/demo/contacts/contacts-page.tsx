/**
 * The contacts demo app (/apps/contacts and /apps/contacts/{id}, issue 14): the address book by name, grouped by
 * initial and searched as you type, beside the contact of the address (on a phone, one or the other). Every state is
 * the contacts machine's (src/machines/demo/contacts); this page selects and sends.
 */
import { Trans, useLingui } from '@lingui/react';
import { useSelector } from '@xstate/react';
import { useEffect, useId } from 'react';
import {
  contactsMachine,
  QUERY_MAX,
  selectDetailRef,
  selectFailure,
  selectGroups,
  selectIsCreating,
  selectIsLoading,
  selectIsSearching,
  selectTagManagerRef,
  type ContactsRef,
} from '../../../machines/demo/contacts/contacts.machine';
import { selectPath } from '../../../machines/nav.machine';
import type { SessionRef } from '../../../machines/session.machine';
import { useNavRef } from '../../app-actor';
import { InAppLink } from '../../kit/in-app-link';
import * as field from '../../kit/field.css';
import * as page from '../../sections/section-page.css';
import { useSectionActor } from '../../sections/use-section-actor';
import { button } from '../../theme/recipes/button.css';
import { Avatar } from '../../ui/avatar';
import { Icon } from '../../ui/icon';
import { ContactDetail } from './contact-detail';
import * as css from './contacts-page.css';
import { failureTexts } from './contacts-texts';
import { TagManagerPanel } from './tag-manager-panel';

/** The contact id of an address below /apps/contacts (null on the list itself). */
export function contactIdOf(path: string): string | null {
  const segment = path.split('/')[3];
  if (!segment) return null;
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

export default function ContactsPage({ sessionRef }: { sessionRef: SessionRef }) {
  const { i18n } = useLingui();
  const navRef = useNavRef()!;
  const path = useSelector(navRef, selectPath);
  const id = contactIdOf(path);
  const ref = useSectionActor<ContactsRef>(sessionRef, 'demo.contacts', () => ({ logic: contactsMachine }));
  // The address is the selection: the machine opens (or closes) the contact it names.
  useEffect(() => {
    ref?.send({ type: 'contacts.route', id });
  }, [ref, id]);
  const navigate = (to: string) => navRef.send({ type: 'nav.navigate', to });
  return (
    <>
      <header className={page.header}>
        <p className={page.eyebrow}>
          <Trans id="demo.people.eyebrow" message="Demo app" />
        </p>
        <h1 className={page.title}>
          <Trans id="demo.contacts.title" message="Contacts" />
        </h1>
      </header>
      {ref ? (
        <div className={css.layout}>
          <ContactList contactsRef={ref} selectedId={id} navigate={navigate} />
          <section className={`${css.detailPane} ${id === null ? css.hiddenBelowMd : ''}`} aria-label={i18n._({ id: 'demo.contacts.detail', message: 'Contact' })}>
            {id !== null ? (
              <>
                <InAppLink to="/apps/contacts" onNavigate={navigate} className={css.back}>
                  <Trans id="demo.contacts.back" message="← All contacts" />
                </InAppLink>
                <DetailSlot contactsRef={ref} />
              </>
            ) : (
              <p className={css.empty}>
                <Trans id="demo.contacts.choose" message="Choose a contact to see their details, or add a new one." />
              </p>
            )}
          </section>
        </div>
      ) : null}
    </>
  );
}

function DetailSlot({ contactsRef }: { contactsRef: ContactsRef }) {
  const detailRef = useSelector(contactsRef, selectDetailRef);
  const countries = useSelector(contactsRef, (s) => s.context.countries);
  const tags = useSelector(contactsRef, (s) => s.context.tags);
  return detailRef ? <ContactDetail key={detailRef.id + detailRef.sessionId} detailRef={detailRef} countries={countries} tags={tags} /> : null;
}

function ContactList({ contactsRef, selectedId, navigate }: { contactsRef: ContactsRef; selectedId: string | null; navigate: (to: string) => void }) {
  const { i18n } = useLingui();
  const searchId = useId();
  const query = useSelector(contactsRef, (s) => s.context.query);
  const groups = useSelector(contactsRef, selectGroups);
  const loading = useSelector(contactsRef, selectIsLoading);
  const failure = useSelector(contactsRef, selectFailure);
  const searching = useSelector(contactsRef, selectIsSearching);
  const searchFailure = useSelector(contactsRef, (s) => s.context.searchFailure);
  const creating = useSelector(contactsRef, selectIsCreating);
  const createFailure = useSelector(contactsRef, (s) => s.context.createFailure);
  const canCreate = useSelector(contactsRef, (s) => s.can({ type: 'contacts.create' }));
  const canRetry = useSelector(contactsRef, (s) => s.can({ type: 'contacts.retry' }));
  const tagsRef = useSelector(contactsRef, selectTagManagerRef);
  const shown = groups.reduce((n, g) => n + g.contacts.length, 0);
  return (
    <section className={`${css.listPane} ${selectedId !== null ? css.hiddenBelowMd : ''}`} aria-labelledby={`${searchId}-h`}>
      <h2 id={`${searchId}-h`} className={css.hidden}>
        <Trans id="demo.contacts.list" message="Address book" />
      </h2>
      <div className={css.toolbar}>
        <div className={css.search}>
          <label htmlFor={searchId} className={css.hidden}>
            <Trans id="demo.contacts.search" message="Search contacts" />
          </label>
          <input
            id={searchId}
            type="search"
            className={field.control}
            value={query}
            maxLength={QUERY_MAX}
            autoComplete="off"
            placeholder={i18n._({ id: 'demo.contacts.search.placeholder', message: 'Search by name' })}
            onChange={(event) => contactsRef.send({ type: 'contacts.query.change', value: event.target.value })}
          />
        </div>
        <button type="button" className={button()} disabled={!canCreate} onClick={() => contactsRef.send({ type: 'contacts.create' })}>
          <Icon name="plus" size={18} />
          {creating ? <Trans id="demo.contacts.creating" message="Adding…" /> : <Trans id="demo.contacts.new" message="New contact" />}
        </button>
      </div>
      {createFailure ? (
        <p role="alert" className={css.problem}>
          {i18n._(failureTexts[createFailure])}
        </p>
      ) : null}
      {failure ? (
        <div role="alert" className={css.alert}>
          <p>{i18n._(failureTexts[failure])}</p>
          {canRetry ? (
            <button type="button" className={button({ tone: 'secondary' })} onClick={() => contactsRef.send({ type: 'contacts.retry' })}>
              <Trans id="demo.people.retry" message="Try again" />
            </button>
          ) : null}
        </div>
      ) : loading ? (
        <p role="status" className={css.status}>
          <Trans id="demo.contacts.loading" message="Loading contacts…" />
        </p>
      ) : (
        <>
          <p role="status" className={css.status}>
            {searchFailure
              ? i18n._(failureTexts[searchFailure])
              : searching
                ? i18n._({ id: 'demo.contacts.searching', message: 'Searching…' })
                : i18n._({ id: 'demo.contacts.count', message: '{count, plural, =0 {No contacts} one {# contact} other {# contacts}}', values: { count: shown } })}
          </p>
          {shown === 0 && query.trim() !== '' ? (
            <p className={css.empty}>
              <Trans id="demo.contacts.noMatch" message="No contact's name contains “{query}”." values={{ query: query.trim() }} />
            </p>
          ) : null}
          <nav className={css.groups} aria-label={i18n._({ id: 'demo.contacts.list', message: 'Address book' })}>
            {groups.map((group) => (
              <section key={group.initial} aria-labelledby={`${searchId}-${group.initial}`}>
                <h3 id={`${searchId}-${group.initial}`} className={css.initial}>
                  {group.initial}
                </h3>
                <ul className={css.rows}>
                  {group.contacts.map((c) => (
                    <li key={c.id}>
                      <InAppLink to={`/apps/contacts/${encodeURIComponent(c.id)}`} onNavigate={navigate} className={css.row} current={c.id === selectedId}>
                        <Avatar src={c.avatar} name={c.name} size="m" />
                        <span className={css.rowText}>
                          <span className={css.rowName}>{c.name}</span>
                          <span className={css.rowSub}>{c.title || c.emails[0]?.email || '\u00a0'}</span>
                        </span>
                      </InAppLink>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </nav>
        </>
      )}
      {tagsRef ? <TagManagerPanel tagsRef={tagsRef} /> : null}
    </section>
  );
}
