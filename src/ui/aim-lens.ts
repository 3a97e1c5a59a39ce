// The board magnified above a finger pressed on small squares (screens/game/board-fit.ts): a camera
// of its own shows the aimed square, its ring and the cell to come, and its neighbours, about 48
// CSS px a square, in a window the aim's bubble frames (aim.ts), so the finger that covers the
// square never hides what it will place, the way lichess magnifies a dragged piece and iOS a
// text loupe. It jumps square by square with the finger and never moves on its own, reduced
// motion or not.

import { pointsDown } from './art/board-plan.ts';
import type Phaser from 'phaser';
import { drawBoardBackground } from './art/boards.ts';
import type { BoardGeometryFit, Rect } from './board-geometry.ts';
import { THEME } from './theme.ts';
import { hasUnderlay } from './underlay.ts';

/** The vessel's texture for the lens where the vessel is painted under the canvas: one key, replaced per board. */
const LENS_VESSEL = 'aim-lens-vessel';

/** A square's size in the lens, in CSS px (about a fingertip's pad, as a big square's). */
export const LENS_SQUARE_CSS = 48;

/** The lens's window, in CSS px: the square and about a square's width of its neighbours round it, small enough to leave the board around it in sight. */
export const LENS_WINDOW_CSS = { width: 132, height: 100 } as const;

/** How much the lens magnifies squares `squareCss` wide: to LENS_SQUARE_CSS, and at least 1.75×. */
export function lensZoom(squareCss: number): number {
  return Math.max(1.75, LENS_SQUARE_CSS / squareCss);
}

/**
 * The vessel under the board's squares for the cameras that draw the board apart (the lens, the
 * zoomed board: board-zoom-view.ts): painted under the canvas, the main camera's picture of it is no
 * one's, so they draw their own, once a scene; the main camera ignores it.
 */
export function cameraVessel(scene: Phaser.Scene, fit: BoardGeometryFit): void {
  if (!hasUnderlay(scene.game)) return;
  const drawn = scene.data.get(LENS_VESSEL) as Phaser.GameObjects.Image | undefined;
  if (drawn?.scene) return;
  const { textures } = scene;
  const { width, height } = fit.frame;
  if (textures.exists(LENS_VESSEL)) textures.remove(LENS_VESSEL);
  const texture = textures.createCanvas(LENS_VESSEL, width, height)!;
  drawBoardBackground(texture.context, fit.geometry);
  texture.refresh();
  const image = scene.add.image(fit.left, fit.top, LENS_VESSEL).setOrigin(0, 0);
  scene.cameras.main.ignore(image.setDepth(-1000));
  scene.data.set(LENS_VESSEL, image);
}

export class AimLens {
  private readonly camera: Phaser.Cameras.Scene2D.Camera;
  /** The cell to come on the aimed square (the finger hides it there; the lens shows it). */
  private readonly coming: Phaser.GameObjects.Image;
  /** Whether the lens has its vessel: painted under the canvas, no camera sees it, so the lens draws its own. */
  private vessel = false;

  constructor(
    private readonly scene: Phaser.Scene,
    private readonly fit: BoardGeometryFit,
    /** What the lens never shows: the bubble that frames it and the aim's tie. */
    frame: Phaser.GameObjects.GameObject[],
    private readonly dpr: number,
  ) {
    this.coming = scene.add.image(0, 0, 'cells').setDepth(29).setVisible(false);
    this.camera = scene.cameras.add(0, 0, 1, 1).setVisible(false);
    this.camera.inputEnabled = false;
    this.camera.setBackgroundColor(THEME.background);
    this.camera.ignore(frame);
  }

  /** Shows square s with the cell to come (atlas `frame`) in `window`, a box in game pixels. */
  show(s: number, frame: string, window: Rect): void {
    if (!this.vessel) this.drawVessel();
    const { x, y, size } = this.fit.cellPlacement(s);
    this.coming
      .setFrame(frame)
      .setDisplaySize(size * 0.96, size * 0.96)
      // As the board draws it: on a triangle pointing down, the cell's picture turned round.
      .setAngle(pointsDown(this.fit.layout, s) ? 180 : 0)
      .setPosition(x, y)
      .setAlpha(0.9)
      .setVisible(true);
    const zoom = lensZoom(this.fit.square / this.dpr);
    this.camera
      .setViewport(
        Math.round(window.x),
        Math.round(window.y),
        Math.round(window.width),
        Math.round(window.height),
      )
      .setZoom(zoom)
      .centerOn(x, y)
      .setVisible(true);
  }

  /** Turns the lens onto square s and `tag` by it (the gain's total), where the two fit in its view. */
  frame(s: number, tag: Rect | null): void {
    if (!this.camera.visible) return;
    const { x, y } = this.fit.centre(s);
    const zoom = this.camera.zoom;
    const view = { width: this.camera.width / zoom, height: this.camera.height / zoom };
    const at = lensCentre({ x, y, size: this.fit.square }, tag, view);
    this.camera.centerOn(at.x, at.y);
  }

  /** The vessel under the board's squares, for the lens alone, the first time it shows. */
  private drawVessel(): void {
    this.vessel = true;
    cameraVessel(this.scene, this.fit);
  }

  hide(): void {
    this.coming.setVisible(false);
    this.camera.setVisible(false);
  }
}

/**
 * Where the lens's view is centred, in game pixels: on the aimed square, moved to take in `tag` (the
 * gain's total by the square) whole where the two fit in the view (`view`, in the board's game
 * pixels); where they do not, as much of the tag as the view holds with the square whole.
 */
export function lensCentre(
  square: { x: number; y: number; size: number },
  tag: Rect | null,
  view: { width: number; height: number },
): { x: number; y: number } {
  if (!tag) return { x: square.x, y: square.y };
  const half = square.size / 2;
  const axis = (centre: number, from: number, to: number, span: number) => {
    const lo = Math.min(centre - half, from);
    const hi = Math.max(centre + half, to);
    const mid = (lo + hi) / 2;
    // The square stays whole in the view: the centre moves at most this far off it.
    const most = Math.max(0, span / 2 - half);
    return Math.min(centre + most, Math.max(centre - most, mid));
  };
  return {
    x: axis(square.x, tag.x, tag.x + tag.width, view.width),
    y: axis(square.y, tag.y, tag.y + tag.height, view.height),
  };
}

/**
 * The row under the lens's window: the words and the press's gain side by side, centred, with `gap`
 * between; shrunk together where they are wider than `room` (the bubble's inside), so the gain never
 * runs onto the words or past the rim. Words are never shrunk under `least` (a readable size): where
 * the two would be, the gain is left out and the words stand alone. Widths unscaled; x of each
 * centre from the bubble's middle.
 */
export function lensLabelRow(
  words: number,
  gain: number,
  gap: number,
  room: number,
  least = 0,
): { scale: number; wordsX: number; gainX: number; gainShown: boolean } {
  const both = gain > 0 ? Math.min(1, room / (words + gap + gain)) : 0;
  if (gain <= 0 || both < least) {
    return { scale: Math.max(least, Math.min(1, room / words)), wordsX: 0, gainX: 0, gainShown: false };
  }
  const half = ((words + gap + gain) * both) / 2;
  return {
    scale: both,
    wordsX: -half + (words * both) / 2,
    gainX: half - (gain * both) / 2,
    gainShown: true,
  };
}
