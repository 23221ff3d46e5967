import type { Page } from '@playwright/test';
import { ResourceFormPage, ResourceListPage } from './banks.page';

/** The providers list (/admin/providers). */
export const providersList = (page: Page) => new ResourceListPage(page, /^(Providers|Proveedores)$/);

/** The provider form, with its bank account rows (`Account 1`, ...). */
export class ProviderFormPage extends ResourceFormPage {
  constructor(page: Page) {
    super(page, /^(New provider|Edit provider|Nuevo proveedor|Editar proveedor)$/);
  }
  account(n: number) {
    return this.form().getByRole('listitem', { name: new RegExp(`^(Account|Cuenta) ${n}$`) });
  }
  async clickAddAccount() {
    await this.form().getByRole('button', { name: /^(Add bank account|Agregar cuenta bancaria)$/ }).click();
  }
}
