/**
 * The template a document prints with: `GET {catalogs}/document-templates/active/{documentType}` answers
 * `{ documentType, paper, template }` (the tenant's active template of the type, or null with the tenant's default
 * paper). Checked like every answer (B1): a malformed one is rejected by the request layer.
 */
import type { RuntimeConfig } from '../../config/runtime-config';
import { documentTypes, paperSizes, type DocumentTemplate, type DocumentType, type PaperSize } from '../../domain/document-template';
import { apiRequest, pathSegment } from '../effects/api-client';
import { oneOf, record } from '../effects/shape';
import { parseDocumentTemplate } from '../sections/document-templates/template-api';

export interface PrintTemplate {
  documentType: DocumentType;
  paper: PaperSize;
  /** Header and footer are still untrusted HTML: render them only through SafeHtml. */
  template: DocumentTemplate | null;
}

export function parsePrintTemplate(raw: unknown): PrintTemplate {
  const r = record(raw, 'printTemplate');
  const template = r.template === null ? null : parseDocumentTemplate(r.template);
  const documentType = oneOf(r, 'documentType', documentTypes, 'printTemplate');
  if (template !== null && template.documentType !== documentType) throw new TypeError('printTemplate.template is of another document type');
  return { documentType, paper: template?.paper ?? oneOf(r, 'paper', paperSizes, 'printTemplate'), template };
}

export const fetchPrintTemplate = (config: RuntimeConfig, type: DocumentType, signal?: AbortSignal): Promise<PrintTemplate> =>
  apiRequest({
    method: 'GET',
    url: `${config.services.catalogs}/document-templates/active/${pathSegment(type)}`,
    ...(signal ? { signal } : {}),
    parse: parsePrintTemplate,
  });
