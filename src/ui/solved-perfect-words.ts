// What the Solved boards screen says: each board's two lines (its buttons' words), and what those
// buttons do: set up a game on that board against Perfect, or Expert where Perfect is not offered.
// No Phaser here, so the words are tested on their own.

import { perfectAvailable, solvedWords } from '../game/solved-boards.ts';
import { offeredLayout } from '../game/solved-board-choice.ts';
import { SOLVED_ROWS, SOLVED_VARIANT_ROWS, type SolvedRow } from '../game/solved-values-data.ts';
import { boardName } from './board-name.ts';

export function solvedPerfectWords(rules: readonly string[]): string {
  const missing = rules.filter((r) => !perfectAvailable(r)).map((r) => boardName(r));
  const but = missing.length === 0 ? '' : ` (on ${missing.join(', ')}, Expert: Perfect is not offered there)`;
  return `Choose a board to set up a game on it against Perfect, which never makes a mistake on these boards${but}.`;
}

/** A solved board's name with its options: "Triangle 4 a side, with capture", "Square 4×4, with stem cells and jumps". */
export function solvedBoardName(rules: string): string {
  const options = rules.split('/').slice(1);
  const said = [
    options.includes('capture') ? 'capture' : '',
    options.some((o) => o === 'stem' || o.startsWith('stem:')) ? 'stem cells' : '',
    options.includes('jumps') ? 'jumps' : '',
  ].filter((w) => w !== '');
  const name = boardName(rules);
  if (said.length === 0) return name;
  const last = said.pop()!;
  return `${name}, with ${said.length === 0 ? last : `${said.join(', ')} and ${last}`}`;
}

/** The panel's two pages: the classic rules' boards, and the triangles and boards under capture, stem cells and jumps. */
export type SolvedPage = 'classic' | 'variants';

export interface SolvedPageWords {
  rows: readonly SolvedRow[];
  intro: string;
  /** The intro in one line, for a screen too short for the boards and the whole intro. */
  short: string;
  /** The button to the other page. */
  other: { page: SolvedPage; label: string };
}

/**
 * A page of the panel: its boards (on the variants' page those the menu offers, the 9-square ones
 * said in the intro) and its words.
 */
export function solvedPage(page: SolvedPage): SolvedPageWords {
  if (page === 'classic') {
    return {
      rows: SOLVED_ROWS,
      intro: `With best play from both sides, these boards end as shown: who wins, and by how many points. ${solvedPerfectWords(SOLVED_ROWS.map((r) => r.rules))}`,
      short: 'How each board ends with best play. Choose one to play Perfect on it.',
      other: { page: 'variants', label: 'Capture, stem cells, jumps ›' },
    };
  }
  const rows = SOLVED_VARIANT_ROWS.filter((r) => offeredLayout(r.rules.split('/')[0]!));
  const small = SOLVED_VARIANT_ROWS.length - rows.length;
  return {
    rows,
    intro: `Triangles, and boards under capture, stem cells and jumps, with best play from both sides. ${solvedPerfectWords(rows.map((r) => r.rules))} Best play is known on the 9-cell square and triangle under every option too (${small} boards), but the menu starts at 16.`,
    short: 'Triangles and the options, with best play. Choose one to play Perfect on it.',
    other: { page: 'classic', label: '‹ Classic rules' },
  };
}

/** One board's lines: what it is worth with best play, then its best first moves (how long it took to work out is for docs/solving.md, not the player). */
export function solvedLines(row: SolvedRow): [string, string] {
  const best = row.best.startsWith('all')
    ? `Every first move is as good as the others (${row.best.slice(4)} of them).`
    : `Best first ${row.best.includes(' ') ? 'moves' : 'move'}: ${row.best.split(' ').join(', ')}.`;
  const value = solvedWords(row.value);
  return [`${solvedBoardName(row.rules)}: ${value.charAt(0).toUpperCase()}${value.slice(1)}`, best];
}
