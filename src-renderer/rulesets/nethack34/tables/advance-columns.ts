import type { Advance } from '../../../../shared/rulesets/nethack34/data';

/** One number of an advancement record, as a table column shows it. */
export interface AdvanceColumn {
  readonly key: keyof Advance;
  /** The column heading after "HP " or "Pw ": "start", "low d"… */
  readonly heading: string;
  /** Spelled out for screen readers and messages: "start fix", "low die"… */
  readonly spoken: string;
  readonly isDie: boolean;
}

export const ADVANCE_COLUMNS: readonly AdvanceColumn[] = [
  { key: 'infix', heading: 'start', spoken: 'start fix', isDie: false },
  { key: 'inrnd', heading: 'start d', spoken: 'start die', isDie: true },
  { key: 'lofix', heading: 'low', spoken: 'low fix', isDie: false },
  { key: 'lornd', heading: 'low d', spoken: 'low die', isDie: true },
  { key: 'hifix', heading: 'high', spoken: 'high fix', isDie: false },
  { key: 'hirnd', heading: 'high d', spoken: 'high die', isDie: true },
];

/** The fixed parts only (a race's power has no die in the editor). */
export const FIX_COLUMNS: readonly AdvanceColumn[] = ADVANCE_COLUMNS.filter((c) => !c.isDie);
