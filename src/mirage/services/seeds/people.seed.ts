/**
 * Seed of the people area per tenant (DOMAIN.md "Demo data"): acme 8 departments and 150 employees with es-MX names,
 * globex 4 departments and 30 employees with en-US names. Every department has an active manager who works in it.
 * Deterministic: the same data on every machine.
 */
import type { Department } from '../../../domain/department';
import { formatEmployeeNumber, type Employee } from '../../../domain/employee';
import { fold } from '../../../domain/text';
import type { TenantData } from '../data';
import { registerSeedStaff } from '../seed-authors';
import { personFor } from './people';
import { memoized, randomFor, seedAudit, seedLocaleOf, type SeedLocale } from './seed-kit';

/** Code, name and the positions of its people (the first is the manager's). */
type DepartmentRow = readonly [string, string, readonly string[]];

const departmentRows: Record<SeedLocale, readonly DepartmentRow[]> = {
  MX: [
    ['DIR', 'Dirección General', ['Director general', 'Asistente de dirección', 'Analista de planeación']],
    ['VEN', 'Ventas', ['Gerente de ventas', 'Ejecutivo de ventas', 'Ejecutiva de cuenta', 'Asesor de tienda']],
    ['COM', 'Compras', ['Gerente de compras', 'Comprador', 'Analista de compras']],
    ['ALM', 'Almacén', ['Jefe de almacén', 'Almacenista', 'Montacarguista', 'Auxiliar de inventarios']],
    ['FIN', 'Finanzas', ['Gerente de finanzas', 'Contador', 'Cajero', 'Auxiliar contable']],
    ['TEC', 'Soporte Técnico', ['Jefe de soporte', 'Técnico de soporte', 'Ingeniero de redes']],
    ['INS', 'Instalaciones', ['Coordinador de instalaciones', 'Técnico instalador', 'Chofer repartidor']],
    ['RH', 'Recursos Humanos', ['Gerente de recursos humanos', 'Reclutador', 'Analista de nómina']],
  ],
  US: [
    ['SAL', 'Sales', ['Sales manager', 'Account executive', 'Store associate']],
    ['OPS', 'Operations', ['Operations manager', 'Warehouse clerk', 'Delivery driver', 'Installer']],
    ['FIN', 'Finance', ['Finance manager', 'Accountant', 'Cashier']],
    ['SUP', 'Support', ['Support lead', 'Support technician', 'Network engineer']],
  ],
};

/** Employees per seeded tenant; any other tenant starts empty. */
const employeeCounts: Record<string, number> = { acme: 150, globex: 30 };
const mailDomains: Record<string, string> = { acme: 'acme.com.mx', globex: 'globex.com' };

const slug = (text: string): string => fold(text).replace(/[^a-z0-9]+/g, '');

export const seedPeople = memoized((tenant: string): { departments: readonly Department[]; employees: readonly Employee[] } => {
  const count = employeeCounts[tenant];
  if (count === undefined) return { departments: [], employees: [] };
  const locale = seedLocaleOf(tenant);
  const random = randomFor(tenant, 'people');
  const rows = departmentRows[locale];
  const departmentIds = rows.map(() => random.uuid());
  const emails = new Set<string>();
  const employees: Employee[] = [];
  const managerOf = new Map<number, string>();
  for (let n = 1; n <= count; n++) {
    // The first employees are the managers, one per department; the rest spread over the departments.
    const isManager = n <= rows.length;
    const d = isManager ? n - 1 : random.int(0, rows.length - 1);
    const [, , positions] = rows[d] as DepartmentRow;
    const { first, last, name } = personFor(random, locale);
    let email = `${slug(first)}.${slug(last)}@${mailDomains[tenant]}`;
    for (let k = 2; emails.has(email); k++) email = `${slug(first)}.${slug(last)}${k}@${mailDomains[tenant]}`;
    emails.add(email);
    const audit = seedAudit(random, random.uuid());
    const hireYear = random.int(2008, 2024);
    const hireDate = `${hireYear}-${String(random.int(1, 12)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`;
    employees.push({
      ...audit,
      number: formatEmployeeNumber(n),
      name,
      email,
      departmentId: departmentIds[d] as string,
      position: isManager ? (positions[0] as string) : random.pick(positions.slice(1)),
      hireDate,
      status: isManager || random.chance(0.93) ? 'active' : 'inactive',
    });
    if (isManager) managerOf.set(d, audit.id);
  }
  const departments = rows.map(([code, name], d): Department => ({
    ...seedAudit(random, departmentIds[d] as string),
    code,
    name,
    managerId: managerOf.get(d) ?? null,
    status: 'active',
  }));
  // The authors of the seeded documents' generated history (seed-authors.ts).
  registerSeedStaff(tenant, employees.map((e) => ({ id: e.id, name: e.name, position: e.position, active: e.status === 'active' })));
  return { departments, employees };
});

export function seed(data: TenantData): void {
  const { departments, employees } = seedPeople(data.tenant);
  data.collection<Department>('departments').putMany(departments);
  data.collection<Employee>('employees').putMany(employees);
  data.setSequence('employees', employees.length);
}
