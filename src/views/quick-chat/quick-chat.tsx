import { Dialog } from '@ark-ui/react/dialog';
import { Trans, useLingui } from '@lingui/react';
import { shallowEqual, useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { chatLines } from '../../machines/chat-format';
import {
  selectCanSend,
  selectChat,
  selectChatError,
  selectChatListError,
  selectChats,
  selectDraft,
  selectIsChatListLoading,
  selectIsChatLoading,
  selectIsNoChatSelected,
  selectIsQuickChatOpen,
  selectIsSending,
  selectSelectedChatId,
  selectSendError,
  type Chat,
  type QuickChatRef,
} from '../../machines/quick-chat.machine';
import { button } from '../theme/recipes/button.css';
import { Avatar } from '../ui/avatar';
import { Icon } from '../ui/icon';
import { SafeHtml } from '../ui/safe-html';
import * as css from './quick-chat.css';

/** Long threads: only the newest lines are rendered, older ones a page at a time. */
const pageSize = 200;

/**
 * The quick chat (SPEC §2, §4, §8): a drawer with the chat list and the conversation, and its toggle: docked at the
 * right edge in the layouts that have the chat panel, in the top bar (QuickChatTrigger) in the others, so the chat is
 * reachable in every layout with a top bar (issue 13 point 12).
 */
export function QuickChat({ quickChatRef, edgeToggle = true }: { quickChatRef: QuickChatRef; /** @default true */ edgeToggle?: boolean }) {
  const { i18n } = useLingui();
  const open = useSelector(quickChatRef, selectIsQuickChatOpen);
  const close = () => quickChatRef.send({ type: 'quickChat.close' });
  return (
    <>
      {edgeToggle ? (
        <button
          type="button"
          className={css.toggle}
          aria-label={i18n._({ id: 'quickChat.toggle', message: 'Quick chat' })}
          aria-expanded={open}
          onClick={() => quickChatRef.send({ type: 'quickChat.toggle' })}
        >
          <Icon name="chat" />
        </button>
      ) : null}
      <Dialog.Root open={open} onOpenChange={(d) => !d.open && close()} lazyMount unmountOnExit>
        <Dialog.Backdrop className={css.backdrop} data-testid="quick-chat-overlay" />
        <Dialog.Positioner className={css.positioner}>
          <Dialog.Content className={css.drawer}>
            <header className={css.header} onClick={close}>
              <Icon name="chat" />
              <Dialog.Title className={css.title}>
                <Trans id="quickChat.title" message="Quick chat" />
              </Dialog.Title>
              <button type="button" className={css.headerButton} aria-label={i18n._({ id: 'quickChat.close', message: 'Close quick chat' })}>
                <Icon name="close" />
              </button>
            </header>
            <div className={css.body}>
              <ChatList quickChatRef={quickChatRef} />
              <Conversation quickChatRef={quickChatRef} />
            </div>
          </Dialog.Content>
        </Dialog.Positioner>
      </Dialog.Root>
    </>
  );
}

function ChatList({ quickChatRef }: { quickChatRef: QuickChatRef }) {
  const { i18n } = useLingui();
  const chats = useSelector(quickChatRef, selectChats);
  const loading = useSelector(quickChatRef, selectIsChatListLoading);
  const error = useSelector(quickChatRef, selectChatListError);
  const selectedId = useSelector(quickChatRef, selectSelectedChatId);
  if (error !== null) {
    return (
      <div className={css.placeholder}>
        <p className={css.errorText} role="alert">
          <Trans id="quickChat.list.error" message="The chats could not be loaded." />
        </p>
        <button type="button" className={button({ tone: 'secondary' })} onClick={() => quickChatRef.send({ type: 'quickChat.list.retry' })}>
          <Trans id="quickChat.retry" message="Try again" />
        </button>
      </div>
    );
  }
  return (
    <nav className={css.listPane} aria-label={i18n._({ id: 'quickChat.list', message: 'Chats' })} aria-busy={loading}>
      <ul className={css.list}>
        {chats.map((chat) => (
          <li key={chat.id}>
            <button
              type="button"
              className={css.chatButton}
              aria-current={chat.id === selectedId ? 'true' : undefined}
              data-read={String(chat.unreadCount === 0)}
              onClick={() => quickChatRef.send({ type: 'quickChat.chat.select', id: chat.id })}
            >
              <span className={css.avatarWrap}>
                <Avatar src={chat.contact.avatar} name={chat.contact.name} />
                {chat.unreadCount > 0 ? (
                  <span className={css.badge} aria-hidden="true">
                    {chat.unreadCount}
                  </span>
                ) : null}
              </span>
              <span className={`${css.chatName} ${chat.unreadCount > 0 ? css.chatNameUnread : ''}`}>{chat.contact.name}</span>
              {chat.unreadCount > 0 ? (
                <span className={css.visuallyHidden}>
                  <Trans id="quickChat.unreadCount" message="Unread messages: {count}" values={{ count: chat.unreadCount }} />
                </span>
              ) : null}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function Conversation({ quickChatRef }: { quickChatRef: QuickChatRef }) {
  const noneSelected = useSelector(quickChatRef, selectIsNoChatSelected);
  const loading = useSelector(quickChatRef, selectIsChatLoading);
  const chat = useSelector(quickChatRef, selectChat);
  const error = useSelector(quickChatRef, selectChatError, shallowEqual);
  if (noneSelected) {
    return (
      <div className={css.placeholder}>
        <Icon name="chat" size={48} />
        <p>
          <Trans id="quickChat.selectConversation" message="Select a conversation" />
        </p>
      </div>
    );
  }
  if (loading) {
    return (
      <div className={css.placeholder} role="status">
        <Trans id="quickChat.loading" message="Loading the conversation…" />
      </div>
    );
  }
  if (error !== null) {
    return (
      <div className={css.placeholder}>
        <p className={css.errorText} role="alert">
          {error.code === 'chatNotFound' ? (
            <Trans id="quickChat.notFound" message="Could not found chat with id of {id}!" values={{ id: error.id }} />
          ) : (
            <Trans id="quickChat.chat.error" message="The conversation could not be loaded." />
          )}
        </p>
        {error.code === 'chatNotFound' ? null : (
          <button type="button" className={button({ tone: 'secondary' })} onClick={() => quickChatRef.send({ type: 'quickChat.chat.retry' })}>
            <Trans id="quickChat.retry" message="Try again" />
          </button>
        )}
      </div>
    );
  }
  if (chat === null) return null;
  return (
    <section className={css.conversation} aria-label={chat.contact.name}>
      <div className={css.conversationHeader}>
        <Avatar src={chat.contact.avatar} name={chat.contact.name} />
        <h3 className={css.conversationTitle}>{chat.contact.name}</h3>
      </div>
      <Thread key={chat.id} chat={chat} />
      <Composer quickChatRef={quickChatRef} />
    </section>
  );
}

function Thread({ chat }: { chat: Chat }) {
  const { i18n } = useLingui();
  const all = useMemo(() => chatLines(chat.messages), [chat.messages]);
  const [shown, setShown] = useState(pageSize);
  const lines = all.length > shown ? all.slice(all.length - shown) : all;
  const listRef = useRef<HTMLOListElement>(null);
  const lastKey = all.at(-1)?.key;
  // The newest message stays in view when the thread opens and when a message is added.
  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [lastKey]);
  const dayLabel = (day: string) => i18n.date(new Date(`${day}T12:00:00Z`), { dateStyle: 'medium', timeZone: 'UTC' });
  return (
    <ol className={css.lines} ref={listRef} tabIndex={0} aria-label={i18n._({ id: 'quickChat.messages', message: 'Messages' })}>
      {all.length > shown ? (
        <li className={css.showEarlier}>
          <button type="button" className={button({ tone: 'ghost' })} onClick={() => setShown((n) => n + pageSize)}>
            <Trans id="quickChat.showEarlier" message="Show earlier" />
          </button>
        </li>
      ) : null}
      {lines.map((line) =>
        line.kind === 'day' ? (
          <li key={line.key} className={css.day}>
            <time dateTime={line.day}>{dayLabel(line.day)}</time>
          </li>
        ) : (
          <li
            key={line.key}
            className={`${line.message.isMine ? css.mine : css.theirs} ${line.last ? css.runEnd : ''}`}
            data-mine={line.message.isMine ? 'true' : 'false'}
          >
            <SafeHtml html={line.message.value} profile="rich" />
            <time className={css.time} dateTime={line.message.createdAt}>
              {line.time}
            </time>
          </li>
        ),
      )}
    </ol>
  );
}

function Composer({ quickChatRef }: { quickChatRef: QuickChatRef }) {
  const { i18n } = useLingui();
  const draft = useSelector(quickChatRef, selectDraft);
  const canSend = useSelector(quickChatRef, selectCanSend);
  const sending = useSelector(quickChatRef, selectIsSending);
  const sendError = useSelector(quickChatRef, selectSendError);
  const send = () => quickChatRef.send({ type: 'quickChat.send' });
  // Enter sends, Shift+Enter is a new line (and Enter while composing with an IME is left alone).
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };
  return (
    <form
      className={css.composer}
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      {sendError !== null ? (
        <p className={css.composerError} role="alert">
          <Trans id="quickChat.send.error" message="The message could not be sent. It is kept here: try again." />
        </p>
      ) : null}
      <textarea
        className={css.textarea}
        rows={2}
        value={draft}
        aria-label={i18n._({ id: 'quickChat.draft', message: 'Message' })}
        placeholder={i18n._({ id: 'quickChat.draft.placeholder', message: 'Type your message' })}
        onChange={(event) => quickChatRef.send({ type: 'quickChat.draft.change', value: event.target.value })}
        onKeyDown={onKeyDown}
      />
      <button type="submit" className={button()} disabled={!canSend} aria-busy={sending}>
        <Icon name="send" />
        <Trans id="quickChat.send" message="Send" />
      </button>
    </form>
  );
}
