/** The document templates list (/admin/document-templates): its address spec and the list machine. */
import { fromPromise } from 'xstate';
import type { RuntimeConfig } from '../../../config/runtime-config';
import { documentTemplateListSpec, type DocumentTemplate } from '../../../domain/document-template';
import type { Page } from '../../../domain/resource';
import { listResource } from '../../effects/resource-api';
import { createListMachine, type FetchPageInput, type SavePreferencesParams } from '../../kit/list.machine';
import { listSpecFrom, toRequestParams, type ListSpec } from '../../kit/list-query';
import { documentTemplatesEndpoint } from './template-api';

export const templatesPath = '/admin/document-templates';
export const templatesListId = 'documentTemplates.list';

export const templatesListSpec: ListSpec = listSpecFrom(documentTemplateListSpec, {
  id: 'documentTemplates',
  path: templatesPath,
  columns: [
    { id: 'documentType', defaultVisible: true, sortField: 'documentType' },
    { id: 'name', defaultVisible: true, sortField: 'name' },
    { id: 'paper', defaultVisible: true, sortField: 'paper' },
    { id: 'logo', defaultVisible: true },
    { id: 'status', defaultVisible: true, sortField: 'status' },
    { id: 'updatedAt', defaultVisible: false, sortField: 'updatedAt' },
  ],
});

export const fetchTemplatesPage = (config: RuntimeConfig) =>
  fromPromise<Page<DocumentTemplate>, FetchPageInput>(({ input, signal }) => listResource(config, documentTemplatesEndpoint, toRequestParams(input.query), signal));

export const templatesListLogic = (config: RuntimeConfig, savePreferences: (params: SavePreferencesParams) => void) =>
  createListMachine<DocumentTemplate>(templatesListSpec, { fetchPage: fetchTemplatesPage(config), savePreferences });
