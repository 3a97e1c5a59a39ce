// The hint's words where the position is not solved (a big board early on): the square is the
// computer's pick, and its idea (ai/coach/hint-idea.ts) says why in a few words: the banner's
// second line, and the full sentence screen readers say.

import type { HintIdea } from '../ai/coach/hint-idea.ts';
import type { GreedyWhy } from '../ai/coach/greedy-why.ts';
import type { GridKind } from '../engine/index.ts';
import { placeName } from './place-words.ts';
import { moveInWords } from './move-name-words.ts';

/** Whom the words are for: "your"/"their" for one person, names when two people share the screen. */
export interface IdeaAddressee {
  your: string;
  their: string;
}

const two = (n: number) => (n === 2 ? 'two' : String(n));

/** The banner's second line: the move's idea in at most 40 letters (tests/ai/coach/hint-banner). */
export function hintIdeaLine(idea: HintIdea, to: IdeaAddressee): string {
  switch (idea.kind) {
    case 'jumps':
      return `Jumps over ${idea.over} and takes it`;
    case 'captures':
      return `Captures ${idea.cells} of ${to.their} ${idea.cells === 1 ? 'cell' : 'cells'}`;
    case 'joins':
      return `Joins ${two(idea.groups)} of ${to.your} groups`;
    case 'parts':
      return `Keeps ${to.their} ${two(idea.groups)} groups apart`;
    case 'their-best':
      return `Takes ${to.their} best ${placeName(idea.grid)}`;
    case 'sets-up':
      return `Sets up ${idea.square} for +${idea.gain} next`;
    case 'grows':
      return `Grows ${to.your} group to ${idea.cells} cells`;
    case 'crowds':
      return `Takes room from ${to.their} ${idea.cells === 1 ? 'cell' : `${idea.cells} cells`}`;
    case 'room':
      // Room to grow, said as what a beginner sees on the board ("more room to grow" unexplained).
      return `${idea.free} empty ${placeName(idea.grid, idea.free)} around it to grow into`;
  }
}

/**
 * The idea of a move the player is about to play (a hint, Best moves), in the banner's 40 letters:
 * a square it sets up is said as the other side's to take, "Sets up a3, +8 if they leave it"
 * ("sets up a3 for +8 next" read as broken advice when Easy took a3); else hintIdeaLine.
 */
export function comingIdeaLine(idea: HintIdea, to: IdeaAddressee): string {
  if (idea.kind === 'sets-up')
    // Two people's names would run past the line: "if it stays free" says the same of either.
    return `Sets up ${idea.square}, +${idea.gain} ${to.their === 'their' ? 'if they leave it' : 'if it stays free'}`;
  return hintIdeaLine(idea, to);
}

/** The full words' last sentence: the idea, said whole. */
export function hintIdeaSentence(idea: HintIdea, to: IdeaAddressee): string {
  switch (idea.kind) {
    case 'jumps':
      return `The idea: it jumps over ${idea.over} and turns it into one of ${to.your} cells.`;
    case 'captures':
      return `The idea: it captures ${idea.cells} of ${to.their} ${idea.cells === 1 ? 'cell' : 'cells'}.`;
    case 'joins':
      return `The idea: it joins ${two(idea.groups)} of ${to.your} groups into one.`;
    case 'parts':
      return `The idea: it stands where ${to.their} ${two(idea.groups)} groups would join, and keeps them apart.`;
    case 'their-best':
      return `The idea: no ${placeName(idea.grid)} on the board is worth more to ${to.their} side, and this takes it.`;
    case 'sets-up':
      return `The idea: it sets up ${idea.square}, worth +${idea.gain} to ${to.your} side next move if ${to.their} side leaves it free.`;
    case 'grows':
      return `The idea: it grows ${to.your} group to ${idea.cells} cells.`;
    case 'crowds':
      return `The idea: it takes room from ${to.their} ${idea.cells === 1 ? 'cell' : `${idea.cells} cells`} beside it.`;
    case 'room':
      return `The idea: it has ${idea.free} empty ${placeName(idea.grid, idea.free)} around it, where ${to.your} next cells can connect and divide.`;
  }
}

