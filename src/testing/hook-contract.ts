// The test hook's contract: what `window.cellDivision` offers and the shapes it answers with, in
// page CSS pixels. The readers (hook-*.ts) fill it; hook.ts installs it.

import type { MatchEvent } from '../game/events.ts';
import type { KeptGame } from '../game/game-history.ts';
import type { SavedBoard } from '../game/saved-boards.ts';
import type { Stats } from '../game/stats.ts';
import type { SceneInSight } from '../scenes/scene-in-sight.ts';
import type { PageBox } from './hook-page.ts';

export type ShownMark = {
  shape: string;
  on: string | null;
  x: number;
  y: number;
  width: number;
  height: number;
};

export interface ShownChart {
  title: string;
  box: PageBox;
  moves: { move: number; box: PageBox; css: number }[];
  series: {
    player: 1 | 2;
    name: string;
    shown: string;
    palette: string;
    mark: string | null;
    style: 'solid' | 'dashed';
    key: PageBox;
    sample: PageBox;
    end: PageBox | null;
  }[];
}

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
  /** How many moves have begun dividing on the board (their gains shown): the panels count a move from then. */
  split: number;
  /** Under capture, the squares marked as a group's last free square (the capture warning). */
  lastFree: string[];
  /** The stakes written on those squares from the person's side ("−4", "+20"; null: none written), in the same order. */
  stakes: (string | null)[];
  /** Near the end of a capture game on the person's turn, the squares marked where the other player's next cell could capture, with the loss inside and the tag's words. */
  threats: { square: string; label: string; words: string }[];
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
  /** How opaque it is drawn now (0–1): a button fading in is listed before a player sees it. */
  opacity: number;
  /** The name drawn under its icon (the board's toolbar), on the page, with its font size in CSS px. */
  caption?: { text: string; x: number; y: number; width: number; height: number; css: number };
  /** The words of a badge on its icon (closed Best moves' "in 10"). */
  badge?: string;
}

