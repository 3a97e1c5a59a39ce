// Why a move was the better one, in a few words a player reads at a glance under the review's board:
// "b2 was better: three of your cells beside it divide (+5)". Said from what the move does on the
// board (its gains, worked out by playing it: ai/coach/gains.ts), most telling first; where it
// gains nothing much at once, its idea for the game to come (ai/coach/hint-idea.ts).

import type { SquareGains } from '../ai/coach/gains.ts';
import type { HintIdea } from '../ai/coach/hint-idea.ts';
import { hintIdeaLine, type IdeaAddressee } from './hint-words.ts';
import { placeName } from './place-words.ts';

const NUMBERS = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
const inWords = (n: number) => NUMBERS[n] ?? String(n);
const plus = (n: number) => `(+${n})`;
/** "one of your cells", "three of Easy's cells". */
const capturedCells = (n: number, their: string) => `${inWords(n)} of ${their} cells`;

/**
 * The reason as a clause: a jump, a capture, a stem cell completed, the mover's cells it touches
 * (scored by connections) or makes divide, the other side's gain it blocks, its own cell's division,
 * else its idea. `idea` is asked for only when nothing it does at once is worth saying.
 */
export function moveReason(g: SquareGains, idea: () => HintIdea, to: IdeaAddressee): string {
  if (g.jumpedOver !== null) return `it jumps over ${g.jumpedOver} and takes that cell ${plus(g.gain)}`;
  if (g.captured > 0) return `it captures ${capturedCells(g.captured, to.their)} ${plus(g.gain)}`;
  if (g.stemsCompleted > 0)
    return `it completes ${g.stemsCompleted === 1 ? 'a stem cell' : `${inWords(g.stemsCompleted)} stem cells`} ${plus(g.gain)}`;
  const blocks = g.denies > (g.byConnections ? 0 : 1) ? g.denies : 0;
  if (blocks > g.gain)
    return `it blocks ${to.their} +${blocks}${g.gain > 1 ? ` and scores +${g.gain}` : ' there'}`;
  if (g.byConnections && g.connections > 0)
    return `it touches ${g.connections === 1 ? `one of ${to.your} cells` : `${inWords(g.connections)} of ${to.your} cells`} ${plus(g.gain)}`;
  if (!g.byConnections && g.neighboursDivided > 0)
    return g.neighboursDivided === 1
      ? `${to.your} cell beside it divides ${plus(g.gain)}`
      : `${inWords(g.neighboursDivided)} of ${to.your} cells beside it divide ${plus(g.gain)}`;
  if (blocks > 0) return `it blocks ${to.their} +${blocks} there`;
  if (!g.byConnections && g.lines > 0) return `${to.your} new cell divides as it lands ${plus(g.gain)}`;
  const line = hintIdeaLine(idea(), to);
  return line.charAt(0).toLowerCase() + line.slice(1);
}

/** The review's second line under a costly move: "b2 was better: your cell beside it divides (+3)." */
export function betterMoveWords(move: string, reason: string, unsure = false): string {
  // A move the computer could not judge from far out: the other square is offered, not asserted.
  return `${move} ${unsure ? 'may have been' : 'was'} better: ${reason}.`;
}

/**
 * The review's line where the move played scored more at once than the better move: the contrast,
 * never a reason that makes the move played sound better. "c5 scored +10 now, but b2 was worth 8 more
 * by the end" (`by`: "8", or "about 8" for the computer's estimate, "a little").
 */
export function contrastWords(
  played: string,
  playedGain: number,
  better: string,
  by: string,
  unsure = false,
): string {
  return `${played} scored +${playedGain} now, but ${better} ${unsure ? 'may have been' : 'was'} worth ${by} more by the end`;
}

/** How the game's actual reply showed it: it took the better move's square, or the square the move played opened above it. */
export interface ReplyShown {
  /** Who answered: "Easy", "you", a name. */
  who: string;
  move: string;
  gain: number;
  kind: 'took' | 'above';
}

/** "Easy answered b2 for +12", "you answered c6 above it for +8". */
export function replyWords(r: ReplyShown): string {
  return `${r.who} answered ${r.move}${r.kind === 'above' ? ' above it' : ''}${r.gain > 0 ? ` for +${r.gain}` : ''}`;
}

/**
 * The whole line: the contrast, then the reply that showed it where there is one, else `reason`
 * (what the better move blocks or sets up) where one is known.
 */
export function contrastLine(
  contrast: string,
  reply: ReplyShown | null,
  reason: string | null = null,
): string {
  return reply ? `${contrast}: ${replyWords(reply)}.` : reason ? `${contrast}: ${reason}.` : `${contrast}.`;
}

/**
 * The review's line where the better move scored just as much now as the move played: its points now
 * said as no reason, then the real one (`reason`: the reply that took the square, what it blocks,
 * what it sets up). "b2 was better (also +3 now): Easy answered b2 for +5."
 */
export function sameNowWords(better: string, now: number, reason: string, unsure = false): string {
  const also = now === 0 ? 'also nothing now' : `also ${now > 0 ? '+' : '\u2212'}${Math.abs(now)} now`;
  return `${better} ${unsure ? 'may have been' : 'was'} better (${also}): ${reason}.`;
}

/** What the better move blocks on its square: "it blocks Easy's +6 there". */
export function blockWords(denies: number, to: IdeaAddressee): string {
  return `it blocks ${to.their} +${denies} there`;
}

/** The better move's idea for the game to come, as a clause: "it sets up c2 for +6 next". */
export function laterWords(idea: HintIdea, to: IdeaAddressee): string {
  // After the line's own colon, room said without one.
  if (idea.kind === 'room')
    return `it has ${inWords(idea.free)} empty ${placeName(idea.grid, idea.free)} around it to grow into`;
  const line = hintIdeaLine(idea, to);
  return `it ${line.charAt(0).toLowerCase()}${line.slice(1)}`;
}
