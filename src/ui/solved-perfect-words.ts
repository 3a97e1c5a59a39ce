// What the Solved boards screen says of the Perfect opponent: how to choose it (it is offered only
// on a board where it is perfect, under Who plays once that board is chosen) and on which of the
// listed boards it is not offered. No Phaser here, so the words are tested on their own.

import { perfectAvailable } from '../game/solved-boards.ts';
import { boardName } from './board-name.ts';

export function solvedPerfectWords(rules: readonly string[]): string {
  const missing = rules.filter((r) => !perfectAvailable(r)).map((r) => boardName(r));
  const but = missing.length === 0 ? '' : ` (all but ${missing.join(', ')})`;
  return `To play Perfect, which never makes a mistake on these boards${but}: in the menu press Change, choose the board under Board, then Perfect under Who plays.`;
}
