import type { MessageDescriptor } from '@lingui/core';
import type { DocumentType, PaperSize, SampleLine, TemplateStatus } from '../../../domain/document-template';

/** Labels of the document templates section (one place, so the table, filters, form and preview agree). */
export const templateLabels = {
  documentType: /*i18n*/ { id: 'documentTemplates.field.documentType', message: 'Document type' },
  name: /*i18n*/ { id: 'documentTemplates.field.name', message: 'Name' },
  header: /*i18n*/ { id: 'documentTemplates.field.header', message: 'Header' },
  footer: /*i18n*/ { id: 'documentTemplates.field.footer', message: 'Footer' },
  logo: /*i18n*/ { id: 'documentTemplates.field.logo', message: 'Logo' },
  paper: /*i18n*/ { id: 'documentTemplates.field.paper', message: 'Paper' },
  status: /*i18n*/ { id: 'documentTemplates.field.status', message: 'Status' },
  updatedAt: /*i18n*/ { id: 'documentTemplates.field.updatedAt', message: 'Last change' },
} satisfies Record<string, MessageDescriptor>;

export const documentTypeLabels: Record<DocumentType, MessageDescriptor> = {
  'sales-order': /*i18n*/ { id: 'documentTemplates.type.salesOrder', message: 'Sales order' },
  requisition: /*i18n*/ { id: 'documentTemplates.type.requisition', message: 'Purchase requisition' },
  quotation: /*i18n*/ { id: 'documentTemplates.type.quotation', message: 'Quotation' },
  'purchase-order': /*i18n*/ { id: 'documentTemplates.type.purchaseOrder', message: 'Purchase order' },
  'delivery-note': /*i18n*/ { id: 'documentTemplates.type.deliveryNote', message: 'Delivery note' },
  'cash-closing': /*i18n*/ { id: 'documentTemplates.type.cashClosing', message: 'Cash closing' },
  contract: /*i18n*/ { id: 'documentTemplates.type.contract', message: 'Service contract' },
};

export const paperLabels: Record<PaperSize, MessageDescriptor> = {
  A4: /*i18n*/ { id: 'documentTemplates.paper.a4', message: 'A4 (210 × 297 mm)' },
  Letter: /*i18n*/ { id: 'documentTemplates.paper.letter', message: 'Letter (8.5 × 11 in)' },
};

export const templateStatusLabels: Record<TemplateStatus, MessageDescriptor> = {
  active: /*i18n*/ { id: 'documentTemplates.status.active', message: 'Active' },
  inactive: /*i18n*/ { id: 'documentTemplates.status.inactive', message: 'Inactive' },
};

export const sampleItemLabels: Record<SampleLine['item'], MessageDescriptor> = {
  router: /*i18n*/ { id: 'documentTemplates.sample.router', message: 'Wi-Fi 6 router' },
  modem: /*i18n*/ { id: 'documentTemplates.sample.modem', message: 'Fiber modem (ONT)' },
  installation: /*i18n*/ { id: 'documentTemplates.sample.installation', message: 'Installation service' },
  plan: /*i18n*/ { id: 'documentTemplates.sample.plan', message: 'Internet 500 Mbps plan, monthly' },
};

export const previewTexts = {
  title: /*i18n*/ { id: 'documentTemplates.preview.title', message: 'Preview' },
  description: /*i18n*/ { id: 'documentTemplates.preview.description', message: 'A sample document with this template, on the chosen paper. It follows what you type.' },
  descriptionRead: /*i18n*/ { id: 'documentTemplates.preview.descriptionRead', message: 'A sample document as it prints with this template.' },
  item: /*i18n*/ { id: 'documentTemplates.preview.item', message: 'Description' },
  quantity: /*i18n*/ { id: 'documentTemplates.preview.quantity', message: 'Qty' },
  unitPrice: /*i18n*/ { id: 'documentTemplates.preview.unitPrice', message: 'Unit price' },
  amount: /*i18n*/ { id: 'documentTemplates.preview.amount', message: 'Amount' },
  subtotal: /*i18n*/ { id: 'documentTemplates.preview.subtotal', message: 'Subtotal' },
  total: /*i18n*/ { id: 'documentTemplates.preview.total', message: 'Total' },
  logo: /*i18n*/ { id: 'documentTemplates.preview.logo', message: 'Template logo' },
} satisfies Record<string, MessageDescriptor>;
