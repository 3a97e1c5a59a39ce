// The results' charts, like the original's statistics overlay: both scores over the game as two
// lines, and their difference as bars above (player 1 ahead) and below (player 2 ahead) the axis.
// Lines and bars are painted with Canvas 2D into a texture (smooth lines: the WebGL canvas has no
// multisampling, see main.ts); titles, the key and axis numbers are Text on top. Whose series is
// whose reads without colour (chart-key.ts); the moves are numbered under the axis (chart-moves.ts).

import { pixelRatio } from './device-pixels.ts';
import type Phaser from 'phaser';
import type { Rect } from './board-geometry.ts';
import { barFill, discSize, drawHeading, keepChart, markedDisc, type DrawnSeries } from './chart-key.ts';
import { css, dashes, leadBars, leadScale, lineEnds, SERIES_STYLE, type ChartPlayers } from './chart-data.ts';
import { drawMoveNumbers, type DrawnMove } from './chart-moves.ts';
import {
  barSpan,
  chartType,
  clippedBarsOf,
  clippedLabels,
  leadAxisLabels,
  plotIn,
  type LabelBox,
  type LabelSize,
} from './chart-axis.ts';
import { paletteHex } from './palette.ts';
import { sidesInKey } from './chart-side-key.ts';

/** The key's names as the lead chart says them (a scene measures its heading with them). */
export { sidesInKey };
import { THEME, textStyle } from './theme.ts';
import { leadSideWords } from '../words/chart-words.ts';

/** A canvas over `r` to paint in scene pixels; shown as one image, dropped with the scene. */
function chartCanvas(
  scene: Phaser.Scene,
  r: Rect,
  paint: (g: CanvasRenderingContext2D) => void,
): Phaser.GameObjects.Image {
  // The first key no texture holds: the scene's charts, and another scene's, each have their own.
  let n = 1;
  while (scene.textures.exists(`chart:${scene.scene.key}:${n}`)) n++;
  const key = `chart:${scene.scene.key}:${n}`;
  const texture = scene.textures.createCanvas(key, Math.ceil(r.width), Math.ceil(r.height))!;
  // The image first, so the texts `paint` adds lie above it.
  const picture = scene.add.image(r.x, r.y, key).setOrigin(0, 0);
  const g = texture.context;
  g.translate(-r.x, -r.y);
  paint(g);
  texture.refresh();
  // Gone with the scene, or before it with the picture (a chart drawn again).
  const drop = () => {
    if (scene.textures.exists(key)) scene.textures.remove(key);
  };
  scene.events.once('shutdown', drop);
  picture.once('destroy', drop);
  return picture;
}

function frame(
  scene: Phaser.Scene,
  g: CanvasRenderingContext2D,
  r: Rect,
  title: string,
  u: number,
  who: ChartPlayers,
  kind: 'line' | 'bar',
): { plot: Rect; series: DrawnSeries[] } {
  g.fillStyle = css(0x0a1a20, 0.8);
  g.beginPath();
  g.roundRect(r.x, r.y, r.width, r.height, 10 * u);
  g.fill();
  const { series, below } = drawHeading(scene, g, r, title, u, who, kind);
  return { plot: plotArea(scene, r, below, u), series };
}

/** An axis number's size as drawn ("888" at the numbers' type, never under 12 CSS px). */
export function axisLabelSize(scene: Phaser.Scene, u: number): LabelSize {
  const label = scene.add
    .text(0, 0, '888', textStyle(chartType(u, pixelRatio()).number, THEME.textDim))
    .setVisible(false);
  const size = { width: label.width, height: label.height };
  label.destroy();
  return size;
}

/** Where a chart drawn over `r` plots its values, under its heading (chart-axis.ts). */
function plotArea(scene: Phaser.Scene, r: Rect, below: number, u: number): Rect {
  return plotIn(r, below, axisLabelSize(scene, u), u);
}

