// The board brought closer by a finger, without Phaser: on a touch screen whose squares are smaller
// than a fingertip (under ZOOM_BELOW_CSS), two fingers pinch the board in (and pan it as they move)
// and a quick double tap zooms in on the place tapped; zoomed, one finger's drag pans it; settled, the squares shown are at least
// ZOOMED_SQUARE_CSS, so one tap places, as on a big board. A pinch out, a double tap that placed
// nothing, or the "whole board" control shows the whole board again (its twin, the zoom-in control,
// zooms toward the last move); so do the game's end and a new
// game. Zoomed, a move out of sight (followTo) brings its square into sight, as a person follows
// the play; a finger on the board keeps the view its own. One transform maps a finger's point on the screen to the board's (toBoard) and back
// (toScreen): the presses, the notices and the camera that draws the board all read it.

import { onColumnEdge, wholeColumnsScale, type Rect, type ZoomColumns } from './zoom-columns.ts';

export type { Rect } from './zoom-columns.ts';

export { bleedSliver, zoomView } from './zoom-columns.ts';

/** Squares under this, in CSS px, may be zoomed: a fingertip's pad (Apple asks 44 for a target). */
export const ZOOM_BELOW_CSS = 44;
/** The least square shown once a zoom settles, in CSS px: comfortably one tap. */
export const ZOOMED_SQUARE_CSS = 52;
/** The largest square a pinch shows, in CSS px. */
export const MOST_SQUARE_CSS = 96;
/** A second tap this soon after a first that placed nothing is a double tap, in milliseconds. */
export const DOUBLE_TAP_MS = 350;
/** ... and this near it, in CSS px: a finger's drift between two taps, less than a small square (quick taps on neighbouring squares are two aims). */
export const DOUBLE_TAP_CSS = 18;

/** A finger zoomed in that moves this far, in CSS px, drags the board along (a tap drifts less). */
export const PAN_AFTER_CSS = 10;

/** How much closer a settled zoom shows squares `squareCss` wide: one tap's squares, at most a pinch's largest. */
export function settledZoom(squareCss: number): number {
  return Math.min(Math.max(1, MOST_SQUARE_CSS / squareCss), Math.max(1, ZOOMED_SQUARE_CSS / squareCss));
}

/** Whether a board whose squares are `squareCss` wide zooms under this input (a finger's pinch, a double tap). */
export function zoomsUnder(squareCss: number, touch: boolean): boolean {
  return touch && squareCss < ZOOM_BELOW_CSS;
}

export interface Point {
  x: number;
  y: number;
}

export interface ZoomSnapshot {
  /** How much bigger the board is drawn than the whole board (1: the whole board). */
  scale: number;
  /** The board's point at the middle of the view, in game pixels. */
  centre: Point;
  /** Whether two fingers are pinching now. */
  pinching: boolean;
  /** A square's side as shown, in CSS px. */
  squareCss: number;
}

export class BoardZoom {
  private scale = 1;
  private centre: Point;
  private pinch: { from: number; span: number; at: Point; scale: number } | null = null;
  private lastTap: { at: Point; time: number } | null = null;
  /** A press off the zoomed view on none of the page's controls, by pointer id: its release is told how to see the rest of the board. */
  private offPress: number | null = null;
  /** One finger down on the zoomed board: where it came down and the view's centre then; `panning` once it moved past PAN_AFTER_CSS. */
  private drag: { from: Point; centre: Point; panning: boolean } | null = null;
  /** Until when a follow moves the view, on the input events' clock (ms). */
  private movedUntil = -Infinity;

  constructor(
    private readonly o: {
      /** The board's part of the screen the zoomed board is drawn in, in game pixels. */
      view: Rect;
      /** A square's side on the whole board, in CSS px. */
      squareCss: number;
      /** Game pixels per CSS px. */
      dpr: number;
      /** A square board's columns: a settled zoom shows whole ones (zoom-columns.ts). */
      grid?: ZoomColumns;
    },
  ) {
    this.centre = this.viewCentre();
  }

  /** Whether this board's squares are small enough to zoom (a finger's decision: the scene asks only for touch). */
  zoomable(): boolean {
    return zoomsUnder(this.o.squareCss, true);
  }

