/** Seed data of the e-commerce inventory area: categories, brands, vendors, tags and 30 watches (fixed seed). */
import { seededRandom } from '../../shared/ids';
import type { TagRow } from '../tags';

export interface InventoryCategory {
  id: string;
  /** null at the top level. */
  parentId: string | null;
  name: string;
  slug: string;
}
export interface InventoryBrand {
  id: string;
  name: string;
  slug: string;
}
export type InventoryVendor = InventoryBrand;

/** A number, or '' on a blank product. */
export type Amount = number | '';

export interface Product {
  id: string;
  /** Category id, or '' on a blank product. */
  category: string;
  name: string;
  description: string;
  /** Inventory tag ids. */
  tags: string[];
  sku: string;
  barcode: string;
  /** Brand id, or ''. */
  brand: string;
  /** Vendor id, or ''. */
  vendor: string;
  stock: Amount;
  reserved: Amount;
  cost: Amount;
  basePrice: Amount;
  taxPercent: Amount;
  price: Amount;
  weight: Amount;
  thumbnail: string;
  images: string[];
  active: boolean;
}
/** Stored form: category, brand and vendor are belongsTo (null when blank), tags a hasMany. */
export interface ProductRow extends Omit<Product, 'category' | 'brand' | 'vendor' | 'tags'> {
  rank: number;
  categoryId: string | null;
  brandId: string | null;
  vendorId: string | null;
  tagIds: string[];
}

const random = seededRandom(0x1a2b3c);

const named = (name: string) => ({ id: random.uuid(), name, slug: name.toLowerCase() });

export const categoryRows: InventoryCategory[] = ['Mens', 'Ladies', 'Unisex'].map((name) => ({ ...named(name), parentId: null }));
export const brandRows: InventoryBrand[] = ['Benton', 'Capmia', 'Lara', 'Premera', 'Zeon'].map(named);
export const vendorRows: InventoryVendor[] = ['Evel', 'Mivon', 'Neogen'].map(named);
export const inventoryTagRows: TagRow[] = ['mens', 'ladies', 'unisex', '44mm', '40mm', '5 ATM', '10 ATM', 'automatic', 'chronograph', 'watch'].map(
  (title, rank) => ({ id: random.uuid(), title, rank }),
);

export const taxPercents = [8, 10, 18, 20, 30] as const;

const tagId = (title: string): string => inventoryTagRows.find((t) => t.title === title)?.id ?? '';
const money = (value: number): number => Math.round(value * 100) / 100;
const letters = 'ABCDEFGHJKLMNPRSTUVWXYZ';

function makeProduct(index: number): ProductRow {
  const category = categoryRows[index % categoryRows.length] as InventoryCategory;
  const brand = random.pick(brandRows);
  const vendor = random.pick(vendorRows);
  const size = random.pick(['44mm', '40mm']);
  const resistance = random.pick(['5 ATM', '10 ATM']);
  const movement = random.pick(['automatic', 'chronograph']);
  const style = random.pick(['Classic', 'Sport', 'Diver', 'Pilot', 'Dress', 'Field']);
  const cost = money(random.int(1000, 9000) / 100);
  const basePrice = money(cost * (1.5 + random.next()));
  const taxPercent = random.pick(taxPercents);
  const picture = String((index % 30) + 1).padStart(2, '0');
  return {
    id: random.uuid(),
    rank: index,
    categoryId: category.id,
    name: `${brand.name} ${category.name} ${style} ${movement === 'automatic' ? 'Automatic' : 'Chronograph'} Watch ${size} ${resistance}`,
    description:
      `A ${style.toLowerCase()} ${movement} watch in a ${size} case, water resistant to ${resistance}. ` +
      'Sapphire crystal, stainless steel case and a strap that is easy to change.',
    tagIds: [tagId(category.slug), tagId(size), tagId(resistance), tagId(movement), tagId('watch')],
    sku: `${random.pick([...letters])}${random.pick([...letters])}${random.pick([...letters])}-${random.int(1000, 9999)}`,
    barcode: Array.from({ length: 13 }, () => random.int(0, 9)).join(''),
    brandId: brand.id,
    vendorId: vendor.id,
    stock: random.int(0, 40),
    reserved: random.int(0, 12),
    cost,
    basePrice,
    taxPercent,
    price: money(basePrice * (1 + taxPercent / 100)),
    weight: money(random.int(50, 150) / 100),
    thumbnail: `images/apps/ecommerce/products/watch-${picture}-thumb.jpg`,
    images: [1, 2, 3].map((n) => `images/apps/ecommerce/products/watch-${picture}-0${n}.jpg`),
    active: random.chance(0.7),
  };
}

export const productRows: ProductRow[] = Array.from({ length: 30 }, (_, i) => makeProduct(i));
