// `window.cellDivision`, for tests and for people who automate the game: the current scene, the
// match state, where a square is and where the buttons are — all in page CSS pixels. Only the test
// build (`npm run build:test`, mode 'test') loads it: main.ts imports it behind that mode. This
// file is the hook's contract; the readers are in automation-*.ts.

import type Phaser from 'phaser';
import type { MatchEvent } from '../game/events.ts';
import { loadBoards, type SavedBoard } from '../game/saved-boards.ts';
import { loadHistory, type KeptGame } from '../game/game-history.ts';
import type { Stats } from '../game/stats.ts';
import { readMatchLink } from '../game/links.ts';
import { dialogOf } from '../ui/dialog.ts';
import { noticeBoxOnScreen, noticeOnScreen, onNotice } from '../ui/notice.ts';
import { tooltipShown } from '../ui/tooltip.ts';
import { boardReaders, labelsOnPage, squareOnPage } from './automation-board.ts';
import { pageBox, pageMapper, type PageBox } from './automation-page.ts';
import { puzzleHookState } from './automation-puzzle.ts';
import { lastRetryVerdict, reviewHookState } from './automation-review.ts';
import { textReaders } from './automation-texts.ts';
import { markReaders, type ShownMark } from './automation-marks.ts';
import { chartReaders, type ShownChart } from './automation-charts.ts';
import { SCENES } from './keys.ts';
import { sceneInSight, type SceneInSight } from './scene-in-sight.ts';
import { newMatchFromLink, type Services } from './services.ts';
import { gameSizeFor } from '../ui/screen.ts';

export interface HookState {
  /** The rules id, and its parts: the layout id, equal moves and the scoring. */
  rules: string;
  layout: string;
  equalMoves: boolean;
  scoring: 'divisions' | 'connections';
  /** The moves so far by square name, as in a game record. */
  moves: string[];
  scores: [number, number];
  /** The scores as the HUD shows them now (they count up after each move). */
  shown: [number, number] | null;
  toMove: 1 | 2 | null;
  over: boolean;
  players: [string, string];
  busy: boolean;
  /** The square a press held down on the board will place on when released, or null. */
  pressed: string | null;
  /** The square a finger's aim is on (small squares on a touch screen), or null. */
  aimed: string | null;
  /** The square a held finger previews, ringed around the finger, or null. */
  previewHeld: string | null;
  /** How many moves have their cell on the board (a move's cell lands a moment after it is made). */
  landed: number;
  /** Whether the board's toolbar is in sight. */
  toolbar: boolean;
}

export interface HookControl {
  id: string;
  label: string;
  x: number;
  y: number;
  width: number;
  height: number;
  enabled: boolean;
  /** The name drawn under its icon (the board's toolbar), on the page, with its font size in CSS px. */
  caption?: { text: string; x: number; y: number; width: number; height: number; css: number };
}

