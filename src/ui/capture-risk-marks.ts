// The capture warning on the board: under capture, the last free square of every group the next
// move can take (game/capture-risk.ts) carries art/last-liberty.ts's broken ring in the colour of
// the group at risk, drawn once the board has settled after each move, undo and restart.
import type Phaser from 'phaser';
import type { Match } from '../game/match.ts';
import { groupsAtRisk } from '../game/capture-risk.ts';
import type { BoardGeometryFit } from './board-geometry.ts';
import { drawLastLiberty } from './art/last-liberty.ts';
import { palette, type PaletteName } from './palette.ts';
import { reducedMotion } from './motion.ts';

export class CaptureRiskMarks {
  private readonly marks: Phaser.GameObjects.Image[] = [];
  /** The squares and colours the marks stand for, for the test hook. */
  private drawn: { square: number; player: 1 | 2 }[] = [];

  constructor(
    private readonly scene: Phaser.Scene,
    private readonly fit: BoardGeometryFit,
    private readonly match: Match,
    private readonly palettes: readonly [PaletteName, PaletteName],
  ) {
    if (!match.position.rules.capture) return;
    const off = match.on((e) => {
      if (e.type === 'move' || e.type === 'undo' || e.type === 'restart') {
        this.clear();
        void match.whenIdle().then(() => this.scene.sys.isActive() && this.draw());
      }
    });
    scene.events.once('shutdown', off);
    this.draw();
  }

  /** The warned squares in sight, each with the player whose group it is. */
  shown(): readonly { square: number; player: 1 | 2 }[] {
    return this.drawn;
  }

  private draw(): void {
    this.clear();
    const size = Math.round(this.fit.square);
    for (const g of groupsAtRisk(this.match.position)) {
      const name = this.palettes[g.player - 1]!;
      const key = `last-liberty:${name}:${size}`;
      if (!this.scene.textures.exists(key)) {
        const texture = this.scene.textures.createCanvas(key, size, size)!;
        drawLastLiberty(texture.context, size, palette(name).rgb);
        texture.refresh();
      }
      const { x, y } = this.fit.centre(g.liberty);
      const mark = this.scene.add.image(x, y, key).setDepth(40);
      // A slow breath draws the eye without shouting; reduced motion keeps it still.
      if (!reducedMotion())
        this.scene.tweens.add({
          targets: mark,
          alpha: { from: 1, to: 0.55 },
          duration: 1100,
          yoyo: true,
          repeat: -1,
        });
      this.marks.push(mark);
      this.drawn.push({ square: g.liberty, player: g.player });
    }
  }

  private clear(): void {
    for (const m of this.marks) m.destroy();
    this.marks.length = 0;
    this.drawn = [];
  }
}
