import { makeDefaultProject, type ProjectDocument } from '../../shared/project/default-project';
import { freezeDeep } from '../../shared/engine/structural-key';
import { parseProject, serializeProject } from '../../shared/project/serialize';
import type {
  MenuCommand,
  OpenProjectOutcome,
  ProjectFileProblem,
  RecoveryRecord,
  WellspringApi,
} from '../../shared/protocol/ipc';
import { reportToCsv } from '../../shared/report/to-csv';
import { visibleExports } from './export-registry';
import { changedAtText, isoNow } from './local-date';
import { openProjectName, projectNameOf } from './open-project-name.svelte';
import { baseline } from './baseline.svelte';
import type { ProjectStore } from './project.svelte';

/** How long after the last edit unsaved work is written to the recovery file. */
export const AUTOSAVE_DELAY_MS = 2000;

/**
 * How long a discarded recovery record can be taken back. Until then (or the first edit) the
 * recovery store keeps it: a crash in between offers it again rather than losing it.
 */
export const DISCARD_UNDO_MS = 15_000;

/** The designer's answer to "Restore unsaved edits?": Escape and closing the dialog are `later`. */
export type RecoveryAnswer = 'restore' | 'discard' | 'later';

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
  | { readonly kind: 'recovery'; readonly record: RecoveryRecord }
  | { readonly kind: 'discard'; readonly then: 'new' | 'open' | 'revert' }
  | { readonly kind: 'error'; readonly message: string };

