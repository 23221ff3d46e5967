import { Popover } from '@ark-ui/react/popover';
import { Trans, useLingui } from '@lingui/react';
import { useSelector } from '@xstate/react';
import { useState, type MouseEvent } from 'react';
import { Link } from 'wouter';
import {
  selectInboxError,
  selectInboxItems,
  selectInboxLoadError,
  selectIsInboxEmpty,
  selectIsInboxLoading,
  selectIsInboxOpen,
  selectIsTogglePending,
  selectUnreadCount,
  inboxMachine,
  type InboxItem,
  type InboxKind,
  type InboxRef,
} from '../../machines/inbox.machine';
import { Avatar } from '../ui/avatar';
import { Icon, isIconName } from '../ui/icon';
import { useLeaveNotice } from '../ui/leave-notice';
import { UnavailableReason, useLinkAccess } from '../ui/link-access';
import { SafeHtml } from '../ui/safe-html';
import { formatInboxTime } from './format-time';
import * as css from './inbox-panel.css';

/** The messages' and the notifications' machine, handed to the session when this chunk arrives (top-bar-panels.tsx). */
export const panelLogic = { messages: inboxMachine, notifications: inboxMachine };

/** Characters of a description's HTML shown at first (B3: a 2 MB message must not freeze the page). */
export const descriptionChunk = 800;
/** Characters each "Show more" adds: sanitized and laid out well within a frame budget. */
export const showMoreStep = 20_000;
/** A title is one line: longer ones are cut. */
export const titleLimit = 300;

/**
 * The first `limit` characters of server HTML, never cut inside a tag (the sanitizer closes what is left open).
 * Returns the html itself when it is short enough.
 */
export function previewHtml(html: string, limit: number): string {
  if (html.length <= limit) return html;
  const cut = html.slice(0, limit);
  const open = cut.lastIndexOf('<');
  return `${open > cut.lastIndexOf('>') ? cut.slice(0, open) : cut}…`;
}

export interface InboxPanelProps {
  /** One inbox machine: the messages or the notifications of the signed-in user. */
  inboxRef: InboxRef;
  /** Which texts and icon the panel shows. */
  kind: InboxKind;
}

/** The texts of one kind, written out so that each id is extracted. */
function useKindTexts(kind: InboxKind, unread: number) {
  const { i18n } = useLingui();
  if (kind === 'messages') {
    return {
      title: i18n._({ id: 'messages.title', message: 'Messages' }),
      trigger:
        unread > 0
          ? i18n._({ id: 'messages.trigger.unreadCount', message: 'Messages, {count} unread', values: { count: unread } })
          : i18n._({ id: 'messages.trigger', message: 'Messages' }),
      loadError: i18n._({ id: 'messages.error.load', message: 'The messages could not be loaded.' }),
    };
  }
  return {
    title: i18n._({ id: 'notifications.title', message: 'Notifications' }),
    trigger:
      unread > 0
        ? i18n._({
            id: 'notifications.trigger.unreadCount',
            message: 'Notifications, {count} unread',
            values: { count: unread },
          })
        : i18n._({ id: 'notifications.trigger', message: 'Notifications' }),
    loadError: i18n._({ id: 'notifications.error.load', message: 'The notifications could not be loaded.' }),
  };
}

function Empty({ kind }: { kind: InboxKind }) {
  return (
    <div className={css.empty}>
      <span className={css.emptyIcon} aria-hidden="true">
        <Icon name={kind === 'messages' ? 'message' : 'bell'} size={28} />
      </span>
      {kind === 'messages' ? (
        <>
          <p className={css.emptyTitle}>
            <Trans id="messages.empty.title" message="No messages" />
          </p>
          <p className={css.emptyText}>
            <Trans id="messages.empty.text" message="When you have messages, they will appear here." />
          </p>
        </>
      ) : (
        <>
          <p className={css.emptyTitle}>
            <Trans id="notifications.empty.title" message="No notifications" />
          </p>
          <p className={css.emptyText}>
            <Trans id="notifications.empty.text" message="When you have notifications, they will appear here." />
          </p>
        </>
      )}
    </div>
  );
}

