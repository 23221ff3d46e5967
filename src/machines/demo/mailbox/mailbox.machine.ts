/**
 * The demo mailbox (/apps/mailbox, issue 14) as parallel regions:
 * - `nav`: folders (with the counts of SPEC §4), filters, labels and settings; counts refresh after every saved change;
 * - `list`: the page of mails of the address's folder, filter or label (the mock's 625 ms shown as loading, the
 *   old page kept dimmed); a page beyond the last asks to go to the last one;
 * - `mail`: the opened mail; opening an unread one marks it read;
 * - `writer`: each flag, move or label change is applied at once (optimistic) and queued as a PATCH, one at a time;
 *   a failure puts the mail back as it was and says so;
 * - `labels`: the labels dialog (create, rename, recolour, delete with a confirmation);
 * - `settings`: the settings dialog (the message layout);
 * - `drawer`: the folders panel on a phone.
 * It never navigates itself: it emits `navigate` and the page hands it to the navigation machine.
 */
import { assign, emit, enqueueActions, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { errorCodeOf, type ShellErrorCode } from '../../effects/error-code';
import {
  createLabel,
  deleteLabel,
  fetchFilters,
  fetchFolders,
  fetchLabels,
  fetchMail,
  fetchMails,
  fetchSettings,
  isLabelColor,
  patchMail,
  patchSettings,
  updateLabel,
  type Mail,
  type MailChanges,
  type MailFilter,
  type MailFolder,
  type MailLabel,
  type MailPage,
  type MailPagination,
  type MailSettings,
  type MailSource,
  type MessageLayout,
} from './mailbox-api';
import { inboxRoute, listAddress, sameSource, type MailRoute } from './mail-route';

export type MailFlag = 'starred' | 'important' | 'unread';
export type WriteKind = MailFlag | 'folder' | 'labels';

export interface PendingWrite {
  mailId: string;
  kind: WriteKind;
  changes: MailChanges;
  /** The same fields as they were, to put back on failure. */
  before: MailChanges;
  /** Where the mail stood in the list when the change took it out of it (it no longer belongs there). */
  removed: { index: number; mail: Mail } | null;
}

export interface LabelForm {
  /** null: a new label. */
  id: string | null;
  title: string;
  color: string;
}
export type LabelTitleError = 'required' | 'too-long' | 'invalid-title';
export const MAX_LABEL_TITLE = 40;

export interface MailboxContext {
  source: MailSource;
  page: number;
  mailId: string | null;
  folders: MailFolder[];
  filters: MailFilter[];
  labels: MailLabel[];
  settings: MailSettings;
  mails: Mail[];
  pagination: MailPagination | null;
  mail: Mail | null;
  navFailure: ShellErrorCode | null;
  listFailure: ShellErrorCode | null;
  mailFailure: ShellErrorCode | null;
  writes: PendingWrite[];
  /** The last change that could not be saved (it was undone). */
  writeFailure: { kind: WriteKind; code: ShellErrorCode } | null;
  labelForm: LabelForm | null;
  labelToDelete: string | null;
  labelFailure: ShellErrorCode | null;
  settingsDraft: MailSettings | null;
  settingsFailure: ShellErrorCode | null;
  /** Mails of the page shown that are selected for a bulk change. */
  selected: string[];
  /** A saved change took a mail off the list: the list is fetched again when the queue empties. */
  relist: boolean;
}

export type MailboxEvent =
  | { type: 'mailbox.route'; route: MailRoute }
  | { type: 'mailbox.nav.retry' }
  | { type: 'mailbox.list.retry' }
  | { type: 'mailbox.list.refresh' }
  | { type: 'mailbox.mail.retry' }
  | { type: 'mailbox.mail.toggle'; mailId: string; flag: MailFlag }
  | { type: 'mailbox.mail.move'; mailId: string; folder: string }
  | { type: 'mailbox.mail.label'; mailId: string; labelId: string; on: boolean }
  | { type: 'mailbox.writeFailure.dismiss' }
  | { type: 'mailbox.counts.refresh' }
  | { type: 'mailbox.labels.open' }
  | { type: 'mailbox.labels.close' }
  | { type: 'mailbox.labels.new' }
  | { type: 'mailbox.labels.edit'; id: string }
  | { type: 'mailbox.labels.title'; value: string }
  | { type: 'mailbox.labels.color'; value: string }
  | { type: 'mailbox.labels.save' }
  | { type: 'mailbox.labels.cancel' }
  | { type: 'mailbox.labels.delete'; id: string }
  | { type: 'mailbox.labels.confirm' }
  | { type: 'mailbox.settings.open' }
  | { type: 'mailbox.settings.close' }
  | { type: 'mailbox.settings.layout'; layout: MessageLayout }
  | { type: 'mailbox.settings.save' }
  | { type: 'mailbox.select.toggle'; mailId: string }
  | { type: 'mailbox.select.page' }
  | { type: 'mailbox.select.clear' }
  | { type: 'mailbox.bulk.flag'; flag: MailFlag; value: boolean }
  | { type: 'mailbox.bulk.move'; folder: string }
  | { type: 'mailbox.drawer.toggle' }
  | { type: 'mailbox.drawer.close' };

/** Asks the page to go to an address (a page beyond the last, a renamed or deleted label). */
export type MailboxEmitted = { type: 'navigate'; to: string; replace: boolean };

export interface MailboxNav {
  folders: MailFolder[];
  filters: MailFilter[];
  labels: MailLabel[];
  settings: MailSettings;
}

export const loadNav = fromPromise<MailboxNav>(async ({ signal }) => {
  const [folders, filters, labels, settings] = await Promise.all([fetchFolders(signal), fetchFilters(signal), fetchLabels(signal), fetchSettings(signal)]);
  return { folders, filters, labels, settings };
});
export const loadFolders = fromPromise<MailFolder[]>(({ signal }) => fetchFolders(signal));
export const loadMails = fromPromise<MailPage, { source: MailSource; page: number }>(({ input, signal }) => fetchMails(input.source, input.page, signal));
export const loadMail = fromPromise<Mail | null, { id: string }>(({ input, signal }) => fetchMail(input.id, signal));
export const saveMail = fromPromise<Mail, { id: string; changes: MailChanges }>(({ input, signal }) => patchMail(input.id, input.changes, signal));
export const saveLabel = fromPromise<MailLabel, LabelForm>(({ input, signal }) =>
  input.id === null ? createLabel({ title: input.title.trim(), color: input.color }, signal) : updateLabel(input.id, { title: input.title.trim(), color: input.color }, signal),
);
export const removeLabel = fromPromise<true, { id: string }>(({ input, signal }) => deleteLabel(input.id, signal));
export const saveSettings = fromPromise<MailSettings, MailSettings>(({ input, signal }) => patchSettings(input, signal));

/** Why a label title cannot be saved, or null. */
export function labelTitleError(title: string): LabelTitleError | null {
  const trimmed = title.trim();
  if (trimmed === '') return 'required';
  if (trimmed.length > MAX_LABEL_TITLE) return 'too-long';
  if (!/[\p{L}\p{N}_]/u.test(trimmed) || !/[A-Za-z0-9_]/.test(trimmed)) return 'invalid-title';
  return null;
}

/** Whether a mail belongs to the list of a folder, a filter or a label. */
export function belongsTo(mail: Mail, source: MailSource, folders: readonly MailFolder[], labels: readonly MailLabel[]): boolean {
  if (source.kind === 'folder') return folders.find((f) => f.slug === source.slug)?.id === mail.folder;
  if (source.kind === 'label') {
    const label = labels.find((l) => l.slug === source.slug);
    return label !== undefined && mail.labels.includes(label.id);
  }
  return source.slug === 'starred' || source.slug === 'important' || source.slug === 'unread' ? mail[source.slug] : true;
}

const pick = (mail: Mail, changes: MailChanges): MailChanges =>
  Object.fromEntries(Object.keys(changes).map((key) => [key, mail[key as keyof MailChanges]])) as MailChanges;

const findMail = (context: MailboxContext, mailId: string): Mail | null =>
  context.mails.find((m) => m.id === mailId) ?? (context.mail?.id === mailId ? context.mail : null);

/** The change an event asks for, from the mail as shown now; null when it changes nothing or names nothing known. */
function changeOf(context: MailboxContext, event: MailboxEvent): { mail: Mail; kind: WriteKind; changes: MailChanges } | null {
  if (event.type !== 'mailbox.mail.toggle' && event.type !== 'mailbox.mail.move' && event.type !== 'mailbox.mail.label') return null;
  const mail = findMail(context, event.mailId);
  if (!mail) return null;
  if (event.type === 'mailbox.mail.toggle') return { mail, kind: event.flag, changes: { [event.flag]: !mail[event.flag] } };
  if (event.type === 'mailbox.mail.move') {
    if (mail.folder === event.folder || !context.folders.some((f) => f.id === event.folder)) return null;
    return { mail, kind: 'folder', changes: { folder: event.folder } };
  }
  if (!context.labels.some((l) => l.id === event.labelId) || mail.labels.includes(event.labelId) === event.on) return null;
  const labels = event.on ? [...mail.labels, event.labelId] : mail.labels.filter((l) => l !== event.labelId);
  return { mail, kind: 'labels', changes: { labels } };
}

/** Applies a change to the list (taking the mail out when it no longer belongs) and to the opened mail. */
function applyChange(context: MailboxContext, mailId: string, changes: MailChanges) {
  const index = context.mails.findIndex((m) => m.id === mailId);
  let removed: PendingWrite['removed'] = null;
  let mails = context.mails;
  if (index >= 0) {
    const changed = { ...context.mails[index]!, ...changes };
    if (belongsTo(changed, context.source, context.folders, context.labels)) mails = context.mails.map((m, i) => (i === index ? changed : m));
    else {
      removed = { index, mail: changed };
      mails = context.mails.filter((_, i) => i !== index);
    }
  }
  const mail = context.mail?.id === mailId ? { ...context.mail, ...changes } : context.mail;
  return { mails, mail, removed };
}

function queueWrite(context: MailboxContext, mailId: string, kind: WriteKind, changes: MailChanges): Partial<MailboxContext> {
  const mail = findMail(context, mailId);
  if (!mail) return {};
  const { mails, mail: opened, removed } = applyChange(context, mailId, changes);
  const write: PendingWrite = { mailId, kind, changes, before: pick(mail, changes), removed };
  return { mails, mail: opened, writes: [...context.writes, write], writeFailure: null };
}

/** The changes a bulk action makes: one write per selected mail it changes. */
export function bulkChanges(context: MailboxContext, event: MailboxEvent): { mailId: string; kind: WriteKind; changes: MailChanges }[] {
  const mails = context.selected.map((mailId) => context.mails.find((m) => m.id === mailId)).filter((m): m is Mail => m !== undefined);
  if (event.type === 'mailbox.bulk.flag') {
    return mails.filter((m) => m[event.flag] !== event.value).map((m) => ({ mailId: m.id, kind: event.flag, changes: { [event.flag]: event.value } }));
  }
  if (event.type === 'mailbox.bulk.move' && context.folders.some((f) => f.id === event.folder)) {
    return mails.filter((m) => m.folder !== event.folder).map((m) => ({ mailId: m.id, kind: 'folder' as const, changes: { folder: event.folder } }));
  }
  return [];
}

const initialContext = (route: MailRoute): MailboxContext => ({
  source: route.source,
  page: route.page,
  mailId: route.mailId,
  folders: [],
  filters: [],
  labels: [],
  settings: { messageLayout: 'right' },
  mails: [],
  pagination: null,
  mail: null,
  navFailure: null,
  listFailure: null,
  mailFailure: null,
  writes: [],
  writeFailure: null,
  labelForm: null,
  labelToDelete: null,
  labelFailure: null,
  settingsDraft: null,
  settingsFailure: null,
  selected: [],
  relist: false,
});

export const mailboxMachine = setup({
  types: {} as { context: MailboxContext; events: MailboxEvent; input: { route?: MailRoute }; emitted: MailboxEmitted },
  actors: { loadNav, loadFolders, loadMails, loadMail, saveMail, saveLabel, removeLabel, saveSettings },
  guards: {
    listChanged: ({ context }, params: { route: MailRoute }) => !sameSource(context.source, params.route.source) || context.page !== params.route.page,
    mailOpened: ({ context }, params: { route: MailRoute }) => params.route.mailId !== null && params.route.mailId !== context.mailId,
    mailClosed: ({ context }, params: { route: MailRoute }) => params.route.mailId === null && context.mailId !== null,
    hasMailId: ({ context }) => context.mailId !== null,
    isMissing: (_, params: { mail: Mail | null }) => params.mail === null,
    isBeyond: (_, params: { page: MailPage }) => params.page.kind === 'beyond',
    isUnread: (_, params: { mail: Mail | null }) => params.mail?.unread === true,
    changesSomething: ({ context, event }) => changeOf(context, event) !== null,
    hasWrites: ({ context }) => context.writes.length > 0,
    bulkChangesSomething: ({ context, event }) => bulkChanges(context, event).length > 0,
    hasSelection: ({ context }) => context.selected.length > 0,
    isListed: ({ context }, params: { mailId: string }) => context.mails.some((m) => m.id === params.mailId),
    knownLabel: ({ context }, params: { id: string }) => context.labels.some((l) => l.id === params.id),
    labelFormValid: ({ context }) => context.labelForm !== null && labelTitleError(context.labelForm.title) === null && isLabelColor(context.labelForm.color),
    settingsChanged: ({ context }) => context.settingsDraft !== null && context.settingsDraft.messageLayout !== context.settings.messageLayout,
  },
  actions: {
    setListRoute: assign((_, params: { route: MailRoute }) => ({ source: params.route.source, page: params.route.page, listFailure: null, selected: [] })),
    setMailId: assign(({ context }, params: { route: MailRoute }) => ({
      mailId: params.route.mailId,
      // The list's copy shows at once while the mail loads.
      mail: params.route.mailId === null ? null : (context.mails.find((m) => m.id === params.route.mailId) ?? null),
      mailFailure: null,
    })),
    setNav: assign((_, params: { nav: MailboxNav }) => ({ ...params.nav, navFailure: null })),
    setNavFailure: assign((_, params: { error: unknown }) => ({ navFailure: errorCodeOf(params.error) })),
    setFolders: assign((_, params: { folders: MailFolder[] }) => ({ folders: params.folders })),
    setPage: assign(({ context }, params: { page: MailPage }) =>
      params.page.kind === 'page'
        ? { mails: params.page.mails, pagination: params.page.pagination, listFailure: null, selected: context.selected.filter((id) => params.page.kind === 'page' && params.page.mails.some((m) => m.id === id)) }
        : {},
    ),
    goToLastPage: emit(({ context }, params: { page: MailPage }): MailboxEmitted => ({
      type: 'navigate',
      to: listAddress(context.source, params.page.kind === 'beyond' ? params.page.lastPage : 1),
      replace: true,
    })),
    setListFailure: assign((_, params: { error: unknown }) => ({ listFailure: errorCodeOf(params.error) })),
    setMail: assign((_, params: { mail: Mail }) => ({ mail: params.mail, mailFailure: null })),
    setMailFailure: assign((_, params: { code: ShellErrorCode }) => ({ mail: null, mailFailure: params.code })),
    /** Applies the change now and queues its PATCH. */
    enqueueWrite: assign(({ context }, params: { mailId: string; kind: WriteKind; changes: MailChanges }) => queueWrite(context, params.mailId, params.kind, params.changes)),
    enqueueEvent: assign(({ context, event }) => {
      const change = changeOf(context, event);
      return change ? queueWrite(context, change.mail.id, change.kind, change.changes) : {};
    }),
    /** The saved mail as the server has it, unless more changes of it are still queued. */
    finishWrite: enqueueActions(({ context, enqueue }, params: { saved: Mail }) => {
      const [head, ...rest] = context.writes;
      const stillQueued = rest.some((w) => w.mailId === params.saved.id);
      const relist = context.relist || head?.removed != null;
      // The counts and the list are fetched again once the queue is empty (a bulk change asks once, not per mail).
      enqueue.assign({
        writes: rest,
        mail: !stillQueued && context.mail?.id === params.saved.id ? params.saved : context.mail,
        mails: stillQueued ? context.mails : context.mails.map((m) => (m.id === params.saved.id ? params.saved : m)),
        relist: rest.length > 0 && relist,
      });
      if (rest.length > 0) return;
      enqueue.raise({ type: 'mailbox.counts.refresh' });
      if (relist) enqueue.raise({ type: 'mailbox.list.refresh' });
    }),
    /** Puts the mail back as it was and says which change failed. */
    rollbackWrite: enqueueActions(({ context, enqueue }, params: { error: unknown }) => {
      const [head, ...rest] = context.writes;
      if (!head) return;
      let mails = context.mails.map((m) => (m.id === head.mailId ? { ...m, ...head.before } : m));
      if (head.removed && !mails.some((m) => m.id === head.mailId)) {
        mails = [...mails];
        mails.splice(Math.min(head.removed.index, mails.length), 0, { ...head.removed.mail, ...head.before });
      }
      const mail = context.mail?.id === head.mailId ? { ...context.mail, ...head.before } : context.mail;
      enqueue.assign({ writes: rest, mails, mail, writeFailure: { kind: head.kind, code: errorCodeOf(params.error) }, relist: rest.length > 0 && context.relist });
      // Changes saved before this one in the same queue still show in the counts and the list.
      if (rest.length > 0) return;
      enqueue.raise({ type: 'mailbox.counts.refresh' });
      if (context.relist) enqueue.raise({ type: 'mailbox.list.refresh' });
    }),
    dismissWriteFailure: assign({ writeFailure: null }),
    toggleSelected: assign(({ context }, params: { mailId: string }) => ({
      selected: context.selected.includes(params.mailId) ? context.selected.filter((s) => s !== params.mailId) : [...context.selected, params.mailId],
    })),
    selectPage: assign(({ context }) => ({ selected: context.selected.length === context.mails.length ? [] : context.mails.map((m) => m.id) })),
    clearSelection: assign({ selected: [] }),
    /** Every change of the bulk action is applied now and queued; the selection is done with. */
    enqueueBulk: assign(({ context, event }) => {
      let next: MailboxContext = context;
      for (const change of bulkChanges(context, event)) next = { ...next, ...queueWrite(next, change.mailId, change.kind, change.changes) };
      return { mails: next.mails, mail: next.mail, writes: next.writes, writeFailure: null, selected: [] };
    }),
    newLabel: assign({ labelForm: { id: null, title: '', color: 'blue' }, labelFailure: null }),
    editLabel: assign(({ context }, params: { id: string }) => {
      const label = context.labels.find((l) => l.id === params.id);
      return label ? { labelForm: { id: label.id, title: label.title, color: isLabelColor(label.color) ? label.color : 'gray' }, labelFailure: null } : {};
    }),
    setLabelTitle: assign(({ context }, params: { value: string }) => (context.labelForm ? { labelForm: { ...context.labelForm, title: params.value.slice(0, MAX_LABEL_TITLE * 2) } } : {})),
    setLabelColor: assign(({ context }, params: { value: string }) => (context.labelForm && isLabelColor(params.value) ? { labelForm: { ...context.labelForm, color: params.value } } : {})),
    clearLabelForm: assign({ labelForm: null, labelToDelete: null }),
    setLabelFailure: assign((_, params: { error: unknown }) => ({ labelFailure: errorCodeOf(params.error) })),
    clearLabelFailure: assign({ labelFailure: null }),
    /** The saved label replaces its old self (or joins the list); a renamed label's list moves to its new address. */
    upsertLabel: enqueueActions(({ context, enqueue }, params: { label: MailLabel }) => {
      const old = context.labels.find((l) => l.id === params.label.id);
      const labels = old ? context.labels.map((l) => (l.id === params.label.id ? params.label : l)) : [...context.labels, params.label];
      enqueue.assign({ labels, labelForm: null, labelFailure: null });
      if (old && old.slug !== params.label.slug && context.source.kind === 'label' && context.source.slug === old.slug) {
        enqueue.emit({ type: 'navigate', to: listAddress({ kind: 'label', slug: params.label.slug }), replace: true });
      }
    }),
    askDelete: assign((_, params: { id: string }) => ({ labelToDelete: params.id, labelForm: null, labelFailure: null })),
    /** SPEC §4: deleting a label removes it from the mails that carry it; its own list goes back to the inbox. */
    dropLabel: enqueueActions(({ context, enqueue }) => {
      const gone = context.labels.find((l) => l.id === context.labelToDelete);
      if (!gone) return;
      const strip = (m: Mail) => (m.labels.includes(gone.id) ? { ...m, labels: m.labels.filter((l) => l !== gone.id) } : m);
      enqueue.assign({
        labels: context.labels.filter((l) => l.id !== gone.id),
        mails: context.mails.map(strip),
        mail: context.mail ? strip(context.mail) : null,
        labelToDelete: null,
      });
      if (context.source.kind === 'label' && context.source.slug === gone.slug) {
        enqueue.emit({ type: 'navigate', to: listAddress(inboxRoute.source), replace: true });
      }
    }),
    openSettings: assign(({ context }) => ({ settingsDraft: context.settings, settingsFailure: null })),
    setLayout: assign((_, params: { layout: MessageLayout }) => ({ settingsDraft: { messageLayout: params.layout } })),
    setSettings: assign((_, params: { settings: MailSettings }) => ({ settings: params.settings, settingsDraft: null, settingsFailure: null })),
    setSettingsFailure: assign((_, params: { error: unknown }) => ({ settingsFailure: errorCodeOf(params.error) })),
    closeSettings: assign({ settingsDraft: null, settingsFailure: null }),
  },
}).createMachine({
  id: 'mailbox',
  type: 'parallel',
  context: ({ input }) => initialContext(input.route ?? inboxRoute),
  states: {
    nav: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            id: 'loadNav',
            src: 'loadNav',
            onDone: { target: 'ready', actions: { type: 'setNav', params: ({ event }) => ({ nav: event.output }) } },
            onError: { target: 'failed', actions: { type: 'setNavFailure', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        ready: { on: { 'mailbox.counts.refresh': { target: 'refreshing' } } },
        // The counts change after a saved change; a failed refresh keeps the counts shown.
        refreshing: {
          on: { 'mailbox.counts.refresh': { target: 'refreshing', reenter: true } },
          invoke: {
            id: 'loadFolders',
            src: 'loadFolders',
            onDone: { target: 'ready', actions: { type: 'setFolders', params: ({ event }) => ({ folders: event.output }) } },
            onError: { target: 'ready' },
          },
        },
        failed: { on: { 'mailbox.nav.retry': { target: 'loading' } } },
      },
    },
    list: {
      initial: 'loading',
      on: {
        'mailbox.route': {
          guard: { type: 'listChanged', params: ({ event }) => ({ route: event.route }) },
          target: '.loading',
          actions: { type: 'setListRoute', params: ({ event }) => ({ route: event.route }) },
        },
      },
      states: {
        /** The old page stays, dimmed, while the next one loads. */
        loading: {
          tags: ['listBusy'],
          invoke: {
            id: 'loadMails',
            src: 'loadMails',
            input: ({ context }) => ({ source: context.source, page: context.page }),
            onDone: [
              {
                guard: { type: 'isBeyond', params: ({ event }) => ({ page: event.output }) },
                target: 'beyond',
                actions: { type: 'goToLastPage', params: ({ event }) => ({ page: event.output }) },
              },
              { target: 'ready', actions: { type: 'setPage', params: ({ event }) => ({ page: event.output }) } },
            ],
            onError: { target: 'failed', actions: { type: 'setListFailure', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        ready: { on: { 'mailbox.list.refresh': { target: 'loading' } } },
        failed: { on: { 'mailbox.list.retry': { target: 'loading' } } },
        /** Waits for the address of the last page. */
        beyond: {},
      },
    },
    mail: {
      initial: 'start',
      on: {
        'mailbox.route': [
          {
            guard: { type: 'mailOpened', params: ({ event }) => ({ route: event.route }) },
            target: '.loading',
            actions: { type: 'setMailId', params: ({ event }) => ({ route: event.route }) },
          },
          {
            guard: { type: 'mailClosed', params: ({ event }) => ({ route: event.route }) },
            target: '.closed',
            actions: { type: 'setMailId', params: ({ event }) => ({ route: event.route }) },
          },
        ],
      },
      states: {
        start: { always: [{ guard: 'hasMailId', target: 'loading' }, { target: 'closed' }] },
        closed: {},
        loading: {
          invoke: {
            id: 'loadMail',
            src: 'loadMail',
            input: ({ context }) => ({ id: context.mailId ?? '' }),
            onDone: [
              {
                guard: { type: 'isMissing', params: ({ event }) => ({ mail: event.output }) },
                target: 'missing',
                actions: { type: 'setMailFailure', params: { code: 'notFound' } },
              },
              {
                // Opening an unread mail marks it read (PATCH unread false).
                guard: { type: 'isUnread', params: ({ event }) => ({ mail: event.output }) },
                target: 'ready',
                actions: [
                  { type: 'setMail', params: ({ event }) => ({ mail: event.output! }) },
                  { type: 'enqueueWrite', params: ({ event }) => ({ mailId: event.output!.id, kind: 'unread' as const, changes: { unread: false } }) },
                ],
              },
              { target: 'ready', actions: { type: 'setMail', params: ({ event }) => ({ mail: event.output! }) } },
            ],
            onError: { target: 'failed', actions: { type: 'setMailFailure', params: ({ event }) => ({ code: errorCodeOf(event.error) }) } },
          },
        },
        ready: {},
        missing: {},
        failed: { on: { 'mailbox.mail.retry': { target: 'loading' } } },
      },
    },
    writer: {
      initial: 'idle',
      on: {
        'mailbox.mail.toggle': { guard: 'changesSomething', actions: 'enqueueEvent' },
        'mailbox.mail.move': { guard: 'changesSomething', actions: 'enqueueEvent' },
        'mailbox.mail.label': { guard: 'changesSomething', actions: 'enqueueEvent' },
        'mailbox.writeFailure.dismiss': { actions: 'dismissWriteFailure' },
        'mailbox.bulk.flag': { guard: 'bulkChangesSomething', actions: 'enqueueBulk' },
        'mailbox.bulk.move': { guard: 'bulkChangesSomething', actions: 'enqueueBulk' },
        'mailbox.select.toggle': { guard: { type: 'isListed', params: ({ event }) => ({ mailId: event.mailId }) }, actions: { type: 'toggleSelected', params: ({ event }) => ({ mailId: event.mailId }) } },
        'mailbox.select.page': { actions: 'selectPage' },
        'mailbox.select.clear': { guard: 'hasSelection', actions: 'clearSelection' },
      },
      states: {
        idle: { always: { guard: 'hasWrites', target: 'saving' } },
        saving: {
          invoke: {
            id: 'saveMail',
            src: 'saveMail',
            input: ({ context }) => ({ id: context.writes[0]?.mailId ?? '', changes: context.writes[0]?.changes ?? {} }),
            onDone: { target: 'idle', actions: { type: 'finishWrite', params: ({ event }) => ({ saved: event.output }) } },
            onError: { target: 'idle', actions: { type: 'rollbackWrite', params: ({ event }) => ({ error: event.error }) } },
          },
        },
      },
    },
    labels: {
      initial: 'closed',
      states: {
        closed: { on: { 'mailbox.labels.open': { target: 'open' } } },
        open: {
          initial: 'browsing',
          on: { 'mailbox.labels.close': { target: 'closed', actions: ['clearLabelForm', 'clearLabelFailure'] } },
          states: {
            browsing: {
              on: {
                'mailbox.labels.new': { target: 'form', actions: 'newLabel' },
                'mailbox.labels.edit': {
                  guard: { type: 'knownLabel', params: ({ event }) => ({ id: event.id }) },
                  target: 'form',
                  actions: { type: 'editLabel', params: ({ event }) => ({ id: event.id }) },
                },
                'mailbox.labels.delete': {
                  guard: { type: 'knownLabel', params: ({ event }) => ({ id: event.id }) },
                  target: 'confirmDelete',
                  actions: { type: 'askDelete', params: ({ event }) => ({ id: event.id }) },
                },
              },
            },
            form: {
              on: {
                'mailbox.labels.title': { actions: { type: 'setLabelTitle', params: ({ event }) => ({ value: event.value }) } },
                'mailbox.labels.color': { actions: { type: 'setLabelColor', params: ({ event }) => ({ value: event.value }) } },
                'mailbox.labels.save': { guard: 'labelFormValid', target: 'saving', actions: 'clearLabelFailure' },
                'mailbox.labels.cancel': { target: 'browsing', actions: ['clearLabelForm', 'clearLabelFailure'] },
              },
            },
            saving: {
              invoke: {
                id: 'saveLabel',
                src: 'saveLabel',
                input: ({ context }) => context.labelForm ?? { id: null, title: '', color: 'gray' },
                onDone: { target: 'browsing', actions: { type: 'upsertLabel', params: ({ event }) => ({ label: event.output }) } },
                // What was typed stays in the form.
                onError: { target: 'form', actions: { type: 'setLabelFailure', params: ({ event }) => ({ error: event.error }) } },
              },
            },
            confirmDelete: {
              on: {
                'mailbox.labels.confirm': { target: 'deleting' },
                'mailbox.labels.cancel': { target: 'browsing', actions: 'clearLabelForm' },
              },
            },
            deleting: {
              invoke: {
                id: 'removeLabel',
                src: 'removeLabel',
                input: ({ context }) => ({ id: context.labelToDelete ?? '' }),
                onDone: { target: 'browsing', actions: 'dropLabel' },
                onError: { target: 'browsing', actions: ['clearLabelForm', { type: 'setLabelFailure', params: ({ event }) => ({ error: event.error }) }] },
              },
            },
          },
        },
      },
    },
    settings: {
      initial: 'closed',
      states: {
        closed: { on: { 'mailbox.settings.open': { target: 'editing', actions: 'openSettings' } } },
        editing: {
          on: {
            'mailbox.settings.layout': { actions: { type: 'setLayout', params: ({ event }) => ({ layout: event.layout }) } },
            'mailbox.settings.save': [{ guard: 'settingsChanged', target: 'saving' }, { target: 'closed', actions: 'closeSettings' }],
            'mailbox.settings.close': { target: 'closed', actions: 'closeSettings' },
          },
        },
        saving: {
          invoke: {
            id: 'saveSettings',
            src: 'saveSettings',
            input: ({ context }) => context.settingsDraft ?? context.settings,
            onDone: { target: 'closed', actions: { type: 'setSettings', params: ({ event }) => ({ settings: event.output }) } },
            onError: { target: 'editing', actions: { type: 'setSettingsFailure', params: ({ event }) => ({ error: event.error }) } },
          },
        },
      },
    },
    drawer: {
      initial: 'closed',
      states: {
        closed: { on: { 'mailbox.drawer.toggle': { target: 'open' } } },
        open: {
          on: {
            'mailbox.drawer.toggle': { target: 'closed' },
            'mailbox.drawer.close': { target: 'closed' },
            'mailbox.route': { target: 'closed' },
          },
        },
      },
    },
  },
});

export type MailboxRef = ActorRefFrom<typeof mailboxMachine>;
export type MailboxSnapshot = SnapshotFrom<typeof mailboxMachine>;

export const selectFolders = (s: MailboxSnapshot) => s.context.folders;
export const selectFilters = (s: MailboxSnapshot) => s.context.filters;
export const selectLabels = (s: MailboxSnapshot) => s.context.labels;
export const selectSource = (s: MailboxSnapshot) => s.context.source;
export const selectPage = (s: MailboxSnapshot) => s.context.page;
export const selectMailId = (s: MailboxSnapshot) => s.context.mailId;
export const selectLayout = (s: MailboxSnapshot) => s.context.settings.messageLayout;
export const selectNavFailure = (s: MailboxSnapshot) => (s.matches({ nav: 'failed' }) ? s.context.navFailure : null);
export const selectIsNavLoading = (s: MailboxSnapshot) => s.matches({ nav: 'loading' });
export const selectMails = (s: MailboxSnapshot) => s.context.mails;
export const selectPagination = (s: MailboxSnapshot) => s.context.pagination;
/** Loading for the first time: nothing to keep dimmed. */
export const selectIsListLoading = (s: MailboxSnapshot) => s.hasTag('listBusy');
export const selectListFailure = (s: MailboxSnapshot) => (s.matches({ list: 'failed' }) ? s.context.listFailure : null);
export const selectMail = (s: MailboxSnapshot) => s.context.mail;
export const selectIsMailLoading = (s: MailboxSnapshot) => s.matches({ mail: 'loading' });
export const selectIsMailMissing = (s: MailboxSnapshot) => s.matches({ mail: 'missing' });
export const selectMailFailure = (s: MailboxSnapshot) => (s.matches({ mail: 'failed' }) ? s.context.mailFailure : null);
export const selectWriteFailure = (s: MailboxSnapshot) => s.context.writeFailure;
export const selectIsSaving = (s: MailboxSnapshot) => s.matches({ writer: 'saving' });
export const selectIsLabelsOpen = (s: MailboxSnapshot) => s.matches({ labels: 'open' });
export const selectLabelForm = (s: MailboxSnapshot) => s.context.labelForm;
export const selectLabelToDelete = (s: MailboxSnapshot) =>
  s.matches({ labels: { open: 'confirmDelete' } }) || s.matches({ labels: { open: 'deleting' } }) ? (s.context.labels.find((l) => l.id === s.context.labelToDelete) ?? null) : null;
export const selectLabelFailure = (s: MailboxSnapshot) => s.context.labelFailure;
export const selectIsLabelBusy = (s: MailboxSnapshot) => s.matches({ labels: { open: 'saving' } }) || s.matches({ labels: { open: 'deleting' } });
export const selectIsSettingsOpen = (s: MailboxSnapshot) => !s.matches({ settings: 'closed' });
export const selectSettingsDraft = (s: MailboxSnapshot) => s.context.settingsDraft;
export const selectSettingsFailure = (s: MailboxSnapshot) => s.context.settingsFailure;
export const selectIsSettingsSaving = (s: MailboxSnapshot) => s.matches({ settings: 'saving' });
export const selectIsDrawerOpen = (s: MailboxSnapshot) => s.matches({ drawer: 'open' });
export const selectSelected = (s: MailboxSnapshot) => s.context.selected;
export const selectFolderById = (s: MailboxSnapshot, folderId: string) => s.context.folders.find((f) => f.id === folderId) ?? null;
