/**
 * The catalogs service's document templates (DOMAIN.md): header and footer are run through the product's one HTML
 * policy (`document` profile of domain/html-policy.ts, applied by views/ui/sanitize.ts) on every write, and the
 * sanitized result is what is stored: hostile markup (scripts, handlers, javascript: links, styles, iframes,
 * images) is dropped and the formatting kept, never refused. At most one active template per document type.
 */
import { Permission as P } from '../../config/permissions';
import { findTenant } from '../../config/tenants';
import {
  documentTemplateListSpec,
  normalizeDocumentTemplateInput,
  validateDocumentTemplate,
  type DocumentTemplate,
  type DocumentTemplateInput,
} from '../../domain/document-template';
import { sanitizeHtml } from '../../views/ui/sanitize';
import { defineResource } from './service';

export const sanitizeTemplateHtml = (html: string): string => sanitizeHtml(html, 'document');

export const documentTemplates = defineResource<DocumentTemplate, DocumentTemplateInput>({
  name: 'document-templates',
  area: 'templates',
  description:
    'Document templates per printable type; header and footer stored sanitized (`document` HTML profile), logo a PNG/JPEG/WebP data URL ≤ 256 KB, paper A4|Letter; one active template per type (`not-unique` on documentType)',
  listSpec: documentTemplateListSpec,
  // SPEC §2 gates the screen by Catalogs.Customers; the printing of issue 10 reads the active one through its own route.
  read: [P.CatalogsCustomers],
  write: P.CatalogsCustomers,
  fields: ['documentType', 'name', 'header', 'footer', 'logo', 'paper', 'status'],
  // Letter where the company is in the United States (USD), A4 elsewhere.
  defaults: ({ tenant }) => ({ header: '', footer: '', logo: null, paper: findTenant(tenant)?.currency === 'USD' ? 'Letter' : 'A4', status: 'active' }),
  normalize: (input) => normalizeDocumentTemplateInput(input, sanitizeTemplateHtml),
  validate: (input, { data, id }) =>
    validateDocumentTemplate(input, {
      activeTaken: (documentType) =>
        data
          .collection<DocumentTemplate>('document-templates')
          .all()
          .some((t) => t.documentType === documentType && t.status === 'active' && t.id !== id),
    }),
});