/** The whole item is clickable through a link stretched over it, so the server HTML never sits inside an anchor. */
function ItemLink({ item, labelledBy, onFollow, inboxRef }: { item: InboxItem; labelledBy: string; onFollow: () => void; inboxRef: InboxRef }) {
  const leave = useLeaveNotice();
  const linkAccess = useLinkAccess(inboxRef);
  if (!item.link) return null;
  const link = item.link;
  // Issue 13 point 3: a link to a page this user may not open is not offered; the item says why.
  const access = item.useRouter ? linkAccess(link) : ({ available: true } as const);
  if (!access.available) return <UnavailableReason title={access.title} />;
  if (item.useRouter) {
    return <Link href={item.link} className={css.stretchedLink} aria-labelledby={labelledBy} onClick={onFollow} />;
  }
  return (
    <a
      href={link}
      className={css.stretchedLink}
      aria-labelledby={labelledBy}
      target="_blank"
      rel="noopener noreferrer"
      onClick={(event) => {
        onFollow();
        leave(event, link);
      }}
    />
  );
}

function Item({ item, kind, inboxRef }: { item: InboxItem; kind: InboxKind; inboxRef: InboxRef }) {
  const { i18n } = useLingui();
  const titleId = `${kind}-${item.id}-title`;
  const descriptionId = `${kind}-${item.id}-description`;
  const icon = isIconName(item.icon) ? item.icon : kind === 'messages' ? 'message' : 'bell';
  const pending = useSelector(inboxRef, selectIsTogglePending(item.id));
  // How much of a long description is rendered: sanitizing and laying out 2 MB at once blocks the page for seconds.
  const [shown, setShown] = useState(descriptionChunk);
  const description = item.description === undefined ? undefined : previewHtml(item.description, shown);
  const toggleLabel = item.read
    ? i18n._({ id: 'messages.item.markUnread', message: 'Mark as unread' })
    : i18n._({ id: 'messages.item.markRead', message: 'Mark as read' });
  return (
    <li className={css.item} data-read={String(item.read)}>
      <span className={css.media} aria-hidden="true">
        {item.image ? <Avatar src={item.image} icon={icon} /> : <Icon name={icon} />}
      </span>
      <div className={css.main}>
        {item.title ? (
          <span id={titleId} className={css.itemTitle}>
            <SafeHtml html={previewHtml(item.title, titleLimit)} profile="inline" />
          </span>
        ) : null}
        {description ? (
          <div id={descriptionId} className={css.description}>
            <SafeHtml html={description} profile="rich" />
          </div>
        ) : null}
        {item.description !== undefined && item.description.length > shown ? (
          <button type="button" className={css.showMore} aria-controls={descriptionId} onClick={() => setShown((n) => n + showMoreStep)}>
            <Trans id="messages.item.showMore" message="Show more" />
          </button>
        ) : null}
        <time className={css.time} dateTime={item.time}>
          {formatInboxTime(item.time, i18n.locale)}
        </time>
        <ItemLink item={item} inboxRef={inboxRef} labelledBy={item.title ? titleId : descriptionId} onFollow={() => inboxRef.send({ type: 'inbox.close' })} />
      </div>
      <div className={css.actions}>
        <button
          type="button"
          className={css.actionButton}
          aria-label={toggleLabel}
          title={toggleLabel}
          aria-describedby={item.title ? titleId : undefined}
          aria-busy={pending || undefined}
          onClick={(event) => {
            // The second click of a double click (detail 2) is the same intent as the first.
            if (event.detail > 1) return;
            inboxRef.send({ type: 'inbox.item.toggleRead', id: item.id });
          }}
        >
          <span className={css.unreadDot} data-read={String(item.read)} data-pending={pending || undefined} />
        </button>
        <button
          type="button"
          className={css.actionButton}
          aria-label={i18n._({ id: 'messages.item.remove', message: 'Remove' })}
          title={i18n._({ id: 'messages.item.remove', message: 'Remove' })}
          aria-describedby={item.title ? titleId : undefined}
          onClick={() => inboxRef.send({ type: 'inbox.item.remove', id: item.id })}
        >
          <Icon name="close" size={16} />
        </button>
      </div>
    </li>
  );
}

