import { describe, expect, it } from 'vitest';
import { freezeDeep } from '../../../shared/engine/structural-key';
import { plainData } from '../../../src-renderer/lib/plain-data';

describe('plainData', () => {
  it('passes frozen data as it is (the project document costs nothing to post)', () => {
    const data = freezeDeep({ races: [{ id: 'elf' }] });
    const input = { data, build: { id: 'b' } };
    const plain = plainData(input);
    expect(plain.data).toBe(data);
    expect(plain).not.toBe(input);
    expect(plain).toEqual(input);
  });

  it('copies what a proxy stands for into plain objects structured clone accepts', () => {
    const target = { startHp: 1, turns: [30] };
    const proxy = new Proxy(target, {});
    const plain = plainData({ simulation: proxy });
    expect(plain.simulation).not.toBe(proxy);
    expect(structuredClone(plain)).toEqual({ simulation: { startHp: 1, turns: [30] } });
  });
});
