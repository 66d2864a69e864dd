import type { FieldDeclaration } from '@eldercare/resources';
import { parseIdCard } from '@eldercare/validators';
import { describe, expect, it } from 'vitest';
import type { SeededRef } from '../../src/db/seed/resources/align-references.js';
import { demoRowsOf, seedOrder } from '../../src/db/seed/resources/records.js';
import type { NewRow } from '../../src/resources/query/repository.js';
import { buildCatalogue, type ServedResource } from '../../src/resources/index.js';

/**
 * Demo data must make sense to care staff: this walks every module's generated demo rows (the
 * rows the seed stores, references included) and judges each value by what its field means.
 */
const catalogue = buildCatalogue();

/** Every module's rows, generated in seed order with stand-in ids for references. */
const generated = (() => {
  const seeded = new Map<string, SeededRef[]>();
  const rows = new Map<string, NewRow[]>();
  for (const resource of seedOrder(catalogue.served)) {
    const own = demoRowsOf(resource, (key) => seeded.get(key) ?? []);
    rows.set(resource.key, own);
    seeded.set(
      resource.key,
      own.map((row, i) => ({ id: i + 1, areaCode: row.areaCode, dataType: row.dataType })),
    );
  }
  return rows;
})();

const SURNAMES = new Set(
  '王李张刘陈杨黄赵吴周徐孙马朱胡郭何林罗高郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘蒋蔡余杜叶程魏苏吕丁任汪姚方章桂檀沈姜范江傅钟卢汤'.split(
    '',
  ),
);
/** A Chinese personal name: a common surname and one or two given characters. */
const isPersonName = (v: string) => /^[\u4e00-\u9fa5]{2,3}$/.test(v) && SURNAMES.has(v.charAt(0));

/** Labels of fields that name an organisation, a place, a product, a service or a document. */
const THING_LABEL =
  /机构|.单位|组织|公司|医院|中心|站点|助餐点|服务站|护理站|小屋|活动室|俱乐部|租赁点|服务商|供应商|产品|商品|物品|项目名称|活动名称|服务名称|社区名称|发文机关|来源|去向|标题|主题|课件名称|成果名称|地点|部队|队伍/;
/** Labels of fields that name a person (staff who approve or handle included). */
const PERSON_LABEL =
  /(姓名|审批人|审核人|申请人|经办人|接线员|讲师|主讲人|联系人|负责人|管理员|代表人|照料人|照护者|提交人|回访人|来电人|帮扶人|网格员|医生|监护人|咨询人|报名人|个案管理员|探访人)$/;

const isText = (f: FieldDeclaration) => f.type === 'text';
const isThing = (resource: ServedResource, f: FieldDeclaration) =>
  isText(f) &&
  !PERSON_LABEL.test(f.label['zh-CN']) &&
  // A customer may be a person or a company: either reads right.
  (THING_LABEL.test(f.label['zh-CN']) || (f.name === 'name' && !/姓名|客户/.test(f.label['zh-CN'])));
const isPerson = (f: FieldDeclaration) =>
  isText(f) && (PERSON_LABEL.test(f.label['zh-CN']) || (f.rules ?? []).includes('name'));

/** Fields whose values happen in order: start/end pairs by key, and the listed before/after pairs. */
const AFTER: readonly [string, string][] = [
  ['issuedOn', 'validUntil'],
  ['certificateIssuedOn', 'certificateValidUntil'],
  ['issuedOn', 'effectiveOn'],
  ['assessedOn', 'validUntil'],
  ['appliedAt', 'reviewedAt'],
  ['enlistedOn', 'dischargedOn'],
  ['checkInDate', 'leaveDate'],
  ['signUpDeadline', 'startTime'],
  ['orderedAt', 'paidAt'],
  ['appointmentTime', 'completedAt'],
  ['joinedOn', 'feePaidUntil'],
];
const pairsOf = (resource: ServedResource): [string, string][] => {
  const names = new Set(resource.fields.map((f) => f.name));
  const startEnd = [...names].flatMap((n): [string, string][] => {
    const rest = /^start(.+)$/.exec(n)?.[1];
    return rest && names.has(`end${rest}`) ? [[n, `end${rest}`]] : [];
  });
  return [...startEnd, ...AFTER.filter(([a, b]) => names.has(a) && names.has(b))];
};
const time = (v: string) => Date.parse(v.length === 7 ? `${v}-01` : v);

