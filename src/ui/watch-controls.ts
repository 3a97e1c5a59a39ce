// Watching two opponents: Pause (or Play), Step one move, and the speed, as a row of labelled
// buttons under the board. The keys are the board's: Space pauses or plays, → steps.

import Phaser from 'phaser';
import type { Pace } from '../game/pace.ts';
import { Button } from './button.ts';

export interface WatchControlsArea {
  /** The row's centre and its width, in game pixels. */
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The toolbar's buttons for a player (Hint, Undo, Perfect play), left out while watching: no one there to use them. */
export const FOR_A_PLAYER: ReadonlySet<string> = new Set(['undo', 'hint', 'overlay']);

const speedLabel = (speed: number) => `Speed ${speed === 0.5 ? '½' : speed}×`;

export class WatchControls {
  readonly buttons: Button[];

  /** `hud` says "Paused" for the mover while the game holds. */
  constructor(scene: Phaser.Scene, private readonly pace: Pace, area: WatchControlsArea, u: number, hud: { setPaused(paused: boolean): void }) {
    const gap = 10 * u;
    const w = Math.min(150 * u, (area.width - 2 * gap) / 3);
    const fontSize = Math.min(18 * u, area.height * 0.4);
    const make = (i: number, id: string, label: string, onClick: () => void) => new Button(scene, {
      id, label, x: area.x + (i - 1) * (w + gap), y: area.y, width: w, height: area.height, fontSize, onClick,
    });
    const pause = make(0, 'watch:pause', 'Pause', () => pace.togglePaused());
    const step = make(1, 'watch:step', 'Step', () => pace.step());
    const speed = make(2, 'watch:speed', speedLabel(pace.speed), () => pace.nextSpeed());
    this.buttons = [pause, step, speed];
    const show = () => {
      pause.setLabel(pace.paused ? 'Play' : 'Pause').setSelected(pace.paused);
      speed.setLabel(speedLabel(pace.speed));
      hud.setPaused(pace.paused);
    };
    show();
    const off = pace.onChange(show);
    scene.events.once('shutdown', off);
  }

  /** Space: pause or play. */
  togglePaused(): void {
    this.pace.togglePaused();
  }

  /** →: one move. */
  step(): void {
    this.pace.step();
  }
}
