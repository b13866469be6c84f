/**
 * What the designer just did, said by the part of the app where it happened (the Explain card, an
 * export, the navigation), for whoever follows along: the first-run tour waits for these to move
 * on. The places that act know nothing of the tour.
 */
export type DesignerAct =
  /** A point of the Max mana curve was explained (a click on the chart, or the Explain card). */
  | { readonly kind: 'point-explained' }
  /** A CSV file was written (a card's Export CSV…, or File › Export CSV…); not a canceled one. */
  | { readonly kind: 'csv-exported' }
  /** A screen was shown (the navigation, a Show me, a screen opening another). */
  | { readonly kind: 'screen-shown'; readonly screenId: string }
  /** A class's mana changed in the project (an edit in the Classes table, or an Undo of one). */
  | {
      readonly kind: 'class-mana-changed';
      readonly className: string;
      readonly from: number;
      readonly to: number;
    };

type Listener = (act: DesignerAct) => void;

const listeners = new Set<Listener>();

/** Says that the designer did `act`. */
export function reportAct(act: DesignerAct): void {
  for (const listener of [...listeners]) listener(act);
}

/** Hears every act from now on; returns the function that stops hearing them. */
export function onDesignerAct(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
