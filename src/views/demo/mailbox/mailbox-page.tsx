/**
 * The demo mailbox (/apps/mailbox, issue 14): folders with their counts, the starred and important filters, the labels
 * with their colours; a page of mails (the mock's 625 ms shown with the old page dimmed); an opened mail with its
 * sanitized content and attachments; star, important, unread, move and labels as optimistic changes; the labels and
 * settings dialogs. The address holds the list, its page and the opened mail (a reload keeps them). There is no
 * Compose: the mock cannot send mail.
 */
import { Trans, useLingui } from '@lingui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect, useId, useMemo } from 'react';
import ArrowLeftIcon from '@heroicons/react/24/outline/ArrowLeftIcon';
import EnvelopeIcon from '@heroicons/react/24/outline/EnvelopeIcon';
import EnvelopeOpenIcon from '@heroicons/react/24/outline/EnvelopeOpenIcon';
import ExclamationCircleIcon from '@heroicons/react/24/outline/ExclamationCircleIcon';
import PaperClipIcon from '@heroicons/react/24/outline/PaperClipIcon';
import StarIcon from '@heroicons/react/24/outline/StarIcon';
import StarSolidIcon from '@heroicons/react/24/solid/StarIcon';
import ExclamationCircleSolidIcon from '@heroicons/react/24/solid/ExclamationCircleIcon';
import type { Mail } from '../../../machines/demo/mailbox/mailbox-api';
import { listAddress, mailAddress, parseMailRoute, sameSource, type MailRoute } from '../../../machines/demo/mailbox/mail-route';
import {
  mailboxMachine,
  selectFilters,
  selectFolders,
  selectIsDrawerOpen,
  selectIsListLoading,
  selectIsMailLoading,
  selectIsMailMissing,
  selectIsNavLoading,
  selectLabels,
  selectLayout,
  selectListFailure,
  selectMail,
  selectMailFailure,
  selectMails,
  selectNavFailure,
  selectPagination,
  selectSelected,
  selectSource,
  selectWriteFailure,
  type MailboxRef,
} from '../../../machines/demo/mailbox/mailbox.machine';
import { selectPath } from '../../../machines/nav.machine';
import type { SessionRef } from '../../../machines/session.machine';
import { useNavRef } from '../../app-actor';
import { InAppLink } from '../../kit/in-app-link';
import { ErrorPage } from '../../pages/error-page';
import * as page from '../../sections/section-page.css';
import { button } from '../../theme/recipes/button.css';
import { Avatar } from '../../ui/avatar';
import { SafeHtml } from '../../ui/safe-html';
import { LabelsDialog, SettingsDialog } from './mailbox-dialogs';
import { FolderIcon, LabelDot, useFailureText, useMailFormat } from './mail-parts';
import { writeFailureTexts } from './mail-texts';
import * as css from './mailbox-page.css';

type Go = (to: string, replace?: boolean) => void;

export default function MailboxPage(_: { sessionRef: SessionRef }) {
  const navRef = useNavRef()!;
  const path = useSelector(navRef, selectPath);
  const route = useMemo(() => parseMailRoute(path), [path]);
  const go = useCallback<Go>((to, replace) => navRef.send({ type: 'nav.navigate', to, replace }), [navRef]);
  if (!route) return <ErrorPage status={404} />;
  return <Mailbox route={route} go={go} />;
}

