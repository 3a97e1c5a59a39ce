// The capture warning on the board: under capture, the last free square of every group the next
// move can take (game/capture-risk.ts) carries art/last-liberty.ts's broken ring in the colour of
// the group at risk, with what rides on it from the person's side ("−40" on their own group's,
// "+52" on the other player's: screens/game/ring-stakes.ts), and the groups at risk are outlined
// faintly in their colour while their ring shows, so the last moves' swing is read before it
// lands. Drawn once the board has settled after each move, undo and restart; nothing covers a
// square still to play but the ring's own, whose stake sits inside the ring.
import type Phaser from 'phaser';
import type { Match } from '../game/match.ts';
import { describeMatch } from '../game/match-description.ts';
import { ringStakes } from '../screens/game/ring-stakes.ts';
import type { BoardGeometryFit } from './board-geometry.ts';
import { drawLastLiberty } from './art/last-liberty.ts';
import { pointsDown } from './art/board-plan.ts';
import { palette, paletteHex, type PaletteName } from './palette.ts';
import { reducedMotion } from './motion.ts';
import { squareRingImages } from './square-ring.ts';
import { textStyle } from './theme.ts';

export class CaptureRiskMarks {
  private readonly marks: Phaser.GameObjects.GameObject[] = [];
  /** The squares and colours the marks stand for, with their stakes, for the test hook. */
  private drawn: { square: number; player: 1 | 2; label: string | null; cells: number[] }[] = [];
  /** The person's seat when one person plays: the stakes are said from their side. */
  private readonly viewer: 0 | 1 | null;

  constructor(
    private readonly scene: Phaser.Scene,
    private readonly fit: BoardGeometryFit,
    private readonly match: Match,
    private readonly palettes: readonly [PaletteName, PaletteName],
  ) {
    this.viewer = describeMatch(match.players).person;
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

  /** The warned squares in sight, each with the player whose group it is, its stake and the cells outlined. */
  shown(): readonly { square: number; player: 1 | 2; label: string | null; cells: number[] }[] {
    return this.drawn;
  }

  private draw(): void {
    this.clear();
    const size = Math.round(this.fit.square);
    for (const r of ringStakes(this.match.position, this.viewer)) {
      const name = this.palettes[r.player - 1]!;
      // The groups at risk, outlined faintly in their colour: which cells ride on the ring.
      this.outline(r.cells, name);
      this.outline(r.others, this.palettes[2 - r.player]!);
      const key = `last-liberty:${name}:${size}`;
      if (!this.scene.textures.exists(key)) {
        const texture = this.scene.textures.createCanvas(key, size, size)!;
        drawLastLiberty(texture.context, size, palette(name).rgb);
        texture.refresh();
      }
      const { x, y } = this.fit.centre(r.square);
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
      if (r.label) {
        const style = {
          ...textStyle(size * 0.26, '#ffffff', true),
          stroke: '#06141a',
          strokeThickness: Math.max(3, size * 0.06),
        };
        this.marks.push(this.scene.add.text(x, y, r.label, style).setOrigin(0.5).setDepth(41));
      }
      this.drawn.push({ square: r.square, player: r.player, label: r.label, cells: r.cells });
    }
  }

  /** A faint ring round each of `cells` in the colour `name`, under the cells' figures. */
  private outline(cells: readonly number[], name: PaletteName): void {
    const size = this.fit.square;
    const layout = this.match.position.layout;
    const layers = [{ colour: paletteHex(name), width: Math.max(2, size * 0.035), alpha: 0.55 }];
    for (const s of cells) {
      const { x, y } = this.fit.centre(s);
      const tri = layout.grid === 'tri' ? { down: pointsDown(layout, s) } : undefined;
      for (const image of squareRingImages(this.scene, layout.grid, size * 0.96, size * 0.2, layers, tri))
        this.marks.push(image.setPosition(x, y).setDepth(39));
    }
  }

  private clear(): void {
    for (const m of this.marks) m.destroy();
    this.marks.length = 0;
    this.drawn = [];
  }
}
