import type { ResourceDataSource } from '@eldercare/admin-kit';
import {
  checkResourceUnique,
  createResource,
  deleteResource,
  deleteResources,
  exportResource,
  getResource,
  getResourceAudit,
  getResourceOptions,
  importResource,
  importTemplate,
  listResource,
  revealResource,
  runResourceStep,
  updateResource,
  type ApiClient,
} from '@eldercare/api-client';
import type { RunResourceStep } from '@eldercare/api-client/contract';
import { fileToBase64 } from './base64';
import { listQuery } from './list-query';

/** The data source of one module over the api-client's `/biz/resource/:module` endpoints. */
export function createResourceDataSource(client: ApiClient, module: string): ResourceDataSource {
  return {
    module,
    list: async (params, options) => {
      const page = await listResource(client, module, listQuery(params), options);
      return { records: page.records, total: page.total, isTotalEstimated: page.isTotalEstimated };
    },
    get: (id, options) => getResource(client, module, id, options),
    create: (values) => createResource(client, module, values),
    update: (id, values, version) => updateResource(client, module, id, { ...values, version }),
    remove: async (id) => {
      await deleteResource(client, module, id);
    },
    removeMany: async (ids) => (await deleteResources(client, module, ids)).deleted,
    audit: (id, options) => getResourceAudit(client, module, id, options),
    reveal: (id) => revealResource(client, module, id),
    step: (id, step, version, payload = {}) => {
      const body: RunResourceStep = {
        version,
        ...(payload.comment ? { comment: payload.comment } : {}),
        ...(payload.fields ? { fields: payload.fields } : {}),
      };
      return runResourceStep(client, module, id, step, body);
    },
    options: (other, keyword, options) =>
      getResourceOptions(client, other, keyword ? { keyword, size: 20 } : { size: 20 }, options),
    exportXlsx: (filters, ids) =>
      exportResource(client, module, {
        ...listQuery({ current: 1, size: 10, filters }),
        ...(ids?.length ? { ids: ids.join(',') } : {}),
      }),
    importTemplate: () => importTemplate(client, module),
    importXlsx: async (file, validOnly) =>
      importResource(client, module, { file: await fileToBase64(file), validOnly }),
    checkUnique: (field, value, excludeId) =>
      checkResourceUnique(
        client,
        module,
        { field, value: String(value), ...(excludeId === undefined ? {} : { excludeId }) },
        { loading: false, notify: false },
      ),
  };
}
