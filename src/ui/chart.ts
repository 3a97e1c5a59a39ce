// The results' charts, like the original's statistics overlay: both scores over the game as two
// lines, and their difference as bars above (player 1 ahead) and below (player 2 ahead) the axis.

import type Phaser from 'phaser';
import type { Rect } from './board-geometry.ts';
import { THEME, textStyle } from './theme.ts';

function frame(scene: Phaser.Scene, g: Phaser.GameObjects.Graphics, r: Rect, title: string, u: number): Rect {
  g.fillStyle(0x0a1a20, 0.8);
  g.fillRoundedRect(r.x, r.y, r.width, r.height, 10 * u);
  scene.add.text(r.x + 12 * u, r.y + 8 * u, title, textStyle(14 * u, THEME.textDim, true));
  return { x: r.x + 40 * u, y: r.y + 32 * u, width: r.width - 54 * u, height: r.height - 50 * u };
}

function axisLabel(scene: Phaser.Scene, x: number, y: number, value: number, u: number): void {
  scene.add.text(x - 6 * u, y, String(value), textStyle(12 * u, THEME.textDim)).setOrigin(1, 0.5);
}

/** Both scores after every move. */
export function drawScoreChart(scene: Phaser.Scene, r: Rect, history: [number, number][], colours: [number, number], u: number): void {
  const g = scene.add.graphics();
  const plot = frame(scene, g, r, 'Scores', u);
  const max = Math.max(1, ...history.flat());
  const n = Math.max(1, history.length - 1);
  const px = (i: number) => plot.x + (i / n) * plot.width;
  const py = (v: number) => plot.y + plot.height - (v / max) * plot.height;
  g.lineStyle(1 * u, 0xffffff, 0.12);
  for (const v of [0, max / 2, max]) g.lineBetween(plot.x, py(v), plot.x + plot.width, py(v));
  axisLabel(scene, plot.x, py(0), 0, u);
  axisLabel(scene, plot.x, py(max), max, u);
  for (const p of [0, 1] as const) {
    g.lineStyle(3 * u, colours[p], 1);
    g.beginPath();
    history.forEach((h, i) => (i === 0 ? g.moveTo(px(i), py(h[p])) : g.lineTo(px(i), py(h[p]))));
    g.strokePath();
    const last = history.at(-1)!;
    g.fillStyle(colours[p], 1);
    g.fillCircle(px(n), py(last[p]), 4 * u);
  }
}

/** Player 1's score minus player 2's after every move. */
export function drawDifferenceChart(scene: Phaser.Scene, r: Rect, history: [number, number][], colours: [number, number], u: number): void {
  const g = scene.add.graphics();
  const plot = frame(scene, g, r, 'Difference', u);
  const diffs = history.map(([a, b]) => a - b);
  const max = Math.max(1, ...diffs.map(Math.abs));
  const mid = plot.y + plot.height / 2;
  const step = plot.width / Math.max(1, diffs.length);
  g.lineStyle(1 * u, 0xffffff, 0.25);
  g.lineBetween(plot.x, mid, plot.x + plot.width, mid);
  axisLabel(scene, plot.x, mid, 0, u);
  axisLabel(scene, plot.x, plot.y, max, u);
  axisLabel(scene, plot.x, plot.y + plot.height, -max, u);
  diffs.forEach((d, i) => {
    if (d === 0) return;
    const h = (Math.abs(d) / max) * (plot.height / 2);
    g.fillStyle(d > 0 ? colours[0] : colours[1], 0.9);
    g.fillRect(plot.x + i * step + step * 0.15, d > 0 ? mid - h : mid, Math.max(1, step * 0.7), h);
  });
}
