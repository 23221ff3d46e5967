/** The inventory's products (/apps/e-commerce/inventory): the list kit's panel with the products' columns and New product. */
import { useLingui } from '@lingui/react';
import { useSelector } from '@xstate/react';
import { useCallback, useMemo } from 'react';
import type { NamedOption, Product } from '../../../machines/demo/ecommerce/inventory-api';
import { inventoryPath } from '../../../machines/demo/ecommerce/inventory-list';
import type { ProductCreateRef } from '../../../machines/demo/ecommerce/product-create.machine';
import type { ListRef } from '../../../machines/kit/list.machine';
import { Badge } from '../../kit/badge';
import { recordErrorMessages } from '../../kit/field-messages';
import { useFormats } from '../../kit/format-context';
import { ListPanel, type ListPanelColumn } from '../../kit/list-panel';
import * as page from '../../sections/section-page.css';
import { button } from '../../theme/recipes/button.css';
import { productLabels } from './ecommerce-texts';
import * as css from './ecommerce.css';
import { ProductPicture } from './product-picture';

/** Stock at or below this shows as low. */
const LOW_STOCK = 5;

export function InventoryListView({
  listRef,
  createRef,
  categories,
  onNavigate,
}: {
  listRef: ListRef<Product>;
  createRef: ProductCreateRef;
  categories: readonly NamedOption[] | null;
  onNavigate: (to: string) => void;
}) {
  const { i18n } = useLingui();
  const f = useFormats();
  const creating = useSelector(createRef, (s) => s.matches('creating'));
  const canCreate = useSelector(createRef, (s) => s.can({ type: 'create.start' }));
  const createFailure = useSelector(createRef, (s) => s.context.failure);
  const label = (key: keyof typeof productLabels) => i18n._(productLabels[key]);
  const categoryName = useCallback((id: string) => categories?.find((c) => c.id === id)?.name ?? '', [categories]);
  const columns = useMemo<ListPanelColumn<Product>[]>(
    () => [
      { id: 'thumbnail', header: <span className={css.muted}>{label('thumbnail')}</span>, label: label('thumbnail'), cell: (p) => <ProductPicture src={p.thumbnail} size={40} />, width: '4.5rem' },
      {
        id: 'name',
        header: label('name'),
        cell: (p) => <span className={css.nameCell}>{p.name}</span>,
      },
      { id: 'sku', header: label('sku'), cell: (p) => p.sku, width: '8rem' },
      { id: 'category', header: label('category'), cell: (p) => categoryName(p.category), width: '8rem' },
      { id: 'price', header: label('price'), cell: (p) => (p.price === '' ? '' : f.money(Math.round(p.price * 100))), align: 'end', width: '8rem' },
      {
        id: 'stock',
        header: label('stock'),
        cell: (p) => (p.stock === '' ? '' : <span className={p.stock <= LOW_STOCK ? css.low : undefined}>{f.number(p.stock)}</span>),
        align: 'end',
        width: '6rem',
      },
      {
        id: 'active',
        header: label('active'),
        cell: (p) => (
          <Badge tone={p.active ? 'positive' : 'neutral'}>
            {p.active ? i18n._({ id: 'demo.shelf.active.yes', message: 'Active' }) : i18n._({ id: 'demo.shelf.active.no', message: 'Inactive' })}
          </Badge>
        ),
        width: '7rem',
      },
    ],
    [i18n.locale, f, categoryName],
  );
  const onOpen = useCallback((p: Product) => onNavigate(`${inventoryPath}/${encodeURIComponent(p.id)}`), [onNavigate]);
  const caption = i18n._({ id: 'demo.shelf.inventory.title', message: 'Inventory' });
  return (
    <>
      <header className={page.header}>
        <p className={page.eyebrow}>{i18n._({ id: 'demo.shelf.ecommerce.eyebrow', message: 'E-commerce' })}</p>
        <h1 className={page.title}>{caption}</h1>
        <p className={css.lead}>{i18n._({ id: 'demo.shelf.inventory.lead', message: 'The shop’s products: search by name, sort by a column, open one to edit it.' })}</p>
      </header>
      {createFailure !== null ? (
        <div className={css.noticeDanger} role="alert">
          <p className={css.noticeText}>
            {i18n._({ id: 'demo.shelf.create.failed', message: 'The new product could not be created.' })} {i18n._(recordErrorMessages[createFailure])}
          </p>
          <button type="button" className={css.smallButton} onClick={() => createRef.send({ type: 'create.dismiss' })}>
            {i18n._({ id: 'demo.shelf.notice.dismiss', message: 'Dismiss' })}
          </button>
        </div>
      ) : null}
      <ListPanel
        listRef={listRef}
        caption={caption}
        columns={columns}
        onOpen={onOpen}
        rowLabel={(p) => p.name}
        selectable={false}
        columnChooser={false}
        searchLabel={i18n._({ id: 'demo.shelf.inventory.search', message: 'Search by name' })}
        actions={
          <button type="button" className={button()} disabled={!canCreate} aria-busy={creating} onClick={() => createRef.send({ type: 'create.start' })}>
            {creating ? i18n._({ id: 'demo.shelf.create.busy', message: 'Creating…' }) : i18n._({ id: 'demo.shelf.create', message: 'New product' })}
          </button>
        }
        empty={{
          title: i18n._({ id: 'demo.shelf.inventory.empty', message: 'No products yet' }),
          description: i18n._({ id: 'demo.shelf.inventory.emptyText', message: 'Products you create appear here.' }),
        }}
      />
    </>
  );
}
