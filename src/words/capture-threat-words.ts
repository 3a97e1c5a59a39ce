// The threats one move further than the broken ring in words (screens/game/capture-threats.ts
// decides them): the board's notice on the person's turn near the end of a capture game, the tag
// beside each marked square, and what the screen readers hear. `other` is the other player's name.

import { squareName, type Position } from '../engine/index.ts';

/** A threat as said (screens/game/capture-threats.ts's CaptureThreat). */
export interface CaptureThreat {
  /** Where the other player's cell would capture. */
  square: number;
  /** How many of the person's cells, and what they are worth to them. */
  cells: number;
  points: number;
  /** The person's moves that open it. */
  after: readonly number[];
  /** Every move but this square opens it. */
  whatever: boolean;
}

/** How long the threat's notice stays, in milliseconds: read twice. */
export const THREAT_NOTICE_MS = 7000;

const cells = (n: number) => (n === 1 ? 'your cell' : `${n} of your cells`);

const orList = (names: string[]) =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} or ${names.at(-1)!}`;

/** The person's moves that open the threat, by name: "a3", "a3 or b4", at most three then "…". */
function fillWords(p: Position, t: CaptureThreat): string {
  const names = t.after.map((s) => squareName(p.layout, s));
  return names.length > 3 ? `${names.slice(0, 3).join(', ')} or another` : orList(names);
}

/**
 * One threat in a sentence: "Careful: if you fill a3, Adaptive can fill f3 and take 12 of your
 * cells (78 points)." or, when every move leaves it open, "Careful: whichever square you fill, …".
 * The square named is where their cell would go, never where the person's cells stand.
 */
export function threatSentence(p: Position, t: CaptureThreat, other: string, place: string): string {
  const when = t.whatever ? `whichever ${place} you fill` : `if you fill ${fillWords(p, t)}`;
  const worth = `${t.points} ${t.points === 1 ? 'point' : 'points'}`;
  return `Careful: ${when}, ${other} can fill ${squareName(p.layout, t.square)} and take ${cells(t.cells)} (${worth}).`;
}

/** The board's notice: the biggest threat, and how many more are marked. */
export function threatNotice(
  p: Position,
  threats: readonly CaptureThreat[],
  other: string,
  place: string,
): string | null {
  const [first] = threats;
  if (!first) return null;
  const more = threats.length - 1;
  const rest = more === 0 ? '' : ` ${more === 1 ? 'One more square is' : `${more} more squares are`} marked.`;
  return `${threatSentence(p, first, other, place)}${rest}`;
}

/** The screen readers' words after a move: every threat, one sentence each, or '' when none. */
export function threatWords(
  p: Position,
  threats: readonly CaptureThreat[],
  other: string,
  place: string,
): string {
  return threats.map((t) => threatSentence(p, t, other, place)).join(' ');
}

/** The tag beside a marked square, short: "if you fill a3", "whichever you fill". */
export function threatTagWords(p: Position, t: CaptureThreat): string {
  return t.whatever ? 'whichever you fill' : `if you fill ${fillWords(p, t)}`;
}
