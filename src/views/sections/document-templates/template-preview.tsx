/**
 * The live preview: a sample document of the chosen type on a page of the chosen paper's proportions (A4 210 × 297,
 * Letter 8.5 × 11), with the session company's header, the template's logo, header and footer, and sample lines with
 * totals in the company currency. Header and footer render only through SafeHtml (the one sanitizer, `document`
 * profile); the logo only from a checked data URL.
 */
import { useLingui } from '@lingui/react';
import { shallowEqual, useSelector } from '@xstate/react';
import { sampleDocument, type DocumentTemplateInput } from '../../../domain/document-template';
import { isShowableImage } from '../../../domain/image';
import type { Company } from '../../../machines/effects/get-company';
import type { FormActor } from '../../../machines/kit/form.connect';
import { selectValues } from '../../../machines/kit/form.machine';
import { useFormats } from '../../kit/format-context';
import { SafeHtml } from '../../ui/safe-html';
import { documentTypeLabels, paperLabels, previewTexts, sampleItemLabels } from './template-texts';
import * as css from './templates.css';

export type PreviewValues = Pick<DocumentTemplateInput, 'documentType' | 'header' | 'footer' | 'logo' | 'paper'>;

export interface TemplatePreviewProps {
  values: PreviewValues;
  /** The session's company (null while it loads: the preview shows no company block). */
  company: Company | null;
  /** Element id of the preview's heading. */
  headingId: string;
  /** Beside a form (it follows the typing) or on the record's page. @default false */
  live?: boolean;
}

export function TemplatePreview({ values, company, headingId, live = false }: TemplatePreviewProps) {
  const { i18n } = useLingui();
  const f = useFormats();
  const rate = String(company?.taxRate ?? 0);
  const doc = sampleDocument(rate);
  const type = i18n._(documentTypeLabels[values.documentType]);
  const logo = isShowableImage(values.logo) ? values.logo : null;
  return (
    <section className={css.previewPane} aria-labelledby={headingId}>
      <h2 id={headingId} className={css.previewTitle}>
        {i18n._(previewTexts.title)}
      </h2>
      <p className={css.previewHint}>{i18n._(live ? previewTexts.description : previewTexts.descriptionRead)}</p>
      <article
        className={css.paper[values.paper]}
        data-paper={values.paper}
        data-testid="template-preview"
        aria-label={i18n._({ id: 'documentTemplates.preview.page', message: 'Sample {type} on {paper} paper', values: { type, paper: i18n._(paperLabels[values.paper]) } })}
      >
        <div className={css.company}>
          <div className={css.companyText}>
            {logo ? <img className={css.logo} src={logo} alt={i18n._(previewTexts.logo)} /> : null}
            {company ? (
              <>
                <span className={css.companyName}>{company.tradeName || company.legalName}</span>
                <span className={css.muted}>{company.legalName}</span>
                <span className={css.muted}>{company.taxId}</span>
                <span className={css.muted}>{company.address}</span>
              </>
            ) : null}
          </div>
          <div className={css.docTitle}>
            <span className={css.docType}>{type}</span>
            <span className={css.muted}>{i18n._({ id: 'documentTemplates.preview.number', message: 'No. {number}', values: { number: '000123' } })}</span>
          </div>
        </div>
        <SafeHtml html={values.header} profile="document" className={css.html} />
        <table className={css.lines}>
          <thead>
            <tr>
              <th scope="col" className={css.itemCol}>
                {i18n._(previewTexts.item)}
              </th>
              <th scope="col" className={css.num}>
                {i18n._(previewTexts.quantity)}
              </th>
              <th scope="col" className={`${css.num} ${css.unitPriceCol}`}>
                {i18n._(previewTexts.unitPrice)}
              </th>
              <th scope="col" className={css.num}>
                {i18n._(previewTexts.amount)}
              </th>
            </tr>
          </thead>
          <tbody>
            {doc.lines.map((line) => (
              <tr key={line.item}>
                <td>{i18n._(sampleItemLabels[line.item])}</td>
                <td className={css.num}>{f.quantity(line.quantity)}</td>
                <td className={`${css.num} ${css.unitPriceCol}`}>{f.money(line.unitPrice)}</td>
                <td className={css.num}>{f.money(line.amount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <dl className={css.totals}>
          <dt>{i18n._(previewTexts.subtotal)}</dt>
          <dd>{f.money(doc.subtotal)}</dd>
          <dt>{i18n._({ id: 'documentTemplates.preview.tax', message: 'Tax ({rate}%)', values: { rate: f.number(rate) } })}</dt>
          <dd>{f.money(doc.tax)}</dd>
          <dt className={css.grandTotal}>{i18n._(previewTexts.total)}</dt>
          <dd className={css.grandTotal}>{f.money(doc.total)}</dd>
        </dl>
        <SafeHtml html={values.footer} profile="document" className={css.footer} />
      </article>
    </section>
  );
}

const pickPreview = (values: DocumentTemplateInput): PreviewValues => ({
  documentType: values.documentType,
  header: values.header,
  footer: values.footer,
  logo: values.logo,
  paper: values.paper,
});

/** The preview of what the form holds now (the editors commit sanitized HTML to it as typing pauses). */
export function LiveTemplatePreview({ formRef, company, headingId }: { formRef: FormActor; company: Company | null; headingId: string }) {
  const values = useSelector(formRef, (s) => pickPreview(selectValues(s) as DocumentTemplateInput), shallowEqual);
  return <TemplatePreview values={values} company={company} headingId={headingId} live />;
}
