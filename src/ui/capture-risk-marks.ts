// The capture warning on the board: under capture, the last free square of every group the next
// move can take (game/capture-risk.ts) carries art/last-liberty.ts's broken ring in the colour of
// the group at risk, with what rides on it from the person's side ("−40" on their own group's,
// "+52" on the other player's: screens/game/ring-stakes.ts) and in words on a tag at its foot
// ("they take 40", "you take 52": a bare figure does not say whose), and the groups at risk are outlined
// faintly in their colour while their ring shows, so the last moves' swing is read before it
// lands. Drawn once the board has settled after each move, undo and restart; nothing covers a
// square still to play but the ring's own, whose stake sits inside the ring. Near the end, on the
// person's turn, the squares where the other player's next cell could capture after a move of
// theirs (screens/game/capture-threats.ts) carry art/threat-ring.ts's whole ring in the other
// player's colour, the person's loss inside ("−78") and on its tag the move that would open it
// ("if you fill a3").
import type Phaser from 'phaser';
import type { Match } from '../game/match.ts';
import { describeMatch } from '../game/match-description.ts';
import { ringStakes } from '../screens/game/ring-stakes.ts';
import { captureThreats, type CaptureThreat } from '../screens/game/capture-threats.ts';
import { threatTagWords } from '../words/capture-threat-words.ts';
import { drawThreatRing } from './art/threat-ring.ts';
import type { BoardGeometryFit, Rect } from './board-geometry.ts';
import { drawLastLiberty } from './art/last-liberty.ts';
import { boardBounds } from './gain-place.ts';
import { readable } from './readable.ts';
import { roundedRectTexture } from './shape-texture.ts';
import { stakeTagSpot } from './stake-tag-place.ts';
import { ringFigureSpots, type RingFigure } from './ring-figures.ts';
import { pointsDown } from './art/board-plan.ts';
import { palette, paletteHex, type PaletteName } from './palette.ts';
import { reducedMotion } from './motion.ts';
import { squareRingImages } from './square-ring.ts';
import { textStyle } from './theme.ts';

/** A ring as drawn, for the test hook: its square, whose group, its stake as figure and words, the tag's box. */
interface Shown {
  square: number;
  player: 1 | 2;
  label: string | null;
  words: string | null;
  cells: number[];
  tag: Rect | null;
}

/** A threat's mark as drawn, for the test hook: its square, the loss inside it, the tag's words and box. */
interface ShownThreat {
  square: number;
  label: string;
  words: string;
  /** Null where it would cover another tag (stake-tag-place.ts). */
  tag: Rect | null;
}

export class CaptureRiskMarks {
  private readonly marks: Phaser.GameObjects.GameObject[] = [];
  /** The squares and colours the marks stand for, with their stakes, for the test hook. */
  private drawn: Shown[] = [];
  private threatsDrawn: ShownThreat[] = [];
  /** The figures inside the rings this drawing, placed together once all are known (ring-figures.ts). */
  private figures: (RingFigure & { words: string })[] = [];
  /** Every ringed square in sight (stakes and threats): no tag covers the figure inside another. */
  private rings: number[] = [];
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
  shown(): readonly Shown[] {
    return this.drawn;
  }

  /** The threat marks in sight (the person's turn near the end), for the test hook. */
  threats(): readonly ShownThreat[] {
    return this.threatsDrawn;
  }

  private draw(): void {
    this.clear();
    const stakes = ringStakes(this.match.position, this.viewer);
    const threats = this.viewer === null ? [] : captureThreats(this.match.position, this.viewer);
    this.rings = [...stakes, ...threats].map((r) => r.square);
    this.drawThreats(threats);
    const size = Math.round(this.fit.square);
    for (const r of stakes) {
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
      this.breathe(this.scene.add.image(x, y, key).setDepth(40));
      if (r.label) this.figures.push({ square: r.square, centre: { x, y }, words: r.label });
      const tag = r.words ? this.tag(r.square, r.words, name) : null;
      this.drawn.push({
        square: r.square,
        player: r.player,
        label: r.label,
        words: r.words,
        cells: r.cells,
        tag,
      });
    }
    this.drawFigures();
  }

