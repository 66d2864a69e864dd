/**
 * How the catalogue's modules lean on each other, in the shape of the admin-kit's resource host
 * (`ResourceHost`): spread it into the host the back-office gives the kit's resource pages.
 */
export const CATALOGUE_LINKS = {
  /** Records about an elder lie in the elder's community (the server fills an empty area likewise). */
  personArea: { module: 'elderlyInfo', areaField: 'community' },
  /** An order is assigned to a staff member of the provider it goes to. */
  staffOfProvider: { staffModule: 'servicePersonal', providerField: 'providerId' },
  /** Custom row actions that open another module's list. */
  linkedListRoutes: { rooms: '/roomInfo/index', residents: '/checkInPeople/index' },
} as const;
