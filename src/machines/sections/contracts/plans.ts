/**
 * The service plans' screen (/contracts/plans, issue 10 gaps point 3): the catalog a contract is signed on (code, name,
 * type, monthly fee, term months, status). Its address spec and list machine, and a plan's record machine (read, edit,
 * delete with Undo; a plan that contracts use is deactivated instead) with New plan.
 */
import { fromPromise } from 'xstate';
import type { RuntimeConfig } from '../../../config/runtime-config';
import type { Page } from '../../../domain/resource';
import { normalizePlanInput, planListSpec, validatePlan, type ServicePlan, type ServicePlanInput } from '../../../domain/service-plan';
import { listResource } from '../../effects/resource-api';
import { createListMachine, type FetchPageInput, type SavePreferencesParams } from '../../kit/list.machine';
import { listSpecFrom, toRequestParams, type ListSpec } from '../../kit/list-query';
import { resourceSection } from '../resource-section';
import type { SectionDeps } from '../section-deps';
import { plansEndpoint } from './contract-api';

export const plansPath = '/contracts/plans';
export const plansListId = 'plans.list';

export const plansListSpec: ListSpec = listSpecFrom(planListSpec, {
  id: 'plans',
  path: plansPath,
  columns: [
    { id: 'code', defaultVisible: true, sortField: 'code' },
    { id: 'name', defaultVisible: true, sortField: 'name' },
    { id: 'type', defaultVisible: true, sortField: 'type' },
    { id: 'monthlyFee', defaultVisible: true, sortField: 'monthlyFee' },
    { id: 'termMonths', defaultVisible: true, sortField: 'termMonths' },
    { id: 'status', defaultVisible: true, sortField: 'status' },
  ],
});

export const fetchPlansPage = (config: RuntimeConfig) =>
  fromPromise<Page<ServicePlan>, FetchPageInput>(({ input, signal }) => listResource(config, plansEndpoint, toRequestParams(input.query), signal));

export const plansListLogic = (config: RuntimeConfig, savePreferences: (params: SavePreferencesParams) => void) =>
  createListMachine<ServicePlan>(plansListSpec, { fetchPage: fetchPlansPage(config), savePreferences });

export const planToInput = (p: ServicePlan): ServicePlanInput => ({ code: p.code, name: p.name, type: p.type, monthlyFee: p.monthlyFee, termMonths: p.termMonths, status: p.status });

export function isPlanInput(values: unknown): values is ServicePlanInput {
  if (typeof values !== 'object' || values === null) return false;
  const v = values as Record<string, unknown>;
  return ['code', 'name', 'type', 'status'].every((k) => typeof v[k] === 'string') && ['monthlyFee', 'termMonths'].every((k) => v[k] === null || typeof v[k] === 'number');
}

/** A new plan: internet, 12 months (the service's default term), no fee yet. */
export const emptyPlanInput = (): ServicePlanInput => ({ code: '', name: '', type: 'internet', monthlyFee: 0, termMonths: 12, status: 'active' });

export const plansSection = (deps: SectionDeps) =>
  resourceSection<ServicePlan, ServicePlanInput>(deps, {
    name: 'plans',
    endpoint: plansEndpoint,
    path: plansPath,
    listId: plansListId,
    toValues: planToInput,
    isValues: isPlanInput,
    normalize: normalizePlanInput,
    validate: (values) => validatePlan(values),
    isActive: (p) => p.status === 'active',
    withActive: (values, active) => ({ ...values, status: active ? 'active' : 'inactive' }),
  });

export const planCreateFlow = (deps: SectionDeps) => plansSection(deps).createFlow(emptyPlanInput);
