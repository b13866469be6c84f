/**
 * The Quest ruleset's data (seed 001). The shapes are declared once, as schemas, and inferred.
 */
export type {
  DispelRules,
  QuestBuild,
  QuestCover,
  QuestData,
  QuestDispelView,
  QuestLore,
  QuestRealm,
  QuestSection,
  QuestSpell,
  QuestTarget,
  SorceryLevel,
} from './schema';
