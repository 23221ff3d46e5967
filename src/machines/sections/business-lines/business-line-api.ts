/** The catalogs service's business lines as their own screen reads them: the endpoint and the check of every answer. */
import { businessLineStatuses, type BusinessLine } from '../../../domain/business-line';
import { parseAudited, type ResourceEndpoint } from '../../effects/resource-api';
import { oneOf, record, text } from '../../effects/shape';

export function parseBusinessLine(raw: unknown): BusinessLine {
  const r = record(raw, 'businessLine');
  return {
    ...parseAudited(r, 'businessLine'),
    code: text(r, 'code', 'businessLine'),
    name: text(r, 'name', 'businessLine'),
    status: oneOf(r, 'status', businessLineStatuses, 'businessLine'),
  };
}

export const businessLinesEndpoint: ResourceEndpoint<BusinessLine> = { service: 'catalogs', resource: 'business-lines', parse: parseBusinessLine };
