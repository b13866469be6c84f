import type { ProjectDocument } from '../../shared/app/default-project';
import { onNextRun } from './app-run';

/** What the open project is compared with: its last saved version, or another project file. */
export type BaselineSource =
  | { readonly kind: 'saved' }
  | { readonly kind: 'file'; readonly name: string; readonly document: ProjectDocument };

/**
 * The balance diff's baseline, one for the window: the "What changed" screen chooses it, the
 * screens' charts draw it dashed beside the current curves. "Last saved" follows the file: after
 * a save it is the version just saved (so it shows the edits since then), like the unsaved mark.
 */
class Baseline {
  source = $state.raw<BaselineSource | null>(null);
  #saved: () => ProjectDocument | null = () => null;
  #open: () => Promise<void> = async () => {};

  /** Called once by the app: where the last saved version is, and how to open a file. */
  connect(saved: () => ProjectDocument | null, open: () => Promise<void>): void {
    this.#saved = saved;
    this.#open = open;
  }

  /** The baseline's document, or null when there is none. */
  get document(): ProjectDocument | null {
    const source = this.source;
    if (source === null) return null;
    return source.kind === 'saved' ? this.#saved() : source.document;
  }

  /** "the last saved version" / "last-week.wellspring.json", or null. */
  get label(): string | null {
    const source = this.source;
    if (source === null) return null;
    return source.kind === 'saved' ? 'the last saved version' : source.name;
  }

  useSaved(): void {
    this.source = { kind: 'saved' };
  }

  useFile(name: string, document: ProjectDocument): void {
    this.source = { kind: 'file', name, document };
  }

  /** Asks for a project file and makes it the baseline (a bad file is explained, not taken). */
  open(): Promise<void> {
    return this.#open();
  }

  clear(): void {
    this.source = null;
  }
}

export let baseline = new Baseline();
onNextRun(() => (baseline = new Baseline()));
