import type { FieldDeclaration, ResourceDeclaration } from '@eldercare/resource-language';
import { FACILITY_SECTIONS, facilityFields } from '../../groups/facility';
import type { Label } from '@eldercare/resource-language';
import { defineModule } from '@eldercare/resource-language';

export interface FacilityInput {
  key: string;
  /** The SPEC §2 page name under /communityFacilities/ (its detail route, `/:id`). */
  page: string;
  title: Label;
  /** The site's name label ("中心名称", "站点名称"...). */
  nameLabel: Label;
  extra: FieldDeclaration[];
  notes: string;
}

/**
 * A community facility: the Facility group plus its own fields in the "operation" section. The list
 * route is one segment (`/communityFacilities/<key>`) so no `/communityFacilities/<page>/:id` swallows it.
 */
export function facilityModule(input: FacilityInput): ResourceDeclaration {
  return defineModule({
    key: input.key,
    group: 'communityFacilities',
    title: input.title,
    listRoute: `/communityFacilities/${input.key}`,
    detailRoute: `/communityFacilities/${input.page}`,
    detailId: 'required',
    areaField: 'area',
    sections: FACILITY_SECTIONS,
    fields: [...facilityFields(input.nameLabel), ...input.extra.map((f) => ({ section: 'operation', ...f }))],
    notes: `Facility group plus: ${input.notes}`,
  });
}
