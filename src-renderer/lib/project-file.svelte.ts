import { makeDefaultProject, type ProjectDocument } from '../../shared/app/default-project';
import { freezeDeep } from '../../shared/engine/structural-key';
import { parseProject, serializeProject } from '../../shared/app/serialize';
import type {
  IpcResult,
  MenuCommand,
  OpenProjectOutcome,
  ProjectFileProblem,
  RecoveryRecord,
  WellspringApi,
} from '../../shared/protocol/ipc';
import { reportToCsv } from '../../shared/report/to-csv';
import { csvHeaders } from './csv-headers.svelte';
import { reportAct } from './designer-acts';
import { visibleExports } from './export-registry';
import { parseClient } from './parse-client';
import { changedAtText, isoNow } from './local-date';
import { openProjectName, projectNameOf } from './open-project-name.svelte';
import { baseline } from './baseline.svelte';
import type { ProjectStore } from './project.svelte';
import { AutosaveTimer } from './autosave-timer';
import { pageRecoverySlot, type RecoverySlot } from './recovery-slot';
import { sameData } from './same-data';

export { AUTOSAVE_DELAY_MS, AUTOSAVE_MAX_WAIT_MS } from './autosave-timer';

/**
 * How long a discarded recovery record can be taken back. Until then (or the first edit) the
 * recovery store keeps it: a crash in between offers it again rather than losing it.
 */
export const DISCARD_UNDO_MS = 15_000;

/** The designer's answer to "Restore unsaved edits?": Escape and closing the dialog are `later`. */
export type RecoveryAnswer = 'restore' | 'discard' | 'later';

/** Reads a project file for Open: the platform's Open dialog, or another way (Open Recent). */
export type ReadProject = () => Promise<IpcResult<OpenProjectOutcome>>;

/** A button beside the notice line ("Undo"). */
export interface NoticeAction {
  readonly label: string;
  readonly run: () => void;
}

/** What the page asks the designer, one question at a time. */
export type FileQuestion =
  | {
      readonly kind: 'problems';
      readonly fileName: string;
      readonly problems: readonly ProjectFileProblem[];
    }
  | {
      readonly kind: 'recovery';
      /** The kept records no open window holds, the newest first (at least one). */
      readonly records: readonly RecoveryRecord[];
    }
  | {
      readonly kind: 'discard';
      readonly then: 'new' | 'open' | 'revert';
      /** How this Open reads its file, when not through the Open dialog (Open Recent). */
      readonly read?: ReadProject;
    }
  | { readonly kind: 'error'; readonly message: string };

/**
 * The open project's file: its name, whether it has unsaved edits, and the File verbs (New, Open,
 * Save, Save As, Revert) done through the platform API (the desktop app's main process, or the
 * browser's picker and downloads). Unsaved edits go to this page's own recovery record a moment
 * after the last change (and at least every few seconds while edits go on: `AutosaveTimer`), and
 * are offered back on the next start; a record of another window still open is never offered nor
 * written over (`RecoverySlot`).
 *
 * "Unsaved" is "not the document last opened or saved": documents are never mutated, so undoing
 * back to it makes the project clean again.
 */
