/**
 * A printed document: the company's details and logo, the type and number, the template's header (sanitized HTML,
 * only through SafeHtml), the parties, the facts, the lines (header row repeated on every page, rows never split),
 * the totals in the company currency, the notes and the template's footer. Everything is formatted in the user's
 * locale (useFormats under the page's FormatProvider).
 */
import { useLingui } from '@lingui/react';
import type { I18n } from '@lingui/core';
import type { MessageDescriptor } from '@lingui/core';
import type { DocumentType, PaperSize } from '../../domain/document-template';
import { isShowableImage } from '../../domain/image';
import type { Company } from '../../machines/effects/get-company';
import type { PrintModel, PrintValue } from '../../machines/print/print-model';
import type { PrintTemplate } from '../../machines/print/print-api';
import { useFormats, type Formats } from '../kit/format-context';
import { cashStatusLabels } from '../sections/cashclosing/cashclosing-texts';
import { contractStatusLabels } from '../sections/contracts/contract-texts';
import { deliveryStatusLabels } from '../sections/deliveries/delivery-texts';
import { documentTypeLabels } from '../sections/document-templates/template-texts';
import { orderStatusLabels } from '../sections/orders/orders-texts';
import { purchaseOrderStatusLabels, quotationStatusLabels, requisitionStatusLabels } from '../sections/purchases/purchases-texts';
import { SafeHtml } from '../ui/safe-html';
import * as css from './print-document.css';
import { columnLabels, factLabels, numericColumns, partyLabels, printTexts, statusLabels, totalLabels } from './print-texts';

/**
 * Each document's statuses in the words of its own pages (the same messages): a printed closing says what its page says,
 * in Spanish with the document's gender too.
 */
const statusLabelsOf: Record<DocumentType, Partial<Record<string, MessageDescriptor>>> = {
  'sales-order': orderStatusLabels,
  requisition: requisitionStatusLabels,
  quotation: quotationStatusLabels,
  'purchase-order': purchaseOrderStatusLabels,
  'delivery-note': deliveryStatusLabels,
  'cash-closing': cashStatusLabels,
  contract: contractStatusLabels,
};

/** A typed value in the user's locale ('' for nothing); a status in the words of `type`'s pages. */
export function formatPrintValue(value: PrintValue | undefined, f: Formats, i18n: I18n, type?: DocumentType): string {
  if (value === undefined) return '';
  switch (value.kind) {
    case 'text':
      return value.text;
    case 'money':
      return f.money(value.minor);
    case 'quantity':
      return f.quantity(value.value);
    case 'percent':
      return f.percent(value.value);
    case 'date':
      return f.date(value.day);
    case 'dateTime':
      return f.dateTime(value.at);
    case 'status': {
      const label = (type ? statusLabelsOf[type][value.status] : undefined) ?? statusLabels[value.status];
      return label ? i18n._(label) : value.status;
    }
  }
}

export interface PrintDocumentProps {
  model: PrintModel;
  template: PrintTemplate;
  company: Company | null;
}

