/**
 * One contact: its details (notes through SafeHtml only), or its edit form (name, e-mails with labels, phone numbers
 * with a country's flag and dial code, title, company, birthday, address, notes as plain text, tags, picture). The
 * contact machine decides; this view selects and sends.
 */
import { Trans, useLingui } from '@lingui/react';
import { useSelector } from '@xstate/react';
import { useId, type ReactNode } from 'react';
import { AVATAR_TYPES, EMAIL_LABELS, NAME_MAX, NOTES_MAX, PHONE_LABELS, TEXT_MAX, type DraftField } from '../../../machines/demo/contacts/contact-draft';
import {
  selectAvatarProblem,
  selectContact,
  selectDraft,
  selectFailure,
  selectIsEditing,
  selectIsLoading,
  selectIsNotFound,
  selectIsSaving,
  selectIsUploading,
  selectProblems,
  selectSaveFailure,
  type ContactDetailRef,
} from '../../../machines/demo/contacts/contact-detail.machine';
import { flagOf, type Country, type Tag } from '../../../machines/demo/contacts/contacts-api';
import { Badge } from '../../kit/badge';
import * as field from '../../kit/field.css';
import { button } from '../../theme/recipes/button.css';
import { Avatar } from '../../ui/avatar';
import { Icon } from '../../ui/icon';
import { SafeHtml } from '../../ui/safe-html';
import { DetailStates, SaveAlerts, TagChecks } from '../detail-parts';
import * as css from './contacts-page.css';
import { avatarTexts, failureTexts, labelTexts, problemTexts } from './contacts-texts';
import { DayPicker } from '../../kit/day-picker';

const today = () => new Date().toISOString().slice(0, 10);

export function ContactDetail({ detailRef, countries, tags }: { detailRef: ContactDetailRef; countries: Country[]; tags: Tag[] }) {
  const loading = useSelector(detailRef, selectIsLoading);
  const notFound = useSelector(detailRef, selectIsNotFound);
  const failure = useSelector(detailRef, selectFailure);
  const editing = useSelector(detailRef, selectIsEditing);
  const canRetry = useSelector(detailRef, (s) => s.can({ type: 'contact.retry' }));
  return (
    <DetailStates
      loading={loading}
      notFound={notFound}
      failure={failure}
      canRetry={canRetry}
      onRetry={() => detailRef.send({ type: 'contact.retry' })}
      classes={css}
      headingClass={css.name}
      notFoundTextClass={css.muted}
      loadingText={<Trans id="demo.contacts.loadingOne" message="Loading the contact…" />}
      notFoundTitle={<Trans id="demo.contacts.notFound.title" message="Contact not found" />}
      notFoundText={<Trans id="demo.contacts.notFound" message="No contact has this address: it may have been deleted. Choose another one from the list." />}
    >
      {editing ? <ContactForm detailRef={detailRef} countries={countries} tags={tags} /> : <ContactView detailRef={detailRef} countries={countries} tags={tags} />}
    </DetailStates>
  );
}

function Fact({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div className={css.fact}>
      <dt className={css.factLabel}>{label}</dt>
      <dd className={css.factValue}>{children}</dd>
    </div>
  );
}

