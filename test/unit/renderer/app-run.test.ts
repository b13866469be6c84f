import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Every module-level state of the renderer belongs to one run of the app (`lib/app-run.ts`): the
 * module registers how its run ends or the next begins, or it is listed below with the reason it
 * may outlive a run. A new `let` or singleton that does neither would carry one browser test's
 * state into the next (they restart the app in its page), so this test names it.
 */

const ROOT = path.resolve('src-renderer');

/** Module-level state that may outlive a run, and why. */
const OUTLIVES_A_RUN: Readonly<Record<string, string>> = {
  'main.ts app': 'the mounted app itself, which each run replaces',
  'lib/edit-group.ts focusSerial': 'counts the page’s focus moves; only compared for change',
  'lib/edit-group.ts listening': 'one focus listener for the page, whichever run reads it',
  'lib/engine-query.svelte.ts nextSlot': 'slot names need only be unique in the page',
  'balance/grid-query.svelte.ts nextSlot': 'slot names need only be unique in the page',
  'lib/export-registry.ts entries': 'each card adds and removes its own: empty once unmounted',
  'lib/designer-acts.ts listeners': 'each listener removes itself (the tour at its run’s end)',
  'lib/parse-client.ts parseClient': 'reads files and codes it is given; keeps no project',
  'lib/web-app.svelte.ts webApp': 'the web build’s service worker, which is the page’s',
};

/** The source files of the renderer's page (not its workers, which a run starts anew). */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'worker' ? [] : sources(full);
    return /\.(ts|svelte)$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

/** A file's module-level code: a `.ts` file whole, a component's `<script module>`. */
function moduleCode(file: string): string {
  const text = readFileSync(file, 'utf8');
  if (file.endsWith('.ts')) return text;
  return /<script\b[^>]*\bmodule\b[^>]*>([\s\S]*?)<\/script>/.exec(text)?.[1] ?? '';
}

/** Whether a `const`'s value is state: a `$state`, or an object made by `new` (not a WeakMap). */
function isState(init: ts.Expression | undefined): boolean {
  if (init === undefined) return false;
  if (ts.isCallExpression(init)) return /^\$state\b/.test(init.expression.getText());
  if (!ts.isNewExpression(init)) return false;
  const made = init.expression.getText();
  // Keyed by objects the run made, gone with them; a set of constants is not state.
  if (made === 'WeakMap' || made === 'WeakSet' || made === 'URL') return false;
  if ((made === 'Set' || made === 'Map') && (init.arguments?.length ?? 0) > 0) return false;
  return true;
}

/** `file name` of each module-level `let` and state-holding `const`. */
function moduleState(file: string): string[] {
  const source = ts.createSourceFile(file, moduleCode(file), ts.ScriptTarget.Latest, true);
  const where = path.relative(ROOT, file).split(path.sep).join('/');
  return source.statements.flatMap((statement) => {
    if (!ts.isVariableStatement(statement)) return [];
    const mutable = (statement.declarationList.flags & ts.NodeFlags.Let) !== 0;
    return statement.declarationList.declarations
      .filter((declaration) => mutable || isState(declaration.initializer))
      .map((declaration) => `${where} ${declaration.name.getText()}`);
  });
}

function registersWithRuns(file: string): boolean {
  return /\bon(RunEnd|NextRun)\(/.test(moduleCode(file));
}

describe('the renderer’s module-level state', () => {
  const files = sources(ROOT);
  const found = files.flatMap((file) =>
    moduleState(file).map((name) => ({ name, registered: registersWithRuns(file) })),
  );

  it('finds the state it looks for (the engine, the tour, the baseline, a stored preference)', () => {
    const names = found.map((each) => each.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'lib/app-engine.svelte.ts appEngine',
        'lib/tour.svelte.ts tour',
        'lib/baseline.svelte.ts baseline',
        'lib/probability-style.svelte.ts style',
        'platform/api.ts platformApi',
      ]),
    );
  });

  it('belongs to one run of the app, or says why it may outlive one', () => {
    const unregistered = found
      .filter((each) => !each.registered && OUTLIVES_A_RUN[each.name] === undefined)
      .map((each) => each.name);
    expect(unregistered).toEqual([]);
  });

  it('lists no reason for state that is gone', () => {
    const names = new Set(found.map((each) => each.name));
    expect(Object.keys(OUTLIVES_A_RUN).filter((name) => !names.has(name))).toEqual([]);
  });
});
