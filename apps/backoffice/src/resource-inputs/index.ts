import type { ResourceInputs } from '@eldercare/admin-kit';
import { FileListInput } from './files/FileListInput';
import { SafeHtml } from '../pages/system/shared/SafeHtml';
import { AreaCascader } from './area/AreaCascader';
import { AreaMultiSelect } from './area/AreaMultiSelect';
import { AreaName } from './area/AreaName';
import { ReferenceLabel } from './reference/ReferenceLabel';
import { ReferenceSelect } from './reference/ReferenceSelect';

/**
 * The back-office's inputs for the kit's resource pages: the area tree and other modules'
 * records over the api-client, files in the file store, rich text through DOMPurify.
 */
export const resourceInputs: ResourceInputs = {
  area: AreaCascader,
  areaMulti: AreaMultiSelect,
  areaName: AreaName,
  reference: ReferenceSelect,
  referenceLabel: ReferenceLabel,
  files: FileListInput,
  richText: SafeHtml,
};
