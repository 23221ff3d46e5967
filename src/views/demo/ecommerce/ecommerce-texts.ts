/** The e-commerce inventory's own words (issue 14): labels, the draft's check messages, notices. The demo data stays as the mock gives it. */
import type { MessageDescriptor } from '@lingui/core';
import type { DraftErrorCode, DraftField } from '../../../machines/demo/ecommerce/product-draft';

export const productLabels = {
  thumbnail: /* i18n */ { id: 'demo.shelf.product.thumbnail', message: 'Picture' },
  name: /* i18n */ { id: 'demo.shelf.product.name', message: 'Name' },
  description: /* i18n */ { id: 'demo.shelf.product.description', message: 'Description' },
  category: /* i18n */ { id: 'demo.shelf.product.category', message: 'Category' },
  brand: /* i18n */ { id: 'demo.shelf.product.brand', message: 'Brand' },
  vendor: /* i18n */ { id: 'demo.shelf.product.vendor', message: 'Vendor' },
  sku: /* i18n */ { id: 'demo.shelf.product.sku', message: 'SKU' },
  barcode: /* i18n */ { id: 'demo.shelf.product.barcode', message: 'Barcode' },
  stock: /* i18n */ { id: 'demo.shelf.product.stock', message: 'Stock' },
  reserved: /* i18n */ { id: 'demo.shelf.product.reserved', message: 'Reserved' },
  cost: /* i18n */ { id: 'demo.shelf.product.cost', message: 'Cost' },
  basePrice: /* i18n */ { id: 'demo.shelf.product.basePrice', message: 'Base price' },
  taxPercent: /* i18n */ { id: 'demo.shelf.product.taxPercent', message: 'Tax (%)' },
  price: /* i18n */ { id: 'demo.shelf.product.price', message: 'Price' },
  weight: /* i18n */ { id: 'demo.shelf.product.weight', message: 'Weight (kg)' },
  active: /* i18n */ { id: 'demo.shelf.product.active', message: 'Active' },
  tags: /* i18n */ { id: 'demo.shelf.product.tags', message: 'Tags' },
  images: /* i18n */ { id: 'demo.shelf.product.images', message: 'Pictures' },
} satisfies Record<DraftField | 'thumbnail' | 'active' | 'tags' | 'images', MessageDescriptor>;

export const draftErrorMessages = {
  required: /* i18n */ { id: 'demo.shelf.error.required', message: 'Required' },
  'too-long': /* i18n */ { id: 'demo.shelf.error.tooLong', message: 'Too long' },
  'invalid-number': /* i18n */ { id: 'demo.shelf.error.invalidNumber', message: 'Not a number: use digits and a decimal point, like 12.50' },
  'out-of-range': /* i18n */ { id: 'demo.shelf.error.outOfRange', message: 'Out of the allowed range' },
  'not-whole': /* i18n */ { id: 'demo.shelf.error.notWhole', message: 'A whole number of pieces' },
} satisfies Record<DraftErrorCode, MessageDescriptor>;

/** A field's own limit, said next to its message when it is out of range. */
export const rangeHints: Partial<Record<DraftField, MessageDescriptor>> = {
  taxPercent: /* i18n */ { id: 'demo.shelf.hint.tax', message: 'From 0 to 100' },
  reserved: /* i18n */ { id: 'demo.shelf.hint.reserved', message: 'At most the stock' },
};
