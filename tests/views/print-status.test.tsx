/**
 * A printed document's status reads as its own pages say it (views/print/print-document.tsx): the section's status
 * message of that document type, so a printed cash closing says "Enviado" as its page does, and each document type
 * keeps the gender of its name in Spanish; an unknown status shows as the service wrote it.
 */
import { describe, expect, it } from 'vitest';
import { i18n } from '../../src/machines/effects/i18n';
import type { Formats } from '../../src/views/kit/format-context';
import { formatPrintValue } from '../../src/views/print/print-document';
import { cashStatusLabels } from '../../src/views/sections/cashclosing/cashclosing-texts';
import { deliveryStatusLabels } from '../../src/views/sections/deliveries/delivery-texts';
import { purchaseOrderStatusLabels, quotationStatusLabels } from '../../src/views/sections/purchases/purchases-texts';
import { loadCatalog } from '../kit/form-render';

const f = {} as Formats;
const status = (value: string, type: Parameters<typeof formatPrintValue>[3]) => formatPrintValue({ kind: 'status', status: value }, f, i18n, type);

describe('a printed status', () => {
  it('es-MX: the words of the document type’s own pages', () => {
    loadCatalog('es-MX');
    expect(status('submitted', 'cash-closing')).toBe(i18n._(cashStatusLabels.submitted));
    expect(status('dispatched', 'delivery-note')).toBe(i18n._(deliveryStatusLabels.dispatched));
    expect(status('open', 'cash-closing')).toBe(i18n._(cashStatusLabels.open));
    expect(status('rejected', 'quotation')).toBe(i18n._(quotationStatusLabels.rejected));
    expect(status('received', 'purchase-order')).toBe(i18n._(purchaseOrderStatusLabels.received));
    // The words themselves (es-MX cash.json, deliveries.json): what the pages show.
    expect(status('submitted', 'cash-closing')).toBe('Enviado');
    expect(status('dispatched', 'delivery-note')).toBe('En camino');
  });

  it('en-US, and a status no page knows shows as written', () => {
    loadCatalog('en-US');
    expect(status('sent', 'purchase-order')).toBe('Sent');
    expect(status('warp-speed', 'contract')).toBe('warp-speed');
  });
});
