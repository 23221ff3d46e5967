/** A business line's page and forms: the record machine (read, edit, delete with Undo, deactivate) and New business line. */
import { normalizeBusinessLineInput, validateBusinessLine, type BusinessLine, type BusinessLineInput } from '../../../domain/business-line';
import { resourceSection } from '../resource-section';
import type { SectionDeps } from '../section-deps';
import { businessLinesEndpoint } from './business-line-api';
import { businessLinesListId, businessLinesPath } from './business-lines-list';

export const businessLineToInput = (l: BusinessLine): BusinessLineInput => ({ code: l.code, name: l.name, status: l.status });

export function isBusinessLineInput(values: unknown): values is BusinessLineInput {
  if (typeof values !== 'object' || values === null) return false;
  const v = values as Record<string, unknown>;
  return ['code', 'name', 'status'].every((k) => typeof v[k] === 'string');
}

export const emptyBusinessLineInput = (): BusinessLineInput => ({ code: '', name: '', status: 'active' });

export const businessLinesSection = (deps: SectionDeps) =>
  resourceSection<BusinessLine, BusinessLineInput>(deps, {
    name: 'businessLines',
    endpoint: businessLinesEndpoint,
    path: businessLinesPath,
    listId: businessLinesListId,
    toValues: businessLineToInput,
    isValues: isBusinessLineInput,
    normalize: normalizeBusinessLineInput,
    validate: (values) => validateBusinessLine(values),
    isActive: (l) => l.status === 'active',
    withActive: (values, active) => ({ ...values, status: active ? 'active' : 'inactive' }),
  });

export const businessLineCreateFlow = (deps: SectionDeps) => businessLinesSection(deps).createFlow(emptyBusinessLineInput);
