import { describe, expect, it } from 'vitest';
import { LIST_MAX } from '../../../shared/project/limits';
import { parseProject } from '../../../shared/app/serialize';
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
