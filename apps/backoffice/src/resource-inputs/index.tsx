import type { ResourceInputs } from '@eldercare/admin-kit';
import { AreaNamePending } from './area/area-codes';
import { lazyInput, PickerPlaceholder } from './lazy';
import { ReferenceLabel } from './reference/ReferenceLabel';

/**
 * The back-office's inputs for the kit's resource pages: the area tree and other modules'
 * records over the api-client, files in the file store, rich text through DOMPurify. The pickers,
 * the file list, the area names (the tree's lookups come with the contract's zod schemas) and
 * the sanitiser load on first use; record titles are small and come at once.
 */
export const resourceInputs: ResourceInputs = {
  area: lazyInput(
    () => import('./area/AreaCascader').then((module) => module.AreaCascader),
    PickerPlaceholder,
  ),
  areaMulti: lazyInput(
    () => import('./area/AreaMultiSelect').then((module) => module.AreaMultiSelect),
    PickerPlaceholder,
  ),
  areaName: lazyInput(() => import('./area/AreaName').then((module) => module.AreaName), AreaNamePending),
  reference: lazyInput(
    () => import('./reference/ReferenceSelect').then((module) => module.ReferenceSelect),
    PickerPlaceholder,
  ),
  referenceLabel: ReferenceLabel,
  files: lazyInput(
    () => import('./files/FileListInput').then((module) => module.FileListInput),
    // An Upload button's height; a read-only list of files is filled in when its code arrives.
    ({ id }) => <div id={id} style={{ minHeight: 32 }} aria-busy />,
  ),
  richText: lazyInput(
    () => import('../pages/system/shared/SafeHtml').then((module) => module.SafeHtml),
    ({ className }) => <div className={className} aria-busy />,
  ),
};
