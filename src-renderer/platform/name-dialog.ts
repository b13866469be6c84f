import { mendFileName } from '../../shared/report/file-name';

/** What the name dialog asks: its title, the name offered, and the extension added to it. */
export interface NameQuestion {
  readonly title: string;
  readonly suggested: string;
  /** Added unless the name typed ends with it (".wellspring.json"). */
  readonly extension: string;
}

/**
 * A small modal asking for a file name, for the browser build's Save As (a browser has no save
 * dialog, so without it Save As would download the same name as Save). Enter saves, Escape or
 * Cancel gives null. The name is mended to every platform's rules (`mendFileName`) and given the
 * extension. Built from the DOM, like the file picker: the platform layer asks, as the desktop
 * app's main process does with its own dialog.
 */
export function askFileName(question: NameQuestion): Promise<string | null> {
  const dialog = document.createElement('dialog');
  dialog.className = 'modal name-dialog';
  dialog.setAttribute('aria-labelledby', 'name-dialog-heading');
  const form = document.createElement('form');
  form.method = 'dialog';
  const heading = document.createElement('h2');
  heading.id = 'name-dialog-heading';
  heading.textContent = question.title;
  const label = document.createElement('label');
  label.textContent = 'File name';
  const input = document.createElement('input');
  input.type = 'text';
  input.value = question.suggested;
  input.spellcheck = false;
  label.append(input);
  const hint = document.createElement('p');
  hint.className = 'hint';
  hint.textContent = `${question.extension} is added. The browser saves it to your downloads.`;
  const buttons = document.createElement('div');
  buttons.className = 'buttons';
  const cancel = document.createElement('button');
  cancel.type = 'button';
  cancel.textContent = 'Cancel';
  cancel.addEventListener('click', () => dialog.close(''));
  // The form's submit button: Enter in the field presses it.
  const save = document.createElement('button');
  save.type = 'submit';
  save.value = 'save';
  save.className = 'primary';
  save.textContent = 'Save';
  buttons.append(cancel, save);
  form.append(heading, label, hint, buttons);
  dialog.append(form);
  document.body.append(dialog);

  return new Promise((resolve) => {
    dialog.addEventListener(
      'close',
      () => {
        const typed = input.value.trim();
        dialog.remove();
        if (dialog.returnValue !== 'save' || typed === '') return resolve(null);
        const bare = typed.toLowerCase().endsWith(question.extension)
          ? typed.slice(0, -question.extension.length)
          : typed;
        resolve(`${mendFileName(bare)}${question.extension}`);
      },
      { once: true },
    );
    dialog.showModal();
    input.select();
  });
}
