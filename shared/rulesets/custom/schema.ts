/**
 * The `custom` section of a project: a designer's own rulesets, each its formula text, its tables,
 * its inputs, its level axis and its builds (`docs/formulas.md`). The schema checks the file's
 * shape only: a formula with a mistake in it is work in progress, saved and opened as it is, and
 * the reports say its problems. What the schema cannot see (a build naming a row that does not
 * exist, two rows with one id) is in `references.ts`.
 */
import * as v from 'valibot';
import { LIMITS } from '../../formula/source';
import { textTooLongMessage } from '../../project/limits';
import { describe, id, list, oneOf, record, text, whole } from '../../project/schema/common';

/** A number any formula may read: finite (JSON has no Infinity; 1e999 is read as one). */
const amount = v.pipe(
  v.number((issue) => `must be a number, not ${describe(issue.input)}`),
  v.finite('must be a finite number'),
);

/** A unit as written after a name (`mp/tick`), or null: a plain number. */
const unit = v.nullable(text);

/** The formula text: the language's own limit, not the 200 characters of a name. */
export const formulaText = v.pipe(
  v.string((issue) => `must be text, not ${describe(issue.input)}`),
  v.maxLength(LIMITS.text, (issue) => textTooLongMessage(issue.input.length, LIMITS.text)),
);

/** The first and last level of an axis: room for any game's levels, ticks or turns. */
export const AXIS_MAX = 10_000;

export const CustomColumnSchema = record({ name: text, unit });

/** A row: its id, and its number in each column (a column it lacks is refused when read). */
export const CustomRowSchema = record({
  id,
  values: v.pipe(
    v.record(v.string(), amount, (issue) => `must be an object, not ${describe(issue.input)}`),
    v.readonly(),
  ),
});

export const CustomTableSchema = record({
  name: text,
  /** `one` a build picks one row of (a race); `many` any number (items); `lookup` none. */
  holds: oneOf(['one', 'many', 'lookup']),
  columns: list(CustomColumnSchema),
  rows: list(CustomRowSchema),
});

/** An input of a build (a stat, a switch): its unit, its value by default, and its range if any. */
export const CustomInputSchema = record({
  name: text,
  unit,
  initial: amount,
  /** The values a build may give it; goal seek moves only inputs with both. */
  min: v.optional(amount),
  max: v.optional(amount),
});

export const CustomAxisSchema = record({
  name: text,
  first: whole(0, AXIS_MAX),
  last: whole(0, AXIS_MAX),
});

/** A build: the row it picked of each `one` table, the rows of each `many` table, its inputs. */
export const CustomBuildSchema = record({
  id,
  name: text,
  rows: v.pipe(
    v.record(
      v.string(),
      v.union(
        [id, list(id)],
        (issue) => `must be a row's id or a list of ids, not ${describe(issue.input)}`,
      ),
      (issue) => `must be an object, not ${describe(issue.input)}`,
    ),
    v.readonly(),
  ),
  inputs: v.pipe(
    v.record(v.string(), amount, (issue) => `must be an object, not ${describe(issue.input)}`),
    v.readonly(),
  ),
});

export const CustomRulesetSchema = record({
  id,
  name: text,
  text: formulaText,
  tables: list(CustomTableSchema),
  inputs: list(CustomInputSchema),
  axis: CustomAxisSchema,
  builds: list(CustomBuildSchema),
});

export const CustomSectionSchema = record({ rulesets: list(CustomRulesetSchema) });

export type CustomSection = v.InferOutput<typeof CustomSectionSchema>;
export type CustomRuleset = v.InferOutput<typeof CustomRulesetSchema>;
export type CustomTable = v.InferOutput<typeof CustomTableSchema>;
export type CustomBuild = v.InferOutput<typeof CustomBuildSchema>;
