import { describe, expect, it } from 'vitest';
import { Memo } from '../../../shared/engine/memo';

describe('Memo', () => {
  it('computes an answer once per key', () => {
    const memo = new Memo();
    let calls = 0;
    const square = (n: number) => memo.get(`square ${n}`, () => ((calls += 1), n * n));
    expect([square(3), square(3), square(4)]).toEqual([9, 9, 16]);
    expect(calls).toBe(2);
  });

  it('forgets the least recently used answer past its capacity', () => {
    const memo = new Memo(2);
    memo.set('a', 1);
    memo.set('b', 2);
    expect(memo.peek('a')).toBe(1); // a is now the most recent
    memo.set('c', 3);
    expect(memo.peek('b')).toBeUndefined();
    expect(memo.peek('a')).toBe(1);
    expect(memo.size).toBe(2);
  });

  it('remembers nothing when the computation throws', () => {
    const memo = new Memo();
    expect(() =>
      memo.get('bad', () => {
        throw new RangeError('refused');
      }),
    ).toThrow('refused');
    expect(memo.size).toBe(0);
  });

  it('refuses a capacity below one', () => {
    expect(() => new Memo(0)).toThrow(RangeError);
  });
});
