import type {
  EffectSource,
  ManaEffect,
  ManaEffectKind,
  WillpowerBuild,
  WillpowerData,
} from './data';

export type EffectOfKind<K extends ManaEffectKind> = Extract<ManaEffect, { kind: K }>;

/** One effect a build has, with the name of the item or talent it comes from. */
export interface SourcedEffect<E extends ManaEffect = ManaEffect> {
  readonly source: string;
  readonly effect: E;
  /** For a talent: the level it was taken at; items count from level 1. */
  readonly fromLevel: number;
}

function findById(sources: readonly EffectSource[], id: string): EffectSource | undefined {
  return sources.find((source) => source.id === id);
}

/**
 * Every effect of the build's worn items and taken talents, in the order the build lists them.
 * Unknown ids are skipped here (validation reports them).
 */
export function collectEffects(data: WillpowerData, build: WillpowerBuild): SourcedEffect[] {
  const fromItems = build.itemIds.flatMap((id) => {
    const item = findById(data.items, id);
    return (item?.effects ?? []).map((effect) => ({
      source: item?.name ?? id,
      effect,
      fromLevel: 1,
    }));
  });
  const fromTalents = build.talents.flatMap(({ talentId, takenAtLevel }) => {
    const talent = findById(data.talents, talentId);
    return (talent?.effects ?? []).map((effect) => ({
      source: talent?.name ?? talentId,
      effect,
      fromLevel: takenAtLevel,
    }));
  });
  return [...fromItems, ...fromTalents];
}

function isKind<K extends ManaEffectKind>(effect: ManaEffect, kind: K): effect is EffectOfKind<K> {
  return effect.kind === kind;
}

/** The effects of one kind that are in force at `level`. */
export function effectsOfKind<K extends ManaEffectKind>(
  effects: readonly SourcedEffect[],
  kind: K,
  level: number,
): SourcedEffect<EffectOfKind<K>>[] {
  return effects.flatMap(({ source, effect, fromLevel }) =>
    isKind(effect, kind) && fromLevel <= level ? [{ source, effect, fromLevel }] : [],
  );
}
