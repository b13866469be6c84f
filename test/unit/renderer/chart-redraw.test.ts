import { describe, expect, it } from 'vitest';
import { samePicture } from '../../../src-renderer/lib/chart-redraw';

describe('samePicture', () => {
  const line = (ys: number[]) => ({ label: 'Tathren', data: ys.map((y, x) => ({ x, y })) });

  it('is true for the same data in new objects, false for any value that differs', () => {
    expect(
      samePicture({ datasets: [line([1, 2])], xMax: 60 }, { datasets: [line([1, 2])], xMax: 60 }),
    ).toBe(true);
    expect(samePicture({ datasets: [line([1, 2])] }, { datasets: [line([1, 3])] })).toBe(false);
    expect(samePicture({ xMax: 60 }, { xMax: undefined })).toBe(false);
    expect(samePicture({ xMax: 60 }, {})).toBe(false);
    expect(samePicture([1, 2], [1, 2, 3])).toBe(false);
    expect(samePicture({ y: null }, { y: 0 })).toBe(false);
    expect(samePicture([], {})).toBe(false);
  });

  it('counts a shared object equal without walking it', () => {
    const shared = line([1, 2]);
    let reads = 0;
    const watched = new Proxy(shared, {
      get: (target, key) => {
        reads += 1;
        return Reflect.get(target, key);
      },
    });
    expect(samePicture([watched], [watched])).toBe(true);
    expect(reads).toBe(0);
  });
});
