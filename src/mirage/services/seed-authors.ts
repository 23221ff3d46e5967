/**
 * Who did each step of a seeded document's generated past (gaps10b point 3): the seeded employees who would have
 * done it, never "system". The people seed registers its employees here when it is built (it is in the needs of every
 * document area), and `seedAuthor` picks, deterministically (a hash of the document's id and the role), the one of
 * the step's role: the order's salesperson (the same for every sales step of that order), the warehouse clerk, the
 * delivery's driver, the closing's cashier, the finance approver, the requisition's requester, the buyer… A role
 * without people falls back to any active employee; a tenant without seeded people gives null (the entry keeps
 * the document's own `createdBy`/`updatedBy`).
 */
import { hashText, SEED_USER } from './seeds/seed-kit';

export interface SeedStaff {
  id: string;
  name: string;
  position: string;
  active: boolean;
}

type Role = 'sales' | 'warehouse' | 'driver' | 'cashier' | 'finance' | 'purchasing' | 'installations';

/** The positions of each role, in both seeds' languages (people.seed.ts). */
const positions: Record<Role, readonly string[]> = {
  sales: ['Gerente de ventas', 'Ejecutivo de ventas', 'Ejecutiva de cuenta', 'Asesor de tienda', 'Sales manager', 'Account executive', 'Store associate'],
  warehouse: ['Jefe de almacén', 'Almacenista', 'Auxiliar de inventarios', 'Operations manager', 'Warehouse clerk'],
  driver: ['Chofer repartidor', 'Delivery driver'],
  cashier: ['Cajero', 'Cashier'],
  finance: ['Gerente de finanzas', 'Contador', 'Finance manager', 'Accountant'],
  purchasing: ['Gerente de compras', 'Comprador', 'Analista de compras', 'Operations manager'],
  installations: ['Coordinador de instalaciones', 'Ejecutivo de ventas', 'Ejecutiva de cuenta', 'Account executive', 'Installer'],
};

/** Each lifecycle's role per event (`created` included); `*` is the lifecycle's default. */
const roles: Record<string, Record<string, Role>> = {
  salesOrderLifecycle: { '*': 'sales', deliver: 'warehouse' },
  deliveryLifecycle: { '*': 'warehouse', deliver: 'driver', fail: 'driver' },
  cashClosingLifecycle: { '*': 'cashier', approve: 'finance', reject: 'finance' },
  requisitionLifecycle: { '*': 'purchasing', created: 'warehouse', submit: 'warehouse', approve: 'finance', reject: 'finance' },
  quotationLifecycle: { '*': 'purchasing' },
  purchaseOrderLifecycle: { '*': 'purchasing', receive: 'warehouse' },
  workOrderLifecycle: { '*': 'warehouse' },
  contractLifecycle: { '*': 'installations' },
};

/** The document's own person for a role, when it names one (the closing's cashier, the delivery's driver, the requester). */
const ownPerson: Partial<Record<Role, string>> = { cashier: 'cashierId', driver: 'driverId', warehouse: 'requesterId' };

const staffByTenant = new Map<string, { all: readonly SeedStaff[]; byId: Map<string, SeedStaff>; byRole: Map<Role, readonly SeedStaff[]> }>();

/** The people seed's employees of a tenant (called when it is built); steps are given to active ones. */
export function registerSeedStaff(tenant: string, staff: readonly SeedStaff[]): void {
  const active = staff.filter((s) => s.active);
  const byRole = new Map<Role, readonly SeedStaff[]>();
  for (const role of Object.keys(positions) as Role[]) byRole.set(role, active.filter((s) => positions[role].includes(s.position)));
  staffByTenant.set(tenant, { all: active, byId: new Map(staff.map((s) => [s.id, s])), byRole });
}

/**
 * The seeded employee who took `event` (or `created`) on a seeded document of `lifecycleId`, or null (keep `by`):
 * the document's own person for the role when it names one (its cashier, driver, requester), else, for a step the
 * seed stamped 'system', one of the role's people. A step the seed gave to a sign-in account (a closing's approver:
 * the four-eyes rule compares accounts) keeps it.
 */
export function seedAuthor(tenant: string, lifecycleId: string, event: string, doc: { id: string }, by: string = SEED_USER): { by: string; byName: string } | null {
  const staff = staffByTenant.get(tenant);
  if (!staff || staff.all.length === 0) return null;
  const table = roles[lifecycleId];
  if (!table) return null;
  const role = table[event] ?? table['*']!;
  const field = ownPerson[role];
  const own = field ? (doc as unknown as Record<string, unknown>)[field] : undefined;
  const named = typeof own === 'string' ? staff.byId.get(own) : undefined;
  if (named && (role !== 'warehouse' || lifecycleId === 'requisitionLifecycle')) return { by: named.id, byName: named.name };
  if (by !== SEED_USER) return null;
  const pool = staff.byRole.get(role)!.length > 0 ? staff.byRole.get(role)! : staff.all;
  const person = pool[hashText(`${doc.id}:${role}`) % pool.length]!;
  return { by: person.id, byName: person.name };
}
