/**
 * Which fields of a screen hold text that is not a valid value. While any does, the screen says
 * that what it shows comes from the last valid input.
 */
export class InvalidFields {
  #fields = $state<readonly string[]>([]);

  set(field: string, invalid: boolean): void {
    const others = this.#fields.filter((name) => name !== field);
    this.#fields = invalid ? [...others, field] : others;
  }

  /** How many invalid fields there are, optionally only those whose name starts with `prefix`. */
  count(prefix = ''): number {
    return this.#fields.filter((name) => name.startsWith(prefix)).length;
  }
}
