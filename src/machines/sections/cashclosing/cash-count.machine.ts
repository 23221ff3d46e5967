/**
 * A closing's count screen and its rejection form: what the user types per denomination (kept as typed, so nothing
 * is lost while it is not a count yet), the note, the figures derived from them (counted, difference) and the two
 * requests it hands to the closing's record machine: save the count (`count` event) and send the count back to
 * counting with a reason (`reject` event). The record machine decides, through the lifecycle, whether it takes them.
 */
import { assign, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { cashFigures, cashLimits, denominations, MAX_PIECES, type CashClosing, type CashCounts, type CashFigures } from '../../../domain/cash-closing';
import type { RecordActor } from '../../kit/record.connect';
import { newIdempotencyKey } from '../../effects/idempotency-key';

export type PiecesError = 'not-a-number' | 'out-of-range';

export interface CashCountContext {
  closing: Pick<CashClosing, 'id' | 'currency' | 'openingFloat' | 'cashSales' | 'counts' | 'countNote'>;
  /** What is typed in each denomination's cell, by denomination id. */
  texts: Record<string, string>;
  note: string;
  reason: string;
  /** Where the count and the rejection are sent. */
  recordRef: RecordActor;
  makeKey: () => string;
}

export type CashCountEvent =
  | { type: 'count.change'; denomination: string; text: string }
  | { type: 'count.note'; text: string }
  | { type: 'count.save' }
  /** Takes the stored count again (after a reload or someone else's change), dropping what was typed. */
  | { type: 'count.revert'; closing: CashCountContext['closing'] }
  | { type: 'reject.open' }
  | { type: 'reject.reason'; text: string }
  | { type: 'reject.cancel' }
  | { type: 'reject.send' };

export interface CashCountInput {
  closing: CashCountContext['closing'];
  recordRef: RecordActor;
  /** @default crypto.randomUUID() */
  makeKey?: () => string;
}

const textsOf = (closing: CashCountContext['closing']): Record<string, string> =>
  Object.fromEntries(denominations[closing.currency].map((d) => [d.id, closing.counts[d.id] === null || closing.counts[d.id] === undefined ? '' : String(closing.counts[d.id])]));

/** A cell's pieces: '' is not counted (null); otherwise a whole number 0..99,999 (spaces and group commas ignored). */
export function parsePieces(text: string): { ok: true; value: number | null } | { ok: false; error: PiecesError } {
  const plain = text.replace(/[\s,.](?=\d{3}\b)/g, '').trim();
  if (plain === '') return { ok: true, value: null };
  if (!/^\d+$/.test(plain)) return { ok: false, error: 'not-a-number' };
  const value = Number(plain);
  return value <= MAX_PIECES ? { ok: true, value } : { ok: false, error: 'out-of-range' };
}

/** The typed count as counts (cells that do not parse are left out) and the cells' errors. */
export function typedCount(context: Pick<CashCountContext, 'closing' | 'texts'>): { counts: CashCounts; errors: Record<string, PiecesError> } {
  const counts: CashCounts = {};
  const errors: Record<string, PiecesError> = {};
  for (const d of denominations[context.closing.currency]) {
    const parsed = parsePieces(context.texts[d.id] ?? '');
    if (parsed.ok) counts[d.id] = parsed.value;
    else {
      counts[d.id] = null;
      errors[d.id] = parsed.error;
    }
  }
  return { counts, errors };
}

export const cashCountMachine = setup({
  types: {} as { context: CashCountContext; events: CashCountEvent; input: CashCountInput },
  guards: {
    parses: ({ context }) => Object.keys(typedCount(context).errors).length === 0 && context.note.length <= cashLimits.note,
    hasReason: ({ context }) => context.reason.trim() !== '' && context.reason.length <= cashLimits.reason,
  },
  actions: {
    setText: assign(({ context }, params: { denomination: string; text: string }) =>
      Object.hasOwn(context.texts, params.denomination) ? { texts: { ...context.texts, [params.denomination]: params.text } } : {},
    ),
    setNote: assign((_, params: { text: string }) => ({ note: params.text })),
    revert: assign((_, params: { closing: CashCountContext['closing'] }) => ({ closing: params.closing, texts: textsOf(params.closing), note: params.closing.countNote })),
    setReason: assign((_, params: { text: string }) => ({ reason: params.text })),
    clearReason: assign({ reason: '' }),
    // The record machine is the document's one owner: it checks the lifecycle, sends with If-Match and reports.
    sendCount: ({ context }) =>
      context.recordRef.send({
        type: 'record.event.send',
        event: { type: 'count', counts: typedCount(context).counts, note: context.note.trim() },
        idempotencyKey: context.makeKey(),
      }),
    sendRejection: ({ context }) =>
      context.recordRef.send({ type: 'record.event.send', event: { type: 'reject', reason: context.reason.trim() }, idempotencyKey: context.makeKey() }),
  },
}).createMachine({
  id: 'cashCount',
  context: ({ input }) => ({
    closing: input.closing,
    texts: textsOf(input.closing),
    note: input.closing.countNote,
    reason: '',
    recordRef: input.recordRef,
    makeKey: input.makeKey ?? newIdempotencyKey,
  }),
  type: 'parallel',
  states: {
    count: {
      on: {
        'count.change': { actions: { type: 'setText', params: ({ event }) => ({ denomination: event.denomination, text: event.text }) } },
        'count.note': { actions: { type: 'setNote', params: ({ event }) => ({ text: event.text }) } },
        'count.save': { guard: 'parses', actions: 'sendCount' },
        'count.revert': { actions: { type: 'revert', params: ({ event }) => ({ closing: event.closing }) } },
      },
    },
    reject: {
      initial: 'closed',
      states: {
        closed: { on: { 'reject.open': { target: 'open' } } },
        open: {
          on: {
            'reject.reason': { actions: { type: 'setReason', params: ({ event }) => ({ text: event.text }) } },
            'reject.cancel': { target: 'closed', actions: 'clearReason' },
            'reject.send': { guard: 'hasReason', target: 'closed', actions: ['sendRejection', 'clearReason'] },
          },
        },
      },
    },
  },
});

export type CashCountRef = ActorRefFrom<typeof cashCountMachine>;
export type CashCountSnapshot = SnapshotFrom<typeof cashCountMachine>;

export interface CashCountView {
  texts: Record<string, string>;
  errors: Record<string, PiecesError>;
  note: string;
  /** The figures of what is typed now (live totals). */
  figures: CashFigures;
  /** Whether what is typed differs from the stored count. */
  unsaved: boolean;
  canSave: boolean;
  rejectOpen: boolean;
  reason: string;
  canReject: boolean;
}

/** What the count screen shows, derived from the machine (the stored closing given for `unsaved`). */
export function selectCashCount(s: CashCountSnapshot, stored: Pick<CashClosing, 'currency' | 'openingFloat' | 'cashSales' | 'counts' | 'countNote'>): CashCountView {
  const { counts, errors } = typedCount(s.context);
  // The expected cash is the stored closing's (its float and sales), the counted cash what is typed now.
  const figures = cashFigures({ ...stored, counts });
  const unsaved = s.context.note.trim() !== stored.countNote || denominations[s.context.closing.currency].some((d) => (counts[d.id] ?? null) !== (stored.counts[d.id] ?? null)) || Object.keys(errors).length > 0;
  return {
    texts: s.context.texts,
    errors,
    note: s.context.note,
    figures,
    unsaved,
    canSave: s.can({ type: 'count.save' }),
    rejectOpen: s.matches({ reject: 'open' }),
    reason: s.context.reason,
    canReject: s.can({ type: 'reject.send' }),
  };
}
