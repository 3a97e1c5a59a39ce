// What the screen readers' grid says, in the game's words: each square's name and state ("c3,
// yours, divided along 2 lines: 4"), each move as it is played ("You placed c3, divided along 2
// lines, +6."), a placed cell's value (the board's tooltip says it too) and where the game stands
// ("You 12, Easy 8, 20 moves left.").

import { leavesOneSquareEmpty, PATTERN_SCORE, squareName, STEM, type Position } from '../engine/index.ts';
import type { MoveEvent } from '../game/events.ts';
import { placeWord } from '../game/settings.ts';
import { groupsAtRisk } from '../game/capture-risk.ts';
import { lastLibertyWords } from '../words/capture-risk-words.ts';
import { movesLeftLine, statusLine, type StatusInput } from './status-line.ts';

/**
 * The tooltip's words for a cell with this division pattern; scored by connections, the cell's
 * connections instead (`ownNeighbours`: its own cells around it).
 */
export function cellValueText(pattern: number, connections?: { ownNeighbours: number }): string {
  if (connections) {
    const k = connections.ownNeighbours;
    return k === 0
      ? `${cellShapeWords(pattern, connections)}: no connection`
      : `${cellShapeWords(pattern, connections)}: ${k} connection${k === 1 ? '' : 's'}`;
  }
  return `${cellShapeWords(pattern)}: ${PATTERN_SCORE[pattern]!}`;
}

/** The first half of the tooltip's words, without the value: "divided along 3 lines", "touches 2 of its own". */
export function cellShapeWords(pattern: number, connections?: { ownNeighbours: number }): string {
  if (connections) {
    const k = connections.ownNeighbours;
    return k === 0 ? 'touches none of its own' : `touches ${k} of its own`;
  }
  let lines = 0;
  for (let m = pattern; m; m &= m - 1) lines++;
  return lines === 0 ? 'a lone cell' : `divided along ${lines} line${lines === 1 ? '' : 's'}`;
}

export interface Speakers {
  /** The players' names as the HUD shows them ("You", "Hard", "Player 1"). */
  names: [string, string];
  /** The person's index (0 or 1) when one person plays, else null. */
  viewer: 0 | 1 | null;
}

function connectionsOf(p: Position, s: number): { ownNeighbours: number } | undefined {
  return p.byConnections ? { ownNeighbours: p.overlap(p.owner[s] as 1 | 2, s) } : undefined;
}

function ownerWords(owner: 1 | 2, who: Speakers): string {
  if (who.viewer !== null) return owner - 1 === who.viewer ? 'yours' : `${who.names[owner - 1]}'s`;
  return `${who.names[owner - 1]}'s`;
}

/** A square's button: "c3, empty", "c3, yours, divided along 2 lines: 4"; under gravity, where a cell would land. */
export function squareWords(p: Position, s: number, who: Speakers): string {
  const name = squareName(p.layout, s);
  const owner = p.owner[s]!;
  if (owner === 0) {
    // Under capture, a group's last free square says so (game/capture-risk.ts).
    const last = p.rules.capture ? lastLibertyWords(p, s, groupsAtRisk(p), who) : null;
    if (last) return `${name}, empty, ${last}`;
    if (!p.layout.gravity) return `${name}, empty`;
    const lands = p.landingSquare(p.layout.colOf[s]!);
    if (lands < 0 || lands === s) return `${name}, empty`;
    return `${name}, empty, a cell here falls to ${squareName(p.layout, lands)}`;
  }
  if (owner === STEM) return `${name}, a stem cell`;
  return `${name}, ${ownerWords(owner as 1 | 2, who)}, ${cellValueText(p.pattern[s]!, connectionsOf(p, s))}`;
}

/** A score's change with its sign: +4, −4. */
export const signed = (n: number) => (n < 0 ? `−${-n}` : `+${n}`);

/** A move as it was played, read on the position after it: "Hard placed d4, a lone cell, +2." */
export function moveWords(p: Position, e: MoveEvent, who: Speakers): string {
  const mover = e.player - 1;
  const shape = cellShapeWords(p.pattern[e.square]!, connectionsOf(p, e.square));
  const lost = e.gains[1 - mover]!;
  const loss = lost < 0 ? `, ${who.viewer === 1 - mover ? 'you' : who.names[1 - mover]} ${signed(lost)}` : '';
  const at = squareName(p.layout, e.square);
  const made = e.jump
    ? `jumped from ${squareName(p.layout, e.jump.from)} over ${squareName(p.layout, e.jump.over)} to ${at}`
    : `placed ${at}`;
  const captured = e.converted.length - (e.jump ? 1 : 0);
  const took = captured > 0 ? `, capturing ${captured === 1 ? '1 cell' : `${captured} cells`}` : '';
  return `${who.names[mover]} ${made}${took}, ${shape}, ${signed(e.gains[mover]!)}${loss}.`;
}

/** Both scores in a fixed order, the person first: "You 12, Easy 10". */
export function scoreWords(p: Position, who: Speakers): string {
  const order = who.viewer === 1 ? [1, 0] : [0, 1];
  return order.map((i) => `${who.names[i]!} ${p.score((i + 1) as 1 | 2)}`).join(', ');
}

/** Where the game stands: the scores (once a cell is on the board), then the status line as a sentence. */
export function standingWords(p: Position, who: Speakers): string {
  const input: StatusInput = {
    names: who.names,
    scores: [p.score(1), p.score(2)],
    movesLeft: p.movesLeft(),
    viewer: who.viewer,
    cellsPlaced: p.ply,
    oneSquareStaysEmpty: leavesOneSquareEmpty(p.rules),
    place: placeWord(p.layout.grid),
    byConnections: p.byConnections,
  };
  const line = statusLine(input);
  const scoring = p.byConnections ? ', by connections' : '';
  if (!p.isOver()) {
    // Said whole to a screen reader, where the status line's "0–0 ·" would be read as a sum.
    if (p.ply === 0)
      return `An empty board, ${movesLeftLine(input)}${p.byConnections ? ', scoring by connections' : ''}.`;
    return `${scoreWords(p, who)}${scoring}, ${movesLeftLine(input)}.`;
  }
  return `Game over: ${line}. Final score: ${scoreWords(p, who)}.`;
}