function Mailbox({ route, go }: { route: MailRoute; go: Go }) {
  const ref = useActorRef(mailboxMachine, { input: { route } });
  useEffect(() => {
    ref.send({ type: 'mailbox.route', route });
  }, [ref, route]);
  useEffect(() => {
    const sub = ref.on('navigate', (event) => go(event.to, event.replace));
    return () => sub.unsubscribe();
  }, [ref, go]);
  const layout = useSelector(ref, selectLayout);
  const drawerOpen = useSelector(ref, selectIsDrawerOpen);
  const writeFailure = useSelector(ref, selectWriteFailure);
  const navFailure = useSelector(ref, selectNavFailure);
  const canOpen = useSelector(
    ref,
    (s) => ({ labels: s.can({ type: 'mailbox.labels.open' }), settings: s.can({ type: 'mailbox.settings.open' }) }),
    (a, b) => a.labels === b.labels && a.settings === b.settings,
  );
  const failureText = useFailureText();
  const { i18n } = useLingui();
  const opened = route.mailId !== null;
  // The reader sits beside the list on a wide screen with the `right` layout; otherwise it takes the list's place.
  const beside = layout === 'right';
  return (
    <>
      <header className={page.header}>
        <p className={page.eyebrow}>
          <Trans id="demo.mail.eyebrow" message="Demo app" />
        </p>
        <div className={css.headerRow}>
          <h1 className={page.title}>
            <Trans id="demo.mail.title" message="Mailbox" />
          </h1>
          <div className={css.tools}>
            <button
              type="button"
              className={`${button({ tone: 'secondary' })} ${css.drawerButton}`}
              aria-expanded={drawerOpen}
              aria-controls="mailbox-folders"
              onClick={() => ref.send({ type: 'mailbox.drawer.toggle' })}
            >
              <Trans id="demo.mail.folders" message="Folders and labels" />
            </button>
            <button type="button" className={button({ tone: 'secondary' })} disabled={!canOpen.labels} onClick={() => ref.send({ type: 'mailbox.labels.open' })}>
              <Trans id="demo.mail.labels.manage" message="Labels" />
            </button>
            <button type="button" className={button({ tone: 'secondary' })} disabled={!canOpen.settings} onClick={() => ref.send({ type: 'mailbox.settings.open' })}>
              <Trans id="demo.mail.settings.open" message="Mailbox settings" />
            </button>
          </div>
        </div>
      </header>
      {writeFailure ? (
        <div className={css.notice} role="alert">
          <span>
            {i18n._(writeFailureTexts[writeFailure.kind])} {failureText(writeFailure.code)}
          </span>
          <button type="button" className={button({ tone: 'ghost' })} onClick={() => ref.send({ type: 'mailbox.writeFailure.dismiss' })}>
            <Trans id="demo.mail.dismiss" message="Dismiss" />
          </button>
        </div>
      ) : null}
      {navFailure ? (
        <div className={css.notice} role="alert">
          <span>
            <Trans id="demo.mail.navFailed" message="The folders could not be loaded." /> {failureText(navFailure)}
          </span>
          <button type="button" className={button({ tone: 'secondary' })} onClick={() => ref.send({ type: 'mailbox.nav.retry' })}>
            <Trans id="demo.mail.retry" message="Try again" />
          </button>
        </div>
      ) : null}
      <div className={`${css.layout} ${opened && beside ? css.layoutThree : ''}`}>
        <Sidebar mailboxRef={ref} route={route} go={go} open={drawerOpen} />
        {opened && !beside ? null : (
          <div className={opened ? css.hideBelowLg : undefined}>
            <MailList mailboxRef={ref} route={route} go={go} />
          </div>
        )}
        {opened ? <Reader mailboxRef={ref} route={route} go={go} /> : null}
      </div>
      <LabelsDialog mailboxRef={ref} />
      <SettingsDialog mailboxRef={ref} />
    </>
  );
}

function Sidebar({ mailboxRef, route, go, open }: { mailboxRef: MailboxRef; route: MailRoute; go: Go; open: boolean }) {
  const { i18n } = useLingui();
  const folders = useSelector(mailboxRef, selectFolders);
  const filters = useSelector(mailboxRef, selectFilters);
  const labels = useSelector(mailboxRef, selectLabels);
  const loading = useSelector(mailboxRef, selectIsNavLoading);
  return (
    <nav id="mailbox-folders" className={`${css.sidebar} ${open ? css.sidebarOpen : ''}`} aria-label={i18n._({ id: 'demo.mail.nav', message: 'Mailbox folders' })} aria-busy={loading}>
      <NavGroup
        heading={<Trans id="demo.mail.nav.folders" message="Folders" />}
        kind="folder"
        items={folders.map((f) => ({ id: f.id, slug: f.slug, title: f.title, mark: <FolderIcon name={f.icon} />, count: f.count }))}
        route={route}
        go={go}
      />
      <NavGroup
        heading={<Trans id="demo.mail.nav.filters" message="Filters" />}
        kind="filter"
        items={filters.map((f) => ({ id: f.id, slug: f.slug, title: f.title, mark: <FolderIcon name={f.icon} /> }))}
        route={route}
        go={go}
      />
      <NavGroup
        heading={<Trans id="demo.mail.nav.labels" message="Labels" />}
        kind="label"
        items={labels.map((l) => ({ id: l.id, slug: l.slug, title: l.title, mark: <LabelDot color={l.color} /> }))}
        route={route}
        go={go}
      />
    </nav>
  );
}

