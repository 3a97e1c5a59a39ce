// The screen readers' mirror while a dialog is open: the mirror is the dialog, the switch and the
// board's grid are out of reach, and Tab goes round the dialog's buttons only.

/** The attribute that marks a board's grid in the screen readers' mirror. */
export const BOARD_GRID_ATTRIBUTE = 'data-a11y-board';

/** Marks the mirror's root as the dialog (or the page's region again), and the board's grids out of reach while it is open. */
export function markDialog(
  root: HTMLElement,
  heading: HTMLElement,
  toggle: HTMLElement,
  open: boolean,
): void {
  if (open) {
    root.setAttribute('role', 'dialog');
    root.setAttribute('aria-modal', 'true');
    root.setAttribute('aria-labelledby', heading.id);
    root.removeAttribute('aria-label');
  } else {
    root.setAttribute('role', 'region');
    root.removeAttribute('aria-modal');
    root.removeAttribute('aria-labelledby');
    root.setAttribute('aria-label', 'Cell Division');
  }
  toggle.hidden = open;
  for (const grid of document.querySelectorAll<HTMLElement>(`[${BOARD_GRID_ATTRIBUTE}]`)) {
    grid.inert = open;
    if (open) grid.setAttribute('aria-hidden', 'true');
    else grid.removeAttribute('aria-hidden');
  }
}

/** Tab and Shift+Tab go round the dialog's buttons only. */
export function trapTab(e: KeyboardEvent, list: readonly HTMLButtonElement[]): void {
  e.preventDefault();
  if (list.length === 0) return;
  const at = list.indexOf(document.activeElement as HTMLButtonElement);
  const step = e.shiftKey ? -1 : 1;
  const next = at < 0 ? (step > 0 ? 0 : list.length - 1) : (at + step + list.length) % list.length;
  list[next]!.focus();
}
