/**
 * The Mage: the Awakening 2e ruleset's data (seed 003): the spellcasting tables as editable data,
 * and one spell being cast. The seed's values live in `defaults.ts`; the calculator in `cast.ts`.
 *
 * The shapes are declared once, as the project file's schema, and inferred from it.
 */
export type {
  AdvancedDurationRow,
  Anomaly,
  DurationRules,
  GnosisRow,
  Mage2eCast,
  Mage2eData,
  Mage2eReadings,
  Mage2eSection,
  MageCastYantra,
  MageFactor,
  MageMethod,
  MageParadoxHandling,
  MageWitnesses,
  ManaRules,
  ParadoxRules,
  PotencyRules,
  ScaleRow,
  ScaleRules,
  StandardDurationRow,
  Yantra,
} from './schema';
export { MAGE_FACTORS, MAGE_METHODS, MAGE_PARADOX_HANDLING, MAGE_WITNESSES } from './schema';