export interface CellDivisionHook {
  /** 'howto' while the how-to-play dialog is open over the menu. */
  scene(): SceneInSight;
  state(): HookState | null;
  /** The squares whose cell the board draws at its square now (placed and no longer falling), by name; [] away from a match's board. */
  drawn(): string[];
  /** Scoring by connections: the links the board in sight (a game's or a puzzle's) draws between touching cells, each player's by square names; [] under divisions scoring or away from a board. */
  links(): { player: 1 | 2; squares: [string, string] }[];
  square(name: string): { x: number; y: number } | null;
  /** The column letters and row numbers beside the board in sight, on the page, with their font size in CSS px and whether they are lit (the square under the pointer's); null without a board. */
  boardLabels(): { text: string; x: number; y: number; width: number; height: number; css: number; lit: boolean; guide: { from: { x: number; y: number }; to: { x: number; y: number } } | null }[] | null;
  controls(): HookControl[];
  /** The notices shown so far (storage problems, bad links, the opponent's fallback, link copied). */
  notices(): string[];
  /** Board taps that reached the game, and the match's verdict on its play calls. */
  inputs(): { boardTaps: number; accepted: number; refused: number };
  /** The last link made by Copy link, or null. */
  lastShared(): string | null;
  /**
   * Whether the game is laid out for the page's size: the window's last resize has reached the
   * game (main.ts waits for it to end) and the board in sight was laid out for it (it lays out
   * again a moment after). False in between, while the old layout is still in sight.
   */
  laidOut(): boolean;
  /** Calls `listener` with each event of the match in play as it happens (tests hold frames with it); returns the stop. */
  watch(listener: (e: MatchEvent) => void): () => void;
  /** The board's status line as shown, or null away from the board. */
  status(): string | null;
  /** The newest notice or toast in sight, or null. */
  notice(): string | null;
  /** Where the newest notice stands on the page, or null. */
  noticeBox(): { x: number; y: number; width: number; height: number } | null;
  /** Calls `listener` after each frame the game draws, before anything else runs (tests read what that frame showed); returns the stop. */
  frames(listener: () => void): () => void;
  /** The status line as drawn on the page, or null away from the board. */
  statusBox(): { x: number; y: number; width: number; height: number } | null;
  /** The coach's banner on the page while it shows, or null. */
  coachWordsBox(): { x: number; y: number; width: number; height: number } | null;
  /** The HUD's two player panels (with the scores) on the page, or null away from the board. */
  scorePanels(): { x: number; y: number; width: number; height: number }[] | null;
  /** The HUD's names (as shown, perhaps cut) and scores (as shown this frame, mid count-up too) on the page: a name never runs into a score. */
  hudTexts(): { name: { x: number; y: number; width: number; height: number; text: string }; score: { x: number; y: number; width: number; height: number; text: string } }[] | null;
  /** The smallest text in sight in the scenes on screen (board, results, tutorial), in CSS px, with its words. */
  smallestText(): { text: string; px: number } | null;
  /** The tooltip in sight (a button's name, a cell's value), or null. */
  tooltip(): string | null;
  /** The words in sight in the current scene (its text objects), top to bottom. */
  texts(): string[];
  /** The texts in sight in the current scene (its text objects): words, font size as shown in CSS px, and box on the page. */
  textBoxes(): { text: string; css: number; x: number; y: number; width: number; height: number }[];
  /** Every visible text of the running scenes with its height on the page in CSS px (its font size as shown). */
  textSizes(): { text: string; css: number }[];
  /** The results' title and lines while they are up ("You won against Hard by 4", …), or null. */
  results(): string[] | null;
  /** The results' panel on the page while they are up, or null. */
  resultsPanel(): PageBox | null;
  /** The person's record: `{[rulesId]: {[opponentId]: {games, wins, draws, losses, bestMargin, streak}}}`. */
  stats(): Stats;
  /**
   * The gains floating over the board now: text, the player's CSS colour, square name, rising or
   * still; the label's box and its square's box on the page.
   */
  gains(): { text: string; colour: string; square: string; rises: boolean; box: PageBox; squareBox: PageBox | null }[];
  /** The player's saved boards. */
  boards(): SavedBoard[];
  /** The finished games kept on the device, newest first. */
  history(): KeptGame[];
  /** The board in the builder, as its `custom:` id (null outside the builder). */
  builderBoard(): string | null;
  /** The builder's facts as shown: squares, odd or even, the solved value or what stops play. */
  builderFacts(): string | null;
  /** The coach's hint on the board (its square's name and words, its tag's box and font size, its square's box), or null. */
  hint(): { square: string; text: string; tag: { box: PageBox; css: number } | null; squareBox: PageBox | null } | null;
  /** The perfect-play overlay: whether the toggle is on, the margins shown (by square name) and the best squares, or why it is unavailable. */
  overlay(): { on: boolean; values: Record<string, number> | null; best: string[]; reason: string | null } | null;
  /** The coach's words over the board (a hint, a gain preview, the overlay's), or null. */
  coachWords(): string | null;
  /** The review in sight: the ply its board shows, the moves reviewed so far, whether it is done; null elsewhere. */
  review(): ReviewHookState | null;
  /** The Resume card's picture of the saved game on the page, on the menu. */
  resumePicture(): PageBox | null;
  /** The dialog open over the scene in sight (its kind, its words, its panel on the page), or null. */
  dialog(): { kind: string; title: string; box: PageBox | null } | null;
  /** What the move played in the last "Retry from here" was told, or null until it is judged. */
  retryVerdict(): string | null;
  /** The puzzle in play (null outside the puzzle screen): its record, whether solved, the wrong tries. */
  puzzle(): PuzzleHookState | null;
  /** The colour-blind marks in sight: each one's shape, the colour it stands on, its box (CSS px). */
  cellMarks(): ShownMark[];
  /** The charts in sight (the results', the review's): whose series is whose, by name, mark and line. */
  charts(): ShownChart[];
  /**
   * For tests: opens the match a start link's query names (`layout=hex:5&p1=human&p2=easy`) on the
   * board, as that link would, without reloading the page (a page load costs the browser tests
   * seconds each). Resolves once the board is made: true, or false (nothing changed) when the link is wrong.
   */
  openMatch(query: string): Promise<boolean>;
}

export interface ReviewHookState {
  /** How many moves the board shows played (0: the empty board). */
  shownMove: number;
  /** Cells on the review's board as drawn. */
  cells: number;
  /** Scoring by connections: the links its board draws between touching cells, by player (none under divisions). */
  links: [number, number];
  moves: { index: number; move: string; best: string[]; cost: number; exact: boolean; mark: string }[];
  done: boolean;
  /** The progress line as drawn ("25 moves reviewed · your costliest: move 5, a5"). */
  progress: string;
  /** Where the progress line is drawn on the page (CSS px). */
  progressBox: PageBox;
  error: string | null;
  /** How long the worker took over the whole review, once done. */
  ms: number | null;
  /** The board's frame and the key's box on the page (CSS px), and the key's words as drawn. */
  boardBox: PageBox;
  key: { box: PageBox; words: string[] };
}

