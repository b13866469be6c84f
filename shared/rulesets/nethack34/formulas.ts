/**
 * NetHack 3.4's max HP and max power, written in the formula language (docs/formulas.md) as a
 * "start from" template: the same rules as `advancement.ts`, which the tests hold it to figure for
 * figure (test/unit/rulesets/nethack34/formulas.test.ts). The Roles and Races tables become the
 * formulas' `role` and `race` tables, one column per number of their advancement records, and the
 * Con bonus rows its `con_bonus_table` (read by `lookup`); the last XL is written into the text.
 *
 * What the language has no word for is said where it matters: a build's stat changes are an input
 * per XL (`con_at_8 = 19`: Con 19 from the level-up that reaches XL 8; 0, no change), because an
 * input is one number and a formula cannot pick a row of a list by level; and the roles' allowed
 * races are bits (each race a bit, each role the sum of its races' bits), which `allowed` reads,
 * so `custom/grid --where allowed` leaves out a Knight elf as the built-in refuses one.
 */
import type {
  FormulaBuild,
  FormulaColumn,
  FormulaSource,
  FormulaTable,
} from '../../formula/source';
import type { Advance, ConBonusRow, NethackCharacter, Nethack34Data } from './data';
import { DEFAULT_NETHACK_BUILD } from './defaults';

/** The numbers of an advancement record, in `struct RoleAdvance`'s order. */
const ADVANCE_FIELDS = ['infix', 'inrnd', 'lofix', 'lornd', 'hifix', 'hirnd'] as const;
/** The fixed parts (hp or pw); the others are die sizes, plain numbers. */
const FIXED_FIELDS: ReadonlySet<keyof Advance> = new Set(['infix', 'lofix', 'hifix']);

const POOLS = ['hp', 'pw'] as const;

/** `hp_infix` … `pw_hirnd`: a pool's record as columns, the fixed parts in the pool's unit. */
function advanceColumns(): FormulaColumn[] {
  return POOLS.flatMap((pool) =>
    ADVANCE_FIELDS.map((field) => ({
      name: `${pool}_${field}`,
      unit: FIXED_FIELDS.has(field) ? pool : null,
    })),
  );
}

function advanceValues(record: { hp: Advance; pw: Advance }): Record<string, number> {
  const values: Record<string, number> = {};
  for (const pool of POOLS)
    for (const field of ADVANCE_FIELDS) values[`${pool}_${field}`] = record[pool][field];
  return values;
}

/**
 * The most races whose bits a number holds exactly (2^52 is the last power of two below 2^53): a
 * data with more has no `allowed` formula.
 */
const RACE_BITS_MAX = 52;

function hasRaceBits(data: Nethack34Data): boolean {
  return data.races.length <= RACE_BITS_MAX;
}

/** A race's bit: 1, 2, 4, … by its place in the Races table. */
function raceBit(data: Nethack34Data, raceId: string): number {
  const index = data.races.findIndex((race) => race.id === raceId);
  return index === -1 ? 0 : 2 ** index;
}

/**
 * The Roles table: each role's records, its `xlev`, its power multiplier (num/den) and the sum of
 * the bits of the races it may be (`race_bits`).
 */
function roleTable(data: Nethack34Data): FormulaTable {
  const bits = hasRaceBits(data);
  return {
    name: 'role',
    holds: 'one',
    columns: [
      { name: 'xlev', unit: null },
      ...advanceColumns(),
      { name: 'pw_multiplier_num', unit: null },
      { name: 'pw_multiplier_den', unit: null },
      ...(bits ? [{ name: 'race_bits', unit: null }] : []),
    ],
    rows: data.roles.map((role) => ({
      id: role.id,
      values: {
        xlev: role.xlev,
        ...advanceValues(role),
        pw_multiplier_num: role.pwMultiplier.num,
        pw_multiplier_den: role.pwMultiplier.den,
        ...(bits
          ? {
              race_bits: [...new Set(role.races)].reduce((sum, id) => sum + raceBit(data, id), 0),
            }
          : {}),
      },
    })),
  };
}

/** The Races table: each race's records and its bit. */
function raceTable(data: Nethack34Data): FormulaTable {
  const bits = hasRaceBits(data);
  return {
    name: 'race',
    holds: 'one',
    columns: [...advanceColumns(), ...(bits ? [{ name: 'bit', unit: null }] : [])],
    rows: data.races.map((race) => ({
      id: race.id,
      values: { ...advanceValues(race), ...(bits ? { bit: raceBit(data, race.id) } : {}) },
    })),
  };
}

