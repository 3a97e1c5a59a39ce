// The board's part of a game's ending (screens/results/ending.ts decides which): a win's cells
// divide again along their last cut, then hop, in waves outward from the last move, each with a
// pulse; pieces burst like confetti in the winner's colour and the headline ("You won!") lands with
// a bounce, with the win's sound; a draw's cells glow once, together, and a loss's squares take a
// warm light one by one, each with its headline fading in (ending-banner.ts draws the headline).

import type Phaser from 'phaser';
import { PATTERN_SCORE, type Position } from '../engine/index.ts';
import type { MatchResult } from '../game/events.ts';
import type { People } from '../game/people.ts';
import {
  bannerCells,
  celebrationDelays,
  redivideSteps,
  REDIVIDE_CUT_MS,
  WAVE_SPAN_MS,
  type EndingPlan,
} from '../screens/results/ending.ts';
import { endingOf } from '../screens/results/ending-of.ts';
import { winRunLineAt } from '../screens/results/win-beats.ts';
import { winTally, type TallyStep } from '../screens/results/win-tally.ts';
import { burstCells } from './celebration.ts';
import { reducedMotion } from './motion.ts';
import { fadeGains, flourishesOf } from './move-flourish.ts';
import { pulse } from './cell-pulse.ts';
import { paletteCss, paletteHex, type PaletteName } from './palette.ts';
import { showEndingBanner } from './ending-banner.ts';
import { bannerOffBoard, bannerY } from './banner-place.ts';
import { roundedRectTexture } from './shape-texture.ts';
import { showWinCount } from './win-count.ts';
import { budCells, sweepLight } from './win-light.ts';

/**
 * A win's glow round the board in the winner's colour, along its vessel's own wall (`outline`: a
 * flask's shoulders, a dish's round; a rectangle round a flask read as a rendering fault): a wide
 * soft band and a bright edge that swell in, breathe once and stay until the results come (`ms`:
 * the celebration's length).
 */
function glowBoard(
  scene: Phaser.Scene,
  outline: readonly { x: number; y: number }[],
  size: number,
  colour: number,
  ms: number,
): Phaser.GameObjects.GameObject[] {
  // Painted once on a canvas with round joins and a blur: a graphics' thick lines fanned out in
  // spikes at the flask's bends.
  const margin = Math.ceil(size * 0.8);
  const xs = outline.map((p) => p.x);
  const ys = outline.map((p) => p.y);
  const left = Math.min(...xs) - margin;
  const top = Math.min(...ys) - margin;
  const width = Math.ceil(Math.max(...xs) - left + margin);
  const height = Math.ceil(Math.max(...ys) - top + margin);
  const key = 'win-glow';
  if (scene.textures.exists(key)) scene.textures.remove(key);
  const texture = scene.textures.createCanvas(key, width, height)!;
  const ctx = texture.context;
  const rgb = `${(colour >> 16) & 255}, ${(colour >> 8) & 255}, ${colour & 255}`;
  const trace = () => {
    ctx.beginPath();
    outline.forEach((p, i) =>
      i === 0 ? ctx.moveTo(p.x - left, p.y - top) : ctx.lineTo(p.x - left, p.y - top),
    );
    ctx.closePath();
  };
  ctx.lineJoin = 'round';
  ctx.shadowColor = `rgba(${rgb}, 0.9)`;
  ctx.shadowBlur = size * 0.45;
  for (const [line, alpha] of [
    [size * 0.45, 0.22],
    [size * 0.2, 0.4],
  ] as const) {
    ctx.lineWidth = line;
    ctx.strokeStyle = `rgba(${rgb}, ${alpha})`;
    trace();
    ctx.stroke();
  }
  ctx.shadowBlur = size * 0.12;
  ctx.lineWidth = Math.max(3, size * 0.07);
  ctx.strokeStyle = `rgba(${rgb}, 0.95)`;
  trace();
  ctx.stroke();
  texture.refresh();
  const glow = scene.add.image(left, top, key).setOrigin(0, 0).setDepth(835).setAlpha(0);
  scene.tweens.add({
    targets: glow,
    alpha: { from: 0, to: 1 },
    duration: ms * 0.25,
    hold: ms * 0.2,
    yoyo: true,
    repeat: 1,
    ease: 'Sine.easeInOut',
  });
  return [glow];
}

