import { afterNextPaint } from './idle';

/**
 * Makes every element outside `inside` inert and returns what undoes it (only for the elements it changed).
 * By hand, a dozen lines: aria-hidden's inertOthers does the same but would weigh on every page's first load.
 */
function makeOutsideInert(inside: Element): () => void {
  const madeInert: HTMLElement[] = [];
  for (let node = inside; node.parentElement && node !== document.body; node = node.parentElement) {
    for (const sibling of node.parentElement.children) {
      if (sibling === node || !(sibling instanceof HTMLElement) || sibling.inert) continue;
      sibling.inert = true;
      madeInert.push(sibling);
    }
  }
  return () => madeInert.forEach((element) => (element.inert = false));
}

/**
 * Opens `dialog` as a modal dialog that shows in the tap's own frame. showModal() makes the rest of the
 * document inert inside the call, a restyle of the whole page: 40–100 ms of a tap on a 4× slower phone, most
 * of the menu's answer. Here the dialog opens over the page as a non-modal one (its CSS puts it there, fixed,
 * and keeps it laid out while closed), and the rest turns inert just after that first paint, until it closes.
 * Focus moves in, and back to where it was once it closes (the browser's own return finds that element still
 * inert). Escape closes it unless something in it took the key (a search field clearing itself), and so does
 * Android's back where the browser knows `closedby`.
 */
export function showAsModal(dialog: HTMLDialogElement): void {
  const focusedBefore = document.activeElement;
  dialog.setAttribute('aria-modal', 'true');
  dialog.setAttribute('closedby', 'closerequest');
  dialog.show();
  // On window, the last stop of the key's way up: React's handlers (on the document) have had it.
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && !event.defaultPrevented) dialog.close();
  };
  let closed = false;
  let release = () => {};
  window.addEventListener('keydown', closeOnEscape);
  dialog.addEventListener(
    'close',
    () => {
      closed = true;
      window.removeEventListener('keydown', closeOnEscape);
      release();
      const focusLost = document.activeElement === document.body || dialog.contains(document.activeElement);
      if (focusLost && focusedBefore instanceof HTMLElement) focusedBefore.focus();
    },
    { once: true },
  );
  afterNextPaint(() => {
    if (!closed) release = makeOutsideInert(dialog);
  });
}
