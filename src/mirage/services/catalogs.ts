/**
 * The catalogs service (DOMAIN.md): customers, products and business lines so far. The rules are the pure
 * modules of src/domain; this file wires them to the generic resource and adds the cross-record checks
 * (references, uniqueness, numbering).
 */
import type { Server } from 'miragejs';
import { Permission as P } from '../../config/permissions';
import { businessLineListSpec, normalizeBusinessLineInput, validateBusinessLine, type BusinessLine, type BusinessLineInput } from '../../domain/business-line';
import { customerListSpec, formatCustomerCode, normalizeCustomerInput, validateCustomer, type Customer, type CustomerInput } from '../../domain/customer';
import type { ProductCategory, Unit } from '../../domain/inventory-config';
import { normalizeProductInput, productListSpec, validateProduct, type Product, type ProductInput } from '../../domain/product';
import { holdsStock, type StockLevel } from '../../domain/stock';
import { companyTaxRate } from '../../config/tenants';
import { completeStockLevels, STOCK_LEVELS } from './areas';
import { departments, employees } from './catalogs-people';
import { suppliers } from './catalogs-suppliers';
import { documentTemplates } from './catalogs-templates';
import { printTemplateRouteDocs, registerPrintTemplateRoute } from './catalogs-print';
import { pickerRouteDocs, registerPickerRoutes } from './catalogs-pickers';
import { defineResource, registerService, type ServiceDefinition } from './service';
import type { ServiceRuntime } from './runtime';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

export const customers = defineResource<Customer, CustomerInput>({
  name: 'customers',
  area: 'catalogs',
  description: 'Customers; `code` CLI-000001 numbered per tenant on create; tax id an RFC (MX tenants) or EIN (US)',
  listSpec: customerListSpec,
  // Only the catalog's own permission reads the records (tax ids, credit limits): sam, with sales orders only, is
  // refused (issue 8). The documents' pickers read the narrow `/customer-options` (catalogs-pickers.ts).
  read: [P.CatalogsCustomers],
  write: P.CatalogsCustomers,
  fields: ['name', 'taxId', 'email', 'phone', 'address', 'businessLineId', 'creditLimit', 'paymentTermsDays', 'status'],
  assigned: ['code'],
  defaults: () => ({ email: '', phone: '', businessLineId: null, creditLimit: 0, paymentTermsDays: 0, status: 'active' }),
  normalize: (input, { country }) => normalizeCustomerInput(input, country),
  validate: (input, { country, data, previous }) =>
    validateCustomer(input, {
      country,
      businessLine: (id) => data.collection<BusinessLine>('business-lines').get(id),
      ...(previous ? { previous } : {}),
    }),
  assign: (_input, { data }) => {
    const next = data.sequence('customers') + 1;
    return { fields: { code: formatCustomerCode(next) }, sequence: next };
  },
});

export const businessLines = defineResource<BusinessLine, BusinessLineInput>({
  name: 'business-lines',
  area: 'catalogs',
  description: 'Business lines (code unique per tenant, name, status); customers refer to them',
  listSpec: businessLineListSpec,
  // The customer form picks a business line.
  read: [P.CatalogsBusinessLines, P.CatalogsCustomers],
  write: P.CatalogsBusinessLines,
  fields: ['code', 'name', 'status'],
  defaults: () => ({ status: 'active' }),
  normalize: (input) => normalizeBusinessLineInput(input),
  validate: (input, { data, id }) =>
    validateBusinessLine(input, { codeTaken: (code) => data.collection<BusinessLine>('business-lines').all().some((l) => l.code === code && l.id !== id) }),
  referencedBy: (line, { data }) => {
    const count = data.collection<Customer>('customers').all().filter((c) => c.businessLineId === line.id).length;
    return count === 0
      ? null
      : { detail: `${plural(count, 'customer uses', 'customers use')} this business line: set its status to inactive instead`, references: { customers: count }, instead: { status: 'inactive' } };
  },
});

