import { useLingui } from '@lingui/react';
import { useSelector } from '@xstate/react';
import { useCallback, useMemo } from 'react';
import { isKit, type Product } from '../../../domain/product';
import type { ExportRef } from '../../../machines/kit/export.machine';
import { selectQuery, type ListRef } from '../../../machines/kit/list.machine';
import type { ProductReferences } from '../../../machines/sections/products/product-api';
import { productsPath } from '../../../machines/sections/products/products-list';
import { Badge } from '../../kit/badge';
import { useFormats } from '../../kit/format-context';
import { ExportButton } from '../../kit/list-export';
import { ListPanel, type ListPanelColumn } from '../../kit/list-panel';
import { button } from '../../theme/recipes/button.css';
import * as page from '../section-page.css';
import { productActiveLabels, productKitLabels, productLabels } from './product-texts';
import { InAppLink } from '../../kit/in-app-link';

export function ProductsListView({
  listRef,
  exportRef,
  references,
  onNavigate,
}: {
  listRef: ListRef<Product>;
  exportRef: ExportRef<Product>;
  /** Units and categories by id, to show names; null while they load (the ids are not shown meanwhile). */
  references: ProductReferences | null;
  onNavigate: (to: string) => void;
}) {
  const { i18n } = useLingui();
  const f = useFormats();
  const query = useSelector(listRef, selectQuery);
  const label = (key: keyof typeof productLabels) => i18n._(productLabels[key]);
  const names = useMemo(
    () => ({
      category: new Map(references?.categories.map((c) => [c.id, c.name]) ?? []),
      unit: new Map(references?.units.map((u) => [u.id, u.name]) ?? []),
    }),
    [references],
  );
  const columns = useMemo<ListPanelColumn<Product>[]>(
    () => [
      { id: 'sku', header: label('sku'), cell: (p) => p.sku, width: '10rem' },
      { id: 'name', header: label('name'), cell: (p) => p.name },
      { id: 'barcode', header: label('barcode'), cell: (p) => p.barcode ?? '' },
      { id: 'category', header: label('categoryId'), cell: (p) => (p.categoryId ? (names.category.get(p.categoryId) ?? '') : '') },
      { id: 'unit', header: label('unitId'), cell: (p) => names.unit.get(p.unitId) ?? '' },
      { id: 'cost', header: label('cost'), cell: (p) => f.money(p.cost), align: 'end' },
      { id: 'price', header: label('price'), cell: (p) => f.money(p.price), align: 'end' },
      { id: 'taxRate', header: label('taxRate'), cell: (p) => f.number(p.taxRate), align: 'end' },
      {
        id: 'kit',
        header: label('kit'),
        cell: (p) => (isKit(p) ? <Badge>{i18n._(productKitLabels.true)}</Badge> : null),
      },
      {
        id: 'active',
        header: label('active'),
        cell: (p) => <Badge tone={p.active ? 'positive' : 'neutral'}>{i18n._(productActiveLabels[p.active ? 'true' : 'false'])}</Badge>,
      },
      { id: 'updatedAt', header: label('updatedAt'), cell: (p) => f.dateTime(p.updatedAt) },
    ],
    [i18n.locale, f, names],
  );
  const onOpen = useCallback((row: Product) => onNavigate(`${productsPath}/${encodeURIComponent(row.id)}`), [onNavigate]);
  const labels = Object.fromEntries(Object.entries(productLabels).map(([key, message]) => [key, i18n._(message)]));
  const categoryOptions = (references?.categories ?? []).map((c) => ({ value: c.id, label: c.name }));
  return (
    <>
      <header className={page.header}>
        <h1 className={page.title}>{i18n._({ id: 'products.title', message: 'Products' })}</h1>
      </header>
      <ListPanel
        listRef={listRef}
        caption={i18n._({ id: 'products.title', message: 'Products' })}
        columns={columns}
        onOpen={onOpen}
        rowLabel={(p) => p.name}
        selectable={false}
        filters={[
          {
            name: 'active',
            label: label('active'),
            options: [
              { value: 'true', label: i18n._(productActiveLabels.true) },
              { value: 'false', label: i18n._(productActiveLabels.false) },
            ],
          },
          {
            name: 'kit',
            label: label('kit'),
            options: [
              { value: 'true', label: i18n._(productKitLabels.true) },
              { value: 'false', label: i18n._(productKitLabels.false) },
            ],
          },
          { name: 'categoryId', label: label('categoryId'), options: categoryOptions },
        ]}
        actions={
          <>
            <ExportButton exportRef={exportRef} query={query} labels={labels} />
            <InAppLink className={button()} to={`${productsPath}/new`} onNavigate={onNavigate}>
              {i18n._({ id: 'products.new', message: 'New product' })}
            </InAppLink>
          </>
        }
        empty={{
          title: i18n._({ id: 'products.empty.title', message: 'No products yet' }),
          description: i18n._({ id: 'products.empty.text', message: 'Products you add appear here.' }),
        }}
      />
    </>
  );
}
