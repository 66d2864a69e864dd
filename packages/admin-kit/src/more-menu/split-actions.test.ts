import { describe, expect, it } from 'vitest';
import { splitActions } from './split-actions';

describe('splitActions', () => {
  it('keeps up to 3 actions inline', () => {
    expect(splitActions([1, 2, 3])).toEqual({ inline: [1, 2, 3], overflow: [] });
    expect(splitActions([])).toEqual({ inline: [], overflow: [] });
  });
  it('puts the rest under more past 3', () => {
    expect(splitActions([1, 2, 3, 4])).toEqual({ inline: [1, 2], overflow: [3, 4] });
    expect(splitActions([1, 2, 3, 4, 5, 6]).overflow).toEqual([3, 4, 5, 6]);
  });
});
