/**
 * Units a designer declares on formulas and columns (`hp`, `mp/tick`): products of named units
 * with whole powers. A value with no declared unit (a literal, a plain column) is `null`, free: it
 * takes the unit of what it meets, as a spreadsheet's plain number would.
 */
import type { UnitText } from './syntax';

/** Named units and their powers: `mp/tick` is { mp: 1, tick: −1 }; {} is a pure number. */
export type Unit = Readonly<Record<string, number>> | null;

export function unitOfText(text: UnitText): Unit {
  const dims: Record<string, number> = {};
  dims[text.top.text] = 1;
  for (const below of text.over) dims[below.text] = (dims[below.text] ?? 0) - 1;
  return clean(dims);
}

export function unitOfName(name: string | null): Unit {
  if (name === null || name.trim() === '') return null;
  const [top, ...over] = name.split('/').map((part) => part.trim());
  const dims: Record<string, number> = {};
  dims[top as string] = 1;
  for (const below of over) dims[below] = (dims[below] ?? 0) - 1;
  return clean(dims);
}

function clean(dims: Record<string, number>): Unit {
  const out: Record<string, number> = {};
  for (const key of Object.keys(dims).sort()) if (dims[key] !== 0) out[key] = dims[key] as number;
  return out;
}

export function sameUnit(a: Unit, b: Unit): boolean {
  return a === null || b === null || formatUnit(a) === formatUnit(b);
}

/** The unit both sides of `+`, `-`, a comparison or an `if` share: the declared one if any. */
export function joinUnits(a: Unit, b: Unit): Unit {
  return a ?? b;
}

export function multiplyUnits(a: Unit, b: Unit, sign: 1 | -1): Unit {
  if (a === null && b === null) return null;
  const dims: Record<string, number> = { ...(a ?? {}) };
  for (const [key, power] of Object.entries(b ?? {})) dims[key] = (dims[key] ?? 0) + sign * power;
  return clean(dims);
}

/** Whether `unit` is a pure number: units that cancel (`mp / mp`), or a chance from `P(…)`. */
export function isPure(unit: Unit): boolean {
  return unit !== null && Object.keys(unit).length === 0;
}

/** `mp/tick`, `hp`, `a pure number` (units that cancel), or `mp^2/tick`, as messages say them. */
export function formatUnit(unit: Unit): string {
  if (unit === null) return 'a plain number';
  if (isPure(unit)) return 'a pure number';
  const power = (key: string, p: number) => (p === 1 ? key : `${key}^${p}`);
  const top = Object.entries(unit)
    .filter(([, p]) => p > 0)
    .map(([key, p]) => power(key, p));
  const below = Object.entries(unit)
    .filter(([, p]) => p < 0)
    .map(([key, p]) => power(key, -p));
  if (top.length === 0 && below.length === 0) return '1';
  return `${top.length === 0 ? '1' : top.join('·')}${below.length === 0 ? '' : `/${below.join('·')}`}`;
}