/** Draws numbers placed by chart-axis.ts, right-aligned in their boxes, centred on their height. */
function drawLabels(scene: Phaser.Scene, labels: readonly LabelBox[], u: number, colour: string): void {
  for (const l of labels)
    scene.add
      .text(l.x + l.width, l.y + l.height / 2, l.text, textStyle(chartType(u, pixelRatio()).number, colour))
      .setOrigin(1, 0.5);
}

function axisLabel(scene: Phaser.Scene, x: number, y: number, value: number, u: number): void {
  scene.add
    .text(x - 6 * u, y, String(value), textStyle(chartType(u, pixelRatio()).number, THEME.textDim))
    .setOrigin(1, 0.5);
}

function line(g: CanvasRenderingContext2D, x1: number, y1: number, x2: number, y2: number): void {
  g.beginPath();
  g.moveTo(x1, y1);
  g.lineTo(x2, y2);
  g.stroke();
}

/** Both scores after every move: player 1's line solid, player 2's dashed, each ending in its disc. */
export function drawScoreChart(
  scene: Phaser.Scene,
  r: Rect,
  history: [number, number][],
  who: ChartPlayers,
  u: number,
): void {
  const title = 'Scores';
  let series: DrawnSeries[] = [];
  let moves: DrawnMove[] = [];
  const picture = chartCanvas(scene, r, (g) => {
    const drawn = frame(scene, g, r, title, u, who, 'line');
    const plot = drawn.plot;
    series = drawn.series;
    const max = Math.max(1, ...history.flat());
    const n = Math.max(1, history.length - 1);
    const px = (i: number) => plot.x + (i / n) * plot.width;
    const py = (v: number) => plot.y + plot.height - (v / max) * plot.height;
    g.lineWidth = 1 * u;
    g.strokeStyle = css(0xffffff, 0.12);
    for (const v of [0, max / 2, max]) line(g, plot.x, py(v), plot.x + plot.width, py(v));
    axisLabel(scene, plot.x, py(0), 0, u);
    axisLabel(scene, plot.x, py(max), max, u);
    moves = drawMoveNumbers(
      scene,
      plot,
      history.map((_, i) => ({ move: i, x: px(i) })),
      u,
    );
    // Player 2's dashes over player 1's line: where the two run together both show.
    for (const p of [0, 1] as const) {
      g.lineWidth = 3 * u;
      g.lineJoin = 'round';
      g.setLineDash(dashes(SERIES_STYLE[p], u));
      g.strokeStyle = css(paletteHex(who.players[p].palette), 1);
      g.beginPath();
      history.forEach((h, i) => (i === 0 ? g.moveTo(px(i), py(h[p])) : g.lineTo(px(i), py(h[p]))));
      g.stroke();
    }
    const ends = lineEnds(
      py(history.at(-1)![0]),
      py(history.at(-1)![1]),
      who.marks ? discSize(u) + 2 * u : 0,
      r,
    );
    for (const p of [0, 1] as const)
      series[p]!.end = markedDisc(scene, g, px(n), ends[p], who.players[p], who.marks, u);
  });
  keepChart(scene, { title, box: r, picture, series, moves });
}

/**
 * One player's lead after every entry of `history` (their score minus the other's): up while they
 * lead, down while they trail, each bar in the colour and fill of whoever leads (player 2's
 * hatched), a tie a short grey mark on the axis, so every game of the same length has the same
 * bars. The results draw the person's lead, so "up" is good news for the one reading it.
 * `lead.moves` says after which move each bar stands, for the numbers under the axis. Returns
 * the plot, where the review's chart picker maps a tap to a move.
 */
