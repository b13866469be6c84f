/**
 * A designer's own ruleset has a screen of its own, listed in the navigation under "Your
 * rulesets" after the built-in ones. Its screen id carries the ruleset's id after a prefix no
 * built-in screen's id has, so the address (`?screen=custom:small`), an undo step's place and the
 * navigation tell it from a built-in screen.
 */
const PREFIX = 'custom:';

export function customScreenId(rulesetId: string): string {
  return `${PREFIX}${rulesetId}`;
}

/** The ruleset's id a custom screen's id carries, or null for any other screen. */
export function customRulesetOf(screenId: string): string | null {
  return screenId.startsWith(PREFIX) ? screenId.slice(PREFIX.length) : null;
}