/** Modules about elderly people: personal records, residents and those who left, lessees, dementia. */
const ELDERLY = ['checkInPeople', 'leaveyardPeople', 'lesseeInformation', 'dementiaPerson', 'vipPerson'];
const isElderlyModule = (r: ServedResource) =>
  r.declaration.group === 'personalRecords' && r.key !== 'callinInfo' ? true : ELDERLY.includes(r.key);

/** Collects every problem (module, row, field, value) rather than stopping at the first. */
const problemsOf = (check: (resource: ServedResource, row: NewRow) => string[]) =>
  catalogue.served.flatMap((resource) =>
    (generated.get(resource.key) ?? []).flatMap((row, i) =>
      check(resource, row).map((p) => `${resource.key}#${i + 1} ${p}`),
    ),
  );

describe('demo data by field meaning', () => {
  it('generates rows for every module', () => {
    for (const resource of catalogue.served)
      expect(generated.get(resource.key)?.length ?? 0, resource.key).toBeGreaterThanOrEqual(5);
  });

  it('names organisations, places, products and documents as such, never after a person', () => {
    const problems = problemsOf((resource, row) =>
      resource.fields
        .filter((f) => isThing(resource, f))
        .flatMap((f) => {
          const v = row.values[f.name];
          return typeof v === 'string' && (isPersonName(v) || v.length < 3)
            ? [`${f.name} (${f.label['zh-CN']}) = ${v}`]
            : [];
        }),
    );
    expect(problems).toEqual([]);
  });

  it('names people (approvers and handlers included) as people', () => {
    const problems = problemsOf((resource, row) =>
      resource.fields.filter(isPerson).flatMap((f) => {
        const v = row.values[f.name];
        return typeof v === 'string' && !isPersonName(v) ? [`${f.name} (${f.label['zh-CN']}) = ${v}`] : [];
      }),
    );
    expect(problems).toEqual([]);
  });

  it('puts every end after its start and every expiry after its issue', () => {
    const problems = problemsOf((resource, row) =>
      pairsOf(resource).flatMap(([a, b]) => {
        const x = row.values[a];
        const y = row.values[b];
        return typeof x === 'string' && typeof y === 'string' && time(y) < time(x)
          ? [`${b} ${y} < ${a} ${x}`]
          : [];
      }),
    );
    expect(problems).toEqual([]);
  });

  it('makes the people of elderly modules 60–100 years old', () => {
    const modules = catalogue.served.filter(isElderlyModule);
    expect(modules.map((m) => m.key)).toEqual(expect.arrayContaining(['elderlyInfo', ...ELDERLY]));
    const now = new Date();
    const problems = problemsOf((resource, row) => {
      const idCard = row.values.idCard;
      if (!isElderlyModule(resource) || typeof idCard !== 'string') return [];
      const birth = parseIdCard(idCard)?.birthDate ?? '';
      const age = now.getFullYear() - Number(birth.slice(0, 4));
      return age < 60 || age > 101 ? [`age ${age} (${idCard})`] : [];
    });
    expect(problems).toEqual([]);
  });

  it('lets a service take the time between its start and end', () => {
    const problems = problemsOf((resource, row) => {
      const { startTime, endTime, durationMinutes } = row.values;
      if (typeof startTime !== 'string' || typeof endTime !== 'string' || typeof durationMinutes !== 'number')
        return [];
      const minutes = (time(endTime) - time(startTime)) / 60_000;
      return minutes === durationMinutes ? [] : [`${durationMinutes} min but ${startTime}–${endTime}`];
    });
    expect(problems).toEqual([]);
  });
});
