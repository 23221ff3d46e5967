/**
 * Seed of the catalogs area per tenant (DOMAIN.md "Demo data"): business lines, customers (es-MX names, Mexican
 * addresses and valid RFCs for acme; en-US names, US addresses and EINs for globex) and products, some of them
 * kits made of other products. Deterministic: the same data on every machine.
 */
import { companyTaxRate } from '../../../config/tenants';
import type { BusinessLine } from '../../../domain/business-line';
import { formatCustomerCode, type Customer } from '../../../domain/customer';
import { percentOf, timesQuantity } from '../../../domain/money';
import { ean13CheckDigit, type KitComponent, type Product } from '../../../domain/product';
import type { Random } from '../../shared/ids';
import type { TenantData } from '../data';
import { inventoryConfigFor, type CategoryKey, type UnitKey } from './inventory-config.seed';
import { partyFor } from './people';
import { memoized, randomFor, seedAudit, seedLocaleOf, seedSizes, type SeedLocale } from './seed-kit';

const businessLineRows: Record<SeedLocale, readonly (readonly [string, string])[]> = {
  MX: [['RES', 'Residencial'], ['EMP', 'Empresarial'], ['GOB', 'Gobierno'], ['DIS', 'Distribuidores'], ['MAY', 'Mayoreo'], ['EDU', 'Educación']],
  US: [['RES', 'Residential'], ['BUS', 'Business'], ['GOV', 'Government'], ['WHL', 'Wholesale']],
};

const brands = {
  HUA: 'Huawei', TPL: 'TP-Link', UBQ: 'Ubiquiti', CSC: 'Cisco', MKT: 'MikroTik', ZTE: 'ZTE', NOK: 'Nokia', YEA: 'Yealink',
  GRS: 'Grandstream', PAN: 'Panduit', FUR: 'Furukawa', APC: 'APC', FLK: 'Fluke', SAM: 'Samsung', MOT: 'Motorola', FBH: 'Fiberhome',
  CMB: 'CommScope', KLN: 'Klein Tools',
} as const;
type BrandCode = keyof typeof brands;

interface Template {
  category: CategoryKey;
  unit: UnitKey;
  prefix: string;
  es: string;
  en: string;
  /** Cost range in major units of MXN. */
  cost: readonly [number, number];
  brands: readonly BrandCode[];
}

const t = (category: CategoryKey, unit: UnitKey, prefix: string, es: string, en: string, cost: readonly [number, number], brandCodes: readonly BrandCode[]): Template => ({
  category, unit, prefix, es, en, cost, brands: brandCodes,
});

