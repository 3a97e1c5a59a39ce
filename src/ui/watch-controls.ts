// Watching two opponents: Pause (or Play), Step one move, the speed and To the end, as labelled
// buttons under the board or at the foot of the panels' column (watch-grid.ts places them), drawn
// from the watch model (screens/game/watch.ts). The keys are the board's: Space pauses or plays,
// → steps.

import Phaser from 'phaser';
import { SKIP_LABEL, type WatchModel, type WatchSnapshot } from '../screens/game/watch.ts';
import { Button } from './button.ts';
import { watchGrid, watchLabelSize } from './watch-grid.ts';

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
    const most = Math.min(18 * u, area.height * 0.4);
    const places = watchGrid(area, 10 * u, most, 150 * u);
    const fontSize = watchLabelSize(places[0]!.width, most, 14 * u);
    const make = (i: number, id: string, label: string, onClick: () => void) =>
      new Button(scene, {
        id,
        label,
        x: places[i]!.x,
        y: places[i]!.y,
        width: places[i]!.width,
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
