import type { CatalogNames } from './employees.page';

export { CatalogFormPage, CatalogListPage, CatalogRecordPage } from './employees.page';

export const businessLineNames: CatalogNames = {
  title: 'Business lines',
  newLink: 'New business line',
  createButton: 'Create business line',
  editForm: 'Edit business line',
  back: 'Back to business lines',
};
