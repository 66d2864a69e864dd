import { describe, expect, it } from 'vitest';
import {
  maskFieldText,
  maskKindOf,
  maskText,
  RESOURCE_ACTIONS,
  RESOURCE_RESERVED_ACTIONS,
  RESOURCE_SERVER_KEYS,
} from './resource-protocol.js';
import { ResourceRecordSchema } from './resources.js';

describe('the resource protocol', () => {
  it('names as server-set exactly the keys a read record carries besides the declared fields', () => {
    expect([...RESOURCE_SERVER_KEYS].sort()).toEqual(Object.keys(ResourceRecordSchema.shape).sort());
  });

  it('reserves every action of the generic API and the step route', () => {
    for (const action of RESOURCE_ACTIONS) expect(RESOURCE_RESERVED_ACTIONS).toContain(action);
    expect(RESOURCE_RESERVED_ACTIONS).toContain('step');
  });

  it('masks ID numbers, phones and other values in one format', () => {
    expect(maskText('idCard', '341702199001011234')).toBe('3417**********1234');
    expect(maskText('phone', '13800138000')).toBe('138****8000');
    expect(maskText('phone', '1234567')).toBe('*******');
    expect(maskText('other', '12345678')).toBe('12****78');
    expect(maskText('other', 'abcd')).toBe('****');
  });

  it('masks a field by its declared type', () => {
    expect(maskKindOf('idCard')).toBe('idCard');
    for (const type of ['mobile', 'phone', 'landline']) expect(maskKindOf(type)).toBe('phone');
    expect(maskKindOf('text')).toBe('other');
    expect(maskFieldText('idCard', '110101194001011250')).toBe('1101**********1250');
    expect(maskFieldText('landline', '010-12345678')).toBe('010*****5678');
    expect(maskFieldText('text', '12345678')).toBe('12****78');
  });
});