  zoomed(): boolean {
    return this.scale > 1;
  }

  snapshot(): ZoomSnapshot {
    return {
      scale: this.scale,
      centre: { ...this.centre },
      pinching: this.pinch !== null,
      squareCss: this.o.squareCss * this.scale,
    };
  }

  /** The most a pinch zooms: squares of MOST_SQUARE_CSS. */
  private most(): number {
    return Math.max(1, MOST_SQUARE_CSS / this.o.squareCss);
  }

  /** The least a settled zoom shows: squares of ZOOMED_SQUARE_CSS, one tap each. */
  private settled(): number {
    return settledZoom(this.o.squareCss);
  }

  /** How much closer the cells are shown, for their counts: zoomed, at least a settled zoom's (a pinch past it only enlarges them); whole, 1. */
  countsCloser(): number {
    return this.zoomed() ? settledZoom(this.o.squareCss) : 1;
  }

  private viewCentre(): Point {
    const v = this.o.view;
    return { x: v.x + v.width / 2, y: v.y + v.height / 2 };
  }

  /** Whether a screen point lies in the zoomed board's view. */
  inView(p: Point): boolean {
    const v = this.o.view;
    return p.x >= v.x && p.x < v.x + v.width && p.y >= v.y && p.y < v.y + v.height;
  }

  /** The board's point under a screen point (off the view, the point itself: nothing zoomed is there). */
  toBoard(p: Point): Point {
    if (this.scale === 1 || !this.inView(p)) return { x: p.x, y: p.y };
    const c = this.viewCentre();
    return { x: this.centre.x + (p.x - c.x) / this.scale, y: this.centre.y + (p.y - c.y) / this.scale };
  }

  /** Where a board's point shows on the screen. */
  toScreen(p: Point): Point {
    const c = this.viewCentre();
    return { x: c.x + (p.x - this.centre.x) * this.scale, y: c.y + (p.y - this.centre.y) * this.scale };
  }

  /** The board's part in sight, in game pixels. */
  shown(): Rect {
    const v = this.o.view;
    const width = v.width / this.scale;
    const height = v.height / this.scale;
    return { x: this.centre.x - width / 2, y: this.centre.y - height / 2, width, height };
  }

  /** Zooms to `scale` keeping the board's point `at` under the screen point `under`, within the view; `settles`: whole columns. */
  private set(scale: number, at: Point, under: Point, settles = false): void {
    const grid = settles ? this.o.grid : undefined;
    const whole = grid
      ? wholeColumnsScale(this.o.view.width, grid, scale, this.settled(), this.most())
      : scale;
    this.scale = Math.min(this.most(), Math.max(1, whole));
    const c = this.viewCentre();
    this.centre = { x: at.x - (under.x - c.x) / this.scale, y: at.y - (under.y - c.y) / this.scale };
    this.keepInside();
    if (grid) this.centre.x = onColumnEdge(this.centre.x, this.shown().width, grid, at.x);
  }

  /** Where the view settles after a finger's drag: its columns whole, or null where it is already so. */
  settledCentre(): Point | null {
    const grid = this.o.grid;
    const x = grid ? onColumnEdge(this.centre.x, this.shown().width, grid) : this.centre.x;
    return this.zoomed() && Math.abs(x - this.centre.x) > 0.5 ? { x, y: this.centre.y } : null;
  }

  /** The view never shows past the board's part of the screen. */
  private keepInside(): void {
    const v = this.o.view;
    const halfW = v.width / this.scale / 2;
    const halfH = v.height / this.scale / 2;
    this.centre = {
      x: Math.min(v.x + v.width - halfW, Math.max(v.x + halfW, this.centre.x)),
      y: Math.min(v.y + v.height - halfH, Math.max(v.y + halfH, this.centre.y)),
    };
  }

  // --- two fingers ---

  /** A second finger came down: a pinch begins (the presses' own press is dropped by the caller). */
  pinchStart(a: Point, b: Point): void {
    const mid = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
    this.pinch = {
      from: this.scale,
      span: Math.max(1, Math.hypot(a.x - b.x, a.y - b.y)),
      at: this.toBoard(mid),
      scale: this.scale,
    };
    this.lastTap = null;
    this.drag = null;
  }