export function PrintDocument({ model, template, company }: PrintDocumentProps) {
  const { i18n } = useLingui();
  const f = useFormats();
  const paper: PaperSize = template.paper;
  const logo = template.template?.logo && isShowableImage(template.template.logo) ? template.template.logo : company?.logo ?? null;
  const typeLabel = i18n._(documentTypeLabels[model.type]);
  const companyName = company ? company.tradeName || company.legalName : '';
  return (
    <article className={css.sheet} data-print-sheet="" data-paper={paper} aria-labelledby="print-doc-title">
      <header className={css.head}>
        <div className={css.company}>
          {logo ? <img className={css.logo} src={logo} alt={i18n._({ id: 'print.logo', message: 'Logo of {company}', values: { company: companyName } })} /> : null}
          {company ? (
            <>
              <span className={css.companyName}>{companyName}</span>
              {company.tradeName && company.legalName !== company.tradeName ? <span>{company.legalName}</span> : null}
              <span className={css.dim}>{i18n._({ id: 'print.taxId', message: 'Tax id {taxId}', values: { taxId: company.taxId } })}</span>
              <span className={css.dim}>{company.address}</span>
            </>
          ) : null}
        </div>
        <div className={css.title}>
          <h1 id="print-doc-title" className={css.docType}>
            {typeLabel}
          </h1>
          <span className={css.docNumber}>{i18n._({ id: 'print.number', message: 'No. {number}', values: { number: model.number } })}</span>
          <span className={css.dim}>{formatPrintValue({ kind: 'status', status: model.status }, f, i18n, model.type)}</span>
        </div>
      </header>
      {template.template && template.template.header.trim() !== '' ? <SafeHtml html={template.template.header} profile="document" className={css.html} /> : null}
      {model.parties.length > 0 ? (
        <section className={css.parties}>
          {model.parties.map((party, index) => (
            <div key={`${party.role}-${index}`} className={css.party}>
              <h2 className={css.partyRole}>{i18n._(partyLabels[party.role])}</h2>
              <span className={css.partyName}>{party.name}</span>
              {party.details.filter((d) => d.trim() !== '').map((detail, i) => (
                <span key={i} className={css.dim}>
                  {detail}
                </span>
              ))}
            </div>
          ))}
        </section>
      ) : null}
      {model.facts.length > 0 ? (
        <dl className={css.facts}>
          {model.facts.map(({ key, value }) => (
            <div key={key} className={css.fact}>
              <dt>{i18n._(factLabels[key])}</dt>
              <dd>{formatPrintValue(value, f, i18n, model.type)}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {model.columns.length > 0 ? (
        <div className={css.linesWrap} role="region" aria-labelledby="print-lines-caption" tabIndex={0}>
          <table className={css.lines} data-testid="print-lines">
            <caption id="print-lines-caption" className={css.caption}>
              {i18n._(model.rowsAre === 'terms' ? printTexts.terms : printTexts.lines)}
            </caption>
            <thead>
              <tr>
                {model.columns.map((column) => (
                  <th key={column} scope="col" className={numericColumns.has(column) ? css.num : undefined}>
                    {i18n._(columnLabels[column])}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {model.rows.length === 0 ? (
                <tr>
                  <td colSpan={model.columns.length}>{i18n._(printTexts.noLines)}</td>
                </tr>
              ) : (
                model.rows.map((row, index) => (
                  <tr key={index}>
                    {model.columns.map((column) => (
                      <td key={column} className={numericColumns.has(column) ? css.num : column === 'sku' ? css.code : undefined}>
                        {formatPrintValue(row[column], f, i18n, model.type)}
                      </td>
                    ))}
                  </tr>
                ))
              )}
            </tbody>
          </table>
        </div>
      ) : null}
      {model.totals.length > 0 ? (
        <dl className={css.totals} aria-label={i18n._(printTexts.totals)}>
          {model.totals.map((total, index) => {
            const label = total.key === 'tax' && total.rate !== undefined ? i18n._({ id: 'print.total.taxRate', message: 'Tax ({rate})', values: { rate: f.percent(total.rate) } }) : i18n._(totalLabels[total.key]);
            return (
              <div key={`${total.key}-${index}`} className={css.totalRow}>
                <dt className={total.grand ? css.grand : undefined}>{label}</dt>
                <dd className={total.grand ? css.grand : undefined}>{f.money(total.minor)}</dd>
              </div>
            );
          })}
        </dl>
      ) : null}
      {model.notes.trim() !== '' ? (
        <section className={css.notes}>
          <h2 className={css.notesTitle}>{i18n._(printTexts.notes)}</h2>
          {model.notes}
        </section>
      ) : null}
      {template.template && template.template.footer.trim() !== '' ? <SafeHtml html={template.template.footer} profile="document" className={css.footer} /> : null}
    </article>
  );
}
