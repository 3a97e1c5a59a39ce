// The results' charts, like the original's statistics overlay: both scores over the game as two
// lines, and their difference as bars above (player 1 ahead) and below (player 2 ahead) the axis.
// Lines and bars are painted with Canvas 2D into a texture (smooth lines: the WebGL canvas has no
// multisampling, see main.ts); titles and axis numbers are Text on top.

import type Phaser from 'phaser';
import type { Rect } from './board-geometry.ts';
import { THEME, textStyle } from './theme.ts';

const css = (c: number, a: number) => `rgba(${(c >> 16) & 255}, ${(c >> 8) & 255}, ${c & 255}, ${a})`;
let charts = 0;

/** A canvas over `r` to paint in scene pixels; shown as one image, dropped with the scene. */
function chartCanvas(scene: Phaser.Scene, r: Rect, paint: (g: CanvasRenderingContext2D) => void): void {
  const key = `chart:${++charts}`;
  const texture = scene.textures.createCanvas(key, Math.ceil(r.width), Math.ceil(r.height))!;
  // The image first, so the texts `paint` adds lie above it.
  scene.add.image(r.x, r.y, key).setOrigin(0, 0);
  const g = texture.context;
  g.translate(-r.x, -r.y);
  paint(g);
  texture.refresh();
  scene.events.once('shutdown', () => scene.textures.remove(key));
}

function frame(scene: Phaser.Scene, g: CanvasRenderingContext2D, r: Rect, title: string, u: number): Rect {
  g.fillStyle = css(0x0a1a20, 0.8);
  g.beginPath();
  g.roundRect(r.x, r.y, r.width, r.height, 10 * u);
  g.fill();
  scene.add.text(r.x + 12 * u, r.y + 8 * u, title, textStyle(14 * u, THEME.textDim, true));
  return plotArea(scene, r, u);
}

/**
 * Where a chart drawn over `r` plots its values: under the title, with room for the axis labels,
 * whose type never goes under 12 CSS px (so on a small screen they are larger than the unit alone
 * would make them). The review's chart picker reads it to map a tap to a move.
 */
export function plotArea(scene: Phaser.Scene, r: Rect, u: number): Rect {
  const heading = scene.add.text(0, 0, 'Score', textStyle(14 * u, THEME.textDim, true)).setVisible(false);
  const label = scene.add.text(0, 0, '888', textStyle(12 * u, THEME.textDim)).setVisible(false);
  const labelW = label.width + 10 * u;
  const half = label.height / 2;
  const top = r.y + 8 * u + heading.height + Math.max(8 * u, half + 2 * u);
  heading.destroy();
  label.destroy();
  const left = Math.max(40 * u, labelW);
  return { x: r.x + left, y: top, width: r.width - left - 14 * u, height: r.y + r.height - Math.max(18 * u, half + 6 * u) - top };
}

function axisLabel(scene: Phaser.Scene, x: number, y: number, value: number, u: number): void {
  scene.add.text(x - 6 * u, y, String(value), textStyle(12 * u, THEME.textDim)).setOrigin(1, 0.5);
}

function line(g: CanvasRenderingContext2D, x1: number, y1: number, x2: number, y2: number): void {
  g.beginPath();
  g.moveTo(x1, y1);
  g.lineTo(x2, y2);
  g.stroke();
}

/** Both scores after every move. */
export function drawScoreChart(scene: Phaser.Scene, r: Rect, history: [number, number][], colours: [number, number], u: number): void {
  chartCanvas(scene, r, (g) => {
    const plot = frame(scene, g, r, 'Scores', u);
    const max = Math.max(1, ...history.flat());
    const n = Math.max(1, history.length - 1);
    const px = (i: number) => plot.x + (i / n) * plot.width;
    const py = (v: number) => plot.y + plot.height - (v / max) * plot.height;
    g.lineWidth = 1 * u;
    g.strokeStyle = css(0xffffff, 0.12);
    for (const v of [0, max / 2, max]) line(g, plot.x, py(v), plot.x + plot.width, py(v));
    axisLabel(scene, plot.x, py(0), 0, u);
    axisLabel(scene, plot.x, py(max), max, u);
    for (const p of [0, 1] as const) {
      g.lineWidth = 3 * u;
      g.lineJoin = 'round';
      g.strokeStyle = css(colours[p], 1);
      g.beginPath();
      history.forEach((h, i) => (i === 0 ? g.moveTo(px(i), py(h[p])) : g.lineTo(px(i), py(h[p]))));
      g.stroke();
      const last = history.at(-1)!;
      g.fillStyle = css(colours[p], 1);
      g.beginPath();
      g.arc(px(n), py(last[p]), 4 * u, 0, Math.PI * 2);
      g.fill();
    }
  });
}

/** One bar of the lead chart: the reader's lead, who leads, and its height (a tie is a short mark on the axis). */
export interface LeadBar { lead: number; leader: 'mine' | 'theirs' | 'tie'; height: number }

/**
 * The lead chart's bars, one for each entry of `history` whatever the scores (a tie is a bar too,
 * a short neutral mark): `player`'s lead, scaled to `half` (the plot's height above the axis),
 * never shorter than `least`.
 */
export function leadBars(history: readonly (readonly [number, number])[], player: 0 | 1, half: number, least: number): LeadBar[] {
  const sign = player === 0 ? 1 : -1;
  const diffs = history.map(([a, b]) => sign * (a - b));
  const max = Math.max(1, ...diffs.map(Math.abs));
  return diffs.map((lead) => ({
    lead, leader: lead > 0 ? 'mine' : lead < 0 ? 'theirs' : 'tie',
    height: lead === 0 ? least : Math.max(least, (Math.abs(lead) / max) * half),
  }));
}

/**
 * One player's lead after every entry of `history` (their score minus the other's): up while they
 * lead, down while they trail, each bar in the colour of whoever leads, a tie a short grey mark on
 * the axis, so every game of the same length has the same bars. The results draw the person's
 * lead, so "up" is good news for the one reading it.
 */
export function drawDifferenceChart(
  scene: Phaser.Scene, r: Rect, history: [number, number][], colours: [number, number], u: number,
  lead: { player: 0 | 1; title: string },
): void {
  chartCanvas(scene, r, (g) => {
    const plot = frame(scene, g, r, lead.title, u);
    const bars = leadBars(history, lead.player, plot.height / 2, 2 * u);
    const max = Math.max(1, ...bars.map((b) => Math.abs(b.lead)));
    const mid = plot.y + plot.height / 2;
    const step = plot.width / Math.max(1, bars.length);
    g.lineWidth = 1 * u;
    g.strokeStyle = css(0xffffff, 0.25);
    line(g, plot.x, mid, plot.x + plot.width, mid);
    axisLabel(scene, plot.x, mid, 0, u);
    axisLabel(scene, plot.x, plot.y, max, u);
    axisLabel(scene, plot.x, plot.y + plot.height, -max, u);
    const mine = colours[lead.player];
    const theirs = colours[1 - lead.player]!;
    bars.forEach((b, i) => {
      const h = b.height;
      g.fillStyle = b.leader === 'tie' ? css(0xc8d6dc, 0.75) : css(b.leader === 'mine' ? mine : theirs, 0.9);
      const y = b.leader === 'mine' ? mid - h : b.leader === 'theirs' ? mid : mid - h / 2;
      g.fillRect(plot.x + i * step + step * 0.15, y, Math.max(1, step * 0.7), h);
    });
  });
}