const templates: readonly Template[] = [
  t('routers', 'piece', 'RTR', 'Router Wi-Fi 6', 'Wi-Fi 6 router', [800, 4500], ['TPL', 'HUA', 'MKT', 'UBQ']),
  t('routers', 'piece', 'RTR', 'Router empresarial', 'Business router', [3500, 9000], ['CSC', 'MKT', 'HUA']),
  t('routers', 'piece', 'RTR', 'Router 4G LTE', '4G LTE router', [1200, 3800], ['HUA', 'ZTE', 'TPL']),
  t('switches', 'piece', 'SWT', 'Switch administrable 24 puertos', '24-port managed switch', [3000, 15000], ['CSC', 'UBQ', 'TPL', 'HUA']),
  t('switches', 'piece', 'SWT', 'Switch PoE 8 puertos', '8-port PoE switch', [1200, 4500], ['TPL', 'UBQ', 'MKT']),
  t('switches', 'piece', 'SWT', 'Switch no administrable 16 puertos', '16-port unmanaged switch', [600, 1800], ['TPL', 'CSC']),
  t('wifi', 'piece', 'APW', 'Punto de acceso Wi-Fi 6', 'Wi-Fi 6 access point', [1500, 6000], ['UBQ', 'TPL', 'CSC']),
  t('wifi', 'piece', 'APW', 'Punto de acceso exterior', 'Outdoor access point', [2000, 5500], ['UBQ', 'MKT']),
  t('wifi', 'piece', 'APW', 'Repetidor Wi-Fi', 'Wi-Fi extender', [400, 1200], ['TPL', 'HUA']),
  t('cabling', 'meter', 'CAB', 'Cable UTP Cat6', 'Cat6 UTP cable', [8, 25], ['PAN', 'CMB', 'FUR']),
  t('cabling', 'roll', 'CAB', 'Bobina UTP Cat6 305 m', 'Cat6 UTP spool 1000 ft', [1800, 4500], ['PAN', 'CMB', 'FUR']),
  t('cabling', 'piece', 'CAB', 'Patch cord Cat6 1 m', 'Cat6 patch cord 3 ft', [30, 120], ['PAN', 'CMB']),
  t('cabling', 'piece', 'CAB', 'Panel de parcheo 24 puertos', '24-port patch panel', [700, 2500], ['PAN', 'CMB']),
  t('ipphones', 'piece', 'TIP', 'Teléfono IP', 'IP phone', [900, 3500], ['YEA', 'GRS', 'CSC']),
  t('ipphones', 'piece', 'TIP', 'Teléfono IP con video', 'Video IP phone', [3000, 7000], ['YEA', 'GRS']),
  t('ipphones', 'piece', 'TIP', 'Teléfono inalámbrico DECT', 'DECT cordless phone', [1100, 2600], ['YEA', 'GRS', 'MOT']),
  t('pbx', 'piece', 'PBX', 'Conmutador IP', 'IP PBX', [9000, 60000], ['GRS', 'YEA', 'CSC']),
  t('pbx', 'piece', 'PBX', 'Tarjeta de troncales', 'Trunk card', [5000, 14000], ['GRS', 'CSC']),
  t('mobiles', 'piece', 'CEL', 'Smartphone', 'Smartphone', [2500, 22000], ['SAM', 'MOT', 'HUA', 'ZTE']),
  t('mobiles', 'piece', 'CEL', 'Teléfono básico', 'Feature phone', [900, 1800], ['NOK', 'MOT', 'ZTE']),
  t('ont', 'piece', 'ONT', 'ONT GPON', 'GPON ONT', [600, 1600], ['HUA', 'ZTE', 'FBH', 'NOK']),
  t('ont', 'piece', 'ONT', 'ONT XGS-PON', 'XGS-PON ONT', [1500, 2800], ['HUA', 'NOK', 'ZTE']),
  t('splitters', 'piece', 'SPL', 'Divisor óptico 1x8', '1x8 optical splitter', [150, 450], ['FUR', 'CMB', 'FBH']),
  t('splitters', 'piece', 'SPL', 'Divisor óptico 1x16', '1x16 optical splitter', [300, 900], ['FUR', 'CMB', 'FBH']),
  t('fibercable', 'meter', 'FIB', 'Cable de fibra drop 1 hilo', '1-fiber drop cable', [4, 12], ['FUR', 'CMB']),
  t('fibercable', 'meter', 'FIB', 'Cable de fibra 12 hilos', '12-fiber cable', [15, 40], ['FUR', 'CMB']),
  t('ups', 'piece', 'UPS', 'No-break 1500 VA', '1500 VA UPS', [1800, 4500], ['APC']),
  t('ups', 'piece', 'UPS', 'No-break en línea 3 kVA', '3 kVA online UPS', [12000, 25000], ['APC']),
  t('batteries', 'piece', 'BAT', 'Batería 12 V 9 Ah', '12 V 9 Ah battery', [300, 900], ['APC']),
  t('antennas', 'piece', 'ANT', 'Antena sectorial 5 GHz', '5 GHz sector antenna', [2500, 8000], ['UBQ', 'MKT']),
  t('antennas', 'piece', 'ANT', 'Antena parabólica', 'Dish antenna', [900, 4200], ['UBQ', 'MKT']),
  t('tools', 'piece', 'HER', 'Ponchadora RJ45', 'RJ45 crimping tool', [200, 900], ['KLN', 'PAN']),
  t('tools', 'piece', 'HER', 'Probador de cable', 'Cable tester', [500, 9000], ['FLK', 'KLN']),
  t('tools', 'piece', 'HER', 'Empalmadora de fibra', 'Fusion splicer', [45000, 90000], ['FUR', 'FLK']),
  t('connectors', 'box', 'CON', 'Conector RJ45 Cat6 (100 pzas)', 'Cat6 RJ45 connectors (100 pcs)', [150, 600], ['PAN', 'CMB']),
  t('connectors', 'piece', 'CON', 'Conector SC/APC', 'SC/APC connector', [15, 60], ['FUR', 'CMB']),
  t('services', 'hour', 'SRV', 'Instalación residencial', 'Residential installation', [300, 800], []),
  t('services', 'hour', 'SRV', 'Visita técnica', 'Technician visit', [250, 600], []),
  t('services', 'hour', 'SRV', 'Configuración de red', 'Network setup', [500, 1500], []),
];