/** A loss's light on the board: warm, not grey. */
const WARM = 0xffb070;

/** A board's cell as the ending moves it: a win's cells divide again along their last cut (cell-sprite.ts). */
export type EndingCell = Phaser.GameObjects.Container & {
  divide?(to: number, ms: number, counted?: number): Promise<void>;
  setPattern?(pattern: number, counted?: number): void;
  stop?(): void;
};

export interface EndingBoard {
  position: Position;
  view: {
    centre(square: number): { x: number; y: number };
    fit: { square: number; outline?(): { x: number; y: number }[] };
    /** The drawn cell on a square: a win's cells divide anew and hop (a board without it only pulses). */
    cellOn?(square: number): EndingCell | undefined;
  };
  palettes: readonly [PaletteName, PaletteName];
  people?: People;
  /** A win's run said under the headline ("3 wins in a row", win-beats.ts's winRunLine), or null. */
  runLine?: string | null;
  /** The status line's band (its centre and size): the banner stands there, off the board, where it fits. */
  band?: { x: number; y: number; width: number; height: number } | null;
  /** The players' panels, final `scores` shown: a win's panel counts its score up as the wave passes (win-tally.ts). */
  panels?: { scores: [number, number]; countTo(scores: [number, number], ms: number): void };
}

/** What the board's ending left: how long it lasts (the results wait that long), and the way to clear it once they come. */
export interface PlayedEnding {
  ms: number;
  clear(): void;
}

/** The board's part of `result`'s ending, with a win's sound. */
export function playEnding(
  scene: Phaser.Scene,
  result: MatchResult,
  board: EndingBoard,
  sounds: { play(name: 'win' | 'divide', rate?: number): void },
): PlayedEnding {
  const { plan, headline } = endingOf(result, reducedMotion(), board.people);
  flourishesOf(scene).endingBegins();
  // The last move's gains go first: the banner is read alone, over cells and nothing else.
  fadeGains(scene);
  if (plan.show.sound === 'win' && plan.board === 'divide') sounds.play('win');
  const made: Phaser.GameObjects.GameObject[] = [];
  const touched: Touched[] = [];
  const ms = playOnBoard(scene, plan, board, result.winner, headline, made, touched, sounds);
  return {
    ms,
    clear: () => {
      made.forEach((o) => o.destroy());
      // Its pulses, confetti and waits not yet run: the results' beat is on the wall clock, and a
      // loaded device's scene clock may be far behind it.
      flourishesOf(scene).endAll();
      // The panels say the final scores, however far the win's count got.
      if (board.panels) board.panels.countTo(board.panels.scores, 0);
      // The board's own cells as they stood: the final board is studied under the results.
      for (const t of touched) {
        scene.tweens.killTweensOf(t.cell);
        t.cell.stop?.();
        t.cell.setScale(t.scale).setAlpha(t.alpha);
        t.cell.setPattern?.(t.pattern);
      }
      touched.length = 0;
    },
  };
}

/** A board cell the ending moves, with how it stood. */
interface Touched {
  cell: EndingCell;
  scale: number;
  alpha: number;
  pattern: number;
}

/**
 * How far a winner's cell swells as the wave passes it, and how dim the other side's cells go: the
 * winner's dividing cells stand out (at 0.7 the two sides read alike), the other side's
 * still read, and are back by the celebration's end.
 */
export const HOP_SCALE = 1.18;
export const DIMMED = 0.45;

/**
 * A winner's cell divides anew as the wave reaches it (`at`, ms): whole, then its cuts one after
 * another, REDIVIDE_CUT_MS apart (ending.ts's redivideSteps), each on the scene's clock of its own,
 * so a cut held up on a busy frame never holds up the next one.
 */
function divideAnew(scene: Phaser.Scene, cell: EndingCell, pattern: number, at: number): void {
  redivideSteps(pattern).forEach((shown, k) => {
    const wait = scene.time.delayedCall(at + k * REDIVIDE_CUT_MS, () => {
      forget();
      // The pieces divide again for show; the number keeps saying what the cell holds.
      if (k === 0) cell.setPattern?.(shown, pattern);
      else void cell.divide?.(shown, REDIVIDE_CUT_MS, pattern);
    });
    const forget = flourishesOf(scene).add('ending', () => wait.remove());
  });
}

