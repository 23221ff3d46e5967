import { useLingui } from '@lingui/react';
import { isKit, type Product } from '../../../domain/product';
import { isLowStock, type StockLevel } from '../../../domain/stock';
import type { ProductReferences } from '../../../machines/sections/products/product-api';
import { productsPath } from '../../../machines/sections/products/products-list';
import { Badge } from '../../kit/badge';
import { DetailList } from '../../kit/detail-list';
import type { ReferenceSearch } from '../../kit/field-reference';
import { useFormats } from '../../kit/format-context';
import { FormView } from '../../kit/form-view';
import { RecordView, type RecordActorOf } from '../../kit/record-view';
import { ProductFields } from './product-fields';
import { productActiveLabels, productKitLabels, productLabels } from './product-texts';
import * as css from './products.css';
import { InAppLink } from '../../kit/in-app-link';

type Names = Readonly<Record<string, { name: string; sku: string }>>;

/** A product's page: its fields, the kit's components, its stock per warehouse (read-only), Edit, Deactivate, Delete with Undo. */
export function ProductDetail({
  recordRef,
  currency,
  references,
  componentNames,
  stock,
  searchProducts,
  onNavigate,
}: {
  recordRef: RecordActorOf<Product>;
  currency: string;
  references: ProductReferences | null;
  componentNames: Names;
  /** null while loading. */
  stock: readonly StockLevel[] | null;
  searchProducts: ReferenceSearch;
  onNavigate: (to: string) => void;
}) {
  const { i18n } = useLingui();
  const f = useFormats();
  const label = (key: keyof typeof productLabels) => i18n._(productLabels[key]);
  const category = (id: string | null) => (id ? (references?.categories.find((c) => c.id === id)?.name ?? '') : '');
  const unit = (id: string) => references?.units.find((u) => u.id === id)?.name ?? '';
  const warehouse = (id: string) => references?.warehouses.find((w) => w.id === id)?.name ?? id;
  const back = (
    <InAppLink to={productsPath} onNavigate={onNavigate}>
      {i18n._({ id: 'products.back', message: 'Back to products' })}
    </InAppLink>
  );
  return (
    <RecordView<Product>
      recordRef={recordRef}
      back={back}
      title={(p) => p.name}
      status={(p) => ({ label: i18n._(productActiveLabels[p.active ? 'true' : 'false']), tone: p.active ? 'positive' : 'neutral' })}
      undoMessages={{
        delete: i18n._({ id: 'products.undo.deleted', message: 'Product deleted' }),
        deactivate: i18n._({ id: 'products.undo.deactivated', message: 'Product deactivated' }),
      }}
      form={(formRef) => (
        <FormView formRef={formRef} label={i18n._({ id: 'products.edit', message: 'Edit product' })} fieldLabels={productFieldLabels((d) => i18n._(d))}>
          <ProductFields formRef={formRef} currency={currency} references={references} componentNames={componentNames} searchProducts={searchProducts} />
        </FormView>
      )}
    >
      {(p) => (
        <>
          {back}
          <DetailList
            none={i18n._({ id: 'kit.detail.none', message: 'None' })}
            sections={[
              {
                title: i18n._({ id: 'products.form.general', message: 'General' }),
                items: [
                  { label: label('sku'), value: p.sku },
                  { label: label('barcode'), value: p.barcode ?? '' },
                  { label: label('categoryId'), value: category(p.categoryId) },
                  { label: label('unitId'), value: unit(p.unitId) },
                  { label: label('description'), value: p.description },
                ],
              },
              {
                title: i18n._({ id: 'products.form.prices', message: 'Prices and tax' }),
                items: [
                  { label: label('cost'), value: f.money(p.cost) },
                  { label: label('price'), value: f.money(p.price) },
                  { label: label('taxRate'), value: `${f.number(p.taxRate)} %` },
                  { label: label('updatedAt'), value: f.dateTime(p.updatedAt) },
                ],
              },
              {
                title: label('components'),
                items:
                  !isKit(p)
                    ? [{ label: i18n._(productKitLabels.false), value: i18n._({ id: 'products.detail.noComponents', message: 'Not a kit' }) }]
                    : p.components.map((c) => ({
                        label: componentNames[c.productId]?.sku ?? c.productId,
                        value: `${componentNames[c.productId]?.name ?? ''} × ${f.quantity(c.quantity)}`,
                      })),
              },
            ]}
          />
          {/* On a phone the table scrolls sideways inside this region: focusable, so the keyboard can scroll it too. */}
          <section aria-labelledby="product-stock" className={css.stockBox} tabIndex={0}>
            <h2 id="product-stock">{i18n._({ id: 'products.stock.title', message: 'Stock per warehouse' })}</h2>
            {stock === null ? (
              <p role="status">{i18n._({ id: 'kit.record.loading', message: 'Loading…' })}</p>
            ) : (
              <table className={css.stockTable}>
                <thead>
                  <tr>
                    <th scope="col" className={css.stockCell}>{i18n._({ id: 'products.stock.warehouse', message: 'Warehouse' })}</th>
                    <th scope="col" className={css.stockNumber}>{i18n._({ id: 'products.stock.onHand', message: 'On hand' })}</th>
                    <th scope="col" className={css.stockNumber}>{i18n._({ id: 'products.stock.reserved', message: 'Reserved' })}</th>
                    <th scope="col" className={css.stockNumber}>{i18n._({ id: 'products.stock.available', message: 'Available' })}</th>
                    <th scope="col" className={css.stockCell}>{i18n._({ id: 'products.stock.level', message: 'Level' })}</th>
                  </tr>
                </thead>
                <tbody>
                  {stock.map((level) => (
                    <tr key={level.id}>
                      <th scope="row" className={css.stockCell}>{warehouse(level.warehouseId)}</th>
                      <td className={css.stockNumber}>{f.quantity(level.onHand)}</td>
                      <td className={css.stockNumber}>{f.quantity(level.reserved)}</td>
                      <td className={css.stockNumber}>{f.quantity(level.available)}</td>
                      <td className={css.stockCell}>
                        {isLowStock(level) ? <Badge tone="warning">{i18n._({ id: 'products.stock.low', message: 'Low' })}</Badge> : null}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </section>
        </>
      )}
    </RecordView>
  );
}

export function productFieldLabels(t: (descriptor: { id: string; message: string }) => string): Record<string, string> {
  return {
    sku: t(productLabels.sku),
    name: t(productLabels.name),
    barcode: t(productLabels.barcode),
    description: t(productLabels.description),
    categoryId: t(productLabels.categoryId),
    unitId: t(productLabels.unitId),
    cost: t(productLabels.cost),
    price: t(productLabels.price),
    taxRate: t(productLabels.taxRate),
    components: t(productLabels.components),
    active: t(productLabels.active),
  };
}