export interface CellDivisionHook {
  /** 'howto' while the how-to-play dialog is open over the menu. */
  scene(): SceneInSight;
  /** Every scene the game draws this frame (running or paused, and visible), bottom first: a screen left
   *  drawing under another shows through the transparent canvas. */
  scenesDrawn(): string[];
  state(): HookState | null;
  /** The squares whose cell the board draws at its square now (placed and no longer falling), by name; [] away from a match's board. */
  drawn(): string[];
  /** Scoring by connections: the links the board in sight (a game's or a puzzle's) draws between touching cells, each player's by square names; [] under divisions scoring or away from a board. */
  links(): { player: 1 | 2; squares: [string, string] }[];
  /**
   * The centre of a square of the board in sight on the page (the review's board on the review), or
   * null; `edge`: a point on it by its edge toward the nearest square (a quick tap there on small squares asks first).
   */
  square(name: string, where?: 'middle' | 'edge'): { x: number; y: number } | null;
  /** How much a finger zoomed the board in sight (1: the whole board), or null away from a board. */
  boardZoom(): number | null;
  /** The game board's glass (its vessel) on the page, or null away from the board screen. */
  boardGlass(): PageBox | null;
  /** The column letters and row numbers beside the board in sight, on the page, with their font size in CSS px and whether they are lit (the square under the pointer's); null without a board. */
  boardLabels():
    | {
        text: string;
        x: number;
        y: number;
        width: number;
        height: number;
        css: number;
        lit: boolean;
        guide: { from: { x: number; y: number }; to: { x: number; y: number } } | null;
      }[]
    | null;
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
  /** Resolves once a frame has been drawn from now on: the canvas shows the game as it is (read pixels after it). */
  drawNow(): Promise<void>;
  /** Frames drawn and skipped since the page loaded, or null when every frame is drawn (draw-skip.ts). */
  drawCounts(): { drawn: number; skipped: number; why: Record<string, number> } | null;
  /** The status line as drawn on the page, or null away from the board. */
  statusBox(): { x: number; y: number; width: number; height: number } | null;
  /** The thinking cue (the cells rising beside "thinking") on the page while an opponent thinks, or null. */
  thinkingCue(): { x: number; y: number; width: number; height: number } | null;
  /** The forecast of the final margin with best play, from player 1's side, while the board shows one; else null. */
  forecast(): { margin: number; exact: boolean } | null;
  /** The forecast's bar and words on the page while shown (the bar alone too: at most 22 px thick), else null. */
  forecastBar(): { box: PageBox; bar: PageBox; words: string } | null;
  /** The coach's banner on the page while it shows, or null. */
  coachWordsBox(): { x: number; y: number; width: number; height: number } | null;
  /** The HUD's two player panels (with the scores) on the page, or null away from the board. */
  scorePanels(): { x: number; y: number; width: number; height: number }[] | null;
  /** Each score panel's turn light this frame, 0 (out) to 1 (lit), or null away from the board: one panel at most has any. */
  panelLights(): [number, number] | null;
  /** The HUD's names (as shown, perhaps cut) and scores (as shown this frame, mid count-up too) on the page: a name never runs into a score. */
  hudTexts():
    | {
        name: { x: number; y: number; width: number; height: number; text: string };
        score: { x: number; y: number; width: number; height: number; text: string };
      }[]
    | null;
  /** The smallest text in sight in the scenes on screen (board, results, tutorial), in CSS px, with its words. */
  smallestText(): { text: string; px: number } | null;
  /** The tooltip in sight (a button's name, a cell's value), or null. */
  tooltip(): string | null;
  /** The words in sight in the current scene (its text objects), top to bottom. */
  texts(): string[];
  /** The texts in sight in the current scene (its text objects): words, font size as shown in CSS px, and box on the page. */
  textBoxes(): {
    text: string;
    css: number;
    x: number;
    y: number;
    width: number;
    height: number;
    alpha: number;
  }[];
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
  gains(): {
    text: string;
    colour: string;
    square: string;
    rises: boolean;
    box: PageBox;
    squareBox: PageBox | null;
  }[];
  /** How many of the board's flourishes are alive (its floating numbers, rings, confetti and the ending's waits). */
  flourishes(): number;
  /** The player's saved boards. */
  boards(): SavedBoard[];
  /** The finished games kept on the device, newest first. */
  history(): KeptGame[];
  /** The board in the builder, as its `custom:` id (null outside the builder). */
  builderBoard(): string | null;
  /** The builder's facts as shown: squares, odd or even, the solved value or what stops play. */
  builderFacts(): string | null;
  /** The coach's hint on the board (its square's name, a jump's as the record writes it, "a1xc1"; its words, its tag's box and font size, its square's box: a jump's landing square), or null. */
  hint(): {
    square: string;
    /** A jump's two squares a player taps, where the cell leaves and where it lands; null for a placement. */
    jump: { from: string; to: string } | null;
    text: string;
    tag: { box: PageBox; css: number } | null;
    squareBox: PageBox | null;
  } | null;
  /** The perfect-play overlay: whether the toggle is on, the margins worked out (by square name), the best squares and those marked with a star, or why it is unavailable. */
  overlay(): {
    on: boolean;
    values: Record<string, number> | null;
    best: string[];
    marked: string[];
    reason: string | null;
  } | null;
  /** The coach's words over the board (a hint, a gain preview, the overlay's), or null. */
  coachWords(): string | null;
  /** The review in sight: the ply its board shows, the moves reviewed so far, whether it is done; null elsewhere. */
  review(): ReviewHookState | null;
  /** The Resume card's picture of the saved game on the page, on the menu. */
  resumePicture(): PageBox | null;
  /** The results' picture of the final board on the page, on the results; else null. */
  resultsPicture(): PageBox | null;
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
  /** Between tests: every scene stops, the match and the opponents' helper end, frames stop (testing/fresh-start.ts). */
  rest(): void;
  /**
   * Starts the game again as a page load at `search` (the address's query, with its `?`) would:
   * services made again from storage, the menu or the link's screen opened; the page is not reloaded.
   */
  startAfresh(search: string): void;
}

export interface ReviewHookState {
  /** How many moves the board shows played (0: the empty board). */
  shownMove: number;
  /** Cells on the review's board as drawn. */
  cells: number;
  /** Scoring by connections: the links its board draws between touching cells, by player (none under divisions). */
  links: [number, number];
  /**
   * `unsure`: a move the computer could not judge (GameReview.unsure), neither best nor costly;
   * `mark`: the mark the screen shows (GameReview.shownMark), null for such a move.
   */
  moves: {
    index: number;
    move: string;
    best: string[];
    cost: number;
    exact: boolean;
    mark: string | null;
    unsure: boolean;
  }[];
  done: boolean;
  /** The progress line as drawn ("25 moves reviewed · your costliest: move 5, a5"). */
  progress: string;
  /** The shown move's line ("11. You: d1, where the game turned: you went from …"). */
  line: string;
  /** The moves where the game turned (by index from 0), and the "Where it turned" button's next stop. */
  turns: number[];
  turn: { label: string; ply: number } | null;
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
