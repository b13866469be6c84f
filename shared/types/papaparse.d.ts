/**
 * The part of papaparse the engine uses (`unparse`, for CSV), typed here so `shared/` does not
 * load @types/papaparse: that package references Node's types, which would let `Buffer` or
 * `process` type-check in the engine. shared/tsconfig.json maps `papaparse` to this module; the
 * rest of the project keeps the full types (a module, so including it elsewhere declares nothing).
 */
export interface UnparseObject {
  readonly fields: string[];
  readonly data: unknown[][];
}

export interface UnparseConfig {
  readonly header?: boolean;
  readonly newline?: string;
  /** true: a leading =, +, -, @, tab or CR; or the pattern of the text cells to escape. */
  readonly escapeFormulae?: boolean | RegExp;
}

declare const Papa: {
  unparse(data: UnparseObject, config?: UnparseConfig): string;
};
export default Papa;
