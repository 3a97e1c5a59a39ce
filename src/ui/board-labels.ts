// The squares' names beside a board, as the hints, the review and the screen readers say them:
// a column letter below each column and a row number left of each row (RULES.md section 1),
// just outside the vessel's glass. On a hexagonal board (section 7) rows run across
// and columns run up and to the left, so a column's letter stands where it leaves the tray
// towards the lower right.

import type Phaser from 'phaser';
import { columnLetter, type Layout } from '../engine/index.ts';
import { boardPlan } from './art/board-plan.ts';
import type { Point } from './art/geometry.ts';
import { vesselOf } from './art/vessels.ts';
import type { BoardGeometryFit } from './board-geometry.ts';
import { readable } from './readable.ts';
import { THEME, textStyle } from './theme.ts';
import { drawGuides, guideTo, type LabelGuide } from './label-guides.ts';

/** Room around the board's picture the labels take, in game pixels. */
export interface LabelRoom {
  left: number;
  right: number;
  bottom: number;
}

/** The labels' font size in game pixels: never under the readable least. */
export function labelFont(u: number): number {
  return readable(13 * u);
}

/**
 * The size `layout`'s labels are drawn at for a font of `font`: a fifth larger on a hexagonal
 * board, whose letters stand on slanted lines where small type reads poorly on a phone.
 */
export function labelSizeFor(layout: Layout, font: number): number {
  return layout.grid === 'hex' ? Math.round(font * 1.2) : font;
}

/** The room the labels of `layout` need beside its picture at font size `font`. */
export function labelRoom(layout: Layout, base: number): LabelRoom {
  const font = labelSizeFor(layout, base);
  const gap = font * 0.35;
  const digits = String(layout.rows).length;
  return {
    left: gap + font * (0.65 * digits + 0.1),
    right: layout.grid === 'hex' ? gap + font * 0.8 : 0,
    bottom: gap + font * 1.25,
  };
}

/** Where a ray from `from` along `d` first leaves `polygon`: the distance along it (Infinity if never). */
function exitDistance(polygon: readonly Point[], from: Point, d: Point): number {
  let best = Infinity;
  for (let i = 0; i < polygon.length; i++) {
    const a = polygon[i]!;
    const b = polygon[(i + 1) % polygon.length]!;
    const ex = b.x - a.x;
    const ey = b.y - a.y;
    const denom = d.x * ey - d.y * ex;
    if (Math.abs(denom) < 1e-12) continue;
    const t = ((a.x - from.x) * ey - (a.y - from.y) * ex) / denom;
    const u = ((a.x - from.x) * d.y - (a.y - from.y) * d.x) / denom;
    if (t > 1e-9 && u >= 0 && u <= 1) best = Math.min(best, t);
  }
  return best;
}

export interface BoardLabelPlace {
  text: string;
  /** Where the text is anchored, in game pixels, and which point of it (Phaser's origin). */
  x: number;
  y: number;
  originX: number;
  originY: number;
  /** Where the label's line of squares meets the tray's edge, in game pixels (a hexagonal board's guide starts there). */
  edge: Point;
}

/** Every column letter and row number of `fit`'s board, placed just outside its vessel. */
export function boardLabelPlaces(fit: BoardGeometryFit, font: number): BoardLabelPlace[] {
  const layout = fit.layout;
  const plan = boardPlan(layout);
  const vessel = vesselOf(layout);
  const px = fit.square;
  const toScreen = (p: Point) => ({ x: fit.left + fit.frame.gridLeft + p.x * px, y: fit.top + fit.frame.gridTop + (plan.height - p.y) * px });
  const gap = font * 0.35;
  // The square a column's label goes out from (its lowest), and a row's (its leftmost).
  const columnEnd = new Map<number, number>();
  const rowEnd = new Map<number, number>();
  for (let s = 0; s < layout.size; s++) {
    const c = layout.colOf[s]!;
    const r = layout.rowOf[s]!;
    const low = columnEnd.get(c);
    if (low === undefined || layout.rowOf[low]! > r) columnEnd.set(c, s);
    const left = rowEnd.get(r);
    if (left === undefined || layout.colOf[left]! > c) rowEnd.set(r, s);
  }
  // A square grid's labels stand in a line under the whole vessel and a column left of it, as on a
  // chart (round and stepped vessels would bring a row's number and a column's letter together at
  // a corner); a hexagonal board's follow the tray's sides, where its slanted columns end.
  const hex = layout.grid === 'hex';
  const out = (s: number, d: Point): Point => {
    const from = plan.centres[s]!;
    if (!hex) return toScreen(d.y < 0 ? { x: from.x, y: vessel.bounds.bottom } : { x: vessel.bounds.left, y: from.y });
    const t = exitDistance(vessel.outer, from, d);
    return toScreen({ x: from.x + d.x * t, y: from.y + d.y * t });
  };
  const places: BoardLabelPlace[] = [];
  // Down a square grid's column; down and to the right along a hexagonal board's (its south-east neighbour).
  const down = hex ? { x: 0.5, y: -Math.sqrt(3) / 2 } : { x: 0, y: -1 };
  for (const [c, s] of [...columnEnd].sort((a, b) => a[0] - b[0])) {
    const edge = out(s, down);
    const reach = gap + font * 0.6;
    places.push({ text: columnLetter(c), x: edge.x + down.x * reach, y: edge.y - down.y * reach, originX: 0.5, originY: 0.5, edge });
  }
  for (const [r, s] of [...rowEnd].sort((a, b) => a[0] - b[0])) {
    const edge = out(s, { x: -1, y: 0 });
    places.push({ text: String(r + 1), x: edge.x - gap, y: edge.y, originX: 1, originY: 0.5, edge });
  }
  return places;
}

