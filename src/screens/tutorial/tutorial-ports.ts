// What the guided game's model and its scene hand each other: the wall clock the words are read
// on, what the model asks of the view, the model's options, and where the guided game leads.

import type { GuidedMatch } from '../../game/tutorial-match.ts';
import type { PointerKind } from '../../words/press-words.ts';
import type { PlayerId } from '../../game/players.ts';
import { LADDER } from '../history/ladder.ts';

/** Where the guided game goes when it is over: a game (Play), or the menu. */
export interface TutorialEnd {
  to: 'leave';
  play: boolean;
  /** The new game Play starts: the ladder's first step. */
  start?: { rules: string; players: [PlayerId, PlayerId] };
}

/** The first real game after the guided one: the ladder's first step, Easy, "a gentle first game". */
export const FIRST_STEP = LADDER[0]!;
/** Its number on the ladder, as the end's words and Play name it ("Ladder step 1", "Play step 1"). */
export const FIRST_STEP_NUMBER = LADDER.indexOf(FIRST_STEP) + 1;
export const FIRST_OPPONENT = FIRST_STEP.opponent;

/** The wall clock the words are read on (however slowly the frames come). */
export interface TutorialClock {
  now(): number;
  after(ms: number, fn: () => void): void;
}

/** What the model asks of the scene. */
export interface TutorialView {
  /** The snapshot changed: draw it again. */
  changed(): void;
  /** A tap on `square` (−1: off the board) was not taken: the ring blinks, and the tapped square flashes. */
  blink(square: number): void;
  /** A square's centre and the squares' size on screen, for "the glowing square is to the right". */
  centre(square: number): { x: number; y: number };
  squareSize(): number;
}

export interface TutorialModelOptions {
  clock: TutorialClock;
  view: TutorialView;
  /** The guided match. */
  match?: GuidedMatch | null;
  /** Whether the person had a game before the tutorial: the end offers to go back to it. */
  hasGame: boolean;
  /** The input the person is using now: the card says "Tap" or "Click" by it (touch by default). */
  pointer?: () => PointerKind;
  /** How long the opponent thinks once its line is on the card, as a real game's Easy does (0: at once). */
  thinkMs?: number;
}
