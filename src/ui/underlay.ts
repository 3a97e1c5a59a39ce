// The still picture under the game: a Canvas-2D canvas behind the transparent WebGL canvas, for
// what never moves (the scene backdrop, the board's vessel). Under software WebGL every pixel
// WebGL draws costs on every frame (a full-screen image alone takes 30–40 ms a frame in headless
// Chromium's SwiftShader); what lies under the canvas is painted once and only composited.
// Used only when the game was booted with a transparent canvas; otherwise callers draw in WebGL.
//
// It is page state that outlives scenes, so it belongs to one scene at a time: the scene that laid
// its backdrop last (backdrop.ts). Only that scene paints on it, and it is wiped when that scene
// shuts down, so a stopped scene's vessel cannot be painted under the screen that followed it.
// A wiped layer is also hidden until its owner paints on it: a screen with no vessel (the menu, its
// Settings and setup) has nothing under it at all, whatever the compositor may keep of an old picture.

import type Phaser from 'phaser';

const ID = 'cell-division-underlay';

/** Which scene the underlay belongs to now, per game (null: none, wiped). */
const owners = new WeakMap<Phaser.Game, Phaser.Scene | null>();

/** Whether the game's canvas lets an underlay show through. */
export function hasUnderlay(game: Phaser.Game): boolean {
  return (
    game.config.transparent && game.renderer.type === 2 /* Phaser.WEBGL */ && !!game.canvas.parentElement
  );
}

/** The scene the underlay belongs to now, or null (for the tests and the test hook). */
export function underlayOwner(game: Phaser.Game): Phaser.Scene | null {
  return owners.get(game) ?? null;
}

/**
 * Wipes the underlay for `scene`'s picture and gives it to that scene until it shuts down (then
 * it is wiped again, unless another scene has taken it meanwhile).
 */
export function layUnderlay(scene: Phaser.Scene): CanvasRenderingContext2D {
  const game = scene.game;
  const ctx = underlay(game, true);
  owners.set(game, scene);
  scene.events.once('shutdown', () => {
    if (owners.get(game) !== scene) return;
    underlay(game, true);
    owners.set(game, null);
  });
  return ctx;
}

/** The underlay's 2D context for `scene` to paint on (shown from now), or null when the underlay is another scene's. */
export function underlayFor(scene: Phaser.Scene): CanvasRenderingContext2D | null {
  if (owners.get(scene.game) !== scene) return null;
  const ctx = underlay(scene.game, false);
  ctx.canvas.style.visibility = 'visible';
  return ctx;
}

/**
 * The underlay's 2D context, sized to the game (device pixels) and laid exactly under its
 * canvas. With `clear`, it is wiped for a new scene's picture.
 */
function underlay(game: Phaser.Game, clear: boolean): CanvasRenderingContext2D {
  const canvas = game.canvas;
  const parent = canvas.parentElement!;
  let layer = document.getElementById(ID) as HTMLCanvasElement | null;
  if (!layer) {
    layer = document.createElement('canvas');
    layer.id = ID;
    layer.setAttribute('aria-hidden', 'true');
    // Behind the in-flow game canvas (the parent is a stacking context), never under the pointer.
    layer.style.cssText = 'position:absolute;z-index:-1;pointer-events:none;';
    parent.insertBefore(layer, canvas);
    game.scale.on('resize', () => place(game, layer!));
  }
  const { width, height } = game.scale;
  if (clear) layer.style.visibility = 'hidden';
  if (layer.width !== width || layer.height !== height) {
    layer.width = width; // resizing also wipes it
    layer.height = height;
  } else if (clear) {
    layer.getContext('2d')!.clearRect(0, 0, width, height);
  }
  place(game, layer);
  return layer.getContext('2d')!;
}

/** Lays the underlay over the same page pixels as the game canvas. */
function place(game: Phaser.Game, layer: HTMLCanvasElement): void {
  const canvas = game.canvas;
  layer.style.left = `${canvas.offsetLeft}px`;
  layer.style.top = `${canvas.offsetTop}px`;
  layer.style.width = `${canvas.offsetWidth}px`;
  layer.style.height = `${canvas.offsetHeight}px`;
}