function Body({ inboxRef, kind, loadErrorText }: { inboxRef: InboxRef; kind: InboxKind; loadErrorText: string }) {
  const items = useSelector(inboxRef, selectInboxItems);
  const loading = useSelector(inboxRef, selectIsInboxLoading);
  const loadError = useSelector(inboxRef, selectInboxLoadError);
  const empty = useSelector(inboxRef, selectIsInboxEmpty);
  if (loading) {
    return (
      <div className={css.empty} role="status">
        <Trans id="messages.loading" message="Loading…" />
      </div>
    );
  }
  if (loadError) {
    return (
      <div className={css.empty} role="alert">
        <p className={css.emptyText}>{loadErrorText}</p>
        <button type="button" className={css.retry} onClick={() => inboxRef.send({ type: 'inbox.retry' })}>
          <Trans id="messages.retry" message="Try again" />
        </button>
      </div>
    );
  }
  if (empty) return <Empty kind={kind} />;
  return (
    <ul className={css.list}>
      {items.map((item) => (
        <Item key={item.id} item={item} kind={kind} inboxRef={inboxRef} />
      ))}
    </ul>
  );
}

/** The messages or notifications button of the top bar and its panel (SPEC §2, §3, §4). */
export function InboxPanel({ inboxRef, kind }: InboxPanelProps) {
  const { i18n } = useLingui();
  const isOpen = useSelector(inboxRef, selectIsInboxOpen);
  const unread = useSelector(inboxRef, selectUnreadCount);
  const error = useSelector(inboxRef, selectInboxError);
  const texts = useKindTexts(kind, unread);
  const toggle = (event: MouseEvent) => {
    // The machine decides; Ark's own toggle would answer the same click a second time.
    event.preventDefault();
    inboxRef.send({ type: 'inbox.toggle' });
  };
  return (
    <Popover.Root
      open={isOpen}
      onOpenChange={(details) => !details.open && inboxRef.send({ type: 'inbox.close' })}
      positioning={{ placement: 'bottom-end', gutter: 8 }}
      // Drawn ahead, hidden, when its chunk arrives (after the first paint): the first open only shows it (issue 12
      // point 2; it was the slowest first open, ~45 ms, most of it drawing the list). It stays drawn after a close.
    >
      <Popover.Trigger className={css.iconButton} aria-label={texts.trigger} data-panel-trigger={kind} onClick={toggle}>
        <Icon name={kind === 'messages' ? 'message' : 'bell'} />
        {unread > 0 ? (
          <span className={css.badge} aria-hidden="true">
            {unread > 99 ? '99+' : unread}
          </span>
        ) : null}
      </Popover.Trigger>
      <Popover.Positioner className={css.positioner}>
        <Popover.Content className={css.panel} aria-label={texts.title}>
          <div className={css.header}>
            <Popover.Title className={css.title}>{texts.title}</Popover.Title>
            {/* aria-disabled, not disabled: a disabled button drops the focus, and it is the one just pressed (the machine ignores it with nothing unread). */}
            <button
              type="button"
              className={css.headerButton}
              aria-disabled={unread === 0}
              aria-label={i18n._({ id: 'messages.markAllAsRead', message: 'Mark all as read' })}
              title={i18n._({ id: 'messages.markAllAsRead', message: 'Mark all as read' })}
              onClick={() => inboxRef.send({ type: 'inbox.markAllAsRead' })}
            >
              <Icon name="check" size={18} />
            </button>
            <button
              type="button"
              className={css.headerButton}
              aria-label={i18n._({ id: 'messages.close', message: 'Close' })}
              onClick={() => inboxRef.send({ type: 'inbox.close' })}
            >
              <Icon name="close" size={18} />
            </button>
          </div>
          {error ? (
            <div className={css.errorBar} role="alert">
              <Icon name="alert" size={16} />
              <span className={css.errorText}>
                <Trans id="messages.error.save" message="The change could not be saved." />
              </span>
              <button
                type="button"
                className={css.actionButton}
                aria-label={i18n._({ id: 'messages.error.dismiss', message: 'Dismiss' })}
                onClick={() => inboxRef.send({ type: 'inbox.error.dismiss' })}
              >
                <Icon name="close" size={14} />
              </button>
            </div>
          ) : null}
          <div className={css.body}>
            <Body inboxRef={inboxRef} kind={kind} loadErrorText={texts.loadError} />
          </div>
        </Popover.Content>
      </Popover.Positioner>
    </Popover.Root>
  );
}
