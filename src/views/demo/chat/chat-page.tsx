/**
 * The demo chat full screen (/apps/chat and /apps/chat/{id}, issue 14): the quick chat's chats with their unread counts,
 * searched by name; the conversation with day dividers and HH:mm times (the quick chat's lines), sent through the quick
 * chat's own path (so the quick chat shows it too); mute; the contact's info panel. On a phone the list and the
 * conversation are two pages.
 */
import { Trans, useLingui } from '@lingui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useId, useMemo, useRef, type KeyboardEvent } from 'react';
import ArrowLeftIcon from '@heroicons/react/24/outline/ArrowLeftIcon';
import BellSlashIcon from '@heroicons/react/24/outline/BellSlashIcon';
import { chatLines } from '../../../machines/chat-format';
import {
  chatPageMachine,
  MAX_MESSAGE,
  selectChat,
  selectChatFailure,
  selectChatId,
  selectChatState,
  selectDraft,
  selectIsChatLoading,
  selectIsInfoOpen,
  selectIsListLoading,
  selectIsSending,
  selectListFailure,
  selectMuteFailure,
  selectQuery,
  selectSendFailure,
  selectVisibleChats,
  type ChatPageRef,
} from '../../../machines/demo/chat/chat.machine';
import type { Chat } from '../../../machines/effects/get-chat';
import type { ShellErrorCode } from '../../../machines/effects/error-code';
import { selectPath } from '../../../machines/nav.machine';
import type { SessionRef } from '../../../machines/session.machine';
import { useNavRef } from '../../app-actor';
import { InAppLink } from '../../kit/in-app-link';
import { ErrorPage } from '../../pages/error-page';
import * as qc from '../../quick-chat/quick-chat.css';
import * as page from '../../sections/section-page.css';
import { button } from '../../theme/recipes/button.css';
import { Avatar } from '../../ui/avatar';
import { Icon } from '../../ui/icon';
import { SafeHtml } from '../../ui/safe-html';
import * as css from './chat-page.css';

const base = '/apps/chat';
const idPattern = /^[A-Za-z0-9_-]{1,100}$/;

/** The chat id of the address; undefined when the address is not a chat page. */
export function chatIdOf(path: string): string | null | undefined {
  if (path === base || path === `${base}/`) return null;
  const rest = path.startsWith(`${base}/`) ? path.slice(base.length + 1) : '';
  return idPattern.test(rest) ? rest : undefined;
}

type Go = (to: string) => void;

export default function ChatPage(_: { sessionRef: SessionRef }) {
  const navRef = useNavRef()!;
  const path = useSelector(navRef, selectPath);
  const id = chatIdOf(path);
  if (id === undefined) return <ErrorPage status={404} />;
  return <ChatScreen id={id} go={(to) => navRef.send({ type: 'nav.navigate', to })} />;
}

function useFailure() {
  const { i18n } = useLingui();
  return (code: ShellErrorCode | 'chatNotFound' | null) =>
    code === 'offline'
      ? i18n._({ id: 'demo.chat.failure.offline', message: 'No Internet Connection. Check it and try again.' })
      : code === 'malformed'
        ? i18n._({ id: 'demo.chat.failure.malformed', message: 'The chat sent an answer the app could not read.' })
        : i18n._({ id: 'demo.chat.failure.other', message: 'Something went wrong. Try again.' });
}

function ChatScreen({ id, go }: { id: string | null; go: Go }) {
  const ref = useActorRef(chatPageMachine, { input: { id } });
  useEffect(() => {
    ref.send({ type: 'chat.route', id });
  }, [ref, id]);
  const infoOpen = useSelector(ref, selectIsInfoOpen);
  return (
    <>
      <header className={page.header}>
        <p className={page.eyebrow}>
          <Trans id="demo.chat.eyebrow" message="Demo app" />
        </p>
        <h1 className={page.title}>
          <Trans id="demo.chat.title" message="Chat" />
        </h1>
      </header>
      <div className={`${css.layout} ${infoOpen ? css.layoutInfo : ''}`}>
        <div className={`${css.panel} ${id !== null ? css.hideOnPhone : ''}`}>
          <ChatList chatRef={ref} go={go} />
        </div>
        <div className={`${css.panel} ${id === null ? css.hideOnPhone : ''} ${infoOpen ? css.hideBelowWide : ''}`}>
          <Conversation chatRef={ref} go={go} />
        </div>
        {infoOpen ? (
          <div className={css.panel}>
            <ContactInfo chatRef={ref} />
          </div>
        ) : null}
      </div>
    </>
  );
}

