// The screen readers' announcements: one polite log in the page ("Moves"), outliving the scenes'
// restarts, that keeps the last few lines. The board's grid, the coach, the puzzle's verdicts, the
// guided game's words, the builder's facts and the review's slider all speak through it.

/** How many announcements the log keeps: enough to read back the last few moves. */
const LOG_LINES = 8;

/** The log's id in the page: the page keeps it, the scenes find it there. */
const LOG_ID = 'a11y-moves';

function moveLog(): HTMLDivElement {
  const found = document.getElementById(LOG_ID);
  if (found instanceof HTMLDivElement) return found;
  const log = document.createElement('div');
  log.id = LOG_ID;
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
