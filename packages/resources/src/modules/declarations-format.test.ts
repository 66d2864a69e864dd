import { describe, expect, it } from 'vitest';
import {
  checkDeclaration,
  filterFields,
  formSections,
  listFields,
  normaliseFieldInput,
  validateRecord,
  type ResourceDeclaration,
} from '@eldercare/resource-language';
import { RESOURCES, disabledInfo, elderlyInfo, pensionAgency } from './index';

const keys = new Set(RESOURCES.map((r) => r.key));

describe('declarations', () => {
  it('catches broken declarations', () => {
    const broken: ResourceDeclaration = {
      ...elderlyInfo,
      key: 'Bad-Key',
      titleField: 'nope',
      fields: [
        ...elderlyInfo.fields,
        { name: 'name', type: 'text', label: { 'zh-CN': '重复', en: '', es: 'x' } },
        { name: 'kind', type: 'enum', label: { 'zh-CN': '类', en: 'k', es: 'k' } },
        {
          name: 'when',
          type: 'text',
          filter: { mode: 'range' },
          section: 'ghost',
          label: { 'zh-CN': 'a', en: 'a', es: 'a' },
        },
        {
          name: 'ref',
          type: 'reference',
          reference: { module: 'ghost', labelField: 'name' },
          label: { 'zh-CN': 'a', en: 'a', es: 'a' },
        },
      ],
    };
    const problems = checkDeclaration(broken, keys).join('\n');
    for (const expected of [
      'camelCase',
      'declared twice',
      'label.en is empty',
      'enum needs dict',
      'range filter',
      'unknown section',
      'unknown module ghost',
      'titleField nope',
    ]) {
      expect(problems).toContain(expected);
    }
  });
});

describe('checkDeclaration on workflows and extra routes', () => {
  it('catches a bad workflow, extra route and id parameter', () => {
    const broken: ResourceDeclaration = {
      ...elderlyInfo,
      detailParam: 'orgId',
      extraRoutes: [
        {
          key: 'approval',
          kind: 'workflow',
          path: 'nope',
          idMode: 'query',
          title: elderlyInfo.title,
          permission: '',
          purpose: '',
        },
      ],
      workflow: {
        field: 'name',
        initial: 'draft',
        transitions: [
          { key: 'go', from: ['draft'], to: 'done', title: elderlyInfo.title, permission: '提交' },
          { key: 'go', from: ['done'], to: 'draft', title: elderlyInfo.title, permission: '' },
          { key: 'delete', from: [], to: 'draft', title: elderlyInfo.title, permission: '删除' },
        ],
      },
    };
    const problems = checkDeclaration(broken, keys).join('\n');
    for (const expected of [
      'detailParam needs detailId required',
      'extra route approval must start with /',
      'extra route approval needs a permission name',
      'workflow field name must be an enum field',
      'workflow step go declared twice',
      'workflow step go needs a permission name',
      'workflow step delete uses a reserved action name',
      'workflow step delete needs at least one from state',
    ]) {
      expect(problems).toContain(expected);
    }
  });
});

describe('checkDeclaration on workflow states', () => {
  it('names a state that is not one of the status field’s fixed options', () => {
    const status = {
      name: 'state',
      type: 'enum' as const,
      label: elderlyInfo.title,
      options: [{ value: 'open', label: elderlyInfo.title }],
    };
    const problems = checkDeclaration({
      ...elderlyInfo,
      fields: [...elderlyInfo.fields, status],
      workflow: {
        field: 'state',
        initial: 'open',
        transitions: [
          { key: 'close', from: ['open'], to: 'closed', title: elderlyInfo.title, permission: '关闭' },
        ],
      },
    });
    expect(problems).toEqual(['elderlyInfo: workflow state closed is not an option of state']);
  });
});

describe('placement', () => {
  it('orders list columns and filters by their order', () => {
    expect(
      listFields(elderlyInfo)
        .map((f) => f.name)
        .slice(0, 4),
    ).toEqual(['name', 'idCard', 'gender', 'age']);
    const filters = filterFields(elderlyInfo);
    expect(filters[0]?.field.name).toBe('name');
    expect(filters.find((f) => f.field.name === 'age')?.formName).toBe('ageStart|ageEnd');
  });
  it('groups form fields into their sections and hides empty ones', () => {
    const sections = formSections(pensionAgency);
    expect(sections.map((s) => s.section.key)).toEqual(['basic', 'qualification', 'capacity']);
    expect(sections[2]?.fields.map((f) => f.name)).toContain('beds');
  });
});

describe('validateRecord', () => {
  it('lets a phone field that declares hotline take 400/800 numbers', () => {
    const phone = pensionAgency.fields.find((x) => x.name === 'contactPhone');
    expect(phone?.rules).toContain('hotline');
    expect(validateRecord(pensionAgency, { contactPhone: '400-123-4567' }).contactPhone).toBeUndefined();
    expect(validateRecord(pensionAgency, { contactPhone: '12345' }).contactPhone).toBe(
      '电话或手机号码格式有误，请重新输入！',
    );
  });

  it('checks required fields and the type rules', () => {
    const errors = validateRecord(elderlyInfo, { name: '张 三', idCard: '123', mobile: '12345' });
    expect(errors.name).toBe('姓名不能包含空格！');
    expect(errors.idCard).toBe('请输入正确的证件号码！');
    expect(errors.mobile).toBe('手机号码格式有误，请重新输入！');
    expect(errors.community).toBe('所属社区不能为空');
    expect(errors.gender).toBeUndefined();
  });
  it('accepts a good record and speaks the locale', () => {
    const good = { name: '张三', idCard: '110101194001011234', community: '110101001001' };
    expect(validateRecord(elderlyInfo, good)).toEqual({});
    expect(validateRecord(elderlyInfo, {}, 'en').name).toBe('Name is required');
  });

  it('refuses ID numbers no card can carry: check digit, date, future', () => {
    for (const idCard of ['110101194001011235', '110105194913310021', '110105209901010020'])
      expect(validateRecord(elderlyInfo, { idCard }).idCard, idCard).toBe('请输入正确的证件号码！');
  });

  it("holds elderly modules to their declared minimum age, in the caller's language", () => {
    const today = new Date(2026, 10, 26);
    const fifty = { name: '张三', idCard: '110101197001011238', community: '110101001001' };
    expect(elderlyInfo.fields.find((x) => x.name === 'idCard')?.minAge).toBe(60);
    expect(validateRecord(elderlyInfo, fifty, 'zh-CN', today).idCard).toBe('身份证号对应的年龄须满60周岁');
    expect(validateRecord(elderlyInfo, fifty, 'en', today).idCard).toBe(
      'ID number: the person must be at least 60 years old',
    );
    expect(validateRecord(elderlyInfo, { ...fifty, idCard: '110101194001011234' }, 'es', today)).toEqual({});
    // The disabled-people register has no minimum age.
    expect(validateRecord(disabledInfo, fifty, 'zh-CN', today).idCard).toBeUndefined();
  });

  it('drops pasted spaces from ID and phone numbers, not from names', () => {
    const field = (name: string) => {
      const found = elderlyInfo.fields.find((x) => x.name === name);
      if (!found) throw new Error(`no field ${name}`);
      return found;
    };
    expect(normaliseFieldInput(field('idCard'), '1101 0119 4001 0112 34')).toBe('110101194001011234');
    expect(normaliseFieldInput(field('mobile'), ' 138 0013 8000 ')).toBe('13800138000');
    expect(normaliseFieldInput(field('name'), '张 三')).toBe('张 三');
  });
});
