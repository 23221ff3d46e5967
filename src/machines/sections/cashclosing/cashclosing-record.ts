/**
 * A cash closing's page and forms: the record machine of the documents foundation run by the closing's lifecycle
 * (its buttons from the same statechart the service applies; the signed-in user is the UI's fact, so approval is
 * not offered to the person who submitted the count), and the form that opens a register.
 */
import { fromPromise } from 'xstate';
import { emptyCashClosingInput, validateCashClosing, type CashClosing, type CashClosingInput } from '../../../domain/cash-closing';
import { cashClosingLifecycle, type CashFacts } from '../../../domain/cash-closing-lifecycle';
import type { DocumentLifecycle } from '../../../domain/document-lifecycle';
import { trimStrings } from '../../../domain/fields';
import type { HistoryEntry } from '../../../domain/resource';
import { getHistory } from '../../effects/resource-api';
import { historyMachine } from '../../kit/history.machine';
import { documentSection } from '../document-section';
import type { SectionDeps } from '../section-deps';
import { cashClosingsEndpoint } from './cash-closing-api';
import { cashClosingsListId, cashClosingsPath } from './cashclosing-list';

/** The writable fields of a stored closing: what its form edits while the register is open. */
export const cashClosingToInput = (c: CashClosing): CashClosingInput => ({
  registerId: c.registerId,
  cashierId: c.cashierId,
  openingFloat: c.openingFloat,
  cashSales: c.cashSales,
  cardSales: c.cardSales,
});

/** Whether a stored draft holds closing values (drafts are read back, never trusted). */
export function isCashClosingInput(values: unknown): values is CashClosingInput {
  if (typeof values !== 'object' || values === null) return false;
  const v = values as Record<string, unknown>;
  return typeof v.registerId === 'string' && typeof v.cashierId === 'string' && ['openingFloat', 'cashSales', 'cardSales'].every((k) => v[k] === null || typeof v[k] === 'number');
}

export const cashClosingSection = (deps: SectionDeps) =>
  documentSection<CashClosing, CashClosingInput>(deps, {
    name: 'cashclosing',
    endpoint: cashClosingsEndpoint,
    path: cashClosingsPath,
    listId: cashClosingsListId,
    toValues: cashClosingToInput,
    isValues: isCashClosingInput,
    normalize: (values) => trimStrings(values),
    validate: (values) => validateCashClosing(values),
    lifecycle: cashClosingLifecycle as unknown as DocumentLifecycle<CashClosing, unknown>,
    facts: (): CashFacts => ({ user: deps.owner.user, now: new Date().toISOString() }),
  });

/** Open a register: the empty form. */
export const cashClosingCreateFlow = (deps: SectionDeps) => cashClosingSection(deps).createFlow(emptyCashClosingInput);

/** The closing's history (newest first), read again after each change. */
export const cashClosingHistoryLogic = (deps: SectionDeps) =>
  historyMachine.provide({
    actors: { loadHistory: fromPromise<HistoryEntry[], { id: string }>(({ input, signal }) => getHistory(deps.config, cashClosingsEndpoint, input.id, signal)) },
  });

export const cashClosingHistoryId = (id: string) => `cashclosing.history:${id}`;
export const cashCountId = (id: string) => `cashclosing.count:${id}`;
