// The screen readers' board (ui/a11y-grid.ts) on the daily puzzle and in the guided game: the same
// grid of squares as in a game, played through the scene's own place path (the board view's input,
// as a tap or the keyboard cursor), with the scene's news said in the log: the puzzle's verdict, the
// guided game's lines as they change. Their lines are said for the ear (ui/ear-words.ts), and the
// mirror reads them without the board's drawn labels (the grid names the squares). Made only with the mode on.

import { columnLetter, squareName } from '../engine/index.ts';
import type { GuidedMatch } from '../game/tutorial-match.ts';
import type { PuzzleModel } from '../screens/puzzle/puzzle-model.ts';
import { puzzleQuestion } from '../game/puzzles.ts';
import { A11yGrid, type A11yBoard } from '../ui/a11y-grid.ts';
import { announce } from '../ui/a11y-log.ts';
import { scoreWords } from '../ui/move-words.ts';
import type { ScenePort } from '../ui/scene-port.ts';
import { earWords, NEXT_SHORTCUT, type EarPlace } from '../ui/ear-words.ts';
import type { Services } from './services.ts';
import { placeWord } from '../game/settings.ts';

/** Whether the screen readers' mode is on (the menu's switch, the Options tab or an `a11y=1` link). */
export function screenReaderOn(s: Services): boolean {
  return s.settings.screenReader;
}

/** Makes a scene's screen-reader part now with the mode on, else as soon as it is turned on there (no restart: the guided game goes on where it is). */
export function whenScreenReaderOn(scene: ScenePort, s: Services, make: () => void): void {
  if (screenReaderOn(s)) {
    make();
    return;
  }
  const stop = scene.eachStep(() => {
    if (!screenReaderOn(s)) return;
    stop();
    make();
  });
}

/** The scene's data key for the lines the mirror reads (scenes/a11y-view.ts): a function of now. */
export const MIRROR_LINES = 'a11y-lines';

/**
 * The puzzle's board for screen readers; its verdict ("Right! …", or what the move gives) is said
 * as it shows, and "Checking your move…" where the wait for it runs long.
 */
export function puzzleGrid(
  scene: ScenePort,
  model: Pick<PuzzleModel, 'match' | 'snapshot'>,
  board: A11yBoard & { labels: readonly object[] },
  onFocusSquare: (s: number) => void,
): void {
  const match = model.match;
  const mover = match.position.turn();
  const names: [string, string] = mover === 1 ? ['You', 'Opponent'] : ['Opponent', 'You'];
  const left = match.position.movesLeft();
  const who = { names, viewer: mover === 1 ? 0 : 1 } as const;
  new A11yGrid(scene, match, board, who, onFocusSquare, {
    keys: 'arrow keys move, Enter plays, S says the score',
    opening: `Puzzle: ${puzzleQuestion(match.puzzle)}. You are to move, ${left} moves left; the score is ${scoreWords(match.position, who)}. Choose a ${placeWord(match.position.layout.grid)} and press Enter.`,
    shortcuts: false,
    standing: false,
    // After a wrong try another square is the next try (game/puzzle-play.ts): only a finished puzzle refuses.
    refused: () =>
      match.state === 'solving' || match.state === 'wrong'
        ? null
        : 'This puzzle is over: Next puzzle opens another.',
  });
  const anywhere: EarPlace = { square: null, column: null };
  // The scene's words on screen, top first, without the board's drawn labels (a, b, c… and 1, 2, 3…).
  scene.setData(MIRROR_LINES, () => scene.words(board.labels).map((line) => earWords(line, anywhere)));
  // A resize restarts the scene with the same match: a verdict already said is not said again. A
  // try's verdict shows the moment it is judged, and is said then.
  let heard = match.verdict;
  scene.eachStep(() => {
    if (match.verdict === heard) return;
    heard = match.verdict;
    // Said as the screen shows it: the verdict with the reply that punishes a wrong try, the why of a solve.
    if (heard && match.state !== 'solving') announce(model.snapshot().verdict.text);
  });
}

/** The guided game's card buttons: the mirror puts them right after its line. */
export const CARD_CHOICES = [
  'tutorial:next',
  'tutorial:start',
  'tutorial:later',
  'tutorial:menu',
  'tutorial:play',
];

/**
 * The guided game's board for screen readers; each of its lines is said as it comes, for the ear,
 * with the square it asks for. N (or Enter away from the board and the buttons) presses Next.
 */
export function tutorialGrid(
  scene: ScenePort,
  match: GuidedMatch,
  board: A11yBoard,
  onFocusSquare: (s: number) => void,
  words: () => string,
): void {
  new A11yGrid(scene, match, board, { names: ['You', 'Opponent'], viewer: 0 }, onFocusSquare, {
    keys: 'arrow keys move, Enter places',
    opening: null,
    shortcuts: false,
    standing: false,
    // A square not asked for: the guided game's line says where to play instead.
    refused: () => null,
    // The opponent's move can land in the same step as the line before it ("Now it is the
    // opponent's turn"): that line is said first.
    beforeMove: () => tell(),
  });
  const place = (): EarPlace => {
    const wanted = match.expected;
    if (wanted < 0) return { square: null, column: null };
    const layout = match.position.layout;
    return {
      square: squareName(layout, wanted),
      column: layout.gravity ? columnLetter(layout.colOf[wanted]!) : null,
    };
  };
  const next = () => scene.controls().find((c) => c.id === 'tutorial:next' && c.enabled());
  const line = () => earWords(words(), place());
  scene.setData(MIRROR_LINES, () => {
    const [you, opponent] = match.scores();
    return [line(), `Scores: you ${you}, opponent ${opponent}.`];
  });
  const onKey = (e: KeyboardEvent) => {
    if (e.ctrlKey || e.metaKey || e.altKey || e.repeat) return;
    const target = e.target instanceof HTMLElement ? e.target : null;
    // Enter on a square places, on a button presses it: only elsewhere (the heading, a line) is it Next.
    const shortcut =
      e.key.toLowerCase() === 'n' ||
      (e.key === 'Enter' && !(target instanceof HTMLButtonElement) && !(target instanceof HTMLInputElement));
    const control = shortcut ? next() : undefined;
    if (!control) return;
    e.stopPropagation();
    e.preventDefault();
    control.press();
  };
  window.addEventListener('keydown', onKey, true);
  scene.onShutdown(() => window.removeEventListener('keydown', onKey, true));
  let said = '';
  let asked = '';
  const kept = scene.kept;
  const tell = (): void => {
    const now = words();
    const where = place();
    const square = where.column ?? where.square ?? '';
    let told = '';
    if (now !== said) {
      if (now !== '') told = line();
    } else if (square !== asked && square !== '') {
      told = earWords('', where);
    }
    if (told !== '' && next() && !kept.nextShortcutTold) {
      kept.nextShortcutTold = true;
      told = `${told} ${NEXT_SHORTCUT}`;
    }
    if (told !== '') announce(told);
    said = now;
    asked = square;
  };
  scene.eachStep(tell);
}