  /** The two fingers moved: the board grows or shrinks by their spread and follows their middle. */
  pinchMove(a: Point, b: Point): void {
    const p = this.pinch;
    if (!p) return;
    const mid = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
    const span = Math.max(1, Math.hypot(a.x - b.x, a.y - b.y));
    this.set(p.from * (span / p.span), p.at, mid);
  }

  /**
   * A finger lifted: the zoom settles. Pinched in past a little, at least one tap's squares; pinched
   * out below one tap's squares (or hardly in at all), the whole board.
   */
  pinchEnd(): void {
    const p = this.pinch;
    if (!p) return;
    this.pinch = null;
    const settled = this.settled();
    const outward = this.scale < p.from;
    if (this.scale < 1.15 || (outward && this.scale < settled)) this.reset();
    else this.set(Math.max(settled, this.scale), this.centre, this.viewCentre(), true);
  }

  pinching(): boolean {
    return this.pinch !== null;
  }

  // --- one finger ---

  /** Any press came down at `at` (screen); `overControl`: a control took it. Zoomed in, one off the view is kept for its release. */
  pressDown(id: number, at: Point, overControl: boolean): void {
    this.offPress = this.zoomed() && !overControl && !this.inView(at) ? id : null;
  }

  /**
   * The press `id` lifted at `at` (screen): zoomed in, a tap off the board in sight (it plays
   * nothing, and no tap goes without a word) gives the board's point under it, past the view's edge,
   * for the words saying how to see the rest of the board there; else null.
   */
  releasedOff(id: number, at: Point): Point | null {
    const off = this.offPress === id && this.zoomed() && !this.pinch && !this.inView(at);
    if (this.offPress === id) this.offPress = null;
    if (!off) return null;
    const c = this.viewCentre();
    return { x: this.centre.x + (at.x - c.x) / this.scale, y: this.centre.y + (at.y - c.y) / this.scale };
  }

  /** One finger came down at `at` (screen) on the zoomed board: it may drag the board along. */
  dragStart(at: Point): void {
    this.drag =
      this.zoomed() && this.inView(at) ? { from: at, centre: { ...this.centre }, panning: false } : null;
  }

  /** The finger moved to `at`: whether it drags the board (past PAN_AFTER_CSS; the board follows it, kept inside). */
  dragMove(at: Point): boolean {
    const d = this.drag;
    if (!d || this.pinch) return false;
    const dx = at.x - d.from.x;
    const dy = at.y - d.from.y;
    if (!d.panning && Math.hypot(dx, dy) < PAN_AFTER_CSS * this.o.dpr) return false;
    d.panning = true;
    this.centre = { x: d.centre.x - dx / this.scale, y: d.centre.y - dy / this.scale };
    this.keepInside();
    return true;
  }

  /** The finger lifted: whether it had dragged the board (so its release places nothing). */
  dragEnd(): boolean {
    const panned = this.drag?.panning ?? false;
    this.drag = null;
    return panned;
  }

  /**
   * A finger came down at `at` (screen), `time` ms: whether it is a double tap's second (the zoom
   * toggled, the press to be ignored). Only a first tap that placed nothing counts (a zoomed board
   * places on one tap, and that tap stays a move).
   */
  doubleTap(at: Point, time: number): boolean {
    const last = this.lastTap;
    this.lastTap = null;
    if (!last || !this.zoomable() || time - last.time > DOUBLE_TAP_MS) return false;
    if (Math.hypot(at.x - last.at.x, at.y - last.at.y) > DOUBLE_TAP_CSS * this.o.dpr) return false;
    if (this.zoomed()) this.reset();
    else this.set(this.settled(), this.toBoard(at), at, true);
    return true;
  }

  /** A finger's quick tap ended at `at` (screen), `time` ms; `placed`: it placed a cell (no double tap follows it). */
  tapped(at: Point, time: number, placed: boolean): void {
    this.lastTap = placed ? null : { at, time };
  }

