// Watching two opponents: Pause (or Play), Step one move, the speed and Skip to the end, as a row of labelled
// buttons under the board, drawn from the watch model (screens/game/watch.ts). The keys are the
// board's: Space pauses or plays, → steps.

import Phaser from 'phaser';
import { SKIP_LABEL, type WatchModel, type WatchSnapshot } from '../screens/game/watch.ts';
import { Button } from './button.ts';

export interface WatchControlsArea {
  /** The row's centre and its width, in game pixels. */
  x: number;
  y: number;
  width: number;
  height: number;
}

export class WatchControls {
  readonly buttons: Button[];

  /** `hud` says "Paused" for the mover while the game holds. */
  constructor(
    scene: Phaser.Scene,
    private readonly watch: WatchModel,
    area: WatchControlsArea,
    u: number,
    hud: { setPaused(paused: boolean): void },
  ) {
    const gap = 10 * u;
    const count = 4;
    const w = Math.min(150 * u, (area.width - (count - 1) * gap) / count);
    const fontSize = Math.min(18 * u, area.height * 0.4);
    const make = (i: number, id: string, label: string, onClick: () => void) =>
      new Button(scene, {
        id,
        label,
        x: area.x + (i - (count - 1) / 2) * (w + gap),
        y: area.y,
        width: w,
        height: area.height,
        fontSize,
        onClick,
      });
    const first = watch.snapshot();
    const pause = make(0, 'watch:pause', first.pauseLabel, () => watch.togglePaused());
    const step = make(1, 'watch:step', 'Step', () => watch.step());
    const speed = make(2, 'watch:speed', first.speedLabel, () => watch.nextSpeed());
    const skip = make(3, 'watch:skip', SKIP_LABEL, () => watch.skipToEnd());
    this.buttons = [pause, step, speed, skip];
    const show = (w: WatchSnapshot) => {
      pause.setLabel(w.pauseLabel).setSelected(w.paused);
      speed.setLabel(w.speedLabel);
      skip.setSelected(w.skipping);
      hud.setPaused(w.paused);
    };
    show(first);
    const off = watch.onChange(show);
    scene.events.once('shutdown', off);
  }

  /** Space: pause or play. */
  togglePaused(): void {
    this.watch.togglePaused();
  }

  /** →: one move. */
  step(): void {
    this.watch.step();
  }
}
