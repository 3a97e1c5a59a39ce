// The how-to-play's pages in a player's words: each page one idea, a title and a line or two, said
// beside a board that shows it (RULES.md sections 2 and 3 for the first two; the options after).

import { HOW_TO_PLAY_VARIANTS, JUMPS_WHO } from './how-to-play-rules.ts';
import { LINES_CUT, piecesByLines } from './lines-words.ts';
import { TRI_PICTURE_KEY } from './neighbours-words.ts';

export const PAGE_WORDS = {
  place: {
    title: 'Cells divide',
    lines: [
      'Take turns putting a cell on an empty square.',
      'Your cell splits when it touches another of yours, along a line that points at it: side by side, or corner to corner. Theirs do the same.',
    ],
  },
  count: {
    title: 'Every piece counts 1',
    lines: [
      `A lone cell is 1. ${LINES_CUT}`,
      `${piecesByLines(4)} Fill the board: the higher score wins.`,
      'Late cells touch many others, so the last third of the game decides.',
      "To see a cell's count, hold a finger on it (or point at it).",
    ],
  },
  more: {
    title: 'More to try',
    lines: [
      'Hexagons, triangles, a petri dish, and a beaker or flask where cells fall; and rules such as capture, stem cells and jumps.',
      'Choose them in the menu with Change: the Board tab\'s "How each board plays" shows every shape, and each rule\'s ? explains it.',
    ],
  },
  square: {
    title: 'Square',
    lines: ['A cell touches up to 8 others: side by side and corner to corner, on 4 lines. Up to 8 pieces.'],
  },
  petri: {
    title: 'Petri dish',
    lines: ['Squares in a round dish: cells at the rim have fewer neighbours, so the middle is worth more.'],
  },
  beaker: {
    title: 'Beaker',
    lines: ['Cells fall to the lowest empty square of their column, so you choose a column, not a square.'],
  },
  flask: {
    title: 'Flask',
    lines: ['Cells fall here too, and the flask narrows towards the top: its neck has few squares left.'],
  },
  hex: {
    title: 'Hexagon',
    lines: [
      `On a board of hexagons a cell touches six others, two on each of three lines. ${piecesByLines(3)}`,
    ],
  },
  tri: { title: 'Triangle', lines: [HOW_TO_PLAY_VARIANTS.tri, TRI_PICTURE_KEY] },
  gravity: {
    title: 'Cells fall',
    lines: ['In a beaker or a flask, cells fall to the lowest empty square of the column.'],
  },
  capture: { title: 'Capture', lines: [HOW_TO_PLAY_VARIANTS.capture] },
  stem: { title: 'Stem cells', lines: [HOW_TO_PLAY_VARIANTS.stem] },
  jumps: { title: 'Jumps', lines: [HOW_TO_PLAY_VARIANTS.jumps, JUMPS_WHO] },
  equal: { title: 'Equal moves', lines: [HOW_TO_PLAY_VARIANTS.equal] },
  connections: { title: 'Connections', lines: [HOW_TO_PLAY_VARIANTS.connections] },
} as const satisfies Record<string, { title: string; lines: readonly string[] }>;

/** Under an option's title: it is on in the player's game. */
export const ON_IN_YOUR_GAME = 'On in your game';

/** The title of the page that holds the options past the pages' room. */
export const ALSO_ON = 'Also on in your game';

/** Where the reader is, for screen readers and under the title: "Page 2 of 4". */
export const pageOf = (index: number, count: number): string => `Page ${index + 1} of ${count}`;

export const PAGE_BUTTONS = {
  back: '‹ Back',
  next: 'Next ›',
  done: 'Got it',
  guided: 'Guided game',
  /** Under a rules option's pages (jumps, capture…): the guided game teaches the basic rules, not the option. */
  guidedBasics: 'Learn the basics',
} as const;