/** One group of the sidebar (folders, filters, labels): its heading and a link a source, the current one marked; a folder's count when it has mail. */
function NavGroup({
  heading,
  kind,
  items,
  route,
  go,
}: {
  heading: React.ReactNode;
  kind: MailRoute['source']['kind'];
  items: { id: string; slug: string; title: string; mark: React.ReactNode; count?: number }[];
  route: MailRoute;
  go: Go;
}) {
  return (
    <>
      <h2 className={css.navHeading}>{heading}</h2>
      <ul className={css.navGroup}>
        {items.map((item) => (
          <li key={item.id}>
            <InAppLink to={listAddress({ kind, slug: item.slug })} onNavigate={(to) => go(to)} className={css.navLink} current={sameSource(route.source, { kind, slug: item.slug })}>
              {item.mark}
              <span className={css.navTitle}>{item.title}</span>
              {item.count !== undefined && item.count > 0 ? (
                <span className={css.navCount} data-testid={`count-${item.slug}`}>
                  {item.count}
                </span>
              ) : null}
            </InAppLink>
          </li>
        ))}
      </ul>
    </>
  );
}

function useSourceTitle(mailboxRef: MailboxRef) {
  const { i18n } = useLingui();
  const source = useSelector(mailboxRef, selectSource);
  const folders = useSelector(mailboxRef, selectFolders);
  const filters = useSelector(mailboxRef, selectFilters);
  const labels = useSelector(mailboxRef, selectLabels);
  const named = (source.kind === 'folder' ? folders : source.kind === 'filter' ? filters : labels).find((x) => x.slug === source.slug);
  return named?.title ?? i18n._({ id: 'demo.mail.list', message: 'Mails' });
}

