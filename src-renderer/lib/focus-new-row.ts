import { tick } from 'svelte';

/**
 * After a row is added or copied, puts the caret in its name field with the name selected, so the
 * designer's next keystrokes name it (as a spreadsheet's new row does), once the row is drawn.
 */
export async function focusNewRowName(fieldId: string): Promise<void> {
  await tick();
  const input = document.getElementById(fieldId);
  if (!(input instanceof HTMLInputElement)) return;
  input.focus();
  input.select();
}
