/**
 * The layers inside shared/ (shared/README.md, "Layers"), as the lint enforces them: every folder
 * of shared/ sits in one layer, an import from a folder into any later layer fails `npx eslint`
 * with a message naming both layers and what to do, and an import down or across passes. Run
 * through ESLint's own Node API with the project's config, so a plugin that stops resolving paths
 * (and so stops seeing imports) fails here, not silently. That the tree as it stands has no upward
 * import is the lint step's own check (`npm test` runs `eslint .` with these rules): linting
 * shared/ here again took 7 s of the unit run.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { SHARED_LAYERS } from '../../../eslint.config';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const shared = path.join(root, 'shared');

/** Only the layer rules (and the resolver's own check): the rest of the lint is not this test's. */
const eslint = new ESLint({
  cwd: root,
  ruleFilter: ({ ruleId }) => ruleId.startsWith('import-x/'),
});

/** A module of `folder` to import, as an import would name it: `../<folder>/<file>`. */
function someModule(folder: string): string {
  const file = readdirSync(path.join(shared, folder), { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.d.ts'))
    .sort()[0];
  if (file === undefined) throw new Error(`shared/${folder}/ has no module to import`);
  return `../${folder}/${file.replace(/\.ts$/, '')}`;
}

/** The lint messages of a probe file placed in shared/<folder>/ that imports `specifier`. */
async function lintProbe(folder: string, specifier: string) {
  const code = `import * as probe from '${specifier}';\nexport default probe;\n`;
  const filePath = path.join(shared, folder, '__layers_probe__.ts');
  const [result] = await eslint.lintText(code, { filePath });
  return result?.messages ?? [];
}

const folders = SHARED_LAYERS.flatMap((layer, rank) =>
  layer.folders.map((folder) => ({ folder, layer: layer.name, rank })),
);

describe('the layers inside shared/', () => {
  it('place every folder of shared/ in exactly one layer, and name no folder that is not there', () => {
    const present = readdirSync(shared, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
    const placed = folders.map(({ folder }) => folder).sort();
    expect(placed).toEqual([...new Set(placed)]);
    expect(placed).toEqual(present);
  });

  // Each folder against the first folder of every later layer: 5 layers, every direction up.
  const upward = folders.flatMap(({ folder, layer, rank }) =>
    SHARED_LAYERS.slice(rank + 1).map(
      (above) => [folder, layer, above.folders[0] as string, above.name] as const,
    ),
  );
  it.each(upward)(
    'refuse shared/%s/ (%s) importing shared/%s/ (%s)',
    async (folder, layer, from, above) => {
      const messages = await lintProbe(folder, someModule(from));
      expect(messages.map(({ ruleId }) => ruleId)).toEqual(['import-x/no-restricted-paths']);
      expect(messages[0]?.message).toContain(
        `shared/${folder}/ (${layer}) may not import shared/${from}/ (${above}), a layer above it: ` +
          `move what both need down to shared/${folder}/ or a layer below`,
      );
    },
  );

  it('let a ruleset import an analysis and the kernel, and a feature a ruleset', async () => {
    expect(await lintProbe('rulesets', '../analysis/grid')).toEqual([]);
    expect(await lintProbe('rulesets', '../report/report-table')).toEqual([]);
    expect(await lintProbe('balance', '../rulesets/willpower/data')).toEqual([]);
    expect(await lintProbe('app', '../compare/engine')).toEqual([]);
  });

  it('refuse the import that started it: a ruleset reading the grid from balance/', async () => {
    const messages = await lintProbe('rulesets', '../balance/cli');
    expect(messages).toHaveLength(1);
    expect(messages[0]?.message).toContain('shared/rulesets/ (rulesets) may not import');
  });

  it('find no import the resolver cannot place (it would pass the layers unseen)', async () => {
    const messages = await lintProbe('rulesets', '../analysis/no-such-module');
    expect(messages.map(({ ruleId }) => ruleId)).toEqual(['import-x/no-unresolved']);
  });
});
