/**
 * The service-contracts service's contracts and plans: typed endpoints and the check of every answer (also for the
 * print page of a contract), the customer picker and the plans a contract is signed on.
 */
import type { RuntimeConfig } from '../../../config/runtime-config';
import { contractStatuses, type Contract, type ContractTerm } from '../../../domain/contract';
import { planStatuses, planTypes, type ServicePlan } from '../../../domain/service-plan';
import { listResource, parseAudited, type ResourceEndpoint } from '../../effects/resource-api';
import { count, list, oneOf, record, text } from '../../effects/shape';
import { searchCustomerOptions } from '../catalog-options-api';
import { parseAddress } from '../shared-answers';

const day = (r: Record<string, unknown>, key: string, name: string): string => {
  const value = text(r, key, name);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) throw new TypeError(`${name}.${key} must be YYYY-MM-DD`);
  return value;
};

function parseTerm(raw: unknown): ContractTerm {
  const r = record(raw, 'contract.terms[]');
  return { start: day(r, 'start', 'contract.terms[]'), end: day(r, 'end', 'contract.terms[]'), months: count(r, 'months', 'contract.terms[]') };
}

/** A contract as the service answers it (a list row also carries `expiring` and `overdue`). */
export function parseContract(raw: unknown): Contract & { expiring?: boolean; overdue?: boolean } {
  const r = record(raw, 'contract');
  const contract: Contract & { expiring?: boolean; overdue?: boolean } = {
    ...parseAudited(r, 'contract'),
    number: text(r, 'number', 'contract'),
    status: oneOf(r, 'status', contractStatuses, 'contract'),
    customerId: text(r, 'customerId', 'contract'),
    customerName: text(r, 'customerName', 'contract'),
    planId: text(r, 'planId', 'contract'),
    planCode: text(r, 'planCode', 'contract'),
    planName: text(r, 'planName', 'contract'),
    monthlyFee: count(r, 'monthlyFee', 'contract'),
    startDate: day(r, 'startDate', 'contract'),
    endDate: day(r, 'endDate', 'contract'),
    termMonths: count(r, 'termMonths', 'contract'),
    billingDay: count(r, 'billingDay', 'contract'),
    installationAddress: parseAddress(r.installationAddress, 'contract.installationAddress'),
    notes: text(r, 'notes', 'contract'),
    terms: list(r.terms, 'contract.terms').map(parseTerm),
  };
  if (typeof r.expiring === 'boolean') contract.expiring = r.expiring;
  if (typeof r.overdue === 'boolean') contract.overdue = r.overdue;
  return contract;
}

export function parsePlan(raw: unknown): ServicePlan {
  const r = record(raw, 'plan');
  return {
    ...parseAudited(r, 'plan'),
    code: text(r, 'code', 'plan'),
    name: text(r, 'name', 'plan'),
    type: oneOf(r, 'type', planTypes, 'plan'),
    monthlyFee: count(r, 'monthlyFee', 'plan'),
    termMonths: count(r, 'termMonths', 'plan'),
    status: oneOf(r, 'status', planStatuses, 'plan'),
  };
}

/** The typed endpoint of contracts (the contracts page and the print page of type `contract`). */
export const contractsEndpoint: ResourceEndpoint<Contract & { expiring?: boolean; overdue?: boolean }> = { service: 'serviceContracts', resource: 'contracts', parse: parseContract };
export const plansEndpoint: ResourceEndpoint<ServicePlan> = { service: 'serviceContracts', resource: 'plans', parse: parsePlan };

/** Every plan by code (the form's choice and the list's filter). */
export async function fetchPlans(config: RuntimeConfig, signal?: AbortSignal): Promise<ServicePlan[]> {
  return (await listResource(config, plansEndpoint, { sort: 'code', pageSize: 500 }, signal)).items;
}

/** The customer picker: active customers by name or code, at most 20 (the catalogs' `/customer-options`, Service.Contracts). */
export const searchCustomers = (config: RuntimeConfig, q: string, signal: AbortSignal) => searchCustomerOptions(config, q, signal);
