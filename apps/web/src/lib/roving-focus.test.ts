import { describe, expect, it } from 'vitest';
import { rovingTarget } from './roving-focus';

describe('rovingTarget', () => {
  it('moves along its own axis, wraps round, and goes to the ends', () => {
    expect(rovingTarget('ArrowRight', 0, 3, 'horizontal')).toBe(1);
    expect(rovingTarget('ArrowRight', 2, 3, 'horizontal')).toBe(0);
    expect(rovingTarget('ArrowLeft', 0, 3, 'horizontal')).toBe(2);
    expect(rovingTarget('ArrowDown', 1, 3, 'vertical')).toBe(2);
    expect(rovingTarget('ArrowUp', 0, 3, 'vertical')).toBe(2);
    expect(rovingTarget('Home', 2, 3, 'vertical')).toBe(0);
    expect(rovingTarget('End', 0, 3, 'horizontal')).toBe(2);
  });

  it('ignores the other axis and other keys', () => {
    expect(rovingTarget('ArrowDown', 0, 3, 'horizontal')).toBeUndefined();
    expect(rovingTarget('ArrowRight', 0, 3, 'vertical')).toBeUndefined();
    expect(rovingTarget('Enter', 0, 3, 'vertical')).toBeUndefined();
  });
});
