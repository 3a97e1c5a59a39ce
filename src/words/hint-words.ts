// The hint's words where the position is not solved (a big board early on): the square is the
// computer's pick, and its idea (ai/coach/hint-idea.ts) says why in a few words: the banner's
// second line, and the full sentence screen readers say.

import type { HintIdea } from '../ai/coach/hint-idea.ts';
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
      return `Room to grow: ${idea.free} free ${placeName(idea.grid, idea.free)} around`;
  }
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
      return `The idea: it sets up ${idea.square}, worth +${idea.gain} to ${to.your} side next move.`;
    case 'grows':
      return `The idea: it grows ${to.your} group to ${idea.cells} cells.`;
    case 'crowds':
      return `The idea: it takes room from ${to.their} ${idea.cells === 1 ? 'cell' : `${idea.cells} cells`} beside it.`;
    case 'room':
      return `The idea: it has ${idea.free} free ${placeName(idea.grid, idea.free)} around it, room to grow.`;
  }
}

/** The square that scores more now than the hinted one, and what it costs by the end (ai/coach/hint-choice.ts). */
export interface GreedierWords {
  move: string;
  gain: number;
  worse: number;
  /** Worked out to the end; else the computer's estimate, said with "about". */
  exact: boolean;
}

const about = (g: GreedierWords) => (g.exact ? '' : 'about ');

/** The banner's second line where a square scores more now: "d3: +12 now, but ends about 5 worse". */
export function greedierLine(g: GreedierWords): string {
  return `${moveInWords(g.move)}: +${g.gain} now, but ends ${about(g)}${g.worse} worse`;
}

/** The full words' sentence for it: "d3 scores more now (+12), but with best play it ends about 5 points worse for you." */
export function greedierSentence(g: GreedierWords, to: { you: string }): string {
  return `${moveInWords(g.move)} scores more now (+${g.gain}), but with best play it ends ${about(g)}${g.worse} point${g.worse === 1 ? '' : 's'} worse for ${to.you}.`;
}

/**
 * Under capture, while the hint is the computer's pick (best play not known yet), why the count now
 * matters less: whoever fills the last square takes every group of the other colour it touches, so
 * a hint that leaves you behind early is not a hint that loses (square:6 with capture: the expert
 * against itself from the hint's opening at 7–24 and from the neighbour script's at 28–7 ends 0–280
 * both times). The banner's second line where the mover is behind, at most 40 letters.
 */
export function captureEndLine(grid: GridKind): string {
  return `Capture: the last ${placeName(grid, 2)} decide it`;
}

/** The same in the full words, said on every such hint under capture. */
export function captureEndSentence(grid: GridKind): string {
  const places = placeName(grid, 2);
  return `With capture the last ${places} decide the game: whoever fills the last one takes every group of the other colour it touches, so the count now matters less than keeping your groups clear of the last empty ${places}.`;
}
