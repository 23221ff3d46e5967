import type { CatalogNames } from './employees.page';

export { CatalogFormPage, CatalogListPage, CatalogRecordPage } from './employees.page';

export const departmentNames: CatalogNames = {
  title: 'Departments',
  newLink: 'New department',
  createButton: 'Create department',
  editForm: 'Edit department',
  back: 'Back to departments',
};