/**
 * The open project's file: its name, whether it has unsaved edits, and the File verbs (New, Open,
 * Save, Save As, Revert) done through the platform API (the desktop app's main process, or the
 * browser's picker and downloads). Unsaved edits go to the recovery store a moment after the last
 * change and are offered back on the next start.
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
  #noticeAction = $state.raw<NoticeAction | null>(null);
  #timer: ReturnType<typeof setTimeout> | undefined;
  /** False until last time's recovery record is answered: nothing may overwrite it before. */
  #recoveryAnswered = false;
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
  ) {
    this.#saved = project.document;
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
    return this.#notice;
  }

  /** The notice's button, if it has one. */
  get noticeAction(): NoticeAction | null {
    return this.#noticeAction;
  }

  /** The document last opened or saved (what "unsaved" is measured against). */
  get savedDocument(): ProjectDocument | null {
    return this.#saved;
  }

  get dirty(): boolean {
    return this.project.document !== this.#saved;
  }

  get title(): string {
    return `${this.dirty ? '\u2022 ' : ''}${this.fileName ?? 'Untitled'} \u2014 Wellspring`;
  }

  /** Starts the session: offers unsaved work from last time, then follows every edit. */
  async start(): Promise<void> {
    const recovery = await this.api.readRecovery();
    if (recovery.ok && recovery.value !== null && this.restoreOnStart) {
      this.#recoveryAnswered = true;
      this.#restore(recovery.value);
      if (this.question === null) {
        this.#say('The window stopped and was reloaded: your unsaved edits are back.');
      }
    } else if (recovery.ok && recovery.value !== null) {
      this.question = { kind: 'recovery', record: recovery.value };
    } else {
      this.#recoveryAnswered = true;
      this.documentChanged();
    }
  }

  /** Call from an effect that reads `project.document`: schedules the recovery write. */
  documentChanged(): void {
    clearTimeout(this.#timer);
    // An edit ends the offer to take a discard back (it would replace the edit).
    if (this.#binned !== null && this.dirty) this.#emptyBin();
    void this.api.setDocumentState({ title: this.title, dirty: this.dirty });
    if (!this.#recoveryAnswered) return;
    if (!this.dirty) {
      void this.api.clearRecovery();
      return;
    }
    const changedAt = this.now();
    this.#timer = setTimeout(() => void this.writeRecovery(changedAt), AUTOSAVE_DELAY_MS);
  }

  async writeRecovery(changedAt: string): Promise<void> {
    if (!this.dirty) return;
    const text = serializeProject(this.project.document);
    const fileName = this.fileName;
    await this.api.writeRecovery(
      fileName === null ? { text, changedAt } : { text, changedAt, fileName },
    );
  }

  /**
   * The designer's answer to the recovery question. `later` (Escape, or the dialog closed) keeps
   * the record, offered again on the next start or from the notice; this session's edits are not
   * written over it until it is answered. `discard` can be taken back for a while.
   */
  async answerRecovery(answer: RecoveryAnswer): Promise<void> {
    const question = this.question;
    if (question?.kind !== 'recovery') return;
    this.question = null;
    const { record } = question;
    const from = changedAtText(record.changedAt);
    if (answer === 'later') {
      this.#say(
        `Kept the unsaved edits from ${from}: they are offered again next time. New edits are ` +
          'not kept for recovery until you choose.',
        { label: 'Restore or discard\u2026', run: () => this.#askAgain(record) },
      );
      return;
    }
    this.#recoveryAnswered = true;
    if (answer === 'discard') {
      this.#bin(record);
      return;
    }
    this.#restore(record);
  }

  #askAgain(record: RecoveryRecord): void {
    this.#say(null);
    this.question = { kind: 'recovery', record };
  }

  #restore(record: RecoveryRecord): void {
    const parsed = parseProject(record.text, 'the recovered edits');
    if (!parsed.ok) {
      this.question = {
        kind: 'problems',
        fileName: 'the recovered edits',
        problems: parsed.problems,
      };
      return;
    }
    // Restored edits are unsaved edits: the project stays dirty until saved.
    this.project.replaceDocument(parsed.document);
    this.fileName = record.fileName ?? null;
    this.#say('Restored your unsaved edits.');
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
        this.#restore(binned.record);
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
    // With edits of this session, their own record is about to replace it.
    if (!this.dirty) void this.api.clearRecovery();
  }

  #say(text: string | null, action: NoticeAction | null = null): void {
    this.#notice = text;
    this.#noticeAction = action;
  }

  /** A menu command or a toolbar button (Paste Code… is the page's: its dialog). */
  async run(command: Exclude<MenuCommand, 'pasteCode'>): Promise<void> {
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

  /** The answer to "discard unsaved edits?". */
  async answerDiscard(discard: boolean): Promise<void> {
    const question = this.question;
    this.question = null;
    if (question?.kind === 'discard' && discard) await this.#discardAnd(question.then);
  }

  async #discardAnd(command: 'new' | 'open' | 'revert'): Promise<void> {
    if (command === 'new') {
      const answer = await this.api.newProject();
      if (!answer.ok) return this.#fail(answer.error);
      this.#replace(makeDefaultProject(), null);
      this.#say('A new project with the built-in data.');
      return;
    }
    const answer =
      command === 'open' ? await this.api.openProject() : await this.api.revertProject();
    if (!answer.ok) return this.#fail(answer.error);
    this.#opened(answer.value);
  }

  #opened(outcome: OpenProjectOutcome): void {
    if (outcome.status === 'canceled') return;
    if (outcome.status === 'invalid') {
      // Nothing changes: the current project stays open, the file untouched.
      this.question = { kind: 'problems', fileName: outcome.name, problems: outcome.problems };
      return;
    }
    // Main parsed it with the same schema; parse again here so the page trusts only itself.
    const parsed = parseProject(serializeUnknown(outcome.document), outcome.name);
    if (!parsed.ok) {
      this.question = { kind: 'problems', fileName: outcome.name, problems: parsed.problems };
      return;
    }
    this.#replace(parsed.document, outcome.name);
    this.#say(
      outcome.migratedFrom === undefined
        ? `Opened ${outcome.name}.`
        : `Opened ${outcome.name} (format ${outcome.migratedFrom}, updated on the next save).`,
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
    const parsed = parseProject(serializeUnknown(outcome.document), outcome.name);
    if (!parsed.ok) {
      this.question = { kind: 'problems', fileName: outcome.name, problems: parsed.problems };
      return;
    }
    baseline.useFile(outcome.name, freezeDeep(parsed.document));
    this.#say(`Comparing with ${outcome.name}.`);
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
    this.#say(`Saved ${answer.value.name}.${refusedNotSaved(this.refusedFields())}`);
    this.documentChanged();
  }

  /** File › Export CSV…: every table of the screen shown, one file each, into one folder. */
  async exportVisibleTables(): Promise<void> {
    let files: { suggestedName: string; csv: string }[];
    try {
      files = visibleExports().map(({ name, table }) => ({
        suggestedName: name,
        csv: reportToCsv(table),
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

function serializeUnknown(document: unknown): string {
  return JSON.stringify(document);
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
