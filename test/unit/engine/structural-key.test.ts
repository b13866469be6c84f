import { describe, expect, it } from 'vitest';
import { freezeDeep, structuralKey } from '../../../shared/engine/structural-key';
import { makeDefaultProject } from '../../../shared/app/default-project';

describe('structuralKey', () => {
  it('is equal for equal data in new objects, and differs when any value differs', () => {
    const a = { build: { id: 'a', stats: { int: 15, wil: 12 } }, levels: [1, 2, 3] };
    const same = { build: { id: 'a', stats: { int: 15, wil: 12 } }, levels: [1, 2, 3] };
    expect(structuralKey(same)).toBe(structuralKey(a));
    expect(structuralKey({ ...a, levels: [1, 2, 4] })).not.toBe(structuralKey(a));
    expect(structuralKey({ ...a, build: { ...a.build, stats: { int: 16, wil: 12 } } })).not.toBe(
      structuralKey(a),
    );
  });

  it('tells apart values JSON would confuse: strings from numbers, null from NaN, 0 from −0', () => {
    expect(structuralKey('1')).not.toBe(structuralKey(1));
    expect(structuralKey(null)).not.toBe(structuralKey(Number.NaN));
    expect(structuralKey(0)).not.toBe(structuralKey(-0));
    expect(structuralKey([null])).not.toBe(structuralKey([undefined]));
    expect(structuralKey({ a: 'b,c' })).not.toBe(structuralKey({ a: 'b', c: undefined }));
  });

  it('leaves out properties holding undefined, as a saved file would', () => {
    expect(structuralKey({ a: 1, b: undefined })).toBe(structuralKey({ a: 1 }));
  });

  it('remembers a frozen object’s key, but never an unfrozen one’s (it may still change)', () => {
    const open = { int: 15 };
    const before = structuralKey(open);
    open.int = 16;
    expect(structuralKey(open)).not.toBe(before);
    const frozen = freezeDeep({ stats: { int: 15 } });
    expect(structuralKey(frozen)).toBe(structuralKey(freezeDeep({ stats: { int: 15 } })));
    expect(structuralKey(frozen)).not.toBe(structuralKey(freezeDeep({ stats: { int: 16 } })));
  });

  it('keeps keys short over frozen data: a parent holds its children’s tokens', () => {
    const project = freezeDeep(makeDefaultProject());
    const input = { data: project.willpower.data, build: project.willpower.builds[0] };
    expect(JSON.stringify(project.willpower.data).length).toBeGreaterThan(1000);
    expect(structuralKey(input).length).toBeLessThan(40);
    // The same content in other frozen objects (a file opened again) has the same key.
    const again = freezeDeep(makeDefaultProject());
    expect(structuralKey({ data: again.willpower.data, build: again.willpower.builds[0] })).toBe(
      structuralKey(input),
    );
  });
});

describe('freezeDeep', () => {
  it('freezes every object a value holds, so a stray mutation throws', () => {
    const project = freezeDeep(makeDefaultProject());
    const build = project.willpower.builds[0];
    if (build === undefined) throw new Error('no build');
    expect(Object.isFrozen(build.stats)).toBe(true);
    expect(() => {
      (build.stats as { int: number }).int = 3;
    }).toThrow(TypeError);
  });

  it('stops at what is already frozen, so an edit freezes only what it replaced', () => {
    const frozen = freezeDeep({ deep: { value: 1 } });
    const edited = { ...frozen, other: { value: 2 } };
    expect(freezeDeep(edited).deep).toBe(frozen.deep);
    expect(Object.isFrozen(edited.other)).toBe(true);
  });
});