export function drawDifferenceChart(
  scene: Phaser.Scene,
  r: Rect,
  history: [number, number][],
  who: ChartPlayers,
  u: number,
  lead: {
    player: 0 | 1;
    title: string;
    moves: readonly number[];
    flags?: readonly number[];
    /** Whose bars are whose, the key's names (default: who leads, leadSideWords). */
    sides?: (up: string, down: string) => [string, string];
    /** Bars that are the computer's estimates: drawn faint inside their leader's outline. */
    estimated?: readonly boolean[];
  },
): Rect {
  let series: DrawnSeries[] = [];
  let moves: DrawnMove[] = [];
  let plot: Rect = r;
  const picture = chartCanvas(scene, r, (g) => {
    // Whose bars are whose said in the key, off the plot (chart-side-key.ts).
    const keyed = sidesInKey(who, lead.player, lead.sides ?? leadSideWords);
    ({ plot, series } = frame(scene, g, r, lead.title, u, keyed, 'bar'));
    const bars = leadBars(history, lead.player, plot.height / 2, 2 * u);
    const max = leadScale(bars.map((b) => b.lead));
    const mid = plot.y + plot.height / 2;
    const step = plot.width / Math.max(1, bars.length);
    g.lineWidth = 1 * u;
    g.strokeStyle = css(0xffffff, 0.25);
    line(g, plot.x, mid, plot.x + plot.width, mid);
    const size = axisLabelSize(scene, u);
    const measure = scene.add
      .text(0, 0, '', textStyle(chartType(u, pixelRatio()).number, THEME.text))
      .setVisible(false);
    const widthOf = (text: string) => measure.setText(text).width;
    const axis = leadAxisLabels(plot, max, widthOf, size.height, u);
    drawLabels(scene, axis, u, THEME.textDim);
    moves = drawMoveNumbers(
      scene,
      plot,
      lead.moves.map((move, i) => ({ move, x: plot.x + (i + 0.5) * step })),
      u,
    );
    // Each leader's bars in their own fill, made once: solid, or hatched for player 2.
    const fills = ([0, 1] as const).map((p) =>
      barFill(g, SERIES_STYLE[p], paletteHex(who.players[p].palette), u),
    );
    const mine = fills[lead.player]!;
    const theirs = fills[1 - lead.player]!;
    bars.forEach((b, i) => {
      const h = b.height;
      const estimate = lead.estimated?.[i] === true;
      g.fillStyle = b.leader === 'tie' ? css(0xc8d6dc, 0.75) : b.leader === 'mine' ? mine : theirs;
      const y = b.leader === 'mine' ? mid - h : b.leader === 'theirs' ? mid : mid - h / 2;
      const { x, width: w } = barSpan(plot, i, bars.length);
      g.globalAlpha = estimate ? 0.3 : 1;
      g.fillRect(x, y, w, h);
      g.globalAlpha = 1;
      if (estimate && b.leader !== 'tie') {
        // An estimate's outline in its leader's colour, so the faint bar still says whose it is.
        g.strokeStyle = css(
          paletteHex(who.players[b.leader === 'mine' ? lead.player : 1 - lead.player].palette),
          0.9,
        );
        g.lineWidth = 1.5 * u;
        g.strokeRect(x + 0.75 * u, y + 0.75 * u, Math.max(0, w - 1.5 * u), Math.max(0, h - 1.5 * u));
      }
    });
    // Flagged bars (the review's moves where the game turned): a gold notch over the plot.
    for (const i of lead.flags ?? []) {
      const x = plot.x + (i + 0.5) * step;
      g.fillStyle = css(THEME.accent, 1);
      g.beginPath();
      g.moveTo(x - 5 * u, plot.y - 6 * u);
      g.lineTo(x + 5 * u, plot.y - 6 * u);
      g.lineTo(x, plot.y + 2 * u);
      g.closePath();
      g.fill();
    }
    // A bar beyond the scale is broken near its end and says its lead, where its number meets no other.
    const clipped = clippedBarsOf(bars, plot);
    for (const b of clipped) {
      const at = mid + (b.y - mid) * (0.72 / 0.86);
      g.fillStyle = css(0x0a1a20, 1);
      g.beginPath();
      g.moveTo(b.x - u, at + 2 * u);
      g.lineTo(b.x + b.width + u, at - 2 * u);
      g.lineTo(b.x + b.width + u, at + 1 * u);
      g.lineTo(b.x - u, at + 5 * u);
      g.closePath();
      g.fill();
    }
    const kept = clippedLabels(clipped, plot, axis, widthOf, size.height, u);
    drawLabels(scene, kept, u, THEME.text);
    measure.destroy();
  });
  keepChart(scene, { title: lead.title, box: r, picture, series, moves });
  return plot;
}
