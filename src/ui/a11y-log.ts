// The screen readers' announcements: one polite log in the page ("Moves"), outliving the scenes'
// restarts, that keeps the last few lines. The board's grid, the coach, the puzzle's verdicts, the
// guided game's words, the builder's facts and the review's slider all speak through it.

/** How many announcements the log keeps: enough to read back the last few moves. */
const LOG_LINES = 8;

let log: HTMLDivElement | null = null;

function moveLog(): HTMLDivElement {
  if (log && log.isConnected) return log;
  log = document.createElement('div');
  log.className = 'a11y-only';
  log.setAttribute('role', 'log');
  log.setAttribute('aria-live', 'polite');
  log.setAttribute('aria-label', 'Moves');
  document.body.appendChild(log);
  return log;
}

/** Empties the announcements (a new match: the last one's lines are no longer news). */
export function clearLog(): void {
  moveLog().replaceChildren();
}

/** Adds a line to the announcements. */
export function announce(text: string): void {
  const box = moveLog();
  const line = document.createElement('p');
  line.textContent = text;
  box.appendChild(line);
  while (box.childElementCount > LOG_LINES) box.firstElementChild!.remove();
}