export class ProjectFile {
  #fileName = $state<string | null>(null);
  #saved = $state.raw<ProjectDocument | null>(null);
  /** The question a dialog is showing, or null. */
  question = $state.raw<FileQuestion | null>(null);
  /** A short line about the last file action ("Saved balance.wellspring.json."). */
  #notice = $state<string | null>(null);
  /**
   * The document a notice speaks of, where it stops being true once that document changes
   * ("Saved balance.wellspring.json." after a new edit); null: it stays until the next notice.
   */
  #noticeHoldsFor: ProjectDocument | null = null;
  /**
   * While the notice is true, read live ("Comparing with last-week.wellspring.json." while that
   * file is the baseline); null: always.
   */
  #noticeWhile: (() => boolean) | null = null;
  #noticeAction = $state.raw<NoticeAction | null>(null);
  /**
   * Why the last recovery write failed (the browser's storage full, a disk error), or null: the
   * sidebar shows it until a write succeeds or the edits are saved.
   */
  #recoveryProblem = $state<string | null>(null);
  readonly #autosave = new AutosaveTimer(() => void this.writeRecovery());
  /** When the last edit was made, ISO 8601 (the record says so). */
  #changedAt: string;
  /** This page's record holds edits (so a clean project clears it). */
  #ownWritten = false;
  /** Records of closed windows this page holds for the designer (answered Later, or not yet). */
  #kept: RecoveryRecord[] = [];
  /** The recovery verbs in order: a write and a clear of one record never overtake each other. */
  #io: Promise<unknown> = Promise.resolve();
  /**
   * The fields holding text the project refused, by screen and label ("Willpower › Intelligence"):
   * a save writes their values from before the edit (`FieldSession`), and says so.
   */
  refusedFields: () => readonly string[] = () => [];
  /** A recovery record discarded a moment ago, while its Undo is offered. */
  #binned: {
    readonly record: RecoveryRecord;
    readonly timer: ReturnType<typeof setTimeout>;
    readonly undo: NoticeAction;
  } | null = null;

  /**
   * @param restoreOnStart the desktop shell reloaded the window after its page died or hung: the
   *   recovery file's edits come back without the question.
   */
  constructor(
    private readonly project: ProjectStore,
    private readonly api: WellspringApi,
    private readonly now: () => string = isoNow,
    private readonly restoreOnStart = false,
    private readonly slot: RecoverySlot = pageRecoverySlot(),
  ) {
    this.#saved = project.document;
    this.#changedAt = now();
    this.#dirty = $derived(
      project.document !== this.#saved && !sameData(project.document, this.#saved),
    );
  }

  /** Why unsaved edits are not being kept for recovery, or null while they are. */
  get recoveryProblem(): string | null {
    return this.#recoveryProblem;
  }

  /** The open file's name ("balance.wellspring.json"), or null before the first save. */
  get fileName(): string | null {
    return this.#fileName;
  }

  set fileName(name: string | null) {
    this.#fileName = name;
    openProjectName.value = projectNameOf(name);
  }

  /** A short line about the last file action ("Saved balance.wellspring.json."), or null. */
  get notice(): string | null {
    return this.#noticeTrue() ? this.#notice : null;
  }

  /** The notice's button, if it has one. */
  get noticeAction(): NoticeAction | null {
    return this.#noticeTrue() ? this.#noticeAction : null;
  }

  #noticeTrue(): boolean {
    return this.#noticeWhile?.() ?? true;
  }

  /** The document last opened or saved (what "unsaved" is measured against). */
  get savedDocument(): ProjectDocument | null {
    return this.#saved;
  }

  /**
   * Whether the project holds what its file does not: an edit put back by hand, or a view setting
   * turned on and off again (log scale), leaves nothing unsaved. Only the parts an edit replaced
   * are compared (`sameData`).
   */
  readonly #dirty: boolean;

  get dirty(): boolean {
    return this.#dirty;
  }

  get title(): string {
    return `${this.dirty ? '\u2022 ' : ''}${this.fileName ?? 'Untitled'} \u2014 Wellspring`;
  }

  /**
   * Starts the session: offers the unsaved work of windows no longer open (this tab's previous
   * page among them), then follows every edit.
   */
  async start(): Promise<void> {
    await this.slot.start();
    const answer = await this.api.readRecovery();
    const offered: RecoveryRecord[] = [];
    for (const record of answer.ok ? answer.value : []) {
      if (record.id !== this.slot.ownId && (await this.slot.claim(record.id))) {
        offered.push(record);
      }
    }
    this.#kept = offered;
    const previous = offered.find((record) => record.id === this.slot.previousId);
    if (previous !== undefined && this.restoreOnStart) {
      await this.#restore(previous);
      const back = 'The window stopped and was reloaded: your unsaved edits are back.';
      if (this.question === null && this.#kept.length > 0) {
        this.#offerKept(back);
      } else if (this.question === null) this.#say(back);
    } else if (offered.length > 0) {
      this.question = { kind: 'recovery', records: offered };
    }
    this.documentChanged();
  }

  /** Call from an effect that reads `project.document`: schedules the recovery write. */
  documentChanged(): void {
    // An edit ends the offer to take a discard back (it would replace the edit).
    if (this.#binned !== null && this.dirty) this.#emptyBin();
    // "Saved …" is no longer true once there are edits since (an undo back to it keeps it gone).
    if (this.#noticeHoldsFor !== null && this.project.document !== this.#noticeHoldsFor) {
      this.#say(null);
    }
    void this.api.setDocumentState({ title: this.title, dirty: this.dirty });
    if (!this.dirty) {
      this.#autosave.cancel();
      this.#recoveryProblem = null;
      if (this.#ownWritten) {
        this.#ownWritten = false;
        void this.#inOrder(() => this.api.clearRecovery(this.slot.ownId));
      }
      return;
    }
    this.#changedAt = this.now();
    this.#autosave.changed();
  }

  /** The page is going (closed, reloaded): an edit still waiting is written now. */
  flushRecovery(): void {
    // The browser's write is synchronous, so it lands before the page goes; not behind the queue.
    if (this.#autosave.pending && this.dirty) {
      this.#autosave.cancel();
      void this.api.writeRecovery(this.#ownRecord());
    }
  }

  /** Writes the unsaved edits to this page's record, or says why it could not. */
  async writeRecovery(): Promise<void> {
    if (!this.dirty) return;
    const result = await this.#inOrder(() => this.api.writeRecovery(this.#ownRecord()));
    if (result.ok) {
      this.#ownWritten = true;
      this.#recoveryProblem = null;
    } else {
      this.#recoveryProblem =
        `Autosave could not keep your unsaved edits for recovery: ${result.error}. ` +
        'Save the project to keep them.';
    }
  }

  #ownRecord(): RecoveryRecord {
    return this.#recordOf(this.slot.ownId);
  }

  #recordOf(id: string): RecoveryRecord {
    const text = serializeProject(this.project.document);
    const fileName = this.fileName;
    const changedAt = this.#changedAt;
    return fileName === null ? { id, text, changedAt } : { id, text, changedAt, fileName };
  }

  #inOrder<T>(run: () => Promise<T>): Promise<T> {
    const next = this.#io.then(run, run);
    this.#io = next.catch(() => undefined);
    return next;
  }

  /**
   * The designer's answer to the recovery question, about one of its records (the first when
   * not said). `later` (Escape, or the dialog closed) keeps every record, offered again from the
   * notice and on the next start; this page's own edits go to its own record meanwhile, so
   * they are protected too. `discard` can be taken back for a while.
   */
  async answerRecovery(answer: RecoveryAnswer, chosen?: RecoveryRecord): Promise<void> {
    const question = this.question;
    if (question?.kind !== 'recovery') return;
    const record = chosen ?? question.records[0];
    this.question = null;
    if (record === undefined) return;
    if (answer === 'later') {
      this.#offerKept(null);
      return;
    }
    if (answer === 'discard') {
      this.#kept = this.#kept.filter((each) => each.id !== record.id);
      this.#bin(record);
      // The others are still to answer.
      if (this.#kept.length > 0) this.question = { kind: 'recovery', records: this.#kept };
      return;
    }
    await this.#restore(record);
  }

  /** A notice that kept records wait, with the button that asks about them again. */
  #offerKept(lead: string | null): void {
    const [only] = this.#kept;
    const which =
      this.#kept.length === 1 && only !== undefined
        ? `from ${changedAtText(only.changedAt)}`
        : `of ${this.#kept.length} windows`;
    this.#say(
      `${lead === null ? '' : `${lead} `}Kept the unsaved edits ${which}: they are offered ` +
        'again next time. New edits are kept for recovery too.',
      { label: 'Restore or discard\u2026', run: () => this.#askAgain() },
    );
  }

  #askAgain(): void {
    this.#say(null);
    if (this.#kept.length > 0) this.question = { kind: 'recovery', records: this.#kept };
  }

  /**
   * Puts a record's edits into this window. Its own unsaved edits, if any, are set aside first
   * under a record of their own (kept, offered like the others); the restored edits become this
   * page's, written under its own id at once, and only then is the old record cleared.
   */
  async #restore(record: RecoveryRecord): Promise<void> {
    const parsed = parseProject(record.text, 'the recovered edits');
    if (!parsed.ok) {
      this.question = {
        kind: 'problems',
        fileName: 'the recovered edits',
        problems: parsed.problems,
      };
      return;
    }
    if (this.dirty && !(await this.#setAside())) return;
    this.#kept = this.#kept.filter((each) => each.id !== record.id);
    // Restored edits are unsaved edits: the project stays dirty until saved.
    this.project.replaceDocument(parsed.document);
    this.fileName = record.fileName ?? null;
    this.#changedAt = record.changedAt;
    if (this.#kept.length > 0) this.#offerKept('Restored your unsaved edits.');
    else this.#say('Restored your unsaved edits.');
    await this.writeRecovery();
    if (!this.#ownWritten) return; // the old record stays: it is all that holds these edits
    await this.#inOrder(() => this.api.clearRecovery(record.id));
    this.slot.release(record.id);
  }

  /** This page's unsaved edits, written under a new record this page keeps. False: not kept. */
  async #setAside(): Promise<boolean> {
    const id = this.slot.newId();
    await this.slot.claim(id);
    const record = this.#recordOf(id);
    const result = await this.#inOrder(() => this.api.writeRecovery(record));
    if (!result.ok) {
      this.#fail(
        `Your current unsaved edits could not be set aside, so nothing was restored: ${result.error}`,
      );
      return false;
    }
    this.#kept = [record, ...this.#kept];
    return true;
  }

  /**
   * The app's run ended (the app unmounted in its page): no autosave or discard is left to
   * come, and the recovery records' locks are let go. Nothing is written: a page that goes
   * writes its record on `pagehide` instead.
   */
  close(): void {
    this.#autosave.cancel();
    if (this.#binned !== null) clearTimeout(this.#binned.timer);
    this.#binned = null;
    this.slot.releaseAll();
  }

  /** Discards a recovery record, with an Undo while the store still holds it. */
  #bin(record: RecoveryRecord): void {
    const undo: NoticeAction = {
      label: 'Undo discard',
      run: () => {
        const binned = this.#binned;
        if (binned === null) return;
        clearTimeout(binned.timer);
        this.#binned = null;
        void this.#restore(binned.record);
      },
    };
    const timer = setTimeout(() => this.#emptyBin(), DISCARD_UNDO_MS);
    this.#binned = { record, timer, undo };
    this.#say(`Discarded the unsaved edits from ${changedAtText(record.changedAt)}.`, undo);
  }

  #emptyBin(): void {
    const binned = this.#binned;
    if (binned === null) return;
    clearTimeout(binned.timer);
    this.#binned = null;
    if (this.#noticeAction === binned.undo) this.#say(null);
    void this.#inOrder(() => this.api.clearRecovery(binned.record.id));
    this.slot.release(binned.record.id);
  }

  /**
   * Says `text` in the notice line until the next notice, or until it stops being true: at the
   * next edit for a notice that `holdsFor` a document, once `holdsWhile` turns false.
   */
  #say(
    text: string | null,
    action: NoticeAction | null = null,
    holdsFor: ProjectDocument | null = null,
    holdsWhile: (() => boolean) | null = null,
  ): void {
    this.#notice = text;
    this.#noticeAction = action;
    this.#noticeHoldsFor = holdsFor;
    this.#noticeWhile = holdsWhile;
  }

  /** A menu command or a toolbar button (Paste Code… and the tour are the page's own). */
  async run(command: Exclude<MenuCommand, 'pasteCode' | 'newRuleset' | 'tour'>): Promise<void> {
    switch (command) {
      case 'new':
      case 'open':
      case 'revert':
        if (this.dirty) this.question = { kind: 'discard', then: command };
        else await this.#discardAnd(command);
        return;
      case 'save':
      case 'saveAs':
        await this.save(command === 'saveAs');
        return;
      case 'exportCsv':
        await this.exportVisibleTables();
        return;
      case 'undo':
        this.project.undo();
        return;
      case 'redo':
        this.project.redo();
        return;
    }
  }

  /**
   * Opens a file read another way than the Open dialog (the browser's Open Recent), asking about
   * unsaved edits first as Open does.
   */
  async openWith(read: ReadProject): Promise<void> {
    if (this.dirty) this.question = { kind: 'discard', then: 'open', read };
    else await this.#discardAnd('open', read);
  }

  /** The answer to "discard unsaved edits?". */
  async answerDiscard(discard: boolean): Promise<void> {
    const question = this.question;
    this.question = null;
    if (question?.kind === 'discard' && discard) {
      await this.#discardAnd(question.then, question.read);
    }
  }

  async #discardAnd(command: 'new' | 'open' | 'revert', read?: ReadProject): Promise<void> {
    if (command === 'new') {
      const answer = await this.api.newProject();
      if (!answer.ok) return this.#fail(answer.error);
      this.#replace(makeDefaultProject(), null);
      // Said until the first edit: the project then no longer holds only the built-in data.
      this.#say('A new project with the built-in data.', null, this.project.document);
      return;
    }
    const answer =
      command === 'revert'
        ? await this.api.revertProject()
        : await (read ?? (() => this.api.openProject()))();
    if (!answer.ok) return this.#fail(answer.error);
    await this.#opened(answer.value);
  }

  async #opened(outcome: OpenProjectOutcome): Promise<void> {
    if (outcome.status === 'canceled') return;
    if (outcome.status === 'invalid') {
      // Nothing changes: the current project stays open, the file untouched.
      this.question = { kind: 'problems', fileName: outcome.name, problems: outcome.problems };
      return;
    }
    // Main parsed it with the same schema; parse again here so the page trusts only itself
    // (on the page's parse worker: a large project does not hold the window).
    const parsed = await parseClient.checkDocument(outcome.name, outcome.document);
    if (!parsed.ok) {
      this.question = { kind: 'problems', fileName: outcome.name, problems: parsed.problems };
      return;
    }
    this.#replace(parsed.document, outcome.name);
    // Said until the first edit, as "Saved …": the window's title then marks the edits.
    this.#say(
      outcome.migratedFrom === undefined
        ? `Opened ${outcome.name}.`
        : `Opened ${outcome.name} (format ${outcome.migratedFrom}, updated on the next save).`,
      null,
      this.project.document,
    );
  }

  /**
   * Asks for a project file to compare this one with, and makes it the baseline; a file that is
   * not a project gets the same dialog as Open, and the baseline stays as it was.
   */
  async openBaseline(): Promise<void> {
    const answer = await this.api.openBaseline();
    if (!answer.ok) return this.#fail(answer.error);
    const outcome = answer.value;
    if (outcome.status === 'canceled') return;
    if (outcome.status === 'invalid') {
      this.question = { kind: 'problems', fileName: outcome.name, problems: outcome.problems };
      return;
    }
    const parsed = await parseClient.checkDocument(outcome.name, outcome.document);
    if (!parsed.ok) {
      this.question = { kind: 'problems', fileName: outcome.name, problems: parsed.problems };
      return;
    }
    baseline.useFile(outcome.name, freezeDeep(parsed.document));
    // Said while that file is the baseline: cleared or replaced, it is no longer true.
    const source = baseline.source;
    this.#say(`Comparing with ${outcome.name}.`, null, null, () => baseline.source === source);
  }

  async save(saveAs: boolean): Promise<void> {
    const document = this.project.document;
    const suggestedName = (this.fileName ?? 'Untitled').replace(/\.wellspring\.json$|\.json$/i, '');
    const answer = await this.api.saveProject({
      text: serializeProject(document),
      saveAs,
      suggestedName,
    });
    if (!answer.ok) return this.#fail(answer.error);
    if (answer.value.status === 'canceled') return;
    this.fileName = answer.value.name;
    this.#saved = document;
    this.#say(
      `Saved ${answer.value.name}.${refusedNotSaved(this.refusedFields())}`,
      null,
      document,
    );
    this.documentChanged();
  }

  /** File › Export CSV…: every table of the screen shown, one file each, into one folder. */
  async exportVisibleTables(): Promise<void> {
    let files: { suggestedName: string; csv: string }[];
    try {
      files = visibleExports().map(({ name, table }) => ({
        suggestedName: name,
        csv: reportToCsv(table, { headers: csvHeaders() }),
      }));
    } catch (error) {
      return this.#fail(`Could not export: ${(error as Error).message}`);
    }
    if (files.length === 0) {
      this.#say('This screen has no table to export.');
      return;
    }
    const answer = await this.api.exportCsvFiles({ files });
    if (!answer.ok) return this.#fail(`Could not export: ${answer.error}`);
    if (answer.value.saved) {
      this.#say(`Exported ${answer.value.count} tables to ${answer.value.location}.`);
      reportAct({ kind: 'csv-exported' });
    }
  }

  #replace(document: ProjectDocument, fileName: string | null): void {
    this.project.replaceDocument(document);
    this.#saved = document;
    this.fileName = fileName;
  }

  #fail(message: string): void {
    this.question = { kind: 'error', message };
  }

  dismiss(): void {
    this.question = null;
  }
}

/** What a save says of fields whose text was refused: the file has their value before the edit. */
function refusedNotSaved(fields: readonly string[]): string {
  if (fields.length === 0) return '';
  const shown = fields.slice(0, 3).join(', ');
  const more = fields.length > 3 ? ` and ${fields.length - 3} more` : '';
  const count = fields.length === 1 ? '1 field' : `${fields.length} fields`;
  return (
    ` ${count} still to fix ${fields.length === 1 ? 'was' : 'were'} not saved (the file has ` +
    `the value from before the edit): ${shown}${more}.`
  );
}
