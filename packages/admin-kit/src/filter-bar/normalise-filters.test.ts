import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { normaliseFilters, reversedRanges } from './normalise-filters';

describe('normaliseFilters', () => {
  it('trims strings and drops blanks', () => {
    expect(normaliseFilters({ name: '  张三 ', idCard: '   ', status: undefined, tags: [] })).toEqual({
      name: '张三',
    });
  });
  it('splits a|b ranges into start and end', () => {
    expect(normaliseFilters({ 'ageStart|ageEnd': [60, 80] })).toEqual({ ageStart: 60, ageEnd: 80 });
    expect(normaliseFilters({ 'from|to': [dayjs('2024-01-02'), null] })).toEqual({ from: '2024-01-02' });
    expect(normaliseFilters({ 'from|to': undefined })).toEqual({});
  });
  it('keeps numbers, zero and false', () => {
    expect(normaliseFilters({ a: 0, b: false, c: [' x ', 'y'] })).toEqual({ a: 0, b: false, c: ['x', 'y'] });
  });
  it('searches a reversed numeric range in order instead of an empty one', () => {
    expect(normaliseFilters({ 'ageStart|ageEnd': [90, 60] })).toEqual({ ageStart: 60, ageEnd: 90 });
    expect(normaliseFilters({ 'ageStart|ageEnd': ['90', '60'] })).toEqual({ ageStart: '60', ageEnd: '90' });
    expect(normaliseFilters({ 'ageStart|ageEnd': [90, null] })).toEqual({ ageStart: 90 });
  });
});

describe('reversedRanges', () => {
  it('lists only the ranges it reorders', () => {
    expect(reversedRanges({ 'a|b': [90, 60], 'c|d': [1, 2], 'e|f': [5, undefined], name: [3, 1] })).toEqual({
      'a|b': [60, 90],
    });
  });
});