  /** Brings the board's square at `p` (its centre) into sight, zoomed as it is (the keyboard's aim). */
  bringIntoSight(p: Point, margin: number): void {
    if (!this.zoomed()) return;
    const sight = this.sightOf(p, margin);
    if (sight) this.panTo(sight);
  }

  /**
   * The view's centre nearest now that shows the board's point `p` at least `margin` in from the
   * view's edges, kept inside; with `also`, one showing both points so, or null where no view at
   * this zoom holds both.
   */
  private sightOf(p: Point, margin: number, also?: Point): Point | null {
    const s = this.shown();
    const low = { x: -Infinity, y: -Infinity };
    const high = { x: Infinity, y: Infinity };
    for (const q of also ? [p, also] : [p]) {
      low.x = Math.max(low.x, q.x + margin - s.width / 2);
      high.x = Math.min(high.x, q.x - margin + s.width / 2);
      low.y = Math.max(low.y, q.y + margin - s.height / 2);
      high.y = Math.min(high.y, q.y - margin + s.height / 2);
    }
    if (also && (low.x > high.x || low.y > high.y)) return null;
    const kept = this.centre;
    this.centre = {
      x: Math.min(Math.max(this.centre.x, low.x), high.x),
      y: Math.min(Math.max(this.centre.y, low.y), high.y),
    };
    this.keepInside();
    const sight = this.centre;
    this.centre = kept;
    return sight;
  }

  /**
   * A move landed on the square centred at `p`, `size` wide (the opponent's or the person's): where
   * the view's centre goes so the square is in sight with half a square round it, as a person
   * zoomed in follows the play; null where the square already shows whole, the whole board shows,
   * or a finger is on the board (its own drag or pinch moves the view). `before`, the move before
   * it (the person's own, answered), stays in sight too where one view at this zoom holds both (with
   * half a square round each, else each square whole); else the view moves the least that shows the
   * reply, so the move before lies just past the edge the reply came in from.
   */
  followTo(p: Point, size: number, before?: Point | null): Point | null {
    if (!this.zoomed() || this.pinch || this.drag) return null;
    const s = this.shown();
    const half = size / 2;
    const whole =
      p.x - half >= s.x && p.x + half <= s.x + s.width && p.y - half >= s.y && p.y + half <= s.y + s.height;
    if (whole) return null;
    const both = before ? (this.sightOf(p, size, before) ?? this.sightOf(p, half, before)) : null;
    const to = both ?? this.sightOf(p, size);
    const grid = this.o.grid;
    return to && grid ? { x: onColumnEdge(to.x, s.width, grid, p.x), y: to.y } : to;
  }

  /**
   * A follow moves the view from `time` for `ms` (0: at once), on the input events' clock: a press
   * that came down before it ends aimed at a view no longer there.
   */
  followMoves(time: number, ms: number): void {
    this.movedUntil = time + ms;
  }

  /** A follow's glide ended at `time`: arrived, or stopped by a finger taking the board. */
  followEnded(time: number): void {
    this.movedUntil = time;
  }

  /**
   * Whether a press that came down at `time` (its event's own time: the page's input reaches the
   * board a frame later) came while a follow moved the view, or before one moved it: the square
   * under it then is not the one under it now, so it places nothing. A press without a time (0) is
   * not judged.
   */
  movedUnder(time: number): boolean {
    return time > 0 && time <= this.movedUntil;
  }

  /** The view's centre moved to the board's point `c` (a follow, at once or step by step), kept inside. */
  panTo(c: Point): void {
    if (!this.zoomed()) return;
    this.centre = { ...c };
    this.keepInside();
  }

  /** The zoom control's tap: one tap's squares, the board's point `p` (the last move, else the middle) brought to the view's middle as near as the board's edges allow. */
  zoomInAt(p: Point): void {
    this.lastTap = null;
    this.set(this.settled(), p, this.viewCentre(), true);
  }

  /** The whole board again (the control, the game's end). */
  reset(): void {
    this.scale = 1;
    this.centre = this.viewCentre();
    this.pinch = null;
    this.lastTap = null;
    this.drag = null;
  }
}
