import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeDefaultProject, type ProjectDocument } from '../../../shared/app/default-project';
import { UNDO_BUDGET_BYTES, unsharedBytes } from '../../../src-renderer/lib/undo-budget';
import { stepLimit, UndoHistory, type UndoLimit } from '../../../src-renderer/lib/undo-history';
import { makeScaledProject } from '../../bench/scaled-project';

/** The project's own limit, as ProjectStore sets it. */
const PROJECT_LIMIT: UndoLimit<ProjectDocument> = {
  budget: UNDO_BUDGET_BYTES,
  cost: unsharedBytes,
};

/** Edit `i` of a session: build `i mod n`'s Intelligence set, copying only the path to it. */
function edit(project: ProjectDocument, i: number): ProjectDocument {
  const builds = project.willpower.builds;
  const at = i % builds.length;
  return {
    ...project,
    willpower: {
      ...project.willpower,
      builds: builds.map((build, k) =>
        k === at ? { ...build, stats: { ...build.stats, int: 3 + (i % 16) } } : build,
      ),
    },
  };
}

/** `edits` edits recorded as ProjectStore records them; how many steps Undo then goes back. */
function session(start: ProjectDocument, edits: number, limit: UndoLimit<ProjectDocument>) {
  const history = new UndoHistory<ProjectDocument>(limit);
  let doc = start;
  for (let i = 0; i < edits; i += 1) {
    history.record(doc);
    doc = edit(doc, i);
  }
  let steps = 0;
  for (let back = history.undo(doc); back !== undefined; back = history.undo(doc)) {
    doc = back;
    steps += 1;
  }
  return { steps, end: doc, dropped: history.droppedSteps };
}

describe('the project’s undo history', () => {
  it('undoes all of 2,000 edits, back to the project as opened (it stopped at 500)', () => {
    const start = makeDefaultProject();
    expect(session(start, 2000, stepLimit(500)).steps).toBe(500);
    const { steps, end, dropped } = session(start, 2000, PROJECT_LIMIT);
    expect(steps).toBe(2000);
    expect(end).toBe(start);
    expect(dropped).toBe(0);
  });

  it('undoes all of 2,000 edits of a 200-build project too', () => {
    const start = makeScaledProject(1, 200);
    const { steps, end } = session(start, 2000, PROJECT_LIMIT);
    expect(steps).toBe(2000);
    expect(end).toBe(start);
  });

  it('drops the oldest steps past its budget, keeps the newest, and counts what it dropped', () => {
    const start = makeDefaultProject();
    // One edit of the default project costs about 1 kB (its changed path); 50 kB holds some.
    const oneEdit = unsharedBytes(edit(start, 0), start);
    const limit = { budget: 50 * oneEdit, cost: unsharedBytes };
    const { steps, dropped } = session(start, 2000, limit);
    expect(steps).toBeGreaterThan(40);
    expect(steps).toBeLessThanOrEqual(50);
    expect(steps + dropped).toBe(2000);
  });
});

describe('unsharedBytes', () => {
  it('costs nothing for the same document, and the whole document against nothing', () => {
    const project = makeDefaultProject();
    expect(unsharedBytes(project, project)).toBe(0);
    const whole = unsharedBytes(project, undefined);
    // An edit's own part is a small share of the whole (the path to one build's stats).
    const one = unsharedBytes(edit(project, 0), project);
    expect(one).toBeGreaterThan(0);
    expect(one * 20).toBeLessThan(whole);
  });

  /** A JSON tree of objects, arrays, numbers and strings, up to a few levels deep. */
  const tree = fc.letrec((tie) => ({
    node: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      fc.integer(),
      fc.string({ maxLength: 4 }),
      fc.array(tie('node'), { maxLength: 4 }),
      fc.dictionary(fc.string({ minLength: 1, maxLength: 3 }), tie('node'), { maxKeys: 4 }),
    ),
  })).node;

  /** `value` with the number at a path of child indexes set, copying only the path to it. */
  function setAt(value: unknown, path: readonly number[], to: number): unknown {
    if (typeof value !== 'object' || value === null) return to;
    const keys = Object.keys(value);
    const [first, ...rest] = path;
    if (keys.length === 0 || first === undefined) return to;
    const key = keys[first % keys.length] as string;
    const child = (value as Record<string, unknown>)[key];
    const copy: Record<string, unknown> | unknown[] = Array.isArray(value)
      ? [...(value as unknown[])]
      : { ...(value as Record<string, unknown>) };
    (copy as Record<string, unknown>)[key] = setAt(child, rest, to);
    return copy;
  }

  /** Every object and array reachable from `value`. */
  function reachable(value: unknown, into = new Set<object>()): Set<object> {
    if (typeof value !== 'object' || value === null || into.has(value)) return into;
    into.add(value);
    for (const child of Object.values(value)) reachable(child, into);
    return into;
  }

  it('is the size of the objects one holds that the other does not (brute force)', () => {
    fc.assert(
      fc.property(tree, fc.array(fc.nat(), { maxLength: 5 }), fc.integer(), (before, path, to) => {
        const after = setAt(before, path, to);
        const known = reachable(before);
        const own = [...reachable(after)].filter((each) => !known.has(each));
        const expected = own.reduce((sum, each) => sum + 32 + 8 * Object.keys(each).length, 0);
        expect(unsharedBytes(after, before)).toBe(expected);
      }),
      { seed: 36 },
    );
  });
});
