import type { DashboardTexts } from '../zh-CN/dashboard';
export default {
  totals: {
    elderlyInfo: 'Elderly people',
    disabledInfo: 'Disabled people',
    pensionAgency: 'Care institutions',
    dayCare: 'Day-care centres',
    helpMeals: 'Meal points',
    serviceProvider: 'Service providers',
    volunteerManagement: 'Volunteers',
  },
  servicesThisMonth: 'Services this month',
  unreadMessages: 'Unread messages',
  agenda: 'To-do items',
  charts: {
    byStreet: 'Elderly people by street',
    byCategory: 'Elderly people by category',
    facilities: 'Community care facilities',
    overview: 'Overview of your area',
  },
  facilities: {
    dayCare: 'Day-care centres',
    comprehensive: 'Comprehensive care centres',
    elderlyActivityRoom: 'Activity rooms',
    communityForOldServe: 'Community service stations',
    helpMeals: 'Meal points',
    nursingStation: 'Nursing stations',
    healthHut: 'Health huts',
    lelingCenter: 'Active-ageing centres',
  },
  empty: 'No data yet',
} satisfies DashboardTexts;
