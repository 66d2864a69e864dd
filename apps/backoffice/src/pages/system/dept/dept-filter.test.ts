import { describe, expect, it } from 'vitest';
import type { DeptRecord } from '@eldercare/api-client/contract';
import { filterDepts } from './dept-filter';

const dept = (name: string, areaCode: string, children: DeptRecord[] = []): DeptRecord => ({
  id: Number(areaCode),
  name,
  areaCode,
  areaName: `${name}区域`,
  areaCodeLevel: areaCode.length / 2,
  userCount: 1,
  children,
});

const tree = [
  dept('池州市', '3417', [
    dept('贵池区', '341702', [dept('秋浦街道', '34170201')]),
    dept('东至县', '341721'),
  ]),
];

describe('filterDepts', () => {
  it('keeps everything for an empty keyword', () => {
    expect(filterDepts(tree, '  ')).toEqual(tree);
  });

  it('keeps a deep match with the departments leading to it', () => {
    const [city] = filterDepts(tree, '秋浦');
    expect(city?.name).toBe('池州市');
    expect(city?.children.map((d) => d.name)).toEqual(['贵池区']);
    expect(city?.children[0]?.children.map((d) => d.name)).toEqual(['秋浦街道']);
  });

  it('matches area codes too, and finds nothing for a stranger', () => {
    expect(filterDepts(tree, '341721')[0]?.children.map((d) => d.name)).toEqual(['东至县']);
    expect(filterDepts(tree, '合肥')).toEqual([]);
  });
});
