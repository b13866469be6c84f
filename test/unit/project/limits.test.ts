import { describe, expect, it } from 'vitest';
import { freezeDeep } from '../../../shared/engine/structural-key';
import { LIST_MAX, longListIn } from '../../../shared/project/limits';
import { parseProject } from '../../../shared/project/serialize';
import { scaledProjectText } from '../../bench/scaled-project';
import { run } from '../cli/cli-harness';

describe('list limits', () => {
  it('opens a project whose lists reach the limit, and refuses one past it, naming the list', () => {
    expect(parseProject(scaledProjectText(1, LIST_MAX), 'at.wellspring.json').ok).toBe(true);
    const over = parseProject(scaledProjectText(1, LIST_MAX + 1), 'over.wellspring.json');
    expect(over.ok).toBe(false);
    if (over.ok) return;
    expect(over.problems).toEqual([
      { path: 'willpower.builds', message: 'holds 1,001 entries; Wellspring takes at most 1,000' },
    ]);
  });

  it('finds a long list in what an edit made, not in the parts already checked (frozen)', () => {
    const long = Array.from({ length: LIST_MAX + 1 }, (_, i) => i);
    expect(longListIn({ a: { b: [1, 2, { c: long }] } })).toEqual({
      path: 'a.b[2].c',
      length: LIST_MAX + 1,
      max: LIST_MAX,
    });
    // The comparison's lines: a pool of each build of three rulesets.
    expect(longListIn({ compare: { entries: long } })).toBeNull();
    expect(longListIn({ a: freezeDeep({ c: [...long] }), d: [1] })).toBeNull();
    expect(longListIn({ a: long.slice(0, LIST_MAX) })).toBeNull();
  });

  it('refuses the same file in the CLI, exit 2', async () => {
    const { code, stderr } = await run(
      ['report', 'willpower/curves', '--project', 'over.wellspring.json'],
      { 'over.wellspring.json': scaledProjectText(1, LIST_MAX + 1) },
    );
    expect(code).toBe(2);
    expect(stderr).toBe(
      '--project over.wellspring.json: willpower.builds: holds 1,001 entries; Wellspring takes at most 1,000\n',
    );
  });
});
