import { STANDARD_TOOLBAR, standardActions } from '../format/actions';
import { text } from '../format/text';
import type { ResourceDeclaration } from '../format/types';
import { PERSON_SECTIONS, personFields } from '../groups/person';

export const elderlyInfo: ResourceDeclaration = {
  key: 'elderlyInfo',
  group: 'personalRecords',
  title: text('老年人信息', 'Elderly people', 'Personas mayores'),
  listRoute: '/elderlyInfo/index',
  detailRoute: '/elderlyInfo/details',
  detailId: 'optional',
  table: 'elderly_info',
  titleField: 'name',
  areaField: 'community',
  sort: { field: 'name', order: 'asc' },
  sections: [...PERSON_SECTIONS, { key: 'care', title: text('照护与补贴', 'Care and subsidy', 'Cuidados y subsidio') }],
  fields: [
    ...personFields(),
    {
      name: 'categories',
      type: 'enum',
      multiple: true,
      dict: 'elderly_category',
      label: text('人员类别', 'Categories', 'Categorías'),
      list: { order: 7, width: 180 },
      filter: { mode: 'eq', order: 7 },
      section: 'care',
    },
    {
      name: 'careLevel',
      type: 'enum',
      dict: 'care_level',
      label: text('照护等级', 'Care level', 'Nivel de cuidados'),
      section: 'care',
    },
    {
      name: 'subsidyStandard',
      type: 'money',
      label: text('补贴标准(元/月)', 'Subsidy standard (CNY/month)', 'Subsidio (CNY/mes)'),
      list: { order: 8, width: 130 },
      section: 'care',
    },
  ],
  actions: standardActions(),
  toolbar: STANDARD_TOOLBAR,
  notes: 'Person group plus categories (key groups as tags), care level and monthly subsidy standard.',
};