export function MailList({ mailboxRef, route, go }: { mailboxRef: MailboxRef; route: MailRoute; go: Go }) {
  const { i18n } = useLingui();
  const mails = useSelector(mailboxRef, selectMails);
  const pagination = useSelector(mailboxRef, selectPagination);
  const loading = useSelector(mailboxRef, selectIsListLoading);
  const failure = useSelector(mailboxRef, selectListFailure);
  const failureText = useFailureText();
  const format = useMailFormat();
  const title = useSourceTitle(mailboxRef);
  const headingId = useId();
  const first = pagination === null || loading ? mails.length === 0 : false;
  return (
    <section className={css.listPanel} aria-labelledby={headingId} aria-busy={loading}>
      <div className={css.listHead}>
        <h2 id={headingId} className={css.listTitle}>
          {title}
        </h2>
        <span className={css.range} role="status">
          {loading ? (
            <Trans id="demo.mail.loading" message="Loading mails…" />
          ) : pagination && pagination.totalResults > 0 ? (
            i18n._({
              id: 'demo.mail.range',
              message: '{from}–{to} of {total}',
              values: { from: pagination.startIndex + 1, to: Math.min(pagination.endIndex + 1, pagination.totalResults), total: pagination.totalResults },
            })
          ) : null}
        </span>
      </div>
      <div className={css.busyBar}>{loading ? <div className={page.loading} /> : null}</div>
      {mails.length > 0 && !failure ? <BulkBar mailboxRef={mailboxRef} /> : null}
      {failure ? (
        <div className={css.state} role="alert">
          <p>
            <Trans id="demo.mail.listFailed" message="The mails could not be loaded." /> {failureText(failure)}
          </p>
          <button type="button" className={button()} onClick={() => mailboxRef.send({ type: 'mailbox.list.retry' })}>
            <Trans id="demo.mail.retry" message="Try again" />
          </button>
        </div>
      ) : first && loading ? (
        <div className={css.skeleton} aria-hidden="true">
          {Array.from({ length: 6 }, (_, i) => (
            <div key={i} className={css.skeletonLine} style={{ width: `${90 - (i % 3) * 15}%` }} />
          ))}
        </div>
      ) : mails.length === 0 && !loading ? (
        <div className={css.skeleton}>
          <p>
            <Trans id="demo.mail.empty" message="There are no mails here." />
          </p>
        </div>
      ) : (
        <ul className={`${css.list} ${loading ? css.dimmed : ''}`}>
          {mails.map((mail) => (
            <MailItem key={mail.id} mail={mail} route={route} go={go} mailboxRef={mailboxRef} date={format.short(mail.date)} />
          ))}
        </ul>
      )}
      {pagination && pagination.lastPage > 1 ? (
        <nav className={css.pager} aria-label={i18n._({ id: 'demo.mail.pages', message: 'Pages' })}>
          {route.page > 1 ? (
            <InAppLink className={button({ tone: 'secondary' })} to={listAddress(route.source, route.page - 1)} onNavigate={(to) => go(to)}>
              <Trans id="demo.mail.previous" message="Previous" />
            </InAppLink>
          ) : (
            <span />
          )}
          <span className={css.range}>{i18n._({ id: 'demo.mail.pageOf', message: 'Page {page} of {last}', values: { page: route.page, last: pagination.lastPage } })}</span>
          {route.page < pagination.lastPage ? (
            <InAppLink className={button({ tone: 'secondary' })} to={listAddress(route.source, route.page + 1)} onNavigate={(to) => go(to)}>
              <Trans id="demo.mail.next" message="Next" />
            </InAppLink>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </section>
  );
}

/** Select the page's mails and change them together: read, unread, star, move. */
function BulkBar({ mailboxRef }: { mailboxRef: MailboxRef }) {
  const { i18n } = useLingui();
  const selected = useSelector(mailboxRef, selectSelected);
  const mails = useSelector(mailboxRef, selectMails);
  const folders = useSelector(mailboxRef, selectFolders);
  const can = useSelector(
    mailboxRef,
    (s) => ({
      read: s.can({ type: 'mailbox.bulk.flag', flag: 'unread', value: false }),
      unread: s.can({ type: 'mailbox.bulk.flag', flag: 'unread', value: true }),
      star: s.can({ type: 'mailbox.bulk.flag', flag: 'starred', value: true }),
      clear: s.can({ type: 'mailbox.select.clear' }),
    }),
    (a, b) => a.read === b.read && a.unread === b.unread && a.star === b.star && a.clear === b.clear,
  );
  const moveId = useId();
  const all = selected.length > 0 && mails.every((m) => selected.includes(m.id));
  return (
    <div className={css.bulk} role="group" aria-label={i18n._({ id: 'demo.mail.bulk', message: 'Selected mails' })}>
      <label className={css.bulkAll}>
        <input
          type="checkbox"
          className={css.check}
          checked={all}
          aria-label={i18n._({ id: 'demo.mail.selectPage', message: 'Select all on this page' })}
          onChange={() => mailboxRef.send({ type: 'mailbox.select.page' })}
        />
        {selected.length > 0
          ? i18n._({ id: 'demo.mail.selectedCount', message: '{count} selected', values: { count: selected.length } })
          : i18n._({ id: 'demo.mail.selectPage', message: 'Select all on this page' })}
      </label>
      {selected.length > 0 ? (
        <>
          {can.read ? (
            <button type="button" className={button({ tone: 'secondary' })} onClick={() => mailboxRef.send({ type: 'mailbox.bulk.flag', flag: 'unread', value: false })}>
              <Trans id="demo.mail.bulk.read" message="Mark read" />
            </button>
          ) : null}
          {can.unread ? (
            <button type="button" className={button({ tone: 'secondary' })} onClick={() => mailboxRef.send({ type: 'mailbox.bulk.flag', flag: 'unread', value: true })}>
              <Trans id="demo.mail.bulk.unread" message="Mark unread" />
            </button>
          ) : null}
          {can.star ? (
            <button type="button" className={button({ tone: 'secondary' })} onClick={() => mailboxRef.send({ type: 'mailbox.bulk.flag', flag: 'starred', value: true })}>
              <Trans id="demo.mail.bulk.star" message="Star" />
            </button>
          ) : null}
          <label className={css.bulkMove} htmlFor={moveId}>
            <span className={css.fieldLabel}>
              <Trans id="demo.mail.bulk.move" message="Move to" />
            </span>
            <select
              id={moveId}
              className={css.control}
              value=""
              onChange={(event) => {
                if (event.target.value) mailboxRef.send({ type: 'mailbox.bulk.move', folder: event.target.value });
              }}
            >
              <option value="">{i18n._({ id: 'demo.mail.bulk.choose', message: 'Choose a folder' })}</option>
              {folders.map((f) => (
                <option key={f.id} value={f.id}>
                  {f.title}
                </option>
              ))}
            </select>
          </label>
          {can.clear ? (
            <button type="button" className={button({ tone: 'ghost' })} onClick={() => mailboxRef.send({ type: 'mailbox.select.clear' })}>
              <Trans id="demo.mail.bulk.clear" message="Clear selection" />
            </button>
          ) : null}
        </>
      ) : null}
    </div>
  );
}

function MailItem({ mail, route, go, mailboxRef, date }: { mail: Mail; route: MailRoute; go: Go; mailboxRef: MailboxRef; date: string }) {
  const { i18n } = useLingui();
  const labels = useSelector(mailboxRef, selectLabels);
  const shown = labels.filter((l) => mail.labels.includes(l.id));
  const selected = useSelector(mailboxRef, (s) => selectSelected(s).includes(mail.id));
  return (
    <li className={`${css.item} ${route.mailId === mail.id ? css.itemCurrent : ''}`}>
      <span className={css.itemControls}>
        <input
          type="checkbox"
          className={css.check}
          checked={selected}
          aria-label={i18n._({ id: 'demo.mail.select', message: 'Select: {subject}', values: { subject: mail.subject } })}
          onChange={() => mailboxRef.send({ type: 'mailbox.select.toggle', mailId: mail.id })}
        />
        <StarToggle mailboxRef={mailboxRef} mail={mail} />
      </span>
      <InAppLink to={mailAddress(route.source, route.page, mail.id)} onNavigate={(to) => go(to)} className={css.itemLink} current={route.mailId === mail.id}>
        <span className={css.itemTop}>
          {mail.unread ? (
            <span className={css.unreadMark} role="img" aria-label={i18n._({ id: 'demo.mail.unread', message: 'Unread' })} />
          ) : null}
          <span className={`${css.from} ${mail.unread ? css.unread : ''}`}>{mail.from.name}</span>
          {mail.attachments.length > 0 ? <PaperClipIcon className={css.toggleIcon} aria-label={i18n._({ id: 'demo.mail.hasAttachments', message: 'Has attachments' })} role="img" /> : null}
          <span className={css.date}>{date}</span>
        </span>
        <span className={`${css.subject} ${mail.unread ? css.unread : ''}`}>{mail.subject}</span>
        {shown.length > 0 ? (
          <span className={css.chips}>
            {shown.map((l) => (
              <span key={l.id} className={css.chip}>
                <LabelDot color={l.color} />
                {l.title}
              </span>
            ))}
          </span>
        ) : null}
      </InAppLink>
    </li>
  );
}

function StarToggle({ mailboxRef, mail }: { mailboxRef: MailboxRef; mail: Mail }) {
  const { i18n } = useLingui();
  const Picture = mail.starred ? StarSolidIcon : StarIcon;
  return (
    <button
      type="button"
      className={css.toggle}
      aria-pressed={mail.starred}
      title={i18n._({ id: 'demo.mail.starTitle', message: 'Star' })}
      aria-label={i18n._({ id: 'demo.mail.star', message: 'Star: {subject}', values: { subject: mail.subject } })}
      onClick={() => mailboxRef.send({ type: 'mailbox.mail.toggle', mailId: mail.id, flag: 'starred' })}
    >
      <Picture className={css.toggleIcon} aria-hidden="true" />
    </button>
  );
}

function Reader({ mailboxRef, route, go }: { mailboxRef: MailboxRef; route: MailRoute; go: Go }) {
  const { i18n } = useLingui();
  const mail = useSelector(mailboxRef, selectMail);
  const loading = useSelector(mailboxRef, selectIsMailLoading);
  const missing = useSelector(mailboxRef, selectIsMailMissing);
  const failure = useSelector(mailboxRef, selectMailFailure);
  const folders = useSelector(mailboxRef, selectFolders);
  const labels = useSelector(mailboxRef, selectLabels);
  const failureText = useFailureText();
  const format = useMailFormat();
  const moveId = useId();
  const back = (
    <InAppLink className={button({ tone: 'ghost' })} to={listAddress(route.source, route.page)} onNavigate={(to) => go(to)}>
      <ArrowLeftIcon className={css.toggleIcon} aria-hidden="true" />
      <Trans id="demo.mail.back" message="Back to the list" />
    </InAppLink>
  );
  if (missing || failure) {
    return (
      <article className={css.reader}>
        {back}
        <div role="alert">
          <p>{missing ? <Trans id="demo.mail.missing" message="This mail does not exist (any more)." /> : failureText(failure)}</p>
        </div>
        {failure ? (
          <button type="button" className={button()} onClick={() => mailboxRef.send({ type: 'mailbox.mail.retry' })}>
            <Trans id="demo.mail.retry" message="Try again" />
          </button>
        ) : null}
      </article>
    );
  }
  if (!mail) {
    return (
      <article className={css.reader} aria-busy="true">
        {back}
        <p role="status">{loading ? <Trans id="demo.mail.opening" message="Opening the mail…" /> : null}</p>
      </article>
    );
  }
  const flagButton = (flag: 'important' | 'unread', on: boolean, Picture: typeof StarIcon, label: string) => (
    <button type="button" className={css.toggle} aria-pressed={on} aria-label={label} title={label} onClick={() => mailboxRef.send({ type: 'mailbox.mail.toggle', mailId: mail.id, flag })}>
      <Picture className={css.toggleIcon} aria-hidden="true" />
    </button>
  );
  return (
    <article className={css.reader} aria-labelledby="mail-subject">
      <div className={css.readerTools}>
        {back}
        <StarToggle mailboxRef={mailboxRef} mail={mail} />
        {flagButton('important', mail.important, mail.important ? ExclamationCircleSolidIcon : ExclamationCircleIcon, i18n._({ id: 'demo.mail.important', message: 'Important' }))}
        {flagButton('unread', mail.unread, mail.unread ? EnvelopeIcon : EnvelopeOpenIcon, i18n._({ id: 'demo.mail.markUnread', message: 'Unread' }))}
        <label className={css.field}>
          <span className={css.fieldLabel} id={moveId}>
            <Trans id="demo.mail.moveTo" message="Folder" />
          </span>
          <select
            className={css.control}
            value={mail.folder}
            onChange={(event) => mailboxRef.send({ type: 'mailbox.mail.move', mailId: mail.id, folder: event.target.value })}
          >
            {folders.map((f) => (
              <option key={f.id} value={f.id}>
                {f.title}
              </option>
            ))}
          </select>
        </label>
      </div>
      <h2 id="mail-subject" className={css.readerTitle}>
        {mail.subject}
      </h2>
      <div className={css.sender}>
        <Avatar src={mail.avatar} name={mail.from.name} />
        <div>
          <div className={css.senderName}>{mail.from.name}</div>
          <div className={css.muted}>{format.long(mail.date)}</div>
        </div>
      </div>
      <dl className={css.people}>
        <dt className={css.peopleTerm}>
          <Trans id="demo.mail.from" message="From" />
        </dt>
        <dd className={css.peopleValue}>{`${mail.from.name} <${mail.from.address}>`}</dd>
        <dt className={css.peopleTerm}>
          <Trans id="demo.mail.to" message="To" />
        </dt>
        <dd className={css.peopleValue}>{`${mail.to.name} <${mail.to.address}>`}</dd>
        {mail.cc.length > 0 ? (
          <>
            <dt className={css.peopleTerm}>
              <Trans id="demo.mail.cc" message="Cc" />
            </dt>
            <dd className={css.peopleValue}>{mail.cc.map((p) => p.name).join(', ')}</dd>
          </>
        ) : null}
        {mail.bcc.length > 0 ? (
          <>
            <dt className={css.peopleTerm}>
              <Trans id="demo.mail.bcc" message="Bcc" />
            </dt>
            <dd className={css.peopleValue}>{mail.bcc.map((p) => p.name).join(', ')}</dd>
          </>
        ) : null}
      </dl>
      <div className={css.field}>
        <h3 className={css.sectionTitle}>
          <Trans id="demo.mail.labels" message="Labels" />
        </h3>
        <ul className={css.chips}>
          {labels.map((l) => {
            const on = mail.labels.includes(l.id);
            return (
              <li key={l.id}>
                <button
                  type="button"
                  className={css.labelToggle}
                  aria-pressed={on}
                  onClick={() => mailboxRef.send({ type: 'mailbox.mail.label', mailId: mail.id, labelId: l.id, on: !on })}
                >
                  <LabelDot color={l.color} />
                  {l.title}
                </button>
              </li>
            );
          })}
        </ul>
      </div>
      <SafeHtml html={mail.content} profile="rich" className={css.content} />
      {mail.attachments.length > 0 ? (
        <div className={css.field}>
          <h3 className={css.sectionTitle}>
            {i18n._({ id: 'demo.mail.attachments', message: '{count, plural, one {# attachment} other {# attachments}}', values: { count: mail.attachments.length } })}
          </h3>
          <ul className={css.attachments}>
            {mail.attachments.map((a, i) => (
              <li key={`${a.name}-${i}`} className={css.attachment}>
                <span className={css.attachmentName}>{a.name}</span>
                <span className={css.muted}>
                  {format.size(a.size)} · {a.type}
                </span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </article>
  );
}
