/**
 * A document template's page and forms on the shared catalog-section wiring. Header and footer reach the form already
 * sanitized (the editor's commit runs the one policy, views/ui/sanitize.ts); the service sanitizes again on write.
 */
import {
  documentTypes,
  normalizeDocumentTemplateInput,
  paperSizes,
  templateStatuses,
  validateDocumentTemplate,
  type DocumentTemplate,
  type DocumentTemplateInput,
  type DocumentType,
  type PaperSize,
} from '../../../domain/document-template';
import { resourceSection } from '../resource-section';
import type { SectionDeps } from '../section-deps';
import { documentTemplatesEndpoint } from './template-api';
import { templatesListId, templatesPath } from './templates-list';

export const templateToInput = (t: DocumentTemplate): DocumentTemplateInput => ({
  documentType: t.documentType,
  name: t.name,
  header: t.header,
  footer: t.footer,
  logo: t.logo,
  paper: t.paper,
  status: t.status,
});

/** Whether a stored draft holds template values (drafts are read back, never trusted). */
export function isTemplateInput(values: unknown): values is DocumentTemplateInput {
  if (typeof values !== 'object' || values === null) return false;
  const v = values as Record<string, unknown>;
  return (
    (documentTypes as readonly unknown[]).includes(v.documentType) &&
    (paperSizes as readonly unknown[]).includes(v.paper) &&
    (templateStatuses as readonly unknown[]).includes(v.status) &&
    ['name', 'header', 'footer'].every((k) => typeof v[k] === 'string') &&
    (v.logo === null || typeof v.logo === 'string')
  );
}

/** The form's own normalizing: the HTML is sanitized by the editor before it gets here, so it passes as is. */
const normalize = (values: DocumentTemplateInput) => normalizeDocumentTemplateInput(values, (html) => html);

export const templatesSection = (deps: SectionDeps) =>
  resourceSection<DocumentTemplate, DocumentTemplateInput>(deps, {
    name: 'documentTemplates',
    endpoint: documentTemplatesEndpoint,
    path: templatesPath,
    listId: templatesListId,
    toValues: templateToInput,
    isValues: isTemplateInput,
    normalize,
    validate: (values) => validateDocumentTemplate(values),
    isActive: (t) => t.status === 'active',
    withActive: (values, active) => ({ ...values, status: active ? 'active' : 'inactive' }),
  });

/** A new template: a sales order on the tenant's usual paper, inactive until chosen (one active per type). */
export const emptyTemplateInput = (paper: PaperSize, documentType: DocumentType = 'sales-order'): DocumentTemplateInput => ({
  documentType,
  name: '',
  header: '',
  footer: '',
  logo: null,
  paper,
  status: 'inactive',
});

export const templateCreateFlow = (deps: SectionDeps) =>
  templatesSection(deps).createFlow(() => emptyTemplateInput(deps.country === 'US' ? 'Letter' : 'A4'));
