/**
 * The template preview (views/sections/document-templates/template-preview.tsx): the company's header from the
 * session, the sample lines and totals in the company currency at its tax rate, the page's proportions by paper, the
 * logo only from a checked data URL, in English and Spanish. (What the sanitizer drops is checked in Chromium.)
 */
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { PreviewValues } from '../../src/views/sections/document-templates/template-preview';
import { TemplatePreview } from '../../src/views/sections/document-templates/template-preview';
import { toImageDataUrl } from '../../src/domain/image';
import type { Company } from '../../src/machines/effects/get-company';
import { FormatProvider } from '../../src/views/kit/format-context';
import { loadCatalog, noAxeViolations, renderWithI18n } from '../kit/form-render';

// The fields the preview reads; the company type grows with issue 9's configuration (status, numbering).
const company = {
  slug: 'acme',
  legalName: 'Acme Telecomunicaciones S.A. de C.V.',
  tradeName: 'Acme Telecom',
  taxId: 'ATE120315AB8',
  currency: 'MXN',
  defaultLocale: 'es-MX',
  timeZone: 'America/Mexico_City',
  taxRate: 16,
  logo: null,
  address: 'Av. Insurgentes Sur 1602, Ciudad de México',
} as Company;
const values: PreviewValues = { documentType: 'purchase-order', header: '<p>Cabecera</p>', footer: '<p>Pie</p>', logo: null, paper: 'A4' };
const png = () => {
  const bytes = new Uint8Array(16);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return toImageDataUrl(bytes, 'image/png');
};

function render(v: Partial<PreviewValues> = {}, c: Company | null = company) {
  return renderWithI18n(
    <FormatProvider currency="MXN">
      <TemplatePreview values={{ ...values, ...v }} company={c} headingId="preview-heading" live />
    </FormatProvider>,
  );
}

beforeEach(() => loadCatalog('en-US'));

describe('TemplatePreview', () => {
  it('shows the company, the document type, the header and footer, sample lines and totals at the company rate', async () => {
    render();
    const page = screen.getByTestId('template-preview');
    expect(page.getAttribute('data-paper')).toBe('A4');
    expect(page.getAttribute('aria-label')).toBe('Sample Purchase order on A4 (210 × 297 mm) paper');
    for (const text of ['Acme Telecom', 'ATE120315AB8', 'Purchase order', 'Cabecera', 'Pie', 'Wi-Fi 6 router']) expect(page.textContent).toContain(text);
    const totals = within(page).getByText('Tax (16%)').parentElement!;
    expect(totals.textContent).toContain('$5,644.50');
    expect(totals.textContent).toContain('$903.12');
    expect(totals.textContent).toContain('$6,547.62');
    expect(screen.getByRole('heading', { name: 'Preview' }).id).toBe('preview-heading');
    await noAxeViolations();
  });

  it('switches the page proportions with the paper and shows the logo only from a data URL', () => {
    const { unmount } = render({ paper: 'Letter', logo: 'https://evil.example/logo.png' });
    expect(screen.getByTestId('template-preview').getAttribute('data-paper')).toBe('Letter');
    expect(screen.queryByRole('img')).toBeNull();
    unmount();
    renderWithI18n(
      <FormatProvider currency="MXN">
        <TemplatePreview values={{ ...values, logo: png() }} company={company} headingId="h" />
      </FormatProvider>,
    );
    expect(screen.getByRole('img', { name: 'Template logo' }).getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    expect(screen.getByText('A sample document as it prints with this template.')).toBeTruthy();
  });

  it('reads in Spanish, and shows no company block while the session has none', () => {
    loadCatalog('es-MX');
    render({}, null);
    const page = screen.getByTestId('template-preview');
    expect(page.textContent).toContain('Orden de compra');
    expect(page.textContent).toContain('IVA (0%)');
    expect(page.textContent).not.toContain('Acme Telecom');
  });
});
