// A reload while a game's board is in sight goes straight back to that board, as lichess's does; a
// visit in a new tab opens the menu, whose card offers the game to resume. The tab remembers that
// its board was in sight in its session storage, which a reload keeps and a new tab starts without.
// Storage that throws (blocked by the browser) only loses the shortcut: the menu still resumes.

const KEY = 'cell-division:board-in-sight';

/** The part of the tab's session storage used here. */
export interface TabMemory {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** The tab's session storage, or null where the page has none (Node) or the browser blocks it. */
export function tabMemory(): TabMemory | null {
  try {
    return (globalThis as { sessionStorage?: TabMemory }).sessionStorage ?? null;
  } catch {
    return null;
  }
}

/** Notes whether a game's board is in sight now (an unfinished game's: a finished one has nothing to go back to). */
export function noteBoardInSight(tab: TabMemory | null, inSight: boolean): void {
  try {
    if (inSight) tab?.setItem(KEY, '1');
    else tab?.removeItem(KEY);
  } catch {
    // Full or blocked: a reload then opens the menu, which offers the game to resume.
  }
}

/**
 * Whether this page load goes straight back to the board: the tab's board was in sight when it was
 * left, a game is kept to resume, and the address names nothing else to open (a link's game, a
 * board to build, a puzzle).
 */
export function reopensBoard(tab: TabMemory | null, saved: boolean, linkOpens: boolean): boolean {
  if (!saved || linkOpens) return false;
  try {
    return tab?.getItem(KEY) === '1';
  } catch {
    return false;
  }
}