/** The `allowed` formula (role.c's race lists as bits), or a line saying why there is none. */
function allowedWords(data: Nethack34Data): string {
  if (!hasRaceBits(data)) {
    return `# Allowed pairs: more than ${RACE_BITS_MAX} races do not fit one number's bits; every pair is computed.`;
  }
  return `# Allowed pairs (role.c): each race has a bit (race.bit: 1, 2, 4, …) and each role the sum of
# its races' bits (role.race_bits). 1 where the role may be this race, 0 where not (a Knight elf):
# custom/grid --where allowed keeps only the pairs the game allows.
allowed = floor(role.race_bits / race.bit) - 2 * floor(role.race_bits / (2 * race.bit))`;
}

/** The inputs a stat change per XL is set by: `con_at_2` … `wis_at_<last>`, 0 meaning no change. */
function changeInputs(stat: 'con' | 'wis', data: Nethack34Data): string[] {
  return levelsAfterFirst(data).map((level) => `${stat}_at_${level}`);
}

function levelsAfterFirst(data: Nethack34Data): number[] {
  return Array.from({ length: Math.max(0, data.maxLevel - 1) }, (_, i) => i + 2);
}

function conBonusWords(rows: readonly ConBonusRow[]): string {
  return rows
    .map((row, i) => {
      const next = rows[i + 1];
      const range =
        next === undefined
          ? `${row.minCon}+`
          : next.minCon - 1 === row.minCon
            ? `${row.minCon}`
            : `${row.minCon}–${next.minCon - 1}`;
      return `${range}: ${row.bonus > 0 ? '+' : row.bonus < 0 ? '−' : ''}${Math.abs(row.bonus)}`;
    })
    .join(', ');
}

/** `by level { 1: start, 2..last: more }`, or just `start` when the data stops at XL 1. */
function startThen(data: Nethack34Data, start: string, more: string): string {
  return data.maxLevel < 2 ? start : `by level { 1: ${start}, 2..${data.maxLevel}: ${more} }`;
}

/** `by level { 1: 0, 2: con_at_2, 3: con_at_3, … }`: the change the build sets at each XL. */
function changeAtLevel(stat: 'con' | 'wis', data: Nethack34Data): string {
  const pieces = levelsAfterFirst(data).map((level) => `${level}: ${stat}_at_${level}`);
  const lines: string[] = [];
  for (let i = 0; i < pieces.length; i += 8) lines.push(pieces.slice(i, i + 8).join(', '));
  return `by level {\n  1: 0,\n  ${lines.join(',\n  ')}\n}`;
}

/** A die of `size` sides, rnd(size) = 1..size, or nothing when the table says 0. */
/** A call of the template's own `die(n)`: d(n), or nothing where the record gives no die. */
const die = (size: string) => `die(${size})`;

/**
 * The template's text for this data: the 3.4.3 rules, each line saying which rule of the game it
 * is; the Con bonus chain and the last XL are read off the data.
 */
