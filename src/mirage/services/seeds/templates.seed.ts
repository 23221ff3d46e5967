/**
 * Seed of the document templates: one active template per printable document type for each seeded tenant, in the
 * tenant's language (Spanish for acme, English for globex), A4 for Mexico and Letter for the United States, no logo.
 * The HTML is already what the `document` policy keeps (a seeds test checks it is a fixed point of the sanitizer).
 */
import { documentTypes, type DocumentTemplate, type DocumentType } from '../../../domain/document-template';
import { findTenant } from '../../../config/tenants';
import type { TenantData } from '../data';
import { memoized, randomFor, seedAudit, seedLocaleOf, seedSizes } from './seed-kit';

type Texts = { name: string; header: string; footer: string };

const mailto = (address: string) => `<a href="mailto:${address}" rel="noopener noreferrer">${address}</a>`;

function textsMX(type: DocumentType, domain: string): Texts {
  const contact = mailto(`contacto@${domain}`);
  const rows: Record<DocumentType, [string, string, string]> = {
    'sales-order': ['Orden de venta estándar', '<h2>Orden de venta</h2><p>Gracias por su preferencia. Los precios están expresados en <strong>pesos mexicanos</strong> e incluyen el IVA desglosado.</p>', `<p>Vigencia de precios: 15 días. Dudas y aclaraciones: ${contact}</p>`],
    requisition: ['Requisición interna', '<h2>Requisición de compra</h2><p>Uso interno. Indique el departamento solicitante y la fecha en que se necesita.</p>', '<ul><li>Elaboró</li><li>Autorizó</li></ul>'],
    quotation: ['Solicitud de cotización', '<h2>Solicitud de cotización</h2><p>Le pedimos cotizar los siguientes artículos con <em>precio unitario, tiempo de entrega y vigencia</em>.</p>', `<p>Envíe su cotización a ${contact}</p>`],
    'purchase-order': ['Orden de compra', '<h2>Orden de compra</h2><p>Favor de citar el número de esta orden en su factura y en la remisión.</p>', '<ol><li>Entrega en el almacén indicado, de lunes a viernes de 9:00 a 17:00.</li><li>Pago a 30 días contra factura.</li></ol>'],
    'delivery-note': ['Nota de entrega', '<h2>Nota de entrega</h2><p>Revise el material al recibirlo. No se aceptan reclamaciones posteriores por daños visibles.</p>', '<p>Recibí de conformidad: nombre, firma y fecha.</p>'],
    'cash-closing': ['Corte de caja', '<h2>Corte de caja</h2><p>Arqueo del cajero al cierre del turno.</p>', '<p>Firma del cajero y del supervisor.</p>'],
    contract: ['Contrato de servicio', '<h2>Contrato de prestación de servicios</h2><p>Las partes aceptan los términos y condiciones del plan contratado.</p>', `<p><u>Atención a clientes</u>: ${contact}</p>`],
  };
  const [name, header, footer] = rows[type];
  return { name, header, footer };
}

function textsUS(type: DocumentType, domain: string): Texts {
  const contact = mailto(`contact@${domain}`);
  const rows: Record<DocumentType, [string, string, string]> = {
    'sales-order': ['Standard sales order', '<h2>Sales order</h2><p>Thank you for your business. Prices are in <strong>US dollars</strong>; sales tax is shown separately.</p>', `<p>Prices valid for 15 days. Questions: ${contact}</p>`],
    requisition: ['Internal requisition', '<h2>Purchase requisition</h2><p>Internal use. State the requesting department and the date needed.</p>', '<ul><li>Prepared by</li><li>Approved by</li></ul>'],
    quotation: ['Request for quotation', '<h2>Request for quotation</h2><p>Please quote the items below with <em>unit price, lead time and validity</em>.</p>', `<p>Send your quotation to ${contact}</p>`],
    'purchase-order': ['Purchase order', '<h2>Purchase order</h2><p>Please quote this order number on your invoice and packing slip.</p>', '<ol><li>Deliver to the warehouse shown, Monday to Friday, 9 am to 5 pm.</li><li>Payment net 30 from invoice.</li></ol>'],
    'delivery-note': ['Delivery note', '<h2>Delivery note</h2><p>Check the goods on receipt. Visible damage cannot be claimed afterwards.</p>', '<p>Received in good order: name, signature and date.</p>'],
    'cash-closing': ['Cash closing', '<h2>Cash closing</h2><p>Count of the register at the end of the shift.</p>', '<p>Signatures of the cashier and the supervisor.</p>'],
    contract: ['Service contract', '<h2>Service agreement</h2><p>The parties accept the terms and conditions of the chosen plan.</p>', `<p><u>Customer care</u>: ${contact}</p>`],
  };
  const [name, header, footer] = rows[type];
  return { name, header, footer };
}

/** The seeded tenant's templates (none for a tenant without seed data). */
export const seedTemplates = memoized((tenant: string): DocumentTemplate[] => {
  if (!Object.hasOwn(seedSizes, tenant)) return [];
  const random = randomFor(tenant, 'document-templates');
  const mx = seedLocaleOf(tenant) === 'MX';
  const domain = `${findTenant(tenant)?.slug ?? tenant}.test`;
  return documentTypes.map((documentType) => ({
    ...seedAudit(random, random.uuid()),
    documentType,
    ...(mx ? textsMX(documentType, domain) : textsUS(documentType, domain)),
    logo: null,
    paper: mx ? 'A4' : 'Letter',
    status: 'active',
  }));
});

export function seed(data: TenantData): void {
  data.collection<DocumentTemplate>('document-templates').putMany(seedTemplates(data.tenant));
}
