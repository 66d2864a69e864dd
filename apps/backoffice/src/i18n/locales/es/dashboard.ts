import type { DashboardTexts } from '../zh-CN/dashboard';
export default {
  totals: {
    elderlyInfo: 'Personas mayores',
    disabledInfo: 'Personas con discapacidad',
    pensionAgency: 'Residencias',
    dayCare: 'Centros de día',
    helpMeals: 'Comedores',
    serviceProvider: 'Proveedores',
    volunteerManagement: 'Voluntarios',
  },
  servicesThisMonth: 'Servicios este mes',
  unreadMessages: 'Mensajes sin leer',
  agenda: 'Pendientes',
  charts: {
    byStreet: 'Personas mayores por subdistrito',
    byCategory: 'Personas mayores por categoría',
    facilities: 'Centros comunitarios',
    overview: 'Resumen de su ámbito',
  },
  facilities: {
    dayCare: 'Centros de día',
    comprehensive: 'Centros integrales',
    elderlyActivityRoom: 'Salas de actividades',
    communityForOldServe: 'Puntos de servicio comunitario',
    helpMeals: 'Comedores',
    nursingStation: 'Puestos de enfermería',
    healthHut: 'Casetas de salud',
    lelingCenter: 'Centros de envejecimiento activo',
  },
  empty: 'Aún no hay datos',
} satisfies DashboardTexts;