export function nethackFormulaText(data: Nethack34Data): string {
  const last = data.maxLevel;
  return `# NetHack 3.4.3: max HP and max power by experience level (XL 1–${last}), exactly, as
# u_init.c, exper.c and attrib.c compute them. role.* and race.* are the Roles and Races tables
# (hp_infix … pw_hirnd: a record's start, low and high numbers; a die size of 0 is no die).

# Con and Wis in effect for the level-up that reaches this XL: the build's, then each change
# it makes (con_at_8 = 19: Con 19 from the level-up to XL 8 on; 0 is no change).
con_change = ${changeAtLevel('con', data)}
wis_change = ${changeAtLevel('wis', data)}
con_now = ${startThen(data, 'con', 'if con_change > 0 then con_change else prev(con_now)')}
wis_now = ${startThen(data, 'wis', 'if wis_change > 0 then wis_change else prev(wis_now)')}

# The band (exper.c): the level-up from XL n uses the "low" numbers while n < role.xlev (so the
# level-up that reaches XL xlev still does), the "high" ones after.
low_band = level - 1 < role.xlev

# A die of the records' size, or none where the size is 0.
die(n) = if n > 0 then d(n) else 0

${allowedWords(data)}

# --- Max HP ---

# Starting HP (u_init.c): the role's and the race's start, no Con, a die only where one is given.
hp_start: hp = role.hp_infix + ${die('role.hp_inrnd')} + race.hp_infix + ${die('race.hp_inrnd')}

# Con's bonus to each HP level-up (attrib.c, conplus), from the Con bonus table: the last row
# whose Con is reached (${conBonusWords(data.conBonus)}).
con_bonus: hp = lookup(con_now, con_bonus_table.min_con, con_bonus_table.bonus)

# The band's numbers: a fixed part and a die size, the role's and the race's.
hp_role_fix: hp = if low_band then role.hp_lofix else role.hp_hifix
hp_role_die = if low_band then role.hp_lornd else role.hp_hirnd
hp_race_fix: hp = if low_band then race.hp_lofix else race.hp_hifix
hp_race_die = if low_band then race.hp_lornd else race.hp_hirnd

# One HP level-up (exper.c, newhp): the fixed parts, the dice and Con's bonus; a total of 0 or
# less counts as 1.
hp_gain: hp = max(1, hp_role_fix + ${die('hp_role_die')} + hp_race_fix + ${die('hp_race_die')} + con_bonus)

# Max HP: the start, then each level-up's gain added.
hp_max: hp = ${startThen(data, 'hp_start', 'prev(hp_max) + hp_gain')}

# --- Max power ---

# Starting power (u_init.c): the role's and the race's start, each with its die if any.
pw_start: pw = role.pw_infix + ${die('role.pw_inrnd')} + race.pw_infix + ${die('race.pw_inrnd')}

# The band's numbers. For power the die sizes are not rolled alone: they widen one rn2 die.
pw_role_fix: pw = if low_band then role.pw_lofix else role.pw_hifix
pw_role_die = if low_band then role.pw_lornd else role.pw_hirnd
pw_race_fix: pw = if low_band then race.pw_lofix else race.pw_hifix
pw_race_die = if low_band then race.pw_lornd else race.pw_hirnd

# One raw power level-up (exper.c, newpw): the fixed parts + rn2(Wis/2 + the role's + the race's
# die), rn2(n) being 0..n−1.
pw_sides = floor(wis_now / 2) + pw_role_die + pw_race_die
pw_raw: pw = pw_role_fix + pw_race_fix + d(pw_sides) - 1

# The role's multiplier on the whole raw gain, num/den, truncated toward zero as C's integer
# division (in 3.4.3: ×3/2 for Healers and Knights, ×3/4 for Barbarians and Valkyries, ×2 for
# Priests and Wizards); no minimum, so 0 is possible.
pw_gain: pw = trunc(role.pw_multiplier_num * pw_raw / role.pw_multiplier_den)

# Max power: the start, then each level-up's gain added.
pw_max: pw = ${startThen(data, 'pw_start', 'prev(pw_max) + pw_gain')}
`;
}

/**
 * The template as a formula ruleset: its text, the `role` and `race` tables made from the data's
 * own rows, the build's Con and Wis (and a change of each per XL) as inputs, and XL 1 to the data's
 * last as the level axis.
 */
export function nethackFormulaSource(data: Nethack34Data): FormulaSource {
  // A build that sets no Con or Wis has the app's opening build's (16 and 16).
  const { con, wis } = DEFAULT_NETHACK_BUILD;
  return {
    text: nethackFormulaText(data),
    tables: [
      roleTable(data),
      raceTable(data),
      {
        name: 'con_bonus_table',
        holds: 'lookup',
        columns: [
          { name: 'min_con', unit: null },
          { name: 'bonus', unit: 'hp' },
        ],
        rows: data.conBonus.map((row) => ({
          id: String(row.minCon),
          values: { min_con: row.minCon, bonus: row.bonus },
        })),
      },
    ],
    inputs: [
      // Con and Wis as the NetHack section's schema bounds a build's (1 to 99): goal seek
      // searches them; the changes per XL stay open.
      { name: 'con', unit: null, initial: con, min: 1, max: 99 },
      { name: 'wis', unit: null, initial: wis, min: 1, max: 99 },
      ...changeInputs('con', data).map((name) => ({ name, unit: null, initial: 0 })),
      ...changeInputs('wis', data).map((name) => ({ name, unit: null, initial: 0 })),
    ],
    axis: { name: 'level', first: 1, last: data.maxLevel },
  };
}

/**
 * A NetHack character as a formula build: its role and race rows, its Con and Wis, and each stat
 * change as the input of its XL (of two changes at one XL, the later in the list, as
 * `statsAtLevel` applies them).
 */
export function nethackFormulaBuild(build: NethackCharacter): FormulaBuild {
  const inputs: Record<string, number> = { con: build.con, wis: build.wis };
  const changes = [...(build.statChanges ?? [])].sort((a, b) => a.level - b.level);
  for (const change of changes) {
    if (change.con !== undefined) inputs[`con_at_${change.level}`] = change.con;
    if (change.wis !== undefined) inputs[`wis_at_${change.level}`] = change.wis;
  }
  return { rows: { role: build.roleId, race: build.raceId }, inputs };
}
