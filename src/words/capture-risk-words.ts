// The capture warning in words (game/capture-risk.ts decides it): what the screen readers hear
// after a move ("Hard can capture your cells a1 and a2 at a3.") and on the warned square's button
// ("the last free square of your cells a1 and a2"). Your cells are "your", the other player's by
// name; with two people on the device both by name.

import { squareName, type Position } from '../engine/index.ts';
import type { GroupAtRisk } from '../game/capture-risk.ts';

export interface RiskSpeakers {
  names: readonly [string, string];
  /** The person's index (0 or 1) when one person plays, else null. */
  viewer: 0 | 1 | null;
}

const list = (names: string[]) =>
  names.length === 1 ? names[0]! : `${names.slice(0, -1).join(', ')} and ${names.at(-1)!}`;

function cellsWords(p: Position, g: GroupAtRisk, who: RiskSpeakers): string {
  const whose = who.viewer === g.player - 1 ? 'your' : `${who.names[g.player - 1]}'s`;
  // In the order a player reads names: a1, a2, b1 (column, then row).
  const cells = g.squares
    .map((s) => squareName(p.layout, s))
    .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
  return `${whose} ${cells.length === 1 ? 'cell' : 'cells'} ${list(cells)}`;
}

/** After a move: one sentence per group the next move can capture, or '' when none. */
export function riskWords(p: Position, groups: readonly GroupAtRisk[], who: RiskSpeakers): string {
  return groups
    .map((g) => {
      const taker = 2 - g.player;
      const name = who.viewer === taker ? 'You' : who.names[taker]!;
      return `${name} can capture ${cellsWords(p, g, who)} at ${squareName(p.layout, g.liberty)}.`;
    })
    .join(' ');
}

/** On an empty square's button: "the last free square of your cell b2", or null when it is no group's last. */
export function lastLibertyWords(
  p: Position,
  s: number,
  groups: readonly GroupAtRisk[],
  who: RiskSpeakers,
): string | null {
  const at = groups.filter((g) => g.liberty === s);
  if (at.length === 0) return null;
  return `the last free square of ${at.map((g) => cellsWords(p, g, who)).join(' and of ')}`;
}

/**
 * The ring's stake in words beside it, from the person's side, read at a glance where a bare
 * "−32" does not say whose: on their own group "they take 32" (what the other player takes by
 * filling it), on the other player's "you take 32" (what filling it gains them).
 */
export const stakeTagWords = (own: boolean, points: number): string =>
  `${own ? 'they' : 'you'} take ${points}`;

/** How long the board's first word on the capture ring stays, in milliseconds: long enough to read twice. */
export const RING_NOTICE_MS = 8000;

/**
 * The first time a broken ring stands on the person's turn in a capture game, what it means: on their
 * own group a warning with what to do, on the other player's (`other`, their name) an offer;
 * `place` is "square", "hexagon" or "triangle", `points` what the person loses or gains there.
 */
export function ringNoticeWords(own: boolean, place: string, other: string, points: number): string {
  return own
    ? `The broken ring is your group's last free ${place}: if ${other} fills it, they take the group and you lose ${points} ${points === 1 ? 'point' : 'points'}. Fill it yourself, or grow the group to another free ${place}.`
    : `The broken ring is ${other}'s group's last free ${place}: fill it to take the whole group, +${points} for you.`;
}

/** How long the word on the last squares under capture stays, in milliseconds: read twice. */
export const LAST_SQUARES_NOTICE_MS = 7000;

/**
 * Said once as the last moves of a capture game near: the last square's cell captures every group
 * of the other colour it touches (no group there has a free square left), and who will fill it
 * (`last`: 'you', 'they' or a name; null when nobody can say, as with jumps still to come).
 */
export function lastSquaresWords(place: string, last: string | null): string {
  const rule = `The last ${place} captures: whoever fills it takes every group of the other colour it touches.`;
  if (last === null) return rule;
  return `${rule} ${last === 'you' ? 'That will be you.' : `That will be ${last}.`}`;
}
