// Whose series is whose on the results' and the review's charts, without their colours: player 1's
// line is solid and player 2's dashed (their bars solid and hatched), a key beside the title names
// each with a sample of its line, and with the colour-blind marks on each sample and each line's
// end carry the palette's mark (cell-marks.ts), so the charts read on any two colours, in grey too.

import type Phaser from 'phaser';
import { chartType } from './chart-axis.ts';
import { pixelRatio } from './device-pixels.ts';
import type { Rect } from './board-geometry.ts';
import { addMark, MARK_ON_DATA, type MarkShape } from './cell-marks.ts';
import type { DrawnMove } from './chart-moves.ts';
import { fitName } from './hud-name.ts';
import { paletteHex, type PaletteName } from './palette.ts';
import {
  css,
  dashes,
  keyEntries,
  type ChartPlayer,
  type ChartPlayers,
  type SeriesStyle,
} from './chart-data.ts';
import { discSize, keyFit, keyPlaces, keySamples } from './chart-key-layout.ts';

export { discSize } from './chart-key-layout.ts';
import { THEME, textStyle } from './theme.ts';

/** A series as drawn, for the automation hook: its key's box (sample and name) and its line's end. */
export interface DrawnSeries {
  player: 1 | 2;
  name: string;
  shown: string;
  palette: PaletteName;
  mark: MarkShape | null;
  style: SeriesStyle;
  key: Rect;
  /** The key's sample of the line or bar, short of the disc at its end. */
  sample: Rect;
  end: Rect | null;
}
export interface DrawnChart {
  title: string;
  box: Rect;
  picture: Phaser.GameObjects.Image;
  series: DrawnSeries[];
  moves: DrawnMove[];
}

/** A chart kept with where its picture stood then, so its boxes follow the picture if it moves later. */
type KeptChart = DrawnChart & { keptAt: { x: number; y: number } };

const drawn = new WeakMap<Phaser.Scene, KeptChart[]>();

/** The charts the scene drew since it was made. */
export function chartsDrawn(scene: Phaser.Scene): DrawnChart[] {
  return drawn.get(scene) ?? [];
}

/**
 * How far a kept chart's picture moved since it was drawn (the results' sheet is moved to the
 * screen's foot after it is drawn): its boxes stand that far from where they were kept.
 */
export function chartMoved(chart: DrawnChart): { x: number; y: number } {
  const at = (chart as Partial<KeptChart>).keptAt;
  return at ? { x: chart.picture.x - at.x, y: chart.picture.y - at.y } : { x: 0, y: 0 };
}

export function keepChart(scene: Phaser.Scene, chart: DrawnChart): void {
  if (!drawn.has(scene)) scene.events.once('shutdown', () => drawn.delete(scene));
  const kept: KeptChart = { ...chart, keptAt: { x: chart.picture.x, y: chart.picture.y } };
  drawn.set(scene, [...(drawn.get(scene) ?? []), kept]);
}

/** A chart drawn again (the review's, as its moves are reviewed): the old drawing is no longer in sight. */
export function forgetChart(scene: Phaser.Scene, picture: Phaser.GameObjects.Image): void {
  drawn.set(
    scene,
    (drawn.get(scene) ?? []).filter((c) => c.picture !== picture),
  );
}

/** The fill of a bar in `style`: the colour, or its stripes over a dim ground. */
export function barFill(
  g: CanvasRenderingContext2D,
  style: SeriesStyle,
  colour: number,
  u: number,
): string | CanvasPattern {
  if (style === 'solid') return css(colour, 0.9);
  const n = Math.max(5, Math.round(7 * u));
  const tile = document.createElement('canvas');
  tile.width = n;
  tile.height = n;
  const h = tile.getContext('2d')!;
  h.fillStyle = css(colour, 0.25);
  h.fillRect(0, 0, n, n);
  h.strokeStyle = css(colour, 1);
  h.lineWidth = n * 0.32;
  h.beginPath();
  for (const k of [-1, 0, 1]) {
    h.moveTo(k * n, n);
    h.lineTo(k * n + n, 0);
  }
  h.stroke();
  return g.createPattern(tile, 'repeat') ?? css(colour, 0.5);
}

/** A disc of the player's colour at (x, y) with their mark on it when the marks are on; returns its box. */
export function markedDisc(
  scene: Phaser.Scene,
  g: CanvasRenderingContext2D,
  x: number,
  y: number,
  p: ChartPlayer,
  marks: boolean,
  u: number,
): Rect {
  const d = marks ? discSize(u) : 8 * u;
  g.setLineDash([]);
  g.fillStyle = css(paletteHex(p.palette), 1);
  g.strokeStyle = css(0x06141a, 0.9);
  g.lineWidth = 1.5 * u;
  g.beginPath();
  g.arc(x, y, d / 2, 0, Math.PI * 2);
  g.fill();
  if (marks) g.stroke();
  const mark = addMark(scene, x, y, d, p.palette, marks);
  mark?.setDisplaySize(d * 0.74, d * 0.74).setData(MARK_ON_DATA, p.palette);
  return { x: x - d / 2, y: y - d / 2, width: d, height: d };
}

