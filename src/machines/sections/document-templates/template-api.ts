/** The catalogs service's document templates: the endpoint and the check of every answer. */
import { documentTypes, paperSizes, templateStatuses, type DocumentTemplate } from '../../../domain/document-template';
import { parseAudited, type ResourceEndpoint } from '../../effects/resource-api';
import { oneOf, record, text } from '../../effects/shape';

export function parseDocumentTemplate(raw: unknown): DocumentTemplate {
  const r = record(raw, 'documentTemplate');
  const logo = r.logo;
  if (logo !== null && typeof logo !== 'string') throw new TypeError('documentTemplate.logo must be a string or null');
  return {
    ...parseAudited(r, 'documentTemplate'),
    documentType: oneOf(r, 'documentType', documentTypes, 'documentTemplate'),
    name: text(r, 'name', 'documentTemplate'),
    // Untrusted still: every view renders it through SafeHtml (the one sanitizer), never as is.
    header: text(r, 'header', 'documentTemplate'),
    footer: text(r, 'footer', 'documentTemplate'),
    logo: logo as string | null,
    paper: oneOf(r, 'paper', paperSizes, 'documentTemplate'),
    status: oneOf(r, 'status', templateStatuses, 'documentTemplate'),
  };
}

export const documentTemplatesEndpoint: ResourceEndpoint<DocumentTemplate> = { service: 'catalogs', resource: 'document-templates', parse: parseDocumentTemplate };