export function ChatList({ chatRef, go }: { chatRef: ChatPageRef; go: Go }) {
  const { i18n } = useLingui();
  const chats = useSelector(chatRef, selectVisibleChats);
  const query = useSelector(chatRef, selectQuery);
  const loading = useSelector(chatRef, selectIsListLoading);
  const failure = useSelector(chatRef, selectListFailure);
  const current = useSelector(chatRef, selectChatId);
  const failureText = useFailure();
  const searchId = useId();
  const when = (iso: string | undefined) => (iso ? i18n.date(new Date(iso), { day: 'numeric', month: 'short' }) : '');
  return (
    <section aria-label={i18n._({ id: 'demo.chat.chats', message: 'Chats' })} style={{ display: 'contents' }}>
      <div className={css.search}>
        <label className={css.searchLabel} htmlFor={searchId}>
          <Trans id="demo.chat.search" message="Search chats" />
        </label>
        <input
          id={searchId}
          type="search"
          className={css.control}
          value={query}
          autoComplete="off"
          onChange={(event) => chatRef.send({ type: 'chat.query', value: event.target.value })}
        />
      </div>
      {failure ? (
        <div className={css.state} role="alert">
          <p>
            <Trans id="demo.chat.listFailed" message="The chats could not be loaded." /> {failureText(failure)}
          </p>
          <button type="button" className={button()} onClick={() => chatRef.send({ type: 'chat.list.retry' })}>
            <Trans id="demo.chat.retry" message="Try again" />
          </button>
        </div>
      ) : loading ? (
        <p className={css.state} role="status">
          <Trans id="demo.chat.loading" message="Loading chats…" />
        </p>
      ) : chats.length === 0 ? (
        <p className={css.state} role="status">
          <Trans id="demo.chat.noMatch" message="No chat matches." />
        </p>
      ) : (
        <ul className={css.chats}>
          {chats.map((chat) => (
            <li key={chat.id}>
              <InAppLink to={`${base}/${chat.id}`} onNavigate={go} className={css.chatLink} current={chat.id === current}>
                <Avatar src={chat.contact.avatar} name={chat.contact.name} />
                <span className={css.chatText}>
                  <span className={css.chatName}>{chat.contact.name}</span>
                  {chat.lastMessage ? (
                    <span className={css.chatLast}>
                      <SafeHtml html={chat.lastMessage} profile="inline" />
                    </span>
                  ) : null}
                </span>
                <span className={css.chatMeta}>
                  <span className={css.when}>{when(chat.lastMessageAt)}</span>
                  {chat.unreadCount > 0 ? (
                    <span className={css.unread}>
                      {chat.unreadCount}
                      <span className="visually-hidden">
                        {' '}
                        {i18n._({ id: 'demo.chat.unread', message: '{count, plural, one {unread message} other {unread messages}}', values: { count: chat.unreadCount } })}
                      </span>
                    </span>
                  ) : null}
                </span>
              </InAppLink>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Conversation({ chatRef, go }: { chatRef: ChatPageRef; go: Go }) {
  const { i18n } = useLingui();
  const chatId = useSelector(chatRef, selectChatId);
  const chat = useSelector(chatRef, selectChat);
  const state = useSelector(chatRef, selectChatState);
  const loading = useSelector(chatRef, selectIsChatLoading);
  const failure = useSelector(chatRef, selectChatFailure);
  const muteFailure = useSelector(chatRef, selectMuteFailure);
  const infoOpen = useSelector(chatRef, selectIsInfoOpen);
  const canMute = useSelector(chatRef, (s) => s.can({ type: 'chat.mute.toggle' }));
  const failureText = useFailure();
  const back = (
    <InAppLink to={base} onNavigate={go} className={`${button({ tone: 'ghost', shape: 'icon' })} ${css.backLink}`}>
      <ArrowLeftIcon width={20} height={20} aria-hidden="true" />
      <span className="visually-hidden">
        <Trans id="demo.chat.back" message="Back to the chats" />
      </span>
    </InAppLink>
  );
  if (chatId === null) {
    return (
      <div className={css.state}>
        <Icon name="chat" size={40} />
        <p>
          <Trans id="quickChat.selectConversation" message="Select a conversation" />
        </p>
      </div>
    );
  }
  if (failure) {
    return (
      <>
        <div className={css.head}>{back}</div>
        <div className={css.state} role="alert">
          <p>{failure === 'chatNotFound' ? <Trans id="quickChat.notFound" message="Could not found chat with id of {id}!" values={{ id: chatId }} /> : failureText(failure)}</p>
          {failure === 'chatNotFound' ? null : (
            <button type="button" className={button()} onClick={() => chatRef.send({ type: 'chat.retry' })}>
              <Trans id="demo.chat.retry" message="Try again" />
            </button>
          )}
        </div>
      </>
    );
  }
  if (loading || !chat) {
    return (
      <>
        <div className={css.head}>{back}</div>
        <p className={css.state} role="status">
          <Trans id="demo.chat.opening" message="Opening the chat…" />
        </p>
      </>
    );
  }
  return (
    <section className={css.panel} style={{ border: 'none', boxShadow: 'none', borderRadius: 0, flex: 1 }} aria-labelledby="chat-name">
      <div className={css.head}>
        {back}
        <Avatar src={chat.contact.avatar} name={chat.contact.name} />
        <h2 id="chat-name" className={css.headName}>
          {chat.contact.name}
        </h2>
        {state?.muted ? <BellSlashIcon className={css.mutedMark} aria-label={i18n._({ id: 'demo.chat.isMuted', message: 'Muted' })} role="img" /> : null}
        {canMute || state ? (
          <button type="button" className={`${button({ tone: 'secondary' })} ${css.toggleOn}`} aria-pressed={state?.muted ?? false} disabled={!canMute} onClick={() => chatRef.send({ type: 'chat.mute.toggle' })}>
            <Trans id="demo.chat.mute" message="Mute" />
          </button>
        ) : null}
        <button type="button" className={`${button({ tone: 'secondary' })} ${css.toggleOn}`} aria-expanded={infoOpen} onClick={() => chatRef.send({ type: 'chat.info.toggle' })}>
          <Trans id="demo.chat.info" message="Contact info" />
        </button>
      </div>
      {muteFailure ? (
        <p className={css.error} role="alert">
          <Trans id="demo.chat.muteFailed" message="The mute setting could not be saved and was undone." /> {failureText(muteFailure)}
        </p>
      ) : null}
      <Thread key={chat.id} chat={chat} />
      <Composer chatRef={chatRef} />
    </section>
  );
}

function Thread({ chat }: { chat: Chat }) {
  const { i18n } = useLingui();
  const lines = useMemo(() => chatLines(chat.messages), [chat.messages]);
  const listRef = useRef<HTMLOListElement>(null);
  const lastKey = lines.at(-1)?.key;
  // The newest message stays in view when the chat opens and when one is added.
  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [lastKey]);
  const dayLabel = (day: string) => i18n.date(new Date(`${day}T12:00:00Z`), { dateStyle: 'full', timeZone: 'UTC' });
  return (
    <ol className={`${qc.lines} ${css.thread}`} ref={listRef} tabIndex={0} aria-label={i18n._({ id: 'quickChat.messages', message: 'Messages' })}>
      {lines.length === 0 ? (
        <li className={qc.day}>
          <Trans id="demo.chat.noMessages" message="No messages yet." />
        </li>
      ) : null}
      {lines.map((line) =>
        line.kind === 'day' ? (
          <li key={line.key} className={qc.day}>
            <time dateTime={line.day}>{dayLabel(line.day)}</time>
          </li>
        ) : (
          <li key={line.key} className={`${line.message.isMine ? qc.mine : qc.theirs} ${line.last ? qc.runEnd : ''}`} data-mine={line.message.isMine ? 'true' : 'false'}>
            <SafeHtml html={line.message.value} profile="rich" />
            <time className={qc.time} dateTime={line.message.createdAt}>
              {line.time}
            </time>
          </li>
        ),
      )}
    </ol>
  );
}

export function Composer({ chatRef }: { chatRef: ChatPageRef }) {
  const { i18n } = useLingui();
  const draft = useSelector(chatRef, selectDraft);
  const canSend = useSelector(chatRef, (s) => s.can({ type: 'chat.send' }));
  const sending = useSelector(chatRef, selectIsSending);
  const sendFailure = useSelector(chatRef, selectSendFailure);
  const send = () => chatRef.send({ type: 'chat.send' });
  // Enter sends, Shift+Enter is a new line (an IME's Enter is left alone).
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };
  return (
    <form
      className={qc.composer}
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      {sendFailure !== null ? (
        <p className={qc.composerError} role="alert">
          <Trans id="quickChat.send.error" message="The message could not be sent. It is kept here: try again." />
        </p>
      ) : draft.length > MAX_MESSAGE ? (
        <p className={qc.composerError} role="alert">
          {i18n._({ id: 'demo.chat.tooLong', message: 'At most {max} characters.', values: { max: MAX_MESSAGE } })}
        </p>
      ) : null}
      <textarea
        className={qc.textarea}
        rows={2}
        value={draft}
        aria-label={i18n._({ id: 'quickChat.draft', message: 'Message' })}
        placeholder={i18n._({ id: 'quickChat.draft.placeholder', message: 'Type your message' })}
        onChange={(event) => chatRef.send({ type: 'chat.draft', value: event.target.value })}
        onKeyDown={onKeyDown}
      />
      <button type="submit" className={button()} disabled={!canSend} aria-busy={sending}>
        <Icon name="send" />
        <Trans id="quickChat.send" message="Send" />
      </button>
    </form>
  );
}

function ContactInfo({ chatRef }: { chatRef: ChatPageRef }) {
  const { i18n } = useLingui();
  const state = useSelector(chatRef, selectChatState);
  if (!state) return null;
  const { contact } = state;
  const rows: [string, string][] = [
    [i18n._({ id: 'demo.chat.info.title', message: 'Job title' }), contact.title],
    [i18n._({ id: 'demo.chat.info.company', message: 'Company' }), contact.company],
    ...contact.emails.map((e): [string, string] => [i18n._({ id: 'demo.chat.info.email', message: 'Email' }) + (e.label ? ` (${e.label})` : ''), e.email]),
    ...contact.phoneNumbers.map((p): [string, string] => [
      i18n._({ id: 'demo.chat.info.phone', message: 'Phone' }) + (p.label ? ` (${p.label})` : ''),
      `${p.country ? `${p.country.toUpperCase()} ` : ''}${p.phoneNumber}`,
    ]),
    [i18n._({ id: 'demo.chat.info.birthday', message: 'Birthday' }), contact.birthday ? i18n.date(new Date(contact.birthday), { dateStyle: 'long', timeZone: 'UTC' }) : ''],
    [i18n._({ id: 'demo.chat.info.address', message: 'Address' }), contact.address],
  ].filter(([, value]) => value !== '') as [string, string][];
  return (
    <section aria-labelledby="chat-info-title" style={{ display: 'contents' }}>
      <div className={css.head}>
        <h2 id="chat-info-title" className={css.headName}>
          <Trans id="demo.chat.info" message="Contact info" />
        </h2>
        <button type="button" className={button({ tone: 'ghost' })} onClick={() => chatRef.send({ type: 'chat.info.close' })}>
          <Trans id="demo.chat.info.close" message="Close" />
        </button>
      </div>
      <div className={css.infoBody}>
        <Avatar src={contact.avatar} name={contact.name} />
        <div>
          <p className={css.infoName}>{contact.name}</p>
          {contact.about ? <p className={css.muted}>{contact.about}</p> : null}
        </div>
        <dl className={css.details}>
          {rows.map(([term, value], i) => (
            <div key={`${term}-${i}`}>
              <dt className={css.term}>{term}</dt>
              <dd className={css.value}>{value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
