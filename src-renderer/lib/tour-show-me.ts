/**
 * What each step's "Show me" does: the step's act, done for the designer through the same paths
 * their own act takes (an ordinary undoable edit, the Explain card's request, the navigation, the
 * card's own Export CSV… button), so the tour hears it and moves on as if they had done it.
 */
import { explainRequest } from '../rulesets/willpower/explain-request.svelte';
import { placeOfControl } from './edit-place';
import type { ProjectStore } from './project.svelte';
import { screenNavigation } from './screen-navigation.svelte';
import { TOUR_EXPLAIN_LEVEL, type TourStepId } from './tour-path';
import { showMeMana, type TourSubject } from './tour-subject';
import { flash, revealTourTarget } from './tour-targets';

export interface ShowMeContext {
  readonly project: ProjectStore;
  /** The build shown and its class (the first step edits the class's mana). */
  readonly subject: TourSubject | null;
  /** The element the step points at, when drawn. */
  readonly target: HTMLElement | null;
}

export function showMe(step: TourStepId, { project, subject, target }: ShowMeContext): void {
  switch (step) {
    case 'class-mana': {
      if (subject === null) return;
      const { classId } = subject;
      const mana = showMeMana(subject.mana);
      const edit = () =>
        project.updateData('willpower', (data) => ({
          ...data,
          classes: data.classes.map((row) => (row.id === classId ? { ...row, mana } : row)),
        }));
      // One ordinary edit, placed at the field: Undo says "Undo Wizard mana" and shows it.
      const place = target === null ? null : placeOfControl(target);
      if (place === null) edit();
      else project.editAt(place, edit);
      if (target !== null) flash(target);
      return;
    }
    case 'mana-curve':
      if (target !== null) {
        revealTourTarget(target);
        flash(target);
      }
      return;
    case 'explain':
      explainRequest.explain(
        Math.min(TOUR_EXPLAIN_LEVEL, project.data('willpower').rules.maxLevel),
      );
      return;
    case 'compare':
      screenNavigation.show('compare');
      return;
    case 'export':
      target?.click();
      return;
  }
}
