// What the aim's Place bubble keeps clear of (aim.ts): each owner's boxes on the scene, by kind, and
// the scene's buttons in sight.

import type Phaser from 'phaser';
import type { Rect } from './board-geometry.ts';
import { controlsOf } from './controls.ts';

const KEEP_CLEAR = {
  words: 'aim-keep-clear',
  room: 'aim-keep-clear-room',
  scores: 'aim-keep-clear-scores',
} as const;

/**
 * Boxes on `scene` the Place bubble keeps off: `scores` (the players' panels) it covers only where
 * no place on the screen is free of them, and the magnifier neither; `words` it must never cover (a
 * puzzle's question, rules and verdict; the coach's banner), `room` only where there is room (the
 * board's labels).
 * `boxes` gives them in game pixels when an aim is made. Each `owner` keeps its own list.
 */
export function keepAimClear(
  scene: Phaser.Scene,
  boxes: () => readonly Rect[],
  owner = 'page',
  kind: keyof typeof KEEP_CLEAR = 'words',
): void {
  const all =
    (scene.data.get(KEEP_CLEAR[kind]) as Map<string, () => readonly Rect[]> | undefined) ??
    new Map<string, () => readonly Rect[]>();
  all.set(owner, boxes);
  scene.data.set(KEEP_CLEAR[kind], all);
}

/** Every box of that kind kept clear of the Place bubble on `scene`. */
export function keptClear(scene: Phaser.Scene, kind: keyof typeof KEEP_CLEAR): Rect[] {
  const all = scene.data.get(KEEP_CLEAR[kind]) as Map<string, () => readonly Rect[]> | undefined;
  return [...(all?.values() ?? [])].flatMap((boxes) => boxes());
}

/** The scene's buttons in sight but the aim's own, in game pixels. */
export function buttonBoxes(scene: Phaser.Scene, own: readonly Phaser.GameObjects.Container[]): Rect[] {
  return controlsOf(scene)
    .filter((c) => !own.includes(c.target) && c.target.alpha > 0)
    .map(({ target: t }) => {
      const w = t.width * t.scaleX;
      const h = t.height * t.scaleY;
      return { x: t.x - w / 2, y: t.y - h / 2, width: w, height: h };
    });
}
