/**
 * A small seeded PRNG (mulberry32) for Monte Carlo cross-checks. The engine computes exact
 * distributions; this exists as a test oracle and for runs the UI labels with seed and count.
 * The state is one 32-bit integer, so a run can be saved and resumed.
 */

/** The whole state of the generator: an unsigned 32-bit integer. */
export interface RngState {
  readonly state: number;
}

/** A seeded generator; `next*` advance its state. */
export class Rng {
  private state: number;

  /** @param seed any safe integer; only its low 32 bits matter. */
  constructor(seed: number) {
    if (!Number.isSafeInteger(seed)) throw new RangeError('A seed must be a whole number.');
    this.state = seed >>> 0;
  }

  /** A generator that continues from a saved state. */
  static fromState(saved: RngState): Rng {
    return new Rng(saved.state);
  }

  /** The state to save; `Rng.fromState` continues the same sequence. */
  save(): RngState {
    return { state: this.state };
  }

  /** The next unsigned 32-bit integer (mulberry32). */
  nextUint32(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  }

  /** A float in [0, 1) with 32 bits of randomness. */
  nextFloat(): number {
    return this.nextUint32() / 4_294_967_296;
  }

  /** NetHack's rn2(n): uniform on 0..n−1 (n ≥ 1). */
  rn2(n: number): number {
    if (!Number.isSafeInteger(n) || n < 1) throw new RangeError(`rn2 needs n ≥ 1, not ${n}.`);
    return Math.floor(this.nextFloat() * n);
  }

  /** NetHack's rnd(n): uniform on 1..n (n ≥ 1). */
  rnd(n: number): number {
    return this.rn2(n) + 1;
  }
}
