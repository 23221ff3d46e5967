import { useLingui } from '@lingui/react';
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import type { AnyActorLogic, EventObject } from 'xstate';
import {
  selectMessagesRef,
  selectNotificationsRef,
  selectPendingPanelEvents,
  selectQuickChatRef,
  selectSearchRef,
  selectShortcutsRef,
  type PanelId,
  type SessionRef,
} from '../../machines/session.machine';
import * as layoutCss from '../layout/layout.css';
import { SearchStatic } from '../search/search-static';
import { FullscreenToggle } from '../top-bar/fullscreen-toggle';
import { inboxTrigger, shortcutsTrigger } from '../top-bar/panel-triggers.css';
import { Icon, type IconName } from '../ui/icon';
import { preloadWhenIdle } from './preloadable';
import { TakeFocus, useStaticTrigger } from './top-bar-focus';

/** A panel's chunk: its view and its machines (`panelLogic`, by the ids of the session's panel actors). */
type PanelModule = { panelLogic: Partial<Record<PanelId, AnyActorLogic>> };

interface PanelChunk<M extends PanelModule> {
  /** The chunk's module once it has arrived (then its panels render at once, without a fallback). */
  loaded: () => M | null;
  /** Fetches the chunk (once; a failure is forgotten, so that the next intent or idle moment tries again). */
  load: () => Promise<M>;
}

function panelChunk<M extends PanelModule>(load: () => Promise<M>): PanelChunk<M> {
  let module: M | null = null;
  let pending: Promise<M> | null = null;
  return {
    loaded: () => module,
    load: () =>
      (pending ??= load().then(
        (arrived) => (module = arrived),
        (error: unknown) => {
          pending = null;
          throw error;
        },
      )),
  };
}

// Issue 12 point 3: the start-up holds only what the first screen draws. The top bar's panels (their views, machines
// and effects) are chunks fetched when the browser is idle right after the first paint, or on intent (pointer, focus,
// touch, a press) on their static triggers; each hands its machines to the session, which spawns their actors.
const searchChunk = panelChunk(() => import('../search/search-bar'));
const inboxChunk = panelChunk(() => import('../top-bar/inbox-panel'));
const shortcutsChunk = panelChunk(() => import('../shortcuts/shortcuts-popover'));
const quickChatChunk = panelChunk(() => import('../quick-chat/quick-chat-trigger'));
// The language and user menus' chunk (top-bar-menus.tsx) brings the status dot's machine.
const menusChunk = panelChunk(() => import('./top-bar'));

const chunkOf: Record<PanelId, PanelChunk<PanelModule>> = {
  search: searchChunk,
  messages: inboxChunk,
  notifications: inboxChunk,
  shortcuts: shortcutsChunk,
  quickChat: quickChatChunk,
  userStatus: menusChunk,
};
/** The order in which the idle browser fetches them. */
const idleOrder = [searchChunk, inboxChunk, menusChunk, shortcutsChunk, quickChatChunk];

/** Fetches a panel's chunk and hands its machines to the session (which spawns each once, and ignores them again). */
export function openPanels(sessionRef: SessionRef, chunk: PanelChunk<PanelModule>): Promise<void> {
  return chunk.load().then(
    (module) => {
      for (const [id, logic] of Object.entries(module.panelLogic) as [PanelId, AnyActorLogic][]) sessionRef.send({ type: 'session.panel.open', id, logic });
    },
    // Offline or a failed fetch: the static trigger stays and works; its next intent (or idle moment) tries again.
    () => undefined,
  );
}

/**
 * Sends an event to a panel's actor, or, before its chunk has arrived, has the session keep it for the actor (a press on
 * a static trigger, the characters typed into the static search) and fetches the chunk: the intent is never dropped.
 */
export function askPanel(sessionRef: SessionRef, id: PanelId, event: EventObject): void {
  sessionRef.send({ type: 'session.panel.send', id, event });
  void openPanels(sessionRef, chunkOf[id]);
}

const intentProps = (sessionRef: SessionRef, id: PanelId) => {
  const fetch = () => void openPanels(sessionRef, chunkOf[id]);
  return { onPointerEnter: fetch, onFocus: fetch, onTouchStart: fetch };
};

/** The panels' chunks are fetched when the browser is idle after the shell's first paint, one per idle period. */
function useIdlePanels(sessionRef: SessionRef): void {
  useEffect(() => preloadWhenIdle(idleOrder.map((chunk) => () => openPanels(sessionRef, chunk))), [sessionRef]);
}

interface StaticTriggerProps {
  sessionRef: SessionRef;
  id: PanelId;
  /** What a press asks of the panel's actor (kept until it is spawned). */
  event: EventObject;
  label: string;
  icon: IconName;
  className: string;
  /** The live trigger opens a popover dialog (not the quick chat's toggle). @default true */
  popover?: boolean;
}

/**
 * A panel's trigger before its chunk arrives: the same button as the live one (class, name, icon, Tab stop), whose
 * press is kept for the panel's actor; the messages' and notifications' unread counts come with the chunk.
 */
