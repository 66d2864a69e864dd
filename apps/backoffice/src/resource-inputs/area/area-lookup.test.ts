import type { AreaNode } from '@eldercare/api-client/contract';
import { describe, expect, it } from 'vitest';
import { areaLookup, codeOf } from './area-lookup';

const node = (code: string, name: string, level: number, children: AreaNode[] = []): AreaNode => ({
  code,
  name,
  level,
  children,
});

// The shape GET /biz/area/tree answers: one province, one city, then a real choice.
const TREE = [
  node('34', '安徽省', 1, [
    node('3417', '池州市', 2, [
      node('341702', '贵池区', 3, [
        node('341702001', '秋浦街道', 4, [node('341702001001', '秋浦社区', 5)]),
        node('341702002', '里山街道', 4),
      ]),
      node('341721', '东至县', 3),
    ]),
  ]),
];

describe('areaLookup', () => {
  const lookup = areaLookup(TREE);

  it('offers the districts as the top level, leaves without a children list', () => {
    expect(lookup.options.map((o) => o.label)).toEqual(['贵池区', '东至县']);
    expect(lookup.options[1]).toEqual({ value: '341721', label: '东至县', path: '东至县' });
    expect(lookup.options[0]?.children?.[0]?.children?.[0]).toEqual({
      value: '341702001001',
      label: '秋浦社区',
      path: '贵池区 / 秋浦街道 / 秋浦社区',
    });
  });

  it('turns a stored code into the Cascader path from the top level', () => {
    expect(lookup.pathOf('341702001001')).toEqual(['341702', '341702001', '341702001001']);
    expect(lookup.pathOf('341702002')).toEqual(['341702', '341702002']);
    expect(lookup.pathOf('999')).toEqual(['999']);
  });

  it('names a code with its full path; unknown codes are undefined', () => {
    expect(lookup.describe('341702001001')).toEqual({
      name: '秋浦社区',
      path: '贵池区 / 秋浦街道 / 秋浦社区',
    });
    // Above the picker's top level: the area alone.
    expect(lookup.describe('3417')).toEqual({ name: '池州市', path: '池州市' });
    expect(lookup.describe('341799')).toBeUndefined();
  });

  it('keeps several top-level areas as they are', () => {
    const two = areaLookup([node('34', '安徽省', 1), node('35', '福建省', 1)]);
    expect(two.options.map((o) => o.value)).toEqual(['34', '35']);
  });
});

describe('codeOf', () => {
  it('keeps the last code of the chosen path', () => {
    expect(codeOf(['341702', '341702001'])).toBe('341702001');
  });

  it('answers nothing for a cleared picker', () => {
    expect(codeOf(undefined)).toBeUndefined();
    expect(codeOf([])).toBeUndefined();
  });
});