function playOnBoard(
  scene: Phaser.Scene,
  plan: EndingPlan,
  board: EndingBoard,
  winner: 0 | 1 | 2,
  headline: string,
  made: Phaser.GameObjects.GameObject[],
  touched: Touched[],
  sounds: { play(name: 'divide', rate?: number): void },
): number {
  const step = plan.steps[0]!;
  const centre = (s: number) => board.view.centre(s);
  const size = board.view.fit.square;
  const p = board.position;
  const all: { x: number; y: number }[] = [];
  for (let s = 0; s < p.layout.size; s++) all.push(centre(s));
  const box = {
    left: Math.min(...all.map((c) => c.x)) - size / 2,
    right: Math.max(...all.map((c) => c.x)) + size / 2,
    top: Math.min(...all.map((c) => c.y)) - size / 2,
    bottom: Math.max(...all.map((c) => c.y)) + size / 2,
  };
  const mid = { x: (box.left + box.right) / 2, y: (box.top + box.bottom) / 2 };
  const flanks = {
    palettes: bannerCells(plan.kind, winner).map((seat) => board.palettes[seat]!),
    grid: p.layout.grid,
  };
  const last = p.lastMove();
  const placeY = (height: number) =>
    bannerY({
      top: box.top,
      bottom: box.bottom,
      last: last >= 0 ? centre(last).y : null,
      square: size,
      height,
    });
  const line = board.runLine ? { words: board.runLine, at: winRunLineAt(plan) } : null;
  const band = board.band
    ? { ...board.band, x: board.band.x - board.band.width / 2, y: board.band.y - board.band.height / 2 }
    : null;
  const offBoard = (plate: { width: number; height: number }) => bannerOffBoard(band, box, plate);
  made.push(
    ...showEndingBanner(scene, plan, headline, mid, box.right - box.left, flanks, placeY, line, offBoard),
  );
  if (plan.board === 'none') return step.ms;
  const squares: number[] = [];
  // The players' cells (a stem square is filled and no player's).
  for (let s = 0; s < p.layout.size; s++) if (p.owner[s] === 1 || p.owner[s] === 2) squares.push(s);
  const centres = squares.map((s) => centre(s));
  const colourOf = (s: number) => paletteHex(board.palettes[p.owner[s]! - 1]!);
  if (plan.board === 'glow') {
    squares.forEach((s, i) => pulse(scene, centres[i]!, size, colourOf(s), step.ms * 0.9, 'ending'));
    return step.ms;
  }
  if (plan.board === 'warm') {
    // A loss: a warm light settles on each square, outward from the last move, so it follows the
    // board's own shape (a flask, a dish); nothing flies.
    const every = all.map((_, s) => s);
    const from = last >= 0 ? centre(last) : mid;
    const delays = celebrationDelays(all, from, size, step.ms * 0.5);
    const glow = roundedRectTexture(scene, {
      width: size * 0.92,
      height: size * 0.92,
      radius: size * 0.28,
      fill: WARM,
    });
    for (const s of every) {
      const light = scene.add.image(all[s]!.x, all[s]!.y, glow).setDepth(840).setAlpha(0);
      made.push(light);
      scene.tweens.add({
        targets: light,
        alpha: 0.3,
        delay: delays[s]!,
        duration: step.ms * 0.5,
        ease: 'Sine.easeOut',
      });
    }
    return step.ms;
  }
  // A win: the board glows in the winner's colour, the other side's cells dim, and the winner's own
  // cells hop in waves outward from the last move, twice, each ring of them with a pulse, budding new
  // cells that rise; light sweeps the glass; confetti bursts.
  const from = last >= 0 ? centre(last) : (centres[0] ?? { x: 0, y: 0 });
  const span = WAVE_SPAN_MS;
  const delays = celebrationDelays(centres, from, size, span);
  const outline = board.view.fit.outline?.();
  if (winner !== 0 && outline)
    made.push(...glowBoard(scene, outline, size, paletteHex(board.palettes[winner - 1]!), step.ms));
  squares.forEach((s, i) => {
    const cell = board.view.cellOn?.(s);
    const theirs = winner !== 0 && p.owner[s] !== winner;
    if (cell) touched.push({ cell, scale: cell.scale, alpha: cell.alpha, pattern: p.pattern[s]! });
    if (theirs) {
      // Dimmed for the celebration and back by its end: a board left on screen (the guided game's) reads whole.
      if (cell)
        scene.tweens.add({
          targets: cell,
          alpha: DIMMED,
          duration: 400,
          hold: Math.max(0, step.ms - 900),
          yoyo: true,
          ease: 'Sine.easeInOut',
        });
      return;
    }
    const divides = redivideSteps(p.pattern[s]!).length > 0;
    // The second wave once the nearest cell has divided whole (its cuts' stretch and a hop would fight).
    for (const wave of [0, 4 * REDIVIDE_CUT_MS + 40]) {
      // The first wave divides the cell anew, whole to as it stands; a whole cell, and the second wave, hop.
      if (cell?.divide && cell.setPattern && wave === 0 && divides) {
        divideAnew(scene, cell, p.pattern[s]!, delays[i]!);
      } else if (cell)
        scene.tweens.add({
          targets: cell,
          scale: cell.scale * HOP_SCALE,
          delay: delays[i]! + wave,
          duration: 150,
          yoyo: true,
          ease: 'Sine.easeOut',
        });
      const wait = scene.time.delayedCall(delays[i]! + wave, () => {
        forget();
        // Both rings in the winner's colour: a white inner ring round a cell's figure, crossed by the
        // cut it divides along, read as a "not allowed" sign.
        pulse(scene, centres[i]!, size, colourOf(s), 520, 'ending');
        pulse(scene, centres[i]!, size * 0.6, colourOf(s), 380, 'ending');
      });
      const forget = flourishesOf(scene).add('ending', () => wait.remove());
    }
  });
  if (winner !== 0) {
    // Light crosses the glass as the first wave spreads, and new cells bud off the winner's and rise.
    sweepLight(scene, box, size, span * 0.3, step.ms * 0.6, all);
    const mine = squares
      .map((s, i) => ({ ...centres[i]!, delay: delays[i]!, s }))
      .filter((c) => p.owner[c.s] === winner);
    budCells(scene, mine, size, board.palettes[winner - 1]!);
  }
  if (winner !== 0 && board.panels) {
    const steps = countWin(scene, plan, board.panels, winner, squares, delays, p, sounds);
    made.push(...showWinCount(scene, plan, steps, mid, size, paletteCss(board.palettes[winner - 1]!)));
  }
  if (winner !== 0 && plan.show.confetti > 0) {
    const reach = Math.max(box.right - box.left, box.bottom - box.top) * 0.6;
    const core = { x: mid.x - size, y: mid.y - size, width: 2 * size, height: 2 * size };
    burstCells(
      scene,
      core,
      board.palettes[winner - 1]!,
      Math.max(14, size * 0.45),
      reach,
      plan.show.confetti,
    );
  }
  return step.ms;
}

