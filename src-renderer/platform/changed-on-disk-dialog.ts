import type { ChangedOnDiskAnswer } from './file-system-access';

/**
 * Asks what Save should do with a file that changed on disk since this tab opened or saved it
 * (another program, or Wellspring in another tab, wrote it): write over it, save the project to
 * another file, or leave both alone. Cancel is the default and what Escape answers: nothing is
 * lost by it. Built from the DOM, like the name dialog: the platform layer asks, as the desktop's
 * main process does with its own dialogs.
 */
export function askChangedOnDisk(fileName: string): Promise<ChangedOnDiskAnswer> {
  const dialog = document.createElement('dialog');
  dialog.className = 'modal changed-on-disk-dialog';
  dialog.setAttribute('aria-labelledby', 'changed-on-disk-heading');
  const form = document.createElement('form');
  form.method = 'dialog';
  const heading = document.createElement('h2');
  heading.id = 'changed-on-disk-heading';
  heading.textContent = `${fileName} changed on disk`;
  const text = document.createElement('p');
  text.textContent =
    `${fileName} was changed by something else since you opened or last saved it here. ` +
    'Overwrite it with your project (its other changes are lost), save your project to ' +
    'another file, or cancel and keep both as they are.';
  const buttons = document.createElement('div');
  buttons.className = 'buttons';
  const answers: readonly [ChangedOnDiskAnswer, string][] = [
    ['overwrite', 'Overwrite'],
    ['save-as', 'Save As…'],
    ['cancel', 'Cancel'],
  ];
  for (const [value, label] of answers) {
    const button = document.createElement('button');
    button.type = 'submit';
    button.value = value;
    button.textContent = label;
    if (value === 'cancel') button.className = 'primary';
    buttons.append(button);
  }
  form.append(heading, text, buttons);
  dialog.append(form);
  document.body.append(dialog);

  return new Promise((resolve) => {
    dialog.addEventListener(
      'close',
      () => {
        const answer = answers.find(([value]) => value === dialog.returnValue)?.[0] ?? 'cancel';
        dialog.remove();
        resolve(answer);
      },
      { once: true },
    );
    dialog.showModal();
    // The safe answer has the focus, so Enter cancels too.
    buttons.querySelector<HTMLButtonElement>('.primary')?.focus();
  });
}
