/**
 * Two Explain traces side by side, term by term: build A's "3 (Elf) + 12 (Wizard) + 2 (Int)"
 * against build B's "4 (Gnome) + 10 (Priest) + 3 (Int)", so a designer sees which term makes the
 * difference. Terms of the same label are paired (Int with Int, an item both wear with itself);
 * between two such terms, or before the first, the others pair by place (A's race with B's race:
 * the rules write the terms in the same order); after the last, a term only one trace has stands
 * alone (A's, then B's), unless the other has it with other numbers ("29 level-ups × 8").
 */
import type { ExplainTerm, Explained } from '../engine/explain';

/** One row of the aligned traces: a term of A, of B, or of both. */
export interface AlignedTerm {
  readonly a: ExplainTerm | null;
  readonly b: ExplainTerm | null;
  /** B − A, a missing term counting as 0 (in a product, as 1: no change is null there). */
  readonly change: number | null;
}

export interface AlignedTraces {
  readonly rows: readonly AlignedTerm[];
  readonly a: number;
  readonly b: number;
  /** B's total − A's total. */
  readonly change: number;
}

/** A label with its numbers taken out: "29 level-ups × 2" and "29 level-ups × 8" are one term. */
function shape(label: string): string {
  return label.replace(/\d+(\.\d+)?/g, '#');
}

function tidy(value: number): number {
  return Math.round(value * 1e9) / 1e9;
}

export function alignTraces(a: Explained, b: Explained): AlignedTraces {
  const sum = (a.op ?? 'sum') === 'sum' && (b.op ?? 'sum') === 'sum';
  // Anchors: terms of the same label, in the order both traces have them.
  const anchors: [number, number][] = [];
  const usedB = new Set<number>();
  a.terms.forEach((term, i) => {
    const last = anchors.at(-1)?.[1] ?? -1;
    const j = b.terms.findIndex(
      (other, at) => at > last && !usedB.has(at) && other.label === term.label,
    );
    if (j < 0) return;
    usedB.add(j);
    anchors.push([i, j]);
  });
  const pairs: [number | null, number | null][] = [];
  /** The unpaired terms from `fromA`/`fromB` up to (not including) `toA`/`toB`. */
  const segment = (fromA: number, toA: number, fromB: number, toB: number, pair: boolean) => {
    const onlyA = Array.from({ length: Math.max(0, toA - fromA) }, (_, k) => fromA + k);
    const onlyB = Array.from({ length: Math.max(0, toB - fromB) }, (_, k) => fromB + k);
    const paired = pair ? Math.min(onlyA.length, onlyB.length) : 0;
    for (let k = 0; k < paired; k += 1) pairs.push([onlyA[k] ?? null, onlyB[k] ?? null]);
    for (const i of onlyA.slice(paired)) pairs.push([i, null]);
    for (const j of onlyB.slice(paired)) pairs.push([null, j]);
  };
  let fromA = 0;
  let fromB = 0;
  for (const [i, j] of anchors) {
    // Between two shared terms (or before the first), the rest pair by place: race with race.
    segment(fromA, i, fromB, j, true);
    pairs.push([i, j]);
    fromA = i + 1;
    fromB = j + 1;
  }
  // After the last shared term, an item is a thing of its own, not B's other item in its place
  // (with no shared term at all, the traces pair by place throughout).
  segment(fromA, a.terms.length, fromB, b.terms.length, anchors.length === 0);
  // A term both have but in another order (Int before Human in one, after it in the other), or
  // the same term with other numbers ("29 level-ups × 2", "29 level-ups × 8"): one row, where A
  // has it.
  const joined = new Map<number, number>();
  const taken = new Set<number>();
  for (const same of [
    (x: string, y: string) => x === y,
    (x: string, y: string) => shape(x) === shape(y),
  ]) {
    pairs.forEach(([i, j], k) => {
      if (i === null || j !== null || joined.has(k)) return;
      const label = a.terms[i]?.label ?? '';
      const at = pairs.findIndex(
        ([x, y], m) =>
          x === null && y !== null && !taken.has(m) && same(b.terms[y]?.label ?? '', label),
      );
      if (at < 0) return;
      joined.set(k, at);
      taken.add(at);
    });
  }
  const aligned = pairs.flatMap(([i, j], k): [number | null, number | null][] => {
    if (taken.has(k)) return [];
    const other = joined.get(k);
    return [[i, other === undefined ? j : (pairs[other]?.[1] ?? null)]];
  });
  const rows = aligned.map(([i, j]): AlignedTerm => {
    const termA = i === null ? null : (a.terms[i] ?? null);
    const termB = j === null ? null : (b.terms[j] ?? null);
    const change =
      sum || (termA !== null && termB !== null)
        ? tidy((termB?.value ?? 0) - (termA?.value ?? 0))
        : null;
    return { a: termA, b: termB, change };
  });
  return { rows, a: a.value, b: b.value, change: tidy(b.value - a.value) };
}
