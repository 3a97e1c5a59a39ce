// What the how-to-play's demo draws beyond squares and hexagons (RULES.md sections 12 to 14): a
// demo's cells on triangles turned as on the board, its stem cells (grey, then shared out), and a
// jump's hop. The demo's model says what happened
// (screens/tutorial/how-to-play-demo.ts); this draws it.

import type Phaser from 'phaser';
import type { Layout } from '../engine/index.ts';
import type { HowToPlayDemo } from '../screens/tutorial/how-to-play-demo.ts';
import { pointsDown } from './art/board-plan.ts';
import { CellSprite } from './cell-sprite.ts';
import { paletteHex } from './palette.ts';
import { StemSprite } from './stem-sprite.ts';
import { hop } from './variant-moves.ts';

/** Where the dialog draws a demo square: its centre, its cell's frame and a triangle's side. */
export type DemoPlace = (s: number) => { x: number; y: number; size: number; unit: number };

/** A demo cell, turned where its square is a triangle pointing down. */
export function demoCell(
  scene: Phaser.Scene,
  layout: Layout,
  place: DemoPlace,
  s: number,
  owner: 1 | 2,
  pattern: number,
  marks: boolean,
): CellSprite {
  const at = place(s);
  const cell = new CellSprite(
    scene,
    at.x,
    at.y,
    at.size * 0.96,
    owner === 1 ? 'green' : 'blue',
    pattern,
    layout.topology,
    marks,
    pointsDown(layout, s),
  );
  cell.setData('square', s);
  cell.setData('owner', owner);
  return cell;
}

/** The demo board's stem cells, grey and waiting, under the players' cells. */
export function demoStems(
  scene: Phaser.Scene,
  layer: Phaser.GameObjects.Container,
  demo: HowToPlayDemo,
  place: DemoPlace,
): Map<number, StemSprite> {
  const stems = new Map<number, StemSprite>();
  for (const s of demo.stems()) {
    const at = place(s);
    const stem = new StemSprite(
      scene,
      at.x,
      at.y,
      at.size * 0.96,
      demo.layout,
      s,
      pointsDown(demo.layout, s),
    );
    layer.add(stem);
    stems.set(s, stem);
  }
  return stems;
}

/** Opens the stem cells a move completed: a piece for each neighbour in its colour, then the centre. */
export function openStems(
  stems: ReadonlyMap<number, StemSprite>,
  opened: readonly number[],
  owner: ArrayLike<number>,
  duration: number,
): Promise<unknown> {
  const colours = [paletteHex('green'), paletteHex('blue')] as const;
  return Promise.all(opened.map((s) => stems.get(s)?.showComplete(owner, colours, duration)));
}

/** A jump: the mover's cell on `from` flies in an arc to `to` (at once when `duration` is 0). */
export async function hopCell(
  scene: Phaser.Scene,
  cell: CellSprite | undefined,
  place: DemoPlace,
  to: number,
  duration: number,
): Promise<void> {
  if (!cell) return;
  cell.setData('square', to);
  const at = place(to);
  if (duration <= 0) cell.setPosition(at.x, at.y);
  else await hop(scene, cell, at, at.size * 0.6, duration);
}
