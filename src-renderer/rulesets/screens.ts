/**
 * Each ruleset's screen, by id: the renderer's one list of rulesets (the shared one is
 * `shared/app/ruleset-list.ts`, whose ids this record must cover: a ruleset without a screen does
 * not compile). The first screen shown comes with the app; the others load when first visited,
 * so a cold start parses only what it draws.
 */
import type { Component } from 'svelte';
import type { RulesetId } from '../../shared/app/ruleset-list';
import type { ProjectStore } from '../lib/project.svelte';
import WillpowerView from './willpower/WillpowerView.svelte';

export type ScreenView = Component<{ project: ProjectStore }>;

export const RULESET_SCREENS: Readonly<Record<RulesetId, () => Promise<ScreenView>>> = {
  willpower: async () => WillpowerView,
  nethack34: async () => (await import('./nethack34/NethackView.svelte')).default,
  dcss: async () => (await import('./dcss/DcssView.svelte')).default,
  quest: async () => (await import('./quest/QuestView.svelte')).default,
  mage2e: async () => (await import('./mage2e/Mage2eView.svelte')).default,
};