/**
 * The winner's panel counts its score up as the wave reaches each ring of its cells, each ring with
 * a divide sound a little higher than the last (win-tally.ts decides the steps and their times).
 */
function countWin(
  scene: Phaser.Scene,
  plan: EndingPlan,
  panels: NonNullable<EndingBoard['panels']>,
  winner: 1 | 2,
  squares: readonly number[],
  delays: readonly number[],
  p: Position,
  sounds: { play(name: 'divide', rate?: number): void },
): TallyStep[] {
  const cells = squares
    .map((s, i) => ({ s, at: delays[i]! }))
    .filter((c) => p.owner[c.s] === winner)
    .map((c) => ({ at: c.at, value: PATTERN_SCORE[p.pattern[c.s]!] ?? 1 }));
  const seat = winner - 1;
  const scoresAt = (score: number): [number, number] =>
    seat === 0 ? [score, panels.scores[1]] : [panels.scores[0], score];
  const steps = winTally(plan, cells, panels.scores[seat]!);
  for (const step of steps) {
    const run = () => {
      panels.countTo(scoresAt(step.score), step.ms);
      if (step.rate !== null) sounds.play('divide', step.rate);
    };
    if (step.at <= 0) {
      run();
      continue;
    }
    const wait = scene.time.delayedCall(step.at, () => {
      forget();
      run();
    });
    const forget = flourishesOf(scene).add('ending', () => wait.remove());
  }
  return steps;
}
