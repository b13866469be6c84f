/**
 * The schema is the one declaration of the project's shapes: the rulesets' `data.ts` and
 * `compare/settings.ts` re-export the types inferred from it. What is still written by hand (the
 * unions that carry a word of documentation per member, NetHack's `RegenOptions` in `regen.ts`)
 * is checked against the schema here; `tsc -p test/tsconfig.json` fails when they drift.
 */
import { describe, expect, expectTypeOf, it } from 'vitest';
import type * as compare from '../../../shared/compare/settings';
import { COMPARE_MEASURES } from '../../../shared/compare/settings';
import type { ProjectDocument } from '../../../shared/app/default-project';
import type * as compareSchema from '../../../shared/project/schema/compare';
import { COMPARE_MEASURE_IDS } from '../../../shared/project/schema/compare';
import type * as nethackSchema from '../../../shared/rulesets/nethack34/schema';
import type * as projectSchema from '../../../shared/app/project-schema';
import type * as willpowerSchema from '../../../shared/rulesets/willpower/schema';
import type * as dcss from '../../../shared/rulesets/dcss/data';
import type * as nethack from '../../../shared/rulesets/nethack34/data';
import { RACE_IDS, ROLE_IDS } from '../../../shared/rulesets/nethack34/data';
import type { Encumbrance, RegenOptions } from '../../../shared/rulesets/nethack34/regen';
import type * as willpower from '../../../shared/rulesets/willpower/data';
import { STAT_IDS } from '../../../shared/rulesets/willpower/data';
import { EFFECT_KINDS } from '../../../shared/rulesets/willpower/effect-rows';

describe('the data types', () => {
  it('are the types inferred from the schema', () => {
    expectTypeOf<willpower.WillpowerData>().toEqualTypeOf<willpowerSchema.WillpowerData>();
    expectTypeOf<willpower.WillpowerBuild>().toEqualTypeOf<willpowerSchema.WillpowerBuild>();
    expectTypeOf<nethack.Nethack34Data>().toEqualTypeOf<nethackSchema.Nethack34Data>();
    expectTypeOf<nethack.Nethack34Build>().toEqualTypeOf<nethackSchema.Nethack34Build>();
    expectTypeOf<compare.CompareSettings>().toEqualTypeOf<compareSchema.CompareSettings>();
    expectTypeOf<ProjectDocument>().toEqualTypeOf<projectSchema.ProjectDocument>();
  });

  it('agree with the hand-written Willpower unions', () => {
    expectTypeOf<willpower.StatId>().toEqualTypeOf<keyof willpower.WillpowerBuild['stats']>();
    expectTypeOf<willpower.LevelGainReading>().toEqualTypeOf<
      willpower.WillpowerRules['levelGain']
    >();
    expectTypeOf<willpower.SkillTableReading>().toEqualTypeOf<willpower.Skill['between']>();
    expectTypeOf<willpower.StatusKind>().toEqualTypeOf<willpower.Status['kind']>();
    expectTypeOf<willpower.AbilityKind>().toEqualTypeOf<willpower.Ability['kind']>();
    expectTypeOf<willpower.RecoveryReading>().toEqualTypeOf<willpower.RegenRules['recovery']>();
    expectTypeOf<willpower.DiseaseReading>().toEqualTypeOf<willpower.RegenRules['disease']>();
  });

  it('agree with the hand-written NetHack unions and regeneration conditions', () => {
    expectTypeOf<nethack.RoleId>().toEqualTypeOf<nethack.NethackRole['id']>();
    expectTypeOf<nethack.RaceId>().toEqualTypeOf<nethack.NethackRace['id']>();
    expectTypeOf<RegenOptions>().toEqualTypeOf<nethackSchema.RegenOptions>();
    expectTypeOf<Encumbrance>().toEqualTypeOf<
      NonNullable<nethackSchema.RegenOptions['encumbrance']>
    >();
  });

  it('agree with the hand-written DCSS union', () => {
    // The comparison's rulesets, pools and measures are the schema's own types (said once).
    expectTypeOf<dcss.SlowHealingLevel>().toEqualTypeOf<dcss.DcssBuild['slowHealing']>();
  });

  it('list every id the schema accepts, once', () => {
    expect(new Set(ROLE_IDS).size).toBe(13);
    expect(new Set(RACE_IDS).size).toBe(5);
    expect(new Set(STAT_IDS).size).toBe(4);
    expect(EFFECT_KINDS).toHaveLength(8);
    expect(COMPARE_MEASURES.map((measure) => measure.id)).toEqual([...COMPARE_MEASURE_IDS]);
  });
});
