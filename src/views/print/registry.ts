/**
 * The printable types that have landed (issue 10 point 3): per type, its document's page (the toolbar's Back) and its
 * print source, loaded lazily with the print page (the source imports its section's endpoint and parser). A type of
 * machines/routes.ts `printTypes` missing here answers "cannot be printed yet".
 */
import type { DocumentType } from '../../domain/document-template';
import type { PrintSource } from '../../machines/print/print-model';

export interface PrintRegistration {
  /** The document's page in its section. */
  detailPath: (id: string) => string;
  /** The type's source (a lazy chunk). */
  source: () => Promise<PrintSource>;
}

const at = (base: string) => (id: string) => `${base}/${encodeURIComponent(id)}`;

export const printRegistry: Partial<Record<DocumentType, PrintRegistration>> = {
  'sales-order': { detailPath: at('/orders'), source: () => import('../../machines/print/sales-order-print').then((m) => m.salesOrderPrint) },
  requisition: { detailPath: at('/purchases/requisitions'), source: () => import('../../machines/print/purchasing-print').then((m) => m.requisitionPrint) },
  quotation: { detailPath: at('/purchases/quotes'), source: () => import('../../machines/print/purchasing-print').then((m) => m.quotationPrint) },
  'purchase-order': { detailPath: at('/purchases/orders'), source: () => import('../../machines/print/purchasing-print').then((m) => m.purchaseOrderPrint) },
  'delivery-note': { detailPath: at('/deliveries'), source: () => import('../../machines/print/delivery-note-print').then((m) => m.deliveryNotePrint) },
  contract: { detailPath: at('/contracts/services'), source: () => import('../../machines/print/contract-print').then((m) => m.contractPrint) },
  'cash-closing': { detailPath: at('/cashclosing'), source: () => import('../../machines/print/cash-closing-print').then((m) => m.cashClosingPrint) },
};

export const printRegistration = (type: string): PrintRegistration | null =>
  Object.hasOwn(printRegistry, type) ? (printRegistry[type as DocumentType] ?? null) : null;