function ContactView({ detailRef, countries, tags }: { detailRef: ContactDetailRef; countries: Country[]; tags: Tag[] }) {
  const { i18n } = useLingui();
  const contact = useSelector(detailRef, selectContact);
  const saveFailure = useSelector(detailRef, selectSaveFailure);
  const canEdit = useSelector(detailRef, (s) => s.can({ type: 'contact.edit' }));
  const canDelete = useSelector(detailRef, (s) => s.can({ type: 'contact.delete' }));
  const deleting = useSelector(detailRef, (s) => s.matches('deleting') || s.matches('confirmingDelete'));
  if (!contact) return null;
  const label = (value: string) => (labelTexts[value] ? i18n._(labelTexts[value]) : value);
  const countryOf = (iso: string) => countries.find((c) => c.iso === iso);
  const tagTitles = contact.tags.map((id) => tags.find((t) => t.id === id)?.title).filter((t): t is string => t !== undefined);
  const birthday = contact.birthday ? new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(contact.birthday)) : null;
  return (
    <article>
      <div className={css.detailHead}>
        <span className={css.bigAvatar}>
          <Avatar src={contact.avatar} name={contact.name} />
        </span>
        <div className={css.headText}>
          <h2 className={css.name}>{contact.name}</h2>
          {contact.title || contact.company ? <p className={css.muted}>{[contact.title, contact.company].filter(Boolean).join(' · ')}</p> : null}
        </div>
        <div className={css.actions}>
          <button type="button" className={button()} disabled={!canEdit} onClick={() => detailRef.send({ type: 'contact.edit' })}>
            <Trans id="demo.contacts.edit" message="Edit" />
          </button>
          <button type="button" className={button({ tone: 'secondary' })} disabled={!canDelete || deleting} onClick={() => detailRef.send({ type: 'contact.delete' })}>
            <Trans id="demo.contacts.delete" message="Delete" />
          </button>
        </div>
      </div>
      {saveFailure ? (
        <p role="alert" className={css.problem}>
          {i18n._(failureTexts[saveFailure])}
        </p>
      ) : null}
      <dl className={css.facts}>
        {contact.emails.length > 0 ? (
          <Fact label={<Trans id="demo.contacts.emails" message="E-mails" />}>
            {contact.emails.map((e) => (
              <span key={e.email + e.label}>
                <a href={`mailto:${e.email}`}>{e.email}</a> <span className={css.muted}>· {label(e.label)}</span>
              </span>
            ))}
          </Fact>
        ) : null}
        {contact.phoneNumbers.length > 0 ? (
          <Fact label={<Trans id="demo.contacts.phones" message="Phone numbers" />}>
            {contact.phoneNumbers.map((p) => {
              const country = countryOf(p.country);
              return (
                <span key={p.country + p.phoneNumber + p.label}>
                  <span aria-hidden="true">{flagOf(p.country)} </span>
                  <span className={css.muted}>{country?.name ?? p.country.toUpperCase()} </span>
                  {country?.code ?? ''} {p.phoneNumber} <span className={css.muted}>· {label(p.label)}</span>
                </span>
              );
            })}
          </Fact>
        ) : null}
        {birthday ? <Fact label={<Trans id="demo.contacts.birthday" message="Birthday" />}>{birthday}</Fact> : null}
        {contact.address ? <Fact label={<Trans id="demo.contacts.address" message="Address" />}>{contact.address}</Fact> : null}
        {tagTitles.length > 0 ? (
          <Fact label={<Trans id="demo.contacts.tags" message="Tags" />}>
            <ul className={css.tagList}>
              {tagTitles.map((t) => (
                <li key={t}>
                  <Badge>{t}</Badge>
                </li>
              ))}
            </ul>
          </Fact>
        ) : null}
        {contact.notes ? (
          <Fact label={<Trans id="demo.contacts.notes" message="Notes" />}>
            <SafeHtml html={contact.notes} profile="rich" />
          </Fact>
        ) : null}
      </dl>
    </article>
  );
}