/**
 * A product created or deleted changes which stock levels exist: when the inventory area is in memory its levels
 * are completed at once (the one rule, `completeStockLevels`); otherwise its load completes them.
 */
function syncStockLevels(runtime: ServiceRuntime, tenant: string, event: 'created' | 'updated' | 'deleted'): void {
  if (event === 'updated' || !runtime.data.isLoaded(tenant, 'inventory')) return;
  void runtime.data.load(tenant, 'inventory').then(completeStockLevels);
}

export const products = defineResource<Product, ProductInput>({
  name: 'products',
  area: 'catalogs',
  description: 'Products and assembled kits (`components`); SKU unique per tenant; unit and category from inventory',
  listSpec: productListSpec,
  // The catalog, and the warehouses whose stock lists name them. Orders, purchases and work orders get a picker
  // projection with their issue (issue 8: an account without a catalog permission is refused).
  // Purchasing picks products for requisitions and purchase orders (bea: Order.Purchases without the catalog).
  read: [P.CatalogsProducts, P.InventoryWarehouses, P.OrderPurchases],
  write: P.CatalogsProducts,
  writeNeeds: ['inventory-config'],
  fields: ['sku', 'barcode', 'name', 'description', 'categoryId', 'unitId', 'cost', 'price', 'taxRate', 'components', 'active'],
  defaults: ({ tenant }) => ({ barcode: null, description: '', categoryId: null, components: [], active: true, cost: 0, taxRate: companyTaxRate(tenant) }),
  normalize: (input) => normalizeProductInput(input),
  validate: (input, { data, id, previous }) => {
    const all = data.collection<Product>('products');
    return validateProduct(input, {
      id,
      skuTaken: (sku) => all.all().some((p) => p.sku === sku && p.id !== id),
      product: (productId) => all.get(productId),
      unitExists: (unitId) => data.collection<Unit>('units').has(unitId),
      // An inactive unit stays on the products that have it but is not chosen anew (issue 9 point 5).
      unitChoosable: (unitId) => data.collection<Unit>('units').get(unitId)?.status !== 'inactive' || previous?.unitId === unitId,
      categoryExists: (categoryId) => data.collection<ProductCategory>('product-categories').has(categoryId),
    });
  },
  referencedBy: async (product, { data, runtime, tenant }) => {
    const kits = data.collection<Product>('products').all().filter((p) => p.components.some((c) => c.productId === product.id)).length;
    const inventory = await runtime.data.load(tenant, 'inventory');
    const stocked = inventory.collection<StockLevel>(STOCK_LEVELS).all().filter((l) => l.productId === product.id && holdsStock(l)).length;
    if (kits === 0 && stocked === 0) return null;
    const reasons = [
      ...(kits > 0 ? [`it is a component of ${plural(kits, 'kit', 'kits')}`] : []),
      ...(stocked > 0 ? [`${plural(stocked, 'warehouse holds', 'warehouses hold')} stock of it`] : []),
    ];
    return { detail: `The product is in use: ${reasons.join(' and ')}. Deactivate it instead`, references: { products: kits, [STOCK_LEVELS]: stocked }, instead: { active: false } };
  },
  afterWrite: (event, _product, { runtime, tenant }) => syncStockLevels(runtime, tenant, event),
});

export const catalogsService: ServiceDefinition = {
  service: 'catalogs',
  resources: [customers, products, businessLines, employees, departments, suppliers, documentTemplates],
  routes: (server, runtime, base) => {
    registerPrintTemplateRoute(server, runtime, base);
    registerPickerRoutes(server, runtime, base);
  },
  routeDocs: [...printTemplateRouteDocs, ...pickerRouteDocs],
};

export function registerCatalogsService(server: Server, runtime: ServiceRuntime): void {
  registerService(server, runtime, catalogsService);
}