  /** Near the end on the person's turn: a whole ring where the other player's cell could capture next. */
  private drawThreats(threats: readonly CaptureThreat[]): void {
    if (this.viewer === null) return;
    const p = this.match.position;
    const size = Math.round(this.fit.square);
    const name = this.palettes[1 - this.viewer]!;
    const key = `threat-ring:${name}:${size}`;
    if (!this.scene.textures.exists(key)) {
      const texture = this.scene.textures.createCanvas(key, size, size)!;
      drawThreatRing(texture.context, size, palette(name).rgb);
      texture.refresh();
    }
    for (const t of threats) {
      const { x, y } = this.fit.centre(t.square);
      this.breathe(this.scene.add.image(x, y, key).setDepth(40));
      const label = `\u2212${t.points}`;
      this.figures.push({ square: t.square, centre: { x, y }, words: label });
      const words = threatTagWords(p, t);
      this.threatsDrawn.push({ square: t.square, label, words, tag: this.tag(t.square, words, name) });
    }
  }

  /** A slow breath draws the eye without shouting; reduced motion keeps it still. */
  private breathe(mark: Phaser.GameObjects.Image): void {
    if (!reducedMotion())
      this.scene.tweens.add({
        targets: mark,
        alpha: { from: 1, to: 0.55 },
        duration: 1100,
        yoyo: true,
        repeat: -1,
      });
    this.marks.push(mark);
  }

  /** The stakes inside the rings' squares: two on one square stand one above the other. */
  private drawFigures(): void {
    const size = Math.round(this.fit.square);
    const style = {
      ...textStyle(size * 0.26, '#ffffff', true),
      stroke: '#06141a',
      strokeThickness: Math.max(3, size * 0.06),
    };
    const texts = this.figures.map((f) =>
      this.scene.add.text(0, 0, f.words, style).setOrigin(0.5).setDepth(41),
    );
    const line = Math.max(0, ...texts.map((t) => t.height));
    ringFigureSpots(this.figures, line).forEach((spot, i) => texts[i]!.setPosition(spot.x, spot.y));
    this.marks.push(...texts);
  }

  /** The tags standing now: a new one keeps off them. */
  private tags(): Rect[] {
    return [...this.threatsDrawn, ...this.drawn].flatMap((t) => (t.tag ? [t.tag] : []));
  }

  /** The stake in words on a tag at the ring's foot (or head, stake-tag-place.ts); returns its box, or null where none fits. */
  private tag(square: number, words: string, name: PaletteName): Rect | null {
    const size = this.fit.square;
    const text = this.scene.add
      .text(0, 0, words, textStyle(readable(Math.round(size * 0.2)), '#ffffff', true))
      .setOrigin(0.5)
      .setDepth(43);
    const w = text.width + size * 0.16;
    const h = text.height + size * 0.04;
    const p = this.match.position;
    const empty: { x: number; y: number }[] = [];
    for (let s = 0; s < p.layout.size; s++)
      if (s !== square && p.owner[s] === 0) empty.push(this.fit.centre(s));
    const { width, height } = this.scene.scale;
    const spot = stakeTagSpot({
      ring: this.fit.centre(square),
      square: size,
      tag: { width: w, height: h },
      bounds: boardBounds(this.fit, width, height),
      empty,
      taken: this.tags(),
      rings: this.rings.filter((s) => s !== square).map((s) => this.fit.centre(s)),
    });
    if (!spot) {
      text.destroy();
      return null;
    }
    const ground = roundedRectTexture(this.scene, {
      width: w,
      height: h,
      radius: h / 2,
      fill: 0x06141a,
      fillAlpha: 0.9,
      stroke: paletteHex(name),
      strokeWidth: Math.max(2, size * 0.025),
    });
    this.marks.push(
      this.scene.add.image(spot.x, spot.y, ground).setDepth(42),
      text.setPosition(spot.x, spot.y),
    );
    return { x: spot.x - w / 2, y: spot.y - h / 2, width: w, height: h };
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
    this.threatsDrawn = [];
    this.figures = [];
  }
}