function TextInput({ detailRef, name, label, value, max, type = 'text', problem }: {
  detailRef: ContactDetailRef; name: DraftField; label: ReactNode; value: string; max: number; type?: string; problem?: string;
}) {
  const id = useId();
  return (
    <div className={field.field}>
      <label htmlFor={id} className={field.label}>
        {label}
      </label>
      <input
        id={id}
        type={type}
        className={field.control}
        value={value}
        maxLength={max + 20}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-p` : undefined}
        onChange={(event) => detailRef.send({ type: 'contact.field.change', field: name, value: event.target.value })}
      />
      {problem ? (
        <p id={`${id}-p`} className={field.error}>
          {problem}
        </p>
      ) : null}
    </div>
  );
}

function ContactForm({ detailRef, countries, tags }: { detailRef: ContactDetailRef; countries: Country[]; tags: Tag[] }) {
  const { i18n } = useLingui();
  const contact = useSelector(detailRef, selectContact);
  const draft = useSelector(detailRef, selectDraft);
  const problems = useSelector(detailRef, selectProblems);
  const saving = useSelector(detailRef, selectIsSaving);
  const uploading = useSelector(detailRef, selectIsUploading);
  const saveFailure = useSelector(detailRef, selectSaveFailure);
  const avatarProblem = useSelector(detailRef, selectAvatarProblem);
  const canCancel = useSelector(detailRef, (s) => s.can({ type: 'contact.cancel' }));
  const pictureId = useId();
  const notesId = useId();
  if (!contact || !draft) return null;
  const p = (key: string) => (problems[key] ? i18n._(problemTexts[problems[key]!]) : undefined);
  const label = (value: string) => (labelTexts[value] ? i18n._(labelTexts[value]) : value);
  return (
    <form
      className={css.form}
      noValidate
      aria-label={i18n._({ id: 'demo.contacts.editing', message: 'Edit {name}', values: { name: contact.name } })}
      onSubmit={(event) => {
        event.preventDefault();
        detailRef.send({ type: 'contact.save', today: today(), knownTags: tags.map((t) => t.id) });
      }}
    >
      <div className={css.detailHead}>
        <span className={css.bigAvatar}>
          <Avatar src={contact.avatar} name={draft.name || contact.name} />
        </span>
        <div className={css.headText}>
          <input
            id={pictureId}
            type="file"
            className={css.fileInput}
            accept={AVATAR_TYPES.join(',')}
            disabled={!canCancel || uploading}
            aria-describedby={`${pictureId}-p`}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) detailRef.send({ type: 'contact.avatar.pick', file });
            }}
          />
          <label htmlFor={pictureId} className={button({ tone: 'secondary' })} aria-disabled={!canCancel || uploading}>
            {uploading ? <Trans id="demo.contacts.avatar.uploading" message="Uploading the picture…" /> : <Trans id="demo.contacts.avatar.change" message="Change picture" />}
          </label>
          <p id={`${pictureId}-p`} role="status" className={avatarProblem ? css.problem : css.status}>
            {avatarProblem ? i18n._(avatarTexts[avatarProblem]) : i18n._({ id: 'demo.contacts.avatar.hint', message: 'PNG, JPEG, GIF or WebP, up to 1 MB.' })}
          </p>
        </div>
      </div>
      <TextInput detailRef={detailRef} name="name" label={<Trans id="demo.contacts.name" message="Name" />} value={draft.name} max={NAME_MAX} problem={p('name')} />
      <div className={css.twoCols}>
        <TextInput detailRef={detailRef} name="title" label={<Trans id="demo.contacts.jobTitle" message="Job title" />} value={draft.title} max={TEXT_MAX} problem={p('title')} />
        <TextInput detailRef={detailRef} name="company" label={<Trans id="demo.contacts.company" message="Company" />} value={draft.company} max={TEXT_MAX} problem={p('company')} />
      </div>
      <fieldset className={css.fieldset}>
        <legend className={css.legend}>
          <Trans id="demo.contacts.emails" message="E-mails" />
        </legend>
        {draft.emails.map((e, index) => (
          <div key={index} className={css.line}>
            <input
              type="email"
              className={`${field.control} ${css.grow}`}
              value={e.email}
              aria-label={i18n._({ id: 'demo.contacts.email.n', message: 'E-mail {n}', values: { n: index + 1 } })}
              aria-invalid={p(`emails.${index}`) ? true : undefined}
              onChange={(event) => detailRef.send({ type: 'contact.email.change', index, email: { email: event.target.value } })}
            />
            <select
              className={`${field.control} ${css.narrow}`}
              value={e.label}
              aria-label={i18n._({ id: 'demo.contacts.email.label', message: 'Label of e-mail {n}', values: { n: index + 1 } })}
              onChange={(event) => detailRef.send({ type: 'contact.email.change', index, email: { label: event.target.value } })}
            >
              {[...new Set([...EMAIL_LABELS, e.label])].map((l) => (
                <option key={l} value={l}>
                  {label(l)}
                </option>
              ))}
            </select>
            <button
              type="button"
              className={button({ tone: 'ghost', shape: 'icon' })}
              aria-label={i18n._({ id: 'demo.contacts.email.remove', message: 'Remove e-mail {n}', values: { n: index + 1 } })}
              onClick={() => detailRef.send({ type: 'contact.row.remove', list: 'emails', index })}
            >
              <Icon name="trash" size={18} />
            </button>
            {p(`emails.${index}`) ? <p className={`${field.error} ${css.grow}`}>{p(`emails.${index}`)}</p> : null}
          </div>
        ))}
        <div>
          <button type="button" className={button({ tone: 'secondary' })} onClick={() => detailRef.send({ type: 'contact.row.add', list: 'emails' })}>
            <Trans id="demo.contacts.email.add" message="Add an e-mail" />
          </button>
        </div>
      </fieldset>
      <fieldset className={css.fieldset}>
        <legend className={css.legend}>
          <Trans id="demo.contacts.phones" message="Phone numbers" />
        </legend>
        {draft.phoneNumbers.map((ph, index) => (
          <div key={index} className={css.line}>
            <select
              className={`${field.control} ${css.narrow}`}
              value={ph.country}
              aria-label={i18n._({ id: 'demo.contacts.phone.country', message: 'Country of phone {n}', values: { n: index + 1 } })}
              onChange={(event) => detailRef.send({ type: 'contact.phone.change', index, phone: { country: event.target.value } })}
            >
              {countries.map((c) => (
                <option key={c.id} value={c.iso}>
                  {`${flagOf(c.iso)} ${c.name} (${c.code})`}
                </option>
              ))}
            </select>
            <input
              type="tel"
              className={`${field.control} ${css.grow}`}
              value={ph.phoneNumber}
              aria-label={i18n._({ id: 'demo.contacts.phone.n', message: 'Phone {n}', values: { n: index + 1 } })}
              aria-invalid={p(`phoneNumbers.${index}`) ? true : undefined}
              onChange={(event) => detailRef.send({ type: 'contact.phone.change', index, phone: { phoneNumber: event.target.value } })}
            />
            <select
              className={`${field.control} ${css.narrow}`}
              value={ph.label}
              aria-label={i18n._({ id: 'demo.contacts.phone.label', message: 'Label of phone {n}', values: { n: index + 1 } })}
              onChange={(event) => detailRef.send({ type: 'contact.phone.change', index, phone: { label: event.target.value } })}
            >
              {[...new Set([...PHONE_LABELS, ph.label])].map((l) => (
                <option key={l} value={l}>
                  {label(l)}
                </option>
              ))}
            </select>
            <button
              type="button"
              className={button({ tone: 'ghost', shape: 'icon' })}
              aria-label={i18n._({ id: 'demo.contacts.phone.remove', message: 'Remove phone {n}', values: { n: index + 1 } })}
              onClick={() => detailRef.send({ type: 'contact.row.remove', list: 'phoneNumbers', index })}
            >
              <Icon name="trash" size={18} />
            </button>
            {p(`phoneNumbers.${index}`) ? <p className={`${field.error} ${css.grow}`}>{p(`phoneNumbers.${index}`)}</p> : null}
          </div>
        ))}
        <div>
          <button type="button" className={button({ tone: 'secondary' })} onClick={() => detailRef.send({ type: 'contact.row.add', list: 'phoneNumbers', country: countries.some((c) => c.iso === 'mx') ? 'mx' : countries[0]?.iso })}>
            <Trans id="demo.contacts.phone.add" message="Add a phone number" />
          </button>
        </div>
      </fieldset>
      <div className={css.twoCols}>
        <div className={field.field}>
          <DayPicker
            label={<Trans id="demo.contacts.birthday" message="Birthday" />}
            labelClassName={field.label}
            value={draft.birthday === '' ? null : draft.birthday}
            invalid={Boolean(p('birthday'))}
            onChange={(day) => detailRef.send({ type: 'contact.field.change', field: 'birthday', value: day ?? '' })}
          >
            {p('birthday') ? <p className={field.error}>{p('birthday')}</p> : null}
          </DayPicker>
        </div>
        <TextInput detailRef={detailRef} name="address" label={<Trans id="demo.contacts.address" message="Address" />} value={draft.address} max={TEXT_MAX} problem={p('address')} />
      </div>
      <div className={field.field}>
        <label htmlFor={notesId} className={field.label}>
          <Trans id="demo.contacts.notes" message="Notes" />
        </label>
        <textarea
          id={notesId}
          className={field.textarea}
          value={draft.notes}
          maxLength={NOTES_MAX}
          aria-invalid={p('notes') ? true : undefined}
          onChange={(event) => detailRef.send({ type: 'contact.field.change', field: 'notes', value: event.target.value })}
        />
        {p('notes') ? <p className={field.error}>{p('notes')}</p> : null}
      </div>
      <TagChecks
        tags={tags}
        checked={draft.tags}
        legend={<Trans id="demo.contacts.tags" message="Tags" />}
        onToggle={(id) => detailRef.send({ type: 'contact.tag.toggle', id })}
        classes={css}
      />
      <SaveAlerts saveFailure={saveFailure} hasProblems={Object.keys(problems).length > 0} className={css.problem} />
      <div className={css.actions}>
        <button type="submit" className={button()} disabled={saving || uploading}>
          {saving ? <Trans id="demo.people.saving" message="Saving…" /> : <Trans id="demo.people.save" message="Save" />}
        </button>
        <button type="button" className={button({ tone: 'secondary' })} disabled={!canCancel} onClick={() => detailRef.send({ type: 'contact.cancel' })}>
          <Trans id="demo.people.cancel" message="Cancel" />
        </button>
      </div>
    </form>
  );
}
