// The short results sheet's motion (screens/results/short-sheet.ts decides): the score line's
// figures count up from 0 to the final scores with a tick, and a drag up on the sheet opens the
// whole sheet. Under reduced motion the figures are simply there.

import type Phaser from 'phaser';
import {
  shortLines,
  dragOpens,
  opensShort,
  SCORE_COUNT_MS,
  scoreCountAt,
  ticks,
} from '../screens/results/short-sheet.ts';
import type { ResultsTab } from '../screens/results/results-model.ts';
import type { Earned } from '../screens/results/results-earned.ts';
import { keptGame, type GameKeep } from '../screens/game/game-keep.ts';
import type { Box } from '../screens/results/title-place.ts';
import type { ScoreLine } from './results-score-line.ts';
import { entrance } from './results-rise.ts';
import { MARGIN_FADE_MS, marginShownAt } from '../screens/results/win-beats.ts';

/** A side's words with its figure `shown` in place of the final `score` (the left side's figure ends its words, the right's begins them). */
function withFigure(words: string, score: number, shown: number, left: boolean): string {
  const figure = String(score);
  const at = left ? words.lastIndexOf(figure) : words.indexOf(figure);
  if (at < 0) return words;
  return words.slice(0, at) + String(shown) + words.slice(at + figure.length);
}

/**
 * Counts the score line's figures up from 0 to `scores` over SCORE_COUNT_MS, ticking as they move;
 * the margin's words (`margin`) stay out of sight until the figures are final, then fade in: the
 * line never says a margin the figures over it do not (win-beats.ts's marginShownAt).
 */
export function countScoreUp(
  scene: Phaser.Scene,
  line: ScoreLine,
  scores: readonly [number, number],
  tick: (rate: number) => void,
  margin?: Phaser.GameObjects.Text,
): void {
  if (margin) {
    margin.setAlpha(0);
    const at = marginShownAt({ still: false }, SCORE_COUNT_MS);
    scene.time.delayedCall(at, () =>
      scene.tweens.add({ targets: margin, alpha: 1, duration: MARGIN_FADE_MS }),
    );
  }
  const texts = [line.sides[0][0], line.sides[1][0]] as const;
  const words = texts.map((t) => t.text);
  let last: [number, number] = [-1, -1];
  let lastTick: number | null = null;
  entrance(scene, SCORE_COUNT_MS, (t) => {
    const now: [number, number] = [scoreCountAt(scores[0], t), scoreCountAt(scores[1], t)];
    ([0, 1] as const).forEach((i) => texts[i].setText(withFigure(words[i]!, scores[i], now[i], i === 0)));
    const moved = now[0] !== last[0] || now[1] !== last[1];
    const at = performance.now();
    if (last[0] >= 0 && ticks(moved, at, lastTick)) {
      lastTick = at;
      tick(0.9 + 0.4 * t);
    }
    last = now;
  });
}

/** Opens the whole sheet on a drag up that began on the short sheet (`sheet`, as it stands). */
export function openOnDragUp(scene: Phaser.Scene, sheet: Box, u: number, open: () => void): void {
  let from: number | null = null;
  scene.input.on('pointerdown', (p: Phaser.Input.Pointer) => {
    const inside = p.x >= sheet.x && p.x <= sheet.x + sheet.width && p.y >= sheet.y;
    from = inside ? p.y : null;
  });
  scene.input.on('pointermove', (p: Phaser.Input.Pointer) => {
    if (from === null || !p.isDown || !dragOpens(from, p.y, u)) return;
    from = null;
    open();
  });
}

/** Whether `result` opens on the short sheet here (short-sheet.ts's opensShort), the whole sheet kept once opened for it. */
export function opensShortFor(
  holder: { game?: GameKeep },
  result: object,
  o: { portrait: boolean; side: boolean; tab: ResultsTab; leadTurned?: boolean },
): boolean {
  return opensShort({ ...o, wholeOpened: keptGame(holder).resultsWhole === result });
}

/** Keeps the whole sheet open for the finished game's result: a redraw, a resize or the way back from its review shows it whole. */
export function keepWhole(holder: { game?: GameKeep; match?: { result?: object | null } | null }): void {
  keptGame(holder).resultsWhole = holder.match?.result ?? null;
}

/** The results as the sheet shows them: the short sheet says its verdict and what it keeps of what was earned. */
export function shortSnapshot<T extends { lines: string[]; earned: Earned }>(shown: T, short: boolean): T {
  return short ? { ...shown, lines: shortLines(shown) } : shown;
}
