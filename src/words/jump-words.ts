// How a jump is made, in a player's words (RULES.md section 13; the board's input is
// screens/game/jump-select.ts: a press on your cell shows where it can land, a press there jumps).

/**
 * The gesture, said the first time a player can jump in a match; `place` is the board's "square",
 * "hexagon" or "triangle"; `neverJumps` the opponent's name where it never jumps (Easy, Medium, Hard,
 * Adaptive), said so a player does not watch for its jumps.
 */
export const jumpNoticeWords = (press: string, place = 'square', neverJumps: string | null = null): string =>
  `You can jump: ${press} one of your cells with an arrow, then the ${place} where it lands. The cell it hops over turns your colour.` +
  (neverJumps ? ` ${neverJumps} never jumps.` : '');

/** Why a tap on a cell made no jump (screens/game/jump-select.ts), by what was tapped; `place` is the board's "square", "hexagon" or "triangle". */
export type JumpRefused = 'none left' | 'theirs' | 'theirs, none now' | 'not this one' | 'none now';

export const jumpRefusedWords = (why: JumpRefused, place = 'square'): string =>
  ({
    'none left': 'You have used both your jumps',
    theirs: 'To jump, pick one of your cells with an arrow, then where it lands',
    'theirs, none now': `No jump yet: it needs your cell beside this one and an empty ${place} beyond it`,
    'not this one': 'This cell cannot jump now: pick one of yours with an arrow',
    'none now': `No jump yet: it needs the other player's cell beside yours and an empty ${place} beyond it`,
  })[why];

/** The how-to-play demo's line over its jump: the two squares pressed, in order. */
export const demoJumpWords = (from: string, to: string, over: string, who: string): string =>
  `Tap ${from}, then ${to}: ${over} turns ${who.toLowerCase()}:`;

/** The other player's jump, as it lands: "Hard jumped from d1 over c2 to b3: the cell on c2 is Hard's now". */
export const jumpMadeWords = (jumper: string, from: string, over: string, to: string): string =>
  `${jumper} jumped from ${from} over ${over} to ${to}: the cell on ${over} is ${jumper}'s now`;

/** How long the other player's jump stays said, in milliseconds: one line, read once or twice. */
export const JUMP_MADE_MS = 4500;

/** How long the jump notice stays, in milliseconds: long enough to read twice. */
export const JUMP_NOTICE_MS = 7000;

/** A player's jumps left, as their panel says it under the name. */
export const jumpsLeftWords = (n: number): string =>
  n === 0 ? 'no jumps' : n === 1 ? '1 jump' : `${n} jumps`;

const pointsWords = (n: number): string => `${n} ${n === 1 ? 'point' : 'points'}`;

/**
 * Why a jump made a score fall, said the first time it happens to the person: `own` their own
 * jump (the cell that left `from` no longer joins the cells beside it there, so they split less),
 * else the other player's (`jumper`, their name): where it jumped, as jumpMadeWords says it (this
 * line stands in its place), and that it turned the cell on `over`. `loser` is the name of the
 * player who lost the points with two people on the device, null for the person.
 */
export function jumpCostWords(o: {
  own: boolean;
  lost: number;
  from: string;
  over: string;
  to: string;
  jumper: string;
  loser: string | null;
}): string {
  const whose = o.loser === null ? 'your' : `${o.loser}'s`;
  if (o.own)
    return `${o.loser === null ? 'Your' : whose} jump cost ${pointsWords(o.lost)}: ${whose} cells next to ${o.from} split less once the jumping cell left it.`;
  return `${o.jumper} jumped from ${o.from} over ${o.over} to ${o.to} and turned ${whose} cell: ${o.loser ?? 'you'} lost ${pointsWords(o.lost)}.`;
}

/**
 * What a jump's leaving its square costs, as the hint and the preview say it after how the cells
 * split, so that the parts add up to the jump's gain: "Leaving f3 costs 4 of your pieces (−4) and
 * opens it for their +8." The opening is said where the square is the other player's best next
 * (`opens` > 0); '' where leaving costs nothing and opens nothing worth saying.
 */
export function leftSquareSentence(
  left: { square: string; cost: number; opens: number },
  byConnections: boolean,
  to: { your: string; their: string },
): string {
  const unit = byConnections ? 'connection' : 'piece';
  const lost =
    left.cost === 0
      ? ''
      : `costs ${left.cost === 1 ? `one of ${to.your} ${unit}s` : `${left.cost} of ${to.your} ${unit}s`} (\u2212${left.cost})`;
  const opens = left.opens > 0 ? `opens it for ${to.their} +${left.opens}` : '';
  if (lost === '' && opens === '') return '';
  return `Leaving ${left.square} ${[lost, opens].filter(Boolean).join(' and ')}.`;
}
