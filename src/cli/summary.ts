// What the console prints about a position, as text for people and as one JSON object a line.

import { moveNames, renderBoardText, squareName, type Position } from '../engine/index.ts';

export interface PositionSummary {
  /** The rules id the game is played under, and its layout id. */
  rules: string;
  layout: string;
  moves: string[];
  scores: [number, number];
  toMove: 1 | 2 | null;
  over: boolean;
  winner: 1 | 2 | 0 | null;
  /** Under /jumps: the jumps each player has left. */
  jumpsLeft?: [number, number];
}

export function summarize(position: Position): PositionSummary {
  return {
    rules: position.rules.id,
    layout: position.layout.id,
    moves: moveNames(position),
    scores: [position.score(1), position.score(2)],
    toMove: position.toMove(),
    over: position.isOver(),
    winner: position.winner(),
    ...(position.rules.jumps
      ? { jumpsLeft: [position.jumpsLeft(1), position.jumpsLeft(2)] as [number, number] }
      : {}),
  };
}

export function describeText(position: Position, names: [string, string] = ['player 1', 'player 2']): string {
  const winner = position.winner();
  const status =
    winner === null
      ? `${names[position.turn() - 1]} to move, ${position.movesLeft()} moves left`
      : winner === 0
        ? 'game over: a draw'
        : `game over: ${names[winner - 1]} wins`;
  const rules = position.rules;
  const stems = rules.stemSquares.map((s) => squareName(position.layout, s)).join(' ');
  const options = [
    rules.equalMoves ? 'equal moves' : '',
    rules.scoring === 'connections' ? 'scored by connections' : '',
    rules.capture ? 'capture' : '',
    stems !== '' ? `stem cells (#) on ${stems}` : '',
    rules.jumps
      ? `jumps (left: ${position.jumpsLeft(1)} for ${names[0]}, ${position.jumpsLeft(2)} for ${names[1]})`
      : '',
  ].filter((o) => o);
  return [
    ...(options.length > 0 ? [`${rules.id}: ${options.join(', ')}`] : []),
    renderBoardText(position),
    // The board writes the last move's cell as a capital, X or O.
    `score: ${position.score(1)} (x, ${names[0]}) – ${position.score(2)} (o, ${names[1]})${position.ply > 0 ? '; the capital is the last move' : ''}`,
    status,
  ].join('\n');
}
