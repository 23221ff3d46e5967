// @vitest-environment node
/** The document templates section's answer checks and form wiring (src/machines/sections/document-templates). */
import { describe, expect, it } from 'vitest';
import type { DocumentTemplate } from '../../src/domain/document-template';
import { parseDocumentTemplate } from '../../src/machines/sections/document-templates/template-api';
import { emptyTemplateInput, isTemplateInput, templateToInput } from '../../src/machines/sections/document-templates/templates-record';
import { templatesListSpec } from '../../src/machines/sections/document-templates/templates-list';

const stored: DocumentTemplate = {
  id: 't1',
  version: 3,
  createdAt: '2025-01-01T00:00:00.000Z',
  createdBy: 'system',
  updatedAt: '2025-01-02T00:00:00.000Z',
  updatedBy: 'usr_ana',
  documentType: 'quotation',
  name: 'Cotización',
  header: '<p><strong>Hola</strong></p>',
  footer: '',
  logo: null,
  paper: 'Letter',
  status: 'active',
};

describe('parseDocumentTemplate', () => {
  it('takes a well-formed answer as is', () => {
    expect(parseDocumentTemplate(JSON.parse(JSON.stringify(stored)))).toEqual(stored);
  });

  it('refuses a malformed answer (the form keeps what was typed and says the answer could not be read)', () => {
    for (const broken of [
      { ...stored, documentType: 'invoice' },
      { ...stored, paper: 'A5' },
      { ...stored, header: 5 },
      { ...stored, logo: 42 },
      { ...stored, status: undefined },
      { ...stored, version: 'x' },
      null,
      [],
    ]) {
      expect(() => parseDocumentTemplate(broken), JSON.stringify(broken)).toThrow(TypeError);
    }
  });
});

describe('form values', () => {
  it('the form edits the writable fields of a record, and a stored draft must have their shape', () => {
    const values = templateToInput(stored);
    expect(values).toEqual({ documentType: 'quotation', name: 'Cotización', header: '<p><strong>Hola</strong></p>', footer: '', logo: null, paper: 'Letter', status: 'active' });
    expect(isTemplateInput(values)).toBe(true);
    expect(isTemplateInput(emptyTemplateInput('A4'))).toBe(true);
    expect(isTemplateInput({ ...values, paper: 'A5' })).toBe(false);
    expect(isTemplateInput({ ...values, header: null })).toBe(false);
    expect(isTemplateInput({ ...values, logo: 1 })).toBe(false);
    expect(isTemplateInput('x')).toBe(false);
  });

  it('a new template starts inactive (one active per type) on the paper given', () => {
    expect(emptyTemplateInput('Letter')).toMatchObject({ status: 'inactive', paper: 'Letter', documentType: 'sales-order', logo: null });
  });

  it('the list is sorted by type by default and filters by type, paper and status', () => {
    expect(templatesListSpec.path).toBe('/admin/document-templates');
    expect(templatesListSpec.filters.map((f) => f.name).sort()).toEqual(['documentType', 'paper', 'status']);
    expect(templatesListSpec.defaultSort).toEqual(['documentType']);
  });
});
