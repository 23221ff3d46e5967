/** The products list (/inventory/products): its address spec, the list and export machines, and the reference lookup. */
import { fromPromise } from 'xstate';
import type { RuntimeConfig } from '../../../config/runtime-config';
import { toMajorString, type Currency } from '../../../domain/money';
import { productListSpec, type Product } from '../../../domain/product';
import type { Page } from '../../../domain/resource';
import { listResource } from '../../effects/resource-api';
import type { CsvColumn } from '../../kit/csv';
import { saveCsvFile } from '../../effects/save-file';
import { createExportMachine } from '../../kit/export.machine';
import { createListMachine, type FetchPageInput, type SavePreferencesParams } from '../../kit/list.machine';
import { listSpecFrom, toRequestParams, type ListSpec } from '../../kit/list-query';
import { lookupOf } from '../../kit/lookup.machine';
import { fetchProductReferences, productsEndpoint } from './product-api';

export const productsPath = '/inventory/products';
export const productsListId = 'products.list';
export const productsExportId = 'products.export';
export const productReferencesId = 'products.references';

export const productsListSpec: ListSpec = listSpecFrom(productListSpec, {
  id: 'products',
  path: productsPath,
  columns: [
    { id: 'sku', defaultVisible: true, sortField: 'sku' },
    { id: 'name', defaultVisible: true, sortField: 'name' },
    { id: 'barcode', defaultVisible: false },
    { id: 'category', defaultVisible: true },
    { id: 'unit', defaultVisible: false },
    { id: 'cost', defaultVisible: false, sortField: 'cost' },
    { id: 'price', defaultVisible: true, sortField: 'price' },
    { id: 'taxRate', defaultVisible: false },
    { id: 'kit', defaultVisible: true },
    { id: 'active', defaultVisible: true },
    { id: 'updatedAt', defaultVisible: false, sortField: 'updatedAt' },
  ],
});

export const fetchProductsPage = (config: RuntimeConfig) =>
  fromPromise<Page<Product>, FetchPageInput>(({ input, signal }) => listResource(config, productsEndpoint, toRequestParams(input.query), signal));

export const productsListLogic = (config: RuntimeConfig, savePreferences: (params: SavePreferencesParams) => void) =>
  createListMachine<Product>(productsListSpec, { fetchPage: fetchProductsPage(config), savePreferences });

export const productCsvColumns = (currency: Currency): CsvColumn<Product>[] => [
  { id: 'sku', csv: (p) => p.sku },
  { id: 'barcode', csv: (p) => p.barcode },
  { id: 'name', csv: (p) => p.name },
  { id: 'description', csv: (p) => p.description },
  { id: 'categoryId', csv: (p) => p.categoryId },
  { id: 'unitId', csv: (p) => p.unitId },
  { id: 'cost', csv: (p) => toMajorString(p.cost, currency) },
  { id: 'price', csv: (p) => toMajorString(p.price, currency) },
  { id: 'taxRate', csv: (p) => p.taxRate },
  { id: 'components', csv: (p) => p.components.map((c) => `${c.productId}x${c.quantity}`).join(' ') },
  { id: 'active', csv: (p) => p.active },
  { id: 'createdAt', csv: (p) => p.createdAt },
  { id: 'updatedAt', csv: (p) => p.updatedAt },
];

export const productsExportLogic = (config: RuntimeConfig, currency: Currency) =>
  createExportMachine<Product>({ columns: productCsvColumns(currency), fileName: 'products.csv', fetchPage: fetchProductsPage(config), download: saveCsvFile });

export const productReferencesLogic = (config: RuntimeConfig) => lookupOf((_: void, signal) => fetchProductReferences(config, signal));
