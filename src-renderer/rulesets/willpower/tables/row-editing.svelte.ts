import {
  freshId,
  freshName,
  restoreRow,
  type NamedRow,
} from '../../../../shared/rulesets/willpower/table-rows';
import { focusNewRowName } from '../../../lib/focus-new-row';

export interface RowEditingOptions<R extends NamedRow> {
  /** The table as the project has it now (a getter, so it follows the props). */
  rows: () => readonly R[];
  /** Replaces the whole table in the project: the document is immutable data. */
  onchange: (rows: readonly R[]) => void;
  /** Why a row cannot be deleted (a build uses it, the rules need it), or null. */
  refuseDelete: (row: R) => string | null;
  /** The id of a row's name field: a new or copied row is focused there, ready to be named. */
  nameFieldId: (rowId: string) => string;
}

/**
 * Add, duplicate, delete (refused while something needs the row) and undo the last deletion, for
 * any table of named rows. One instance per table editor; the deleted row is held raw, since it
 * goes back into the data as it was.
 */
export class RowEditing<R extends NamedRow> {
  deleted = $state.raw<{ readonly row: R; readonly index: number } | null>(null);
  refusal = $state<string | null>(null);
  readonly #options: RowEditingOptions<R>;

  constructor(options: RowEditingOptions<R>) {
    this.#options = options;
  }

  get rows(): readonly R[] {
    return this.#options.rows();
  }

  /** Changes one row; the id never changes. */
  update(id: string, change: (row: R) => R): void {
    this.#options.onchange(this.rows.map((row) => (row.id === id ? change(row) : row)));
  }

  /** Appends a new row named `New item`, `New item 2`…, made by `make` with a fresh id. */
  add(baseName: string, make: (id: string, name: string) => R): void {
    const name = freshName(this.rows, baseName);
    const id = freshId(this.rows, name);
    this.#options.onchange([...this.rows, make(id, name)]);
    this.refusal = null;
    void focusNewRowName(this.#options.nameFieldId(id));
  }

  /** Puts a copy right below the row: "Elf (copy)", with its own id. */
  duplicate(index: number, row: R): void {
    const rows = this.rows;
    const name = freshName(rows, `${row.name} (copy)`);
    const copy: R = { ...row, id: freshId(rows, name), name };
    this.#options.onchange([...rows.slice(0, index + 1), copy, ...rows.slice(index + 1)]);
    this.refusal = null;
    void focusNewRowName(this.#options.nameFieldId(copy.id));
  }

  /** Deletes the row unless something needs it; then says why instead. */
  remove(index: number, row: R): void {
    const refusal = this.#options.refuseDelete(row);
    if (refusal !== null) {
      this.refusal = refusal;
      return;
    }
    this.refusal = null;
    this.deleted = { row, index };
    this.#options.onchange(this.rows.filter((other) => other.id !== row.id));
  }

  /**
   * Puts the last deleted row back where it was, even after other edits: with a fresh name or id
   * if a row added since has taken its own.
   */
  undo(): void {
    if (this.deleted === null) return;
    const { row, index } = this.deleted;
    this.#options.onchange(restoreRow(this.rows, row, index));
    this.deleted = null;
  }
}
