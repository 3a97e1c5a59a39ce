// `window.cellDivision`, for tests and for people who automate the game: the current scene, the
// match state, where a square is and where the buttons are — all in page CSS pixels.

import type Phaser from 'phaser';
import type { MatchEvent } from '../game/events.ts';
import { squareName, readSquareName } from '../engine/index.ts';
import { loadBoards, type SavedBoard } from '../game/saved-boards.ts';
import { controlsOf } from '../ui/controls.ts';
import { dialogOf } from '../ui/dialog.ts';
import { noticeBoxOnScreen, noticeOnScreen, noticesShown } from '../ui/notice.ts';
import { loadStats, type Stats } from '../game/stats.ts';
import { floatingGains } from '../ui/move-flourish.ts';
import { tooltipShown } from '../ui/tooltip.ts';
import { boardCoach } from './board-coach.ts';
import { SCENES } from './keys.ts';
import { services } from './services.ts';
import { lastRetryVerdict, reviewHookState } from './review-hook.ts';

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
}

export interface CellDivisionHook {
  /** 'howto' while the how-to-play dialog is open over the menu. */
  scene(): 'menu' | 'howto' | 'board' | 'results' | 'builder' | 'review' | 'tutorial' | 'puzzle' | 'loading';
  state(): HookState | null;
  square(name: string): { x: number; y: number } | null;
  controls(): HookControl[];
  /** The notices shown so far (storage problems, bad links, the opponent's fallback, link copied). */
  notices(): string[];
  /** Board taps that reached the game, and the match's verdict on its play calls. */
  inputs(): { boardTaps: number; accepted: number; refused: number };
  /** The last link made by Copy link, or null. */
  lastShared(): string | null;
  /** Calls `listener` with each event of the match in play as it happens (tests hold frames with it); returns the stop. */
  watch(listener: (e: MatchEvent) => void): () => void;
  /** The board's status line as shown, or null away from the board. */
  status(): string | null;
  /** The newest notice or toast in sight, or null. */
  notice(): string | null;
  /** Where the newest notice stands on the page, or null. */
  noticeBox(): { x: number; y: number; width: number; height: number } | null;
  /** The HUD's two player panels (with the scores) on the page, or null away from the board. */
  scorePanels(): { x: number; y: number; width: number; height: number }[] | null;
  /** The HUD's names (as shown, perhaps cut) and scores on the page: a name never runs into a score. */
  hudTexts(): { name: { x: number; y: number; width: number; height: number; text: string }; score: { x: number; y: number; width: number; height: number } }[] | null;
  /** The smallest text in sight in the scenes on screen (board, results, tutorial), in CSS px, with its words. */
  smallestText(): { text: string; px: number } | null;
  /** The tooltip in sight (a button's name, a cell's value), or null. */
  tooltip(): string | null;
  /** The words in sight in the current scene (its text objects), top to bottom. */
  texts(): string[];
  /** Every visible text of the running scenes with its height on the page in CSS px (its font size as shown). */
  textSizes(): { text: string; css: number }[];
  /** The results' title and lines while they are up ("You won against Hard by 4", …), or null. */
  results(): string[] | null;
  /** The person's record: `{[rulesId]: {[opponentId]: {games, wins, draws, losses, bestMargin, streak}}}`. */
  stats(): Stats;
  /** The gains floating over the board now: text, the player's CSS colour, square name, rising or still. */
  gains(): { text: string; colour: string; square: string; rises: boolean }[];
  /** The player's saved boards. */
  boards(): SavedBoard[];
  /** The board in the builder, as its `custom:` id (null outside the builder). */
  builderBoard(): string | null;
  /** The builder's facts as shown: squares, odd or even, the solved value or what stops play. */
  builderFacts(): string | null;
  /** The coach's hint on the board (its square's name and words), or null. */
  hint(): { square: string; text: string } | null;
  /** The perfect-play overlay: whether the toggle is on, the margins shown (by square name) and the best squares, or why it is unavailable. */
  overlay(): { on: boolean; values: Record<string, number> | null; best: string[]; reason: string | null } | null;
  /** The coach's words over the board (a hint, a gain preview, the overlay's), or null. */
  coachWords(): string | null;
  /** The review in sight: the ply its board shows, the moves reviewed so far, whether it is done; null elsewhere. */
  review(): ReviewHookState | null;
  /** What the move played in the last "Retry from here" was told, or null until it is judged. */
  retryVerdict(): string | null;
  /** The puzzle in play (null outside the puzzle screen): its record, whether solved, the wrong tries. */
  puzzle(): PuzzleHookState | null;
}

