import { describe, expect, it } from 'vitest';
import { filterFields, listFields } from './placement';
import { f } from './field';
import { defineModule, snakeCase } from './define-module';

const base = {
  key: 'sampleThing',
  group: 'customers' as const,
  title: ['样例', 'Sample', 'Muestra'] as const,
  listRoute: '/sampleThing/index',
  detailRoute: '/sampleThing/details',
  detailId: 'required' as const,
  fields: [
    f.text('name', ['名称', 'Name', 'Nombre'], { list: { width: 200, fixed: 'left' }, filter: true }),
    f.mobile('mobile', ['手机', 'Mobile', 'Móvil'], { list: true, filter: true }),
    f.date('day', ['日期', 'Day', 'Día'], { list: true }),
    f.enum('kind', 'card_type', ['类型', 'Kind', 'Tipo']),
  ],
};

describe('defineModule', () => {
  it('fills the house defaults', () => {
    const m = defineModule(base);
    expect(m.table).toBe('biz_sample_thing');
    expect(m.titleField).toBe('name');
    expect(m.title).toEqual({ 'zh-CN': '样例', en: 'Sample', es: 'Muestra' });
    expect(m.actions.map((a) => a.permission)).toEqual(['查看', '编辑', '删除']);
    expect(m.sections.map((s) => s.key)).toEqual(['basic']);
  });

  it('lets a module choose its columns and filters, in order, keeping widths', () => {
    const m = defineModule({ ...base, columns: ['day', 'name'], filters: ['kind', 'day'] });
    expect(listFields(m).map((x) => x.name)).toEqual(['day', 'name']);
    expect(listFields(m)[1]?.list).toEqual({ width: 200, fixed: 'left', order: 2 });
    expect(filterFields(m).map((x) => [x.field.name, x.mode])).toEqual([
      ['kind', 'eq'],
      ['day', 'range'],
    ]);
    expect(m.fields.find((x) => x.name === 'mobile')?.list).toBeUndefined();
  });

  it('refuses a column or filter that is not a field', () => {
    expect(() => defineModule({ ...base, columns: ['ghost'] })).toThrow(
      'sampleThing: list names unknown field ghost',
    );
  });

  it('snake-cases keys for table names', () => {
    expect(snakeCase('checkInPeople')).toBe('check_in_people');
    expect(snakeCase('ispManagement')).toBe('isp_management');
  });
});

describe('field builders', () => {
  it('mask ID numbers and phones by default, and widen long texts', () => {
    expect(f.idCard('idCard', ['身份证号', 'ID', 'DNI']).sensitive).toBe(true);
    expect(f.phone('p', ['电话', 'Phone', 'Teléfono'], { sensitive: false }).sensitive).toBe(false);
    expect(f.text('t', ['文本', 'Text', 'Texto']).sensitive).toBeUndefined();
    expect(f.richText('r', ['正文', 'Body', 'Cuerpo']).wide).toBe(true);
    expect(f.image('i', ['照片', 'Photos', 'Fotos'], { multiple: true }).wide).toBe(true);
  });
});
