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
import type { SessionRef } from '../../../machines/session.machine';
import { InAppLink } from '../../kit/in-app-link';
import * as field from '../../kit/field.css';
import { useSectionActor } from '../../sections/use-section-actor';
import { button } from '../../theme/recipes/button.css';
import { Avatar } from '../../ui/avatar';
import { Icon } from '../../ui/icon';
import { ListDetailPage, useItemAddress } from '../list-detail-page';
import { ContactDetail } from './contact-detail';
import * as css from './contacts-page.css';
import { failureTexts } from './contacts-texts';
import { TagManagerPanel } from './tag-manager-panel';

export default function ContactsPage({ sessionRef }: { sessionRef: SessionRef }) {
  const { i18n } = useLingui();
  const { id, navigate } = useItemAddress();
  const ref = useSectionActor<ContactsRef>(sessionRef, 'demo.contacts', () => ({ logic: contactsMachine }));
  // The address is the selection: the machine opens (or closes) the contact it names.
  useEffect(() => {
    ref?.send({ type: 'contacts.route', id });
  }, [ref, id]);
  return (
    <ListDetailPage
      title={<Trans id="demo.contacts.title" message="Contacts" />}
      classes={css}
      listPath="/apps/contacts"
      selectedId={id}
      navigate={navigate}
      detailLabel={i18n._({ id: 'demo.contacts.detail', message: 'Contact' })}
      backText={<Trans id="demo.contacts.back" message="← All contacts" />}
      chooseText={<Trans id="demo.contacts.choose" message="Choose a contact to see their details, or add a new one." />}
      list={ref ? <ContactList contactsRef={ref} selectedId={id} navigate={navigate} /> : null}
      detail={ref ? <DetailSlot contactsRef={ref} /> : null}
    />
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