export interface ReviewHookState {
  /** How many moves the board shows played (0: the empty board). */
  shownMove: number;
  /** Cells on the review's board as drawn. */
  cells: number;
  moves: { index: number; move: string; best: string[]; cost: number; exact: boolean; mark: string }[];
  done: boolean;
  error: string | null;
  /** How long the worker took over the whole review, once done. */
  ms: number | null;
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
}

export function installHook(game: Phaser.Game): CellDivisionHook {
  const toPage = (x: number, y: number) => {
    const rect = game.canvas.getBoundingClientRect();
    const sx = rect.width / game.scale.width;
    const sy = rect.height / game.scale.height;
    return { x: rect.left + x * sx, y: rect.top + y * sy, sx, sy };
  };
  const active = (key: string) => game.scene.isActive(key) || game.scene.isPaused(key);
  const hook: CellDivisionHook = {
    scene() {
      if (game.scene.isActive(SCENES.results)) return 'results';
      if (game.scene.isActive(SCENES.tutorial)) return 'tutorial';
      if (active(SCENES.board)) return 'board';
      if (game.scene.isActive(SCENES.menu)) return dialogOf(game.scene.getScene(SCENES.menu))?.kind === 'howto' ? 'howto' : 'menu';
      if (game.scene.isActive(SCENES.builder)) return 'builder';
      if (game.scene.isActive(SCENES.review)) return 'review';
      if (game.scene.isActive(SCENES.puzzle)) return 'puzzle';
      return 'loading';
    },
    state() {
      const s = services();
      const match = s.match;
      if (!match) return null;
      const p = match.position;
      return {
        rules: p.rules.id,
        layout: p.layout.id,
        equalMoves: p.rules.equalMoves,
        scoring: p.rules.scoring,
        moves: p.moves().map((m) => squareName(p.layout, m)),
        scores: match.scores(),
        shown: s.board?.hud.shownScores() ?? null,
        toMove: p.toMove(),
        over: p.isOver(),
        players: [...match.players],
        busy: match.busy,
        landed: s.board?.view.landed() ?? p.ply,
        toolbar: s.board?.toolbar.some((b) => b.visible) ?? false,
        pressed: (() => {
          const held = s.board?.view.pressedSquare() ?? -1;
          return held >= 0 ? squareName(p.layout, held) : null;
        })(),
      };
    },
    square(name) {
      if (hook.scene() === 'builder') {
        const c = services().builder?.squareCentre(name);
        return c ? (({ x, y }) => ({ x, y }))(toPage(c.x, c.y)) : null;
      }
      const puzzle = hook.scene() === 'puzzle' ? services().puzzle : null;
      const board = puzzle ? puzzle : services().board;
      const match = puzzle ? puzzle.match : services().match;
      if (!board?.view || !match) return null;
      const read = readSquareName(match.position.layout, name);
      if (!('square' in read)) return null;
      const c = board.view.centre(read.square);
      const { x, y } = toPage(c.x, c.y);
      return { x, y };
    },
    controls() {
      const shown = hook.scene();
      if (shown === 'loading') return [];
      const key = shown === 'howto' ? SCENES.menu : shown;
      const scene = game.scene.getScene(key);
      return controlsOf(scene).map((c) => {
        // The container's own touch area (its children may be smaller than the button).
        const t = c.target;
        const w = t.width * t.scaleX;
        const h = t.height * t.scaleY;
        const { x, y, sx, sy } = toPage(t.x - w / 2, t.y - h / 2);
        return { id: c.id, label: c.label, x, y, width: w * sx, height: h * sy, enabled: c.enabled() };
      });
    },
    notices: () => noticesShown(),
    inputs() {
      const s = services();
      return { boardTaps: s.boardTaps ?? 0, accepted: s.match?.inputs.accepted ?? 0, refused: s.match?.inputs.refused ?? 0 };
    },
    lastShared: () => services().lastShared ?? null,
    watch(listener) {
      return services().match?.on(listener) ?? (() => {});
    },
    status: () => services().board?.hud.statusText() ?? null,
    notice: () => noticeOnScreen(),
    noticeBox: () => noticeBoxOnScreen(),
    scorePanels() {
      const hud = services().board?.hud;
      if (!hud) return null;
      return hud.panelBounds().map((b) => {
        const { x, y, sx, sy } = toPage(b.x, b.y);
        return { x, y, width: b.width * sx, height: b.height * sy };
      });
    },
    tooltip: () => tooltipShown(),
    smallestText() {
      let smallest: { text: string; px: number } | null = null;
      const { sx } = toPage(0, 0);
      const visit = (list: Phaser.GameObjects.GameObject[], scale: number) => {
        for (const o of list) {
          const shown = o as Phaser.GameObjects.GameObject & { visible?: boolean; alpha?: number; scaleX?: number; list?: Phaser.GameObjects.GameObject[] };
          if (shown.visible === false || shown.alpha === 0) continue;
          const k = scale * (shown.scaleX ?? 1);
          if (o.type === 'Container') visit(shown.list ?? [], k);
          if (o.type !== 'Text') continue;
          const t = o as Phaser.GameObjects.Text;
          if (!t.text.trim()) continue;
          const px = parseFloat(String(t.style.fontSize)) * k * sx;
          if (!smallest || px < smallest.px) smallest = { text: t.text, px };
        }
      };
      for (const key of [SCENES.board, SCENES.results, SCENES.tutorial]) {
        if (game.scene.isActive(key) || game.scene.isPaused(key)) visit(game.scene.getScene(key).children.list, 1);
      }
      return smallest;
    },
    hudTexts() {
      const hud = services().board?.hud;
      if (!hud) return null;
      const page = (b: { x: number; y: number; width: number; height: number }) => {
        const { x, y, sx, sy } = toPage(b.x, b.y);
        return { x, y, width: b.width * sx, height: b.height * sy };
      };
      return hud.nameAndScoreBounds().map((p) => ({ name: { ...page(p.name), text: p.name.text }, score: page(p.score) }));
    },
    stats: () => loadStats(services().store),
    texts() {
      const shown = hook.scene();
      if (shown === 'loading') return [];
      const scene = game.scene.getScene(shown === 'howto' ? SCENES.menu : shown);
      return scene.children.list
        .filter((o): o is Phaser.GameObjects.Text => o.type === 'Text' && (o as Phaser.GameObjects.Text).visible)
        .sort((a, b) => a.y - b.y)
        .map((t) => t.text);
    },
    textSizes() {
      const out: { text: string; css: number }[] = [];
      const { sy } = toPage(0, 0);
      const walk = (list: Phaser.GameObjects.GameObject[], scale: number) => {
        for (const o of list) {
          const shown = o as Phaser.GameObjects.Text & Phaser.GameObjects.Container;
          if (!shown.visible || shown.alpha === 0) continue;
          if (o.type === 'Container') walk(shown.list, scale * shown.scaleY);
          else if (o.type === 'Text' && shown.text.trim() !== '') out.push({ text: shown.text, css: parseFloat(String(shown.style.fontSize)) * scale * shown.scaleY * sy });
        }
      };
      for (const scene of game.scene.getScenes(false)) {
        if (game.scene.isActive(scene.sys.settings.key) || game.scene.isPaused(scene.sys.settings.key)) walk(scene.children.list, 1);
      }
      return out;
    },
    results() {
      if (!game.scene.isActive(SCENES.results)) return null;
      return (game.scene.getScene(SCENES.results).data.get('words') as string[] | undefined) ?? null;
    },
    gains() {
      const match = services().match;
      if (!match) return [];
      return floatingGains().map((g) => ({ ...g, square: squareName(match.position.layout, g.square) }));
    },
    boards: () => loadBoards(services().store),
    builderBoard: () => services().builder?.boardId() ?? null,
    builderFacts: () => services().builder?.factsShown() ?? null,
    hint() {
      const shown = boardCoach()?.shownHint();
      const match = services().match;
      return shown && match ? { square: squareName(match.position.layout, shown.square), text: shown.text } : null;
    },
    overlay() {
      const coach = boardCoach();
      if (!coach) return null;
      const { on, overlay, reason } = coach.shownOverlay();
      const shown = overlay?.available ? overlay : null;
      return {
        on, reason, values: shown ? Object.fromEntries(shown.values.map((v) => [v.move, v.margin])) : null,
        best: shown ? shown.values.filter((v) => shown.best.includes(v.square)).map((v) => v.move) : [],
      };
    },
    coachWords: () => boardCoach()?.shownWords() ?? null,
    review: () => reviewHookState(),
    retryVerdict: () => lastRetryVerdict(),
    puzzle() {
      const p = hook.scene() === 'puzzle' ? services().puzzle : null;
      if (!p) return null;
      const { match } = p;
      const start = match.puzzle.position.ply;
      return {
        number: match.puzzle.number, record: match.puzzle.record, daily: p.daily, state: match.state,
        solved: match.state === 'solved', tries: match.tries,
        played: match.position.moves().slice(start).map((m) => squareName(match.position.layout, m)),
      };
    },
  };
  (globalThis as { cellDivision?: CellDivisionHook }).cellDivision = hook;
  return hook;
}
