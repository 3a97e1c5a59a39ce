// The status line, as in the R original's info bar: who is ahead, by how much, and how many moves
// are left — "You are winning by 3 with 12 moves left".

import { moveCount } from '../game/move-count.ts';

export interface StatusInput {
  names: [string, string];
  scores: [number, number];
  movesLeft: number;
  /** Cells on the board: a board with cells is not empty, though by connections it may score 0–0. */
  cellsPlaced: number;
  /** Whose point of view: the person's index (0 or 1) when one person plays, else null. */
  viewer: 0 | 1 | null;
  /**
   * Equal moves on a board with an odd number of squares: the game ends with one square empty.
   * Said while the game goes on, since "24 moves left" on 25 squares needs the reason.
   */
  oneSquareStaysEmpty?: boolean;
  /** What the board's places are called: "square". */
  place?: string;
  /** Scoring by connections (RULES.md section 9): margins are counted in connections, and said so. */
  byConnections?: boolean;
}

const movesText = (n: number) => `${moveCount(n)} left`;

export function statusLine(input: StatusInput): string {
  const line = describeLead(input);
  if (!input.oneSquareStaysEmpty) return line;
  // The final board keeps its empty square: the reason stays with it.
  const place = input.place ?? 'square';
  if (input.movesLeft <= 0) return `${line}; equal moves left one ${place} empty`;
  return `${line} (equal moves: one ${place} stays empty)`;
}

function describeLead({ names, scores, movesLeft, viewer, byConnections, cellsPlaced }: StatusInput): string {
  const [a, b] = scores;
  const over = movesLeft <= 0;
  if (a === b) {
    if (over) return 'It is a draw';
    // By connections the line names the scoring even before anyone leads.
    const scoring = byConnections ? ', scoring by connections' : '';
    if (cellsPlaced === 0) return `An empty board, ${movesText(movesLeft)}${scoring}`;
    if (byConnections)
      return `Tied at ${a} connection${a === 1 ? '' : 's'} each with ${movesText(movesLeft)}`;
    return `Tied with ${movesText(movesLeft)}`;
  }
  const lead = a > b ? 0 : 1;
  const difference = Math.abs(a - b);
  const margin = byConnections ? `${difference} connection${difference === 1 ? '' : 's'}` : `${difference}`;
  if (viewer !== null) {
    const ahead = lead === viewer;
    if (over) return ahead ? `You won by ${margin}` : `You lost by ${margin}`;
    return `You are ${ahead ? 'winning' : 'losing'} by ${margin} with ${movesText(movesLeft)}`;
  }
  if (over) return `${names[lead]} won by ${margin}`;
  return `${names[lead]} is winning by ${margin} with ${movesText(movesLeft)}`;
}
