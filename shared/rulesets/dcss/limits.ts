/**
 * The ranges of a DCSS build's numbers: the project file's schema and the engine's checks both
 * read them (one declaration, no import circle between the schema and the rules).
 */

/** Max HP a build may enter: DCSS characters stay far below it (the seed's largest is 543). */
export const DCSS_MAX_HP_LIMIT = 9999;
/** Octopodes wear a ring on each of their eight tentacles; everyone else wears at most two. */
export const DCSS_MAX_RINGS = 8;
export const DCSS_MAX_MUTATION = 3;
export const DCSS_MAX_PBD_RANK = 3;
/** Far more corpses than fit within three tiles (Powered by Death stops counting at 7 anyway). */
export const DCSS_MAX_CORPSES = 99;
export const DCSS_MAX_ACTION_AUTS = 100;
/** The longest simulation the engine plays (10,000 turns of 10 auts). */
export const DCSS_MAX_SIMULATION_TURNS = 10_000;
