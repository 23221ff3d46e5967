/** A contract's page and forms: the record machine (edit and delete while draft, the lifecycle's events), New contract, its history. */
import { fromPromise } from 'xstate';
import { emptyContractInput, normalizeContractInput, validateContract, type Contract, type ContractInput } from '../../../domain/contract';
import { contractLifecycle } from '../../../domain/contract-lifecycle';
import type { DocumentLifecycle } from '../../../domain/document-lifecycle';
import type { HistoryEntry } from '../../../domain/resource';
import { getHistory } from '../../effects/resource-api';
import { historyMachine } from '../../kit/history.machine';
import { documentSection } from '../document-section';
import type { SectionDeps } from '../section-deps';
import { contractsEndpoint } from './contract-api';
import { contractsListId, contractsPath } from './contracts-list';

export const contractHistoryId = (id: string) => `contracts.history.${id}`;

export const contractToInput = (c: Contract): ContractInput => ({
  customerId: c.customerId,
  planId: c.planId,
  startDate: c.startDate,
  termMonths: c.termMonths,
  billingDay: c.billingDay,
  installationAddress: { ...c.installationAddress },
  notes: c.notes,
});

export function isContractInput(values: unknown): values is ContractInput {
  if (typeof values !== 'object' || values === null) return false;
  const v = values as Record<string, unknown>;
  const a = v.installationAddress as Record<string, unknown> | null;
  return (
    ['customerId', 'planId', 'startDate', 'notes'].every((k) => typeof v[k] === 'string') &&
    typeof v.termMonths === 'number' && typeof v.billingDay === 'number' &&
    typeof a === 'object' && a !== null && ['street', 'city', 'state', 'postalCode', 'country'].every((k) => typeof a[k] === 'string')
  );
}

export const contractsSection = (deps: SectionDeps) =>
  documentSection<Contract, ContractInput>(deps, {
    name: 'contracts',
    endpoint: contractsEndpoint,
    path: contractsPath,
    listId: contractsListId,
    toValues: contractToInput,
    isValues: isContractInput,
    normalize: normalizeContractInput,
    validate: (values) => validateContract(values),
    lifecycle: contractLifecycle as unknown as DocumentLifecycle<Contract, unknown>,
  });

export const contractCreateFlow = (deps: SectionDeps, today: string) => contractsSection(deps).createFlow(() => emptyContractInput(today, deps.country));

export const contractHistoryLogic = (deps: SectionDeps) =>
  historyMachine.provide({
    actors: { loadHistory: fromPromise<HistoryEntry[], { id: string }>(({ input, signal }) => getHistory(deps.config, contractsEndpoint, input.id, signal)) },
  });