const kitNames: Record<SeedLocale, readonly string[]> = {
  MX: ['Kit de instalación residencial FTTH', 'Kit de instalación empresarial', 'Kit de cableado de oficina', 'Kit de telefonía IP', 'Kit de enlace inalámbrico'],
  US: ['FTTH home installation kit', 'Business installation kit', 'Office cabling kit', 'IP telephony kit', 'Wireless link kit'],
};

/** MXN ranges become USD ranges at about 17 to 1. */
const costIn = (random: Random, [low, high]: readonly [number, number], locale: SeedLocale): number => {
  const [min, max] = locale === 'MX' ? [low, high] : [Math.max(1, Math.round(low / 17)), Math.max(2, Math.round(high / 17))];
  return random.int(min, max) * 100 + random.pick([0, 0, 50, 90]);
};

/** `count` different items (by rejection: the list is large and the count small). */
function distinct<T>(random: Random, items: readonly T[], count: number): T[] {
  const picked = new Set<number>();
  while (picked.size < Math.min(count, items.length)) picked.add(random.int(0, items.length - 1));
  return [...picked].map((i) => items[i] as T);
}

const model = (random: Random): string =>
  `${String.fromCharCode(65 + random.int(0, 25))}${String.fromCharCode(65 + random.int(0, 25))}${random.int(100, 9999)}${random.pick(['', '', '-P', ' Pro', ' v2'])}`;

function barcodeFor(locale: SeedLocale, serial: number): string {
  const first12 = locale === 'MX' ? `750${String(serial).padStart(9, '0')}` : `012345${String(serial).padStart(6, '0')}`;
  return `${first12}${ean13CheckDigit(first12)}`;
}

export const seedBusinessLines = memoized((tenant: string): readonly BusinessLine[] => {
  if (!Object.hasOwn(seedSizes, tenant)) return [];
  const random = randomFor(tenant, 'business-lines');
  return businessLineRows[seedLocaleOf(tenant)].map(([code, name]) => ({ ...seedAudit(random, random.uuid()), code, name, status: 'active' }));
});

export const seedCustomers = memoized((tenant: string): readonly Customer[] => {
  const lines = seedBusinessLines(tenant);
  const size = seedSizes[tenant];
  if (!size) return [];
  const locale = seedLocaleOf(tenant);
  const random = randomFor(tenant, 'customers');
  const customers: Customer[] = [];
  for (let n = 1; n <= size.customers; n++) {
    const { name, taxId, email, phone, address } = partyFor(random, locale);
    const { id, version, createdAt, createdBy, updatedAt, updatedBy } = seedAudit(random, random.uuid());
    customers.push({
      id,
      code: formatCustomerCode(n),
      name,
      taxId,
      email,
      phone,
      address,
      businessLineId: random.chance(0.9) && lines.length > 0 ? random.pick(lines).id : null,
      creditLimit: random.chance(0.2) ? 0 : random.int(1, 500) * (locale === 'MX' ? 100_000 : 10_000),
      paymentTermsDays: random.pick([0, 7, 15, 30, 30, 45, 60, 90]),
      status: random.chance(0.92) ? 'active' : 'inactive',
      version,
      createdAt,
      createdBy,
      updatedAt,
      updatedBy,
    });
  }
  return customers;
});