/**
 * A chart's title in a chart `width` wide: wrapped inside the chart's padding, so a long title
 * ("… (pale bars: the coach's guesses)" in a tablet's review) goes on to a second line, never past
 * the chart's edge.
 */
function headingStyle(width: number, u: number): Phaser.Types.GameObjects.Text.TextStyle {
  return {
    ...textStyle(chartType(u, pixelRatio()).title, THEME.textDim, true),
    wordWrap: { width: Math.max(1, width - 24 * u), useAdvancedWrap: true },
  };
}

/**
 * The title and the key over `r`: the key beside the title where both fit on one line, else on
 * a line of its own under it (names cut to their half); a title too long for the chart wraps. Returns the key's series and the y under
 * the heading.
 */
export function drawHeading(
  scene: Phaser.Scene,
  g: CanvasRenderingContext2D,
  r: Rect,
  title: string,
  u: number,
  who: ChartPlayers,
  kind: 'line' | 'bar',
): { series: DrawnSeries[]; below: number } {
  const heading = scene.add.text(r.x + 12 * u, r.y + 8 * u, title, headingStyle(r.width, u));
  const sizes = keySamples(kind, who.marks, u);
  const { lineW, sampleW, sampleH } = sizes;
  const names = who.players.map((p) =>
    scene.add
      .text(0, 0, p.name, textStyle(chartType(u, pixelRatio()).name, THEME.text, true))
      .setOrigin(0, 0.5),
  );
  const widths = (): [number, number] => [names[0]!.width, names[1]!.width];
  const { beside, nameRoom } = keyFit(r, heading.width, widths(), sizes, u);
  if (!beside)
    names.forEach((t, i) => fitName(t, who.players[i]!.name, nameRoom, parseFloat(String(t.style.fontSize))));
  const at = keyPlaces(
    r,
    { x: heading.x, y: heading.y, width: heading.width, height: heading.height },
    beside,
    widths(),
    names[0]!.height,
    sizes,
    u,
  );
  const midY = at.midY;
  const entries = keyEntries(who);
  const series = ([0, 1] as const).map((i) => {
    const p = entries[i];
    const style = p.style;
    const colour = paletteHex(p.palette);
    const x = at.keys[i].x;
    if (kind === 'line') {
      g.lineWidth = 3 * u;
      g.setLineDash(dashes(style, u));
      g.strokeStyle = css(colour, 1);
      g.beginPath();
      g.moveTo(x, midY);
      g.lineTo(x + lineW, midY);
      g.stroke();
      if (who.marks) markedDisc(scene, g, x + lineW, midY, p, true, u);
    } else {
      g.fillStyle = barFill(g, style, colour, u);
      g.fillRect(x, midY - sampleH / 2, sampleW, sampleH);
      if (who.marks)
        addMark(scene, x + sampleW / 2, midY, sampleH, p.palette, true)
          ?.setDisplaySize(sampleH * 0.74, sampleH * 0.74)
          .setData(MARK_ON_DATA, p.palette);
    }
    names[i]!.setPosition(at.names[i].x, at.names[i].y);
    const drawnSeries: DrawnSeries = {
      player: (i + 1) as 1 | 2,
      name: p.name,
      shown: names[i]!.text,
      palette: p.palette,
      mark: p.mark,
      style,
      key: at.keys[i],
      sample:
        kind === 'line'
          ? { x, y: midY - 1.5 * u, width: lineW - (who.marks ? discSize(u) / 2 : 0), height: 3 * u }
          : { x, y: midY - sampleH / 2, width: sampleW, height: sampleH },
      end: null,
    };
    return drawnSeries;
  });
  g.setLineDash([]);
  return { series, below: at.below };
}

/**
 * How tall drawHeading's heading is in a chart `width` wide (from the chart's top to where its plot's
 * room starts): its title, and its key where the key goes under the title. Measured, not drawn.
 * Given several titles (a chart whose title changes in its box), the tallest.
 */
export function headingHeight(
  scene: Phaser.Scene,
  width: number,
  title: string | readonly string[],
  u: number,
  who: ChartPlayers,
  kind: 'line' | 'bar',
): number {
  if (typeof title !== 'string')
    return Math.max(...title.map((t) => headingHeight(scene, width, t, u, who, kind)));
  const r = { x: 0, y: 0, width, height: 0 };
  const heading = scene.add.text(12 * u, 8 * u, title, headingStyle(width, u));
  const names = who.players.map((p) =>
    scene.add.text(0, 0, p.name, textStyle(chartType(u, pixelRatio()).name, THEME.text, true)),
  );
  const sizes = keySamples(kind, who.marks, u);
  const widths: [number, number] = [names[0]!.width, names[1]!.width];
  const { beside } = keyFit(r, heading.width, widths, sizes, u);
  const box = { x: heading.x, y: heading.y, width: heading.width, height: heading.height };
  const below = keyPlaces(r, box, beside, widths, names[0]!.height, sizes, u).below;
  heading.destroy();
  names.forEach((t) => t.destroy());
  return below;
}