/** The square that scores more now than the hinted one, and what it costs by the end (ai/coach/hint-choice.ts). */
export interface GreedierWords {
  move: string;
  gain: number;
  worse: number;
  /** Worked out to the end; else the computer's estimate, said with "about". */
  exact: boolean;
  /** Why the hint's square over it, as the board shows it (ai/coach/greedy-why.ts). */
  why?: GreedyWhy;
}

/** Whom a greedier square's words are for: "you"/"them", or names when two people share the screen. */
export interface GreedierAddressee extends IdeaAddressee {
  you: string;
  them: string;
  they: string;
}

const about = (g: GreedierWords) => (g.exact ? '' : 'about ');

/**
 * The full words' sentences for it: "d3 scores more now (+12), but with best play it costs you about
 * 5 points by the end.", then why, as the board shows it: the reply it hands the other side, the
 * room to grow it gives up, else the plain lesson.
 */
export function greedierSentence(g: GreedierWords, to: GreedierAddressee, hint = 'this'): string {
  const cost = `${moveInWords(g.move)} scores more now (+${g.gain}), but with best play it costs ${to.you} ${about(g)}${g.worse} point${g.worse === 1 ? '' : 's'} by the end.`;
  return `${cost} ${greedyWhySentence(g, to, hint)}`;
}

/** Why not the greedy square, in one sentence a beginner can check on the board. */
function greedyWhySentence(g: GreedierWords, to: GreedierAddressee, hint: string): string {
  const reply = g.why?.reply;
  if (reply)
    return `After ${moveInWords(g.move)}, ${to.they} could take +${reply.gain} at ${moveInWords(reply.move)} next.`;
  const room = g.why?.room;
  if (room)
    return `After ${moveInWords(hint)}, ${room.hint} empty squares touch ${to.your} cells; after ${moveInWords(g.move)}, ${room.greedy}. ${GROW_INTO}`;
  return 'Early on, room to grow matters more than points now.';
}

/** The banner's reason where the hint keeps more room than the greedy square: the board rings that space. */
export const ROOM_REASON = ', with open space around it';

/** What room to grow means on the board, for a new player: the empty squares beside a cell. */
export const GROW_INTO = 'A cell placed on one of them later connects and divides: that is room to grow.';

/**
 * The banner's reason on the hint's own line beside a square that scores more now, as a clause of
 * its sentence ("Try a1 for 1, and it joins your groups."): what the move does where the board
 * shows it (joins your groups, grows one, crowds theirs…), else more room to grow than the greedy
 * square, else the plain lesson. Empty where the second line already gives the reason (the reply
 * the greedy square hands over, said in place of an estimated cost).
 */
export function greedierReason(idea: HintIdea | null, g: GreedierWords, to: IdeaAddressee): string {
  if (g.why?.reply && !g.exact) return '';
  switch (idea?.kind) {
    case 'joins':
      return `, and it joins ${to.your} groups`;
    case 'parts':
      return `, and it keeps ${to.their} apart`;
    case 'sets-up':
      return `, and it sets up ${idea.square}`;
    case 'grows':
      return `, and it grows ${to.your} group`;
    case 'crowds':
      return `, and it crowds ${to.their} cells`;
  }
  // Room to grow as the board shows it: the empty squares around the hinted square ("more
  // room to grow" beside a lone square read as no reason); the full words count it.
  if (g.why?.room) return ROOM_REASON;
  return idea ? ': room counts more early on' : ": it's best by the end";
}

/**
 * Under capture, while the hint is the computer's pick (best play not known yet), why the count now
 * matters less: whoever fills the last square takes every group of the other colour it touches, so
 * a hint that leaves you behind early is not a hint that loses (square:6 with capture: the expert
 * against itself from the hint's opening at 7–24 and from the neighbour script's at 28–7 ends 0–280
 * both times). Said in the full words on every such hint under capture; the banner's line is
 * hint-line-words.ts's captureEndLine.
 */
export function captureEndSentence(grid: GridKind): string {
  const places = placeName(grid, 2);
  return `With capture the last ${places} decide the game: whoever fills the last one takes every group of the other colour it touches, so the count now matters less than keeping your groups clear of the last empty ${places}.`;
}