function StaticTrigger({ sessionRef, id, event, label, icon, className, popover = true }: StaticTriggerProps) {
  const ref = useStaticTrigger<HTMLButtonElement>(id);
  return (
    <button
      ref={ref}
      type="button"
      className={className}
      aria-label={label}
      aria-haspopup={popover ? 'dialog' : undefined}
      aria-expanded={false}
      data-panel-trigger={id}
      {...intentProps(sessionRef, id)}
      onClick={() => askPanel(sessionRef, id, event)}
    >
      <Icon name={icon} />
    </button>
  );
}

const inboxToggle = { type: 'inbox.toggle' };
const selectPendingSearch = (s: Parameters<typeof selectPendingPanelEvents>[0]) => selectPendingPanelEvents(s, 'search');

/**
 * The top bar's search, full-screen toggle, shortcuts, messages, notifications and (where the layout does not dock it)
 * quick chat toggle. Each panel is drawn statically until its chunk has arrived and the session has spawned its actor;
 * the static triggers are the same buttons (same Tab stops), and what they are asked meanwhile is kept for the actor.
 */
export function TopBarPanels({ sessionRef, quickChatToggle }: { sessionRef: SessionRef; quickChatToggle: boolean }) {
  const { i18n } = useLingui();
  useIdlePanels(sessionRef);
  const searchRef = useSelector(sessionRef, selectSearchRef);
  const pendingSearch = useSelector(sessionRef, selectPendingSearch);
  const shortcutsRef = useSelector(sessionRef, selectShortcutsRef);
  const messagesRef = useSelector(sessionRef, selectMessagesRef);
  const notificationsRef = useSelector(sessionRef, selectNotificationsRef);
  const quickChatRef = useSelector(sessionRef, selectQuickChatRef);
  // A spawned actor means its chunk has arrived (it brought the machine): its view is there to render.
  const search = searchRef ? searchChunk.loaded() : null;
  const shortcuts = shortcutsRef ? shortcutsChunk.loaded() : null;
  const inbox = inboxChunk.loaded();
  const quickChat = quickChatRef ? quickChatChunk.loaded() : null;
  const live = [search, shortcuts, messagesRef && inbox, notificationsRef && inbox, quickChat].map((panel) => (panel ? 1 : 0)).join('');
  return (
    <>
      {search && searchRef ? (
        <search.SearchBar searchRef={searchRef} />
      ) : (
        <SearchStatic pending={pendingSearch} onAsk={(event) => askPanel(sessionRef, 'search', event)} onIntent={() => void openPanels(sessionRef, searchChunk)} />
      )}
      <span className={layoutCss.onlyFromMd}>
        <FullscreenToggle />
      </span>
      {shortcuts && shortcutsRef ? (
        <shortcuts.default shortcutsRef={shortcutsRef} />
      ) : (
        <StaticTrigger
          sessionRef={sessionRef}
          id="shortcuts"
          event={{ type: 'shortcuts.open' }}
          label={i18n._({ id: 'shortcuts.open', message: 'Shortcuts' })}
          icon="bolt"
          className={shortcutsTrigger}
        />
      )}
      {inbox && messagesRef ? (
        <inbox.InboxPanel inboxRef={messagesRef} kind="messages" />
      ) : (
        <StaticTrigger
          sessionRef={sessionRef}
          id="messages"
          event={inboxToggle}
          label={i18n._({ id: 'messages.trigger', message: 'Messages' })}
          icon="message"
          className={inboxTrigger}
        />
      )}
      {inbox && notificationsRef ? (
        <inbox.InboxPanel inboxRef={notificationsRef} kind="notifications" />
      ) : (
        <StaticTrigger
          sessionRef={sessionRef}
          id="notifications"
          event={inboxToggle}
          label={i18n._({ id: 'notifications.trigger', message: 'Notifications' })}
          icon="bell"
          className={inboxTrigger}
        />
      )}
      {!quickChatToggle ? null : quickChat && quickChatRef ? (
        <quickChat.QuickChatTrigger quickChatRef={quickChatRef} />
      ) : (
        <StaticTrigger
          sessionRef={sessionRef}
          id="quickChat"
          event={{ type: 'quickChat.toggle' }}
          label={i18n._({ id: 'quickChat.toggle.open', message: 'Open quick chat' })}
          icon="chat"
          className={`${layoutCss.iconButton} ${layoutCss.onlyFromSm}`}
          popover={false}
        />
      )}
      {/* A live trigger that replaced a focused static one takes the focus (remounted as each panel arrives). */}
      <TakeFocus key={live} />
    </>
  );
}

/** The quick chat's drawer, once its chunk has arrived: docked at the edge in the layouts that have it, else when opened. */
export function QuickChatSlot({ sessionRef, docked }: { sessionRef: SessionRef; docked: boolean }) {
  const quickChatRef = useSelector(sessionRef, selectQuickChatRef);
  const quickChat = quickChatRef ? quickChatChunk.loaded() : null;
  return quickChat && quickChatRef ? <quickChat.QuickChatDock quickChatRef={quickChatRef} docked={docked} /> : null;
}
