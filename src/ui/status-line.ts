// The status line: what the players' panels do not say. In play, the moves left ("17 moves left"):
// the panels beside it show both scores and whose turn it is, and "42–37 · 17 moves left" said the
// scores a second time, "0–0" on an empty board. It judges nothing while the game goes on (the raw
// lead often turns in the last moves; the forecast, ui/forecast-bar.ts, and the lead warning say
// what best play makes of it). At the end it says who won, from the final scores.

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
  return withEmptySquare(input, describeLead(input));
}

/** The moves left alone, with the equal moves' reason where it applies: what the screen reader says after the scores. */
export function movesLeftLine(input: StatusInput): string {
  return withEmptySquare(input, movesText(input.movesLeft));
}

function withEmptySquare(input: StatusInput, line: string): string {
  if (!input.oneSquareStaysEmpty) return line;
  // The final board keeps its empty square: the reason stays with it.
  const place = input.place ?? 'square';
  if (input.movesLeft <= 0) return `${line}; equal moves left one ${place} empty`;
  // The rules' sign over the line names equal moves: the reason in brief keeps the line to one line on a phone.
  return `${line} (one ${place} stays empty)`;
}

function describeLead({ names, scores, movesLeft, viewer, byConnections }: StatusInput): string {
  const over = movesLeft <= 0;
  // In play the panels hold the scores and the turn: the line adds the moves left alone.
  if (!over) return movesText(movesLeft);
  // The game over, the line is the result, from the final scores: the panels' count catches up to it.
  const [a, b] = scores;
  if (a === b) return 'It is a draw';
  const lead = a > b ? 0 : 1;
  const difference = Math.abs(a - b);
  const margin = byConnections ? `${difference} connection${difference === 1 ? '' : 's'}` : `${difference}`;
  if (viewer !== null) return lead === viewer ? `You won by ${margin}` : `You lost by ${margin}`;
  return `${names[lead]} won by ${margin}`;
}
