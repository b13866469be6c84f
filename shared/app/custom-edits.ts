/**
 * What a designer changed in the project's custom rulesets, in words, for "What changed": their
 * tables, inputs, axis and builds as any data is said ("Your rulesets › Small game › Tables ›
 * Race › Rows › orc › Values: HP bonus 4 → 6"), and their formula text formula by formula
 * ("Your rulesets › Small game: formula hp_max changed; check “check mana >= 1” added"), never
 * the whole text twice.
 */
import { diffData, rowNames, type DataEdit } from '../diff/data-diff';
import { statementTexts, type StatementText } from '../formula/lower';
import type { CustomSection } from '../rulesets/custom/schema';

const SECTION = 'Your rulesets';

/** A statement's key in its text: the name it defines, or a check's own words. */
function keyOf(statement: StatementText): string {
  return statement.name ?? statement.text;
}

function said(statement: StatementText): string {
  return statement.name === null
    ? `check “${statement.text.replace(/^check /, '')}”`
    : statement.name;
}

/** "formula hp_max", "formulas hp_max, mana", "check “mana >= 1”": one kind of change. */
function listed(statements: readonly StatementText[], how: string): string[] {
  const formulas = statements.filter((statement) => statement.name !== null).map(said);
  const checks = statements.filter((statement) => statement.name === null).map(said);
  return [
    ...(formulas.length === 0
      ? []
      : [`${formulas.length === 1 ? 'formula' : 'formulas'} ${formulas.join(', ')} ${how}`]),
    ...checks.map((check) => `${check} ${how}`),
  ];
}

/** What changed between two versions of a formula text, statement by statement. */
export function formulaTextChanges(before: string, after: string): string {
  const was = new Map<string, StatementText>();
  for (const statement of statementTexts(before)) was.set(keyOf(statement), statement);
  const now = new Map<string, StatementText>();
  for (const statement of statementTexts(after)) now.set(keyOf(statement), statement);
  const changed = [...now].flatMap(([key, statement]) => {
    const old = was.get(key);
    return old !== undefined && old.text !== statement.text ? [statement] : [];
  });
  const added = [...now].flatMap(([key, statement]) => (was.has(key) ? [] : [statement]));
  const removed = [...was].flatMap(([key, statement]) => (now.has(key) ? [] : [statement]));
  const parts = [
    ...listed(changed, 'changed'),
    ...listed(added, 'added'),
    ...listed(removed, 'removed'),
  ];
  return parts.length === 0 ? 'its formulas’ comments or spacing changed' : parts.join('; ');
}

/**
 * Every edit of the custom section from `base` to `next`, with paths from the section's top
 * (`rulesets`, a ruleset by id, …). A ruleset's text is one edit, said formula by formula.
 */
export function customEdits(base: CustomSection, next: CustomSection): DataEdit[] {
  // The text of a ruleset both have is said below: aligned here so the data walk skips it.
  const aligned = base.rulesets.map((ruleset) => {
    const now = next.rulesets.find((each) => each.id === ruleset.id);
    return now === undefined ? ruleset : { ...ruleset, text: now.text };
  });
  const names = rowNames(next.rulesets, base.rulesets);
  const edits = diffData(SECTION, aligned, next.rulesets, names).map((edit) => ({
    ...edit,
    path: ['rulesets', ...edit.path],
  }));
  for (const ruleset of next.rulesets) {
    const before = base.rulesets.find((each) => each.id === ruleset.id);
    if (before === undefined || before.text === ruleset.text) continue;
    const where = `${SECTION} \u203a ${ruleset.name}`;
    edits.push({
      path: ['rulesets', { id: ruleset.id }, 'text'],
      where,
      field: 'text',
      kind: 'changed',
      base: before.text,
      next: ruleset.text,
      sentence: `${where}: ${formulaTextChanges(before.text, ruleset.text)}`,
    });
  }
  return edits;
}