export interface PuzzleHookState {
  number: number;
  /** The record of the puzzle's position (before any move of the player's). */
  record: string;
  daily: boolean;
  state: 'solving' | 'wrong' | 'solved' | 'shown';
  solved: boolean;
  tries: number;
  /** The moves on the board after the puzzle's position, by square name. */
  played: string[];
  /** The words above and below the board (title, question, goal, rules, verdict) and their boxes on the page. */
  words: { text: string; box: PageBox }[];
}

/** Every notice shown from now on, oldest first: started before anything can show one. */
export function recordNotices(): string[] {
  const shown: string[] = [];
  onNotice((text) => shown.push(text));
  return shown;
}

/**
 * Whether the page asked for the tests' speed (the e2e harness sets the flag before the game's
 * scripts run, tests/e2e/browser.ts): no animation and no pauses.
 */
export function testSpeedAsked(): boolean {
  return (globalThis as { cellDivisionTestSpeed?: boolean }).cellDivisionTestSpeed === true;
}

/** How much faster every scene's clock and tweens run at the tests' speed: the next frame ends what they wait for. */
const CLOCKS_AHEAD = 1000;

/** At the tests' speed: every running scene's timers and tweens run far ahead, so pauses and animations end at once. */
export function runClocksAhead(game: Phaser.Game): void {
  game.events.on('prestep', () => {
    for (const scene of game.scene.getScenes(true)) {
      scene.time.timeScale = CLOCKS_AHEAD;
      scene.tweens.timeScale = CLOCKS_AHEAD;
    }
  });
}

/** Installs `window.cellDivision`; `notices` is the record recordNotices() keeps. */
export function installHook(game: Phaser.Game, services: Services, notices: readonly string[]): CellDivisionHook {
  const toPage = pageMapper(game);
  const scene = () => sceneInSight(game);
  const shownKey = () => {
    const shown = scene();
    return shown === 'loading' ? null : shown === 'howto' ? SCENES.menu : shown;
  };
  const hook: CellDivisionHook = {
    scene,
    ...boardReaders(toPage, services),
    ...textReaders(game, toPage, shownKey),
    ...markReaders(game, toPage),
    ...chartReaders(game, toPage, shownKey),
    frames: (listener) => {
      game.events.on('postrender', listener);
      return () => { game.events.off('postrender', listener); };
    },
    laidOut: () => {
      const parent = game.canvas.parentElement;
      const page = parent ? gameSizeFor(parent.clientWidth, parent.clientHeight) : null;
      const size = { width: game.scale.width, height: game.scale.height };
      const board = services.board?.size;
      const same = (a: { width: number; height: number }) => a.width === size.width && a.height === size.height;
      return (!page || same(page)) && (!board || same(board));
    },
    square: (name) => squareOnPage(toPage, services, scene(), name),
    boardLabels: () => labelsOnPage(toPage, services, scene()),
    notices: () => [...notices],
    notice: () => noticeOnScreen(),
    noticeBox: () => noticeBoxOnScreen(),
    tooltip: () => tooltipShown(),
    boards: () => loadBoards(services.store),
    history: () => loadHistory(services.store).reverse(),
    builderBoard: () => services.builder?.boardId() ?? null,
    builderFacts: () => services.builder?.factsShown() ?? null,
    review: () => reviewHookState(game, toPage),
    resumePicture: () => {
      const picture = scene() === 'menu' ? game.scene.getScene(SCENES.menu).children.getByName('thumbnail:game') : null;
      return picture ? pageBox(toPage, (picture as Phaser.GameObjects.Image).getBounds()) : null;
    },
    dialog: () => {
      const key = shownKey();
      const open = key ? dialogOf(game.scene.getScene(key)) : null;
      return open ? { kind: open.kind, title: open.title ?? '', box: open.box ? pageBox(toPage, open.box) : null } : null;
    },
    retryVerdict: () => lastRetryVerdict(services),
    puzzle: () => (scene() === 'puzzle' ? puzzleHookState(services, toPage) : null),
    openMatch: (query) => {
      const link = readMatchLink(query);
      if (!link || 'error' in link) return Promise.resolve(false);
      const made = new Promise<boolean>((resolve) => game.scene.getScene(SCENES.board).events.once('create', () => resolve(true)));
      newMatchFromLink(services, link.start);
      // Queued, as a button's scene change is: every scene in sight stops, then the board starts.
      const [first, ...others] = game.scene.getScenes(true);
      for (const other of others) other.scene.stop();
      if (first) first.scene.start(SCENES.board);
      else game.scene.start(SCENES.board);
      return made;
    },
  };
  (globalThis as { cellDivision?: CellDivisionHook }).cellDivision = hook;
  return hook;
}
