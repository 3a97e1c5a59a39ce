// The hint's room on the board (screens/game/hint-room.ts): while a hint whose banner names the space
// around its square shows, the empty squares around it are ringed faintly in the mover's colour
// (room-marks.ts, the lead warning's marks), so "open space around it" is seen where it is.

import type Phaser from 'phaser';
import type { Layout } from '../engine/index.ts';
import type { BoardGeometryFit } from './board-geometry.ts';
import type { PaletteName } from './palette.ts';
import { RoomMarks } from './room-marks.ts';

export class HintRoomMarks {
  private readonly marks: [RoomMarks, RoomMarks];
  private drawn = '';

  constructor(
    scene: Phaser.Scene,
    fit: BoardGeometryFit,
    layout: Layout,
    palettes: readonly [PaletteName, PaletteName],
  ) {
    this.marks = [
      new RoomMarks(scene, fit, layout, palettes[0]),
      new RoomMarks(scene, fit, layout, palettes[1]),
    ];
  }

  /** Rings `squares` in `mover`'s colour (none: the rings go); drawn again only when they change. */
  show(mover: 1 | 2, squares: readonly number[]): void {
    const key = squares.length === 0 ? '' : `${mover}:${squares.join(',')}`;
    if (key === this.drawn) return;
    this.drawn = key;
    for (const m of this.marks) m.clear();
    if (squares.length > 0) this.marks[mover - 1].show(squares);
  }

  /** The squares ringed now, for the test hook. */
  shown(): readonly number[] {
    return [...this.marks[0].shown, ...this.marks[1].shown];
  }
}