/**
 * Draws the labels of `fit`'s board; returns their text objects (the automation hook reads them).
 * `squareAt` names the square a point means (under gravity, where a cell dropped there lands);
 * `marked` is the square the labels light when no pointer is over the board (the last move, or
 * the aimed square), −1 for none.
 */
export function drawBoardLabels(scene: Phaser.Scene, fit: BoardGeometryFit, base: number, squareAt = (x: number, y: number) => fit.squareAt(x, y), marked: () => number = () => -1): Phaser.GameObjects.Text[] {
  const font = labelSizeFor(fit.layout, base);
  const labels = boardLabelPlaces(fit, font).map((p) => {
    const t = scene.add.text(p.x, p.y, p.text, textStyle(font, THEME.textDim, true)).setOrigin(p.originX, p.originY);
    t.setStroke('#06141a', Math.max(2, font * 0.18)).setData('edge', p.edge);
    return t;
  });
  lightLabels(scene, fit, labels, squareAt, marked);
  return labels;
}

/** The labels lit now (the column and row of the square under the pointer), for the automation hook. */
export function labelLit(label: Phaser.GameObjects.Text): boolean {
  return label.getData('lit') === true;
}

/** A lit label's guide line on a hexagonal board, in game pixels (null when unlit or on a square grid), for the automation hook. */
export function labelGuide(label: Phaser.GameObjects.Text): LabelGuide | null {
  return (label.getData('guide') as LabelGuide | undefined) ?? null;
}

/**
 * Lights the column letter and row number of the square under the pointer (a mouse over it, a
 * finger on it), so a name can be followed to its line, above all along a hexagonal board's
 * slanted columns; otherwise those of the `marked` square (the last move, the aimed square), so a
 * lifted finger leaves the labels on the move that stands, not on its own tap. On a hexagonal
 * board the pointed square's labels also draw their guides. A label's colour changes only when
 * the square lit does.
 */
function lightLabels(scene: Phaser.Scene, fit: BoardGeometryFit, labels: Phaser.GameObjects.Text[], squareAt: (x: number, y: number) => number, marked: () => number): void {
  if (labels.length === 0) return;
  const layout = fit.layout;
  // Above the cells, under the aim's ring and bubble (depth 30).
  const guides = layout.grid === 'hex' ? scene.add.graphics().setDepth(20) : null;
  const guideWidth = Math.max(2, fit.square * 0.05);
  let lit = -1;
  let litGuided = false;
  // Guides follow a pointer only: drawn for the standing last move, they would cross the board all game.
  const light = (square: number, guided: boolean) => {
    if (square === lit && guided === litGuided) return;
    lit = square;
    litGuided = guided;
    const names = square < 0 ? [] : [columnLetter(layout.colOf[square]!), String(layout.rowOf[square]! + 1)];
    for (const label of labels) {
      const on = names.includes(label.text);
      const guide = on && guided && guides ? guideTo(label.getData('edge') as Point, fit.centre(square), fit.square * 0.58) : null;
      label.setData('guide', guide);
      if (labelLit(label) === on) continue;
      label.setData('lit', on).setColor(on ? THEME.accentCss : THEME.textDim);
    }
    if (guides) drawGuides(guides, labels.map(labelGuide).filter((g) => g !== null), guideWidth);
  };
  let pointed = -1;
  // Over a button (the aim's Place, the toolbar) the square under it is not the one meant: the pointer lights nothing.
  const follow = (pointer: Phaser.Input.Pointer, over: Phaser.GameObjects.GameObject[] = []) => {
    pointed = over.length === 0 && labels[0]?.active ? squareAt(pointer.x, pointer.y) : -1;
  };
  // A press ends with the board answering it (a move, an aim): the labels go back to the marked square until the pointer moves on.
  const away = () => { pointed = -1; };
  const show = () => light(pointed >= 0 ? pointed : marked(), pointed >= 0);
  scene.input.on('pointermove', follow);
  scene.input.on('pointerdown', follow);
  scene.input.on('pointerup', away);
  scene.input.on('gameout', away);
  scene.events.on('postupdate', show);
  show();
  const stop = () => {
    scene.input.off('pointermove', follow);
    scene.input.off('pointerdown', follow);
    scene.input.off('pointerup', away);
    scene.input.off('gameout', away);
    scene.events.off('postupdate', show);
    guides?.destroy();
  };
  labels[0]?.once('destroy', stop);
}
