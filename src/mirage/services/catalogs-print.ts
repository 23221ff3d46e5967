/**
 * The template a document prints with (issue 10 point 3): `GET /document-templates/active/{documentType}` answers the
 * tenant's ACTIVE template of that printable type to whoever may print the type (the document's own permission,
 * machines/routes.ts `printTypes`; Catalogs.Customers, the templates' screen, too), so sam (Order.Orders only) prints
 * a sales order with its header and footer without reading the templates catalog. `{ documentType, paper, template }`:
 * `template` is null when the type has no active template, and `paper` is then the tenant's default (Letter in the
 * United States, A4 elsewhere, as a new template's). Another type's permission is 403; an unknown type 404.
 */
import { Response, type Server } from 'miragejs';
import { Permission as P } from '../../config/permissions';
import { findTenant } from '../../config/tenants';
import { documentTypes, type DocumentTemplate, type DocumentType } from '../../domain/document-template';
import { printTypes } from '../../machines/routes';
import { forbiddenProblem, notFoundProblem } from '../shared/problem';
import { guarded } from './resource';
import type { RouteDoc } from './service';
import type { ServiceRuntime } from './runtime';

const isDocumentType = (value: string): value is DocumentType => (documentTypes as readonly string[]).includes(value);

/** Who may read the template of `type`: the document's permission, or the templates' own screen. */
export const templateReaders = (type: DocumentType): string[] => [printTypes[type]!.permission, P.CatalogsCustomers];

export function registerPrintTemplateRoute(server: Server, runtime: ServiceRuntime, base: string): void {
  server.get(
    `${base}/document-templates/active/:documentType`,
    guarded(runtime, undefined, async (caller, request) => {
      const type = String(request.params.documentType);
      if (!isDocumentType(type)) throw notFoundProblem(`'${type}' is not a printable document type`);
      if (!templateReaders(type).some((p) => caller.permissions.includes(p))) throw forbiddenProblem(`Printing a ${type} needs ${printTypes[type]!.permission}`);
      const data = await runtime.data.load(caller.tenant, 'templates');
      const template = data
        .collection<DocumentTemplate>('document-templates')
        .all()
        .find((t) => t.documentType === type && t.status === 'active') ?? null;
      const paper = template?.paper ?? (findTenant(caller.tenant)?.currency === 'USD' ? 'Letter' : 'A4');
      return new Response(200, { 'Content-Type': 'application/json' }, { documentType: type, paper, template });
    }),
    { timing: runtime.context.delay(60) },
  );
}

export const printTemplateRouteDocs: readonly RouteDoc[] = [
  {
    method: 'GET',
    path: '/document-templates/active/{documentType}',
    access: "the document type's permission (sales-order Order.Orders, requisition/quotation/purchase-order Order.Purchases, delivery-note Distribution.Deliveries, cash-closing Distribution.Cash, contract Service.Contracts) or Catalogs.Customers",
    answer: "{documentType, paper, template}: the tenant's active template of the type (null when none; paper then Letter for USD tenants, else A4); unknown type 404",
  },
];