export const seedProducts = memoized((tenant: string): readonly Product[] => {
  const size = seedSizes[tenant];
  if (!size) return [];
  const locale = seedLocaleOf(tenant);
  const { unitId, categoryId } = inventoryConfigFor(tenant);
  const random = randomFor(tenant, 'products');
  // The company's own sales tax (config/tenants): the one place the rate is kept.
  const taxRate = companyTaxRate(tenant);
  const products: Product[] = [];
  const plain: Product[] = [];
  for (let n = 1; n <= size.products; n++) {
    const sku = (prefix: string, brand: string) => `${prefix}-${brand}-${String(n).padStart(5, '0')}`;
    if (plain.length >= 20 && random.chance(0.03)) {
      const parts = distinct(random, plain, random.int(2, 5));
      const components: KitComponent[] = parts.map((p) => ({
        productId: p.id,
        quantity: p.unitId === unitId.meter ? random.pick(['15', '25', '50', '100']) : random.pick(['1', '1', '2', '0.5']),
      }));
      const cost = parts.reduce((sum, p, i) => sum + timesQuantity(p.cost, components[i]!.quantity), 0);
      const price = percentOf(parts.reduce((sum, p, i) => sum + timesQuantity(p.price, components[i]!.quantity), 0), '90');
      const name = `${random.pick(kitNames[locale])} ${n}`;
      products.push({
        ...seedAudit(random, random.uuid()),
        sku: sku('KIT', 'ASM'),
        barcode: null,
        name,
        description: locale === 'MX' ? `Kit armado de ${components.length} productos.` : `Assembled kit of ${components.length} products.`,
        categoryId: categoryId.kits,
        unitId: unitId.kit,
        cost,
        price,
        taxRate,
        components,
        active: true,
      });
      continue;
    }
    const template = random.pick(templates);
    const brandCode = template.brands.length > 0 ? random.pick(template.brands) : 'GEN';
    const brand = brandCode === 'GEN' ? '' : brands[brandCode as BrandCode];
    const type = locale === 'MX' ? template.es : template.en;
    const modelName = template.brands.length > 0 ? model(random) : '';
    const name = [type, brand, modelName].filter((part) => part !== '').join(' ');
    const cost = costIn(random, template.cost, locale);
    const price = Math.round((cost * random.int(125, 180)) / 100);
    const service = template.category === 'services';
    const { id, version, createdAt, createdBy, updatedAt, updatedBy } = seedAudit(random, random.uuid());
    // Fields listed one by one: spreading the audit object here made building 10,000 products twice as slow.
    const product: Product = {
      id,
      sku: sku(template.prefix, brandCode),
      barcode: !service && random.chance(0.85) ? barcodeFor(locale, n) : null,
      name,
      description: service
        ? locale === 'MX' ? `${type}, por hora.` : `${type}, per hour.`
        : locale === 'MX' ? `${type} marca ${brand}, modelo ${modelName}.` : `${brand} ${modelName} ${type.toLowerCase()}.`,
      categoryId: categoryId[template.category],
      unitId: unitId[template.unit],
      cost,
      price,
      taxRate: locale === 'MX' && random.chance(0.04) ? '0' : taxRate,
      components: [],
      active: random.chance(0.96),
      version,
      createdAt,
      createdBy,
      updatedAt,
      updatedBy,
    };
    products.push(product);
    plain.push(product);
  }
  return products;
});

export function seed(data: TenantData): void {
  const customers = seedCustomers(data.tenant);
  data.collection<BusinessLine>('business-lines').putMany(seedBusinessLines(data.tenant));
  data.collection<Customer>('customers').putMany(customers);
  data.setSequence('customers', customers.length);
  data.collection<Product>('products').putMany(seedProducts(data.tenant));
}
