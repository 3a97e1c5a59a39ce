// The aim on squares too small for one tap (screens/game/board-fit.ts): by default a finger's press
// shows the board magnified just above the finger (aim-lens.ts: the square, its neighbours and the
// cell to come) and its release, once seen, places; after a quicker tap the magnified board stays
// in its bubble, clear of the squares, asking for a second tap. With the setting to aim first, the
// first tap only aims, and the bubble shows the cell to come. The aimed square gets a cyan ring
// the size of the square (the hint's is gold, the last move's white: they are never taken for one
// another), tied by a thin line to a bubble that names the square ("Place c3") with the magnified
// cell (where it stands: aim-spot.ts); tapping the bubble (a finger-sized target) or the same
// square again places the cell, and a tap on another square moves the aim. A mouse, and boards
// whose squares are a finger wide, place on the first click as before.

import type Phaser from 'phaser';
import type { BoardGeometryFit, Rect } from './board-geometry.ts';
import { registerControl } from './controls.ts';
import { buttonBoxes, keptClear } from './aim-keep-clear.ts';
import { OneTapButton, ONE_TAP_BAND_CSS } from './one-tap-button.ts';
import {
  aimBubbleSpot,
  askingLensSpot,
  LENS_RIM_CSS,
  LET_GO_CSS,
  LET_GO_HIT_CSS,
  letGoCrown,
  letGoSpot,
  magnifierSpot,
} from './aim-spot.ts';
import { tiePieces } from './aim-tie.ts';
import { movingRingImages } from './square-ring.ts';
import { aimRing } from './ring-reach.ts';
import { pointsDown } from './art/board-plan.ts';
import { squareName } from '../engine/index.ts';
import { pixelRatio } from './screen.ts';
import { MIN_TEXT_CSS_PX, THEME, textStyle } from './theme.ts';
import { aimWords } from './aim-words.ts';
import { AimLens, LENS_WINDOW_CSS, lensLabelRow } from './aim-lens.ts';
import { TAP_AGAIN_WORDS } from '../words/press-words.ts';
import { placeNotices, showNotice } from './notice.ts';
import type { FirstAim } from '../screens/game/game-keep.ts';

export { keepAimClear, keptClear } from './aim-keep-clear.ts';

/** The aim's colour: cyan, apart from the hint's gold and the last move's white. */
export const AIM_CYAN = 0x3fe3ff;

/** The Place bubble's side, in CSS px. */
const BUBBLE_CSS = 96;
/** The lens's bubble's band for the square's name under its window, in CSS px. */
const LENS_LABEL_CSS = 30;

export class Aim {
  /** The aimed square, or −1. */
  private square = -1;
  /** The ring around the aimed square, in the board's square shape (a hexagon on a hexagonal board). */
  private readonly ring: Phaser.GameObjects.Container;
  /** Turns the ring to point as the aimed square does (a triangle's; elsewhere nothing). */
  private readonly pointRing: (down: boolean) => void;
  private readonly bubble: Phaser.GameObjects.Container;
  private readonly bubbleBg: Phaser.GameObjects.Graphics;
  private readonly loupe: Phaser.GameObjects.Image;
  private readonly label: Phaser.GameObjects.Text;
  /** A magnifying press's gain ("+6", press-gain.ts), beside the square's name under the lens. */
  private readonly gain: Phaser.GameObjects.Text;
  /** The thin line from the ring to the bubble. */
  private readonly tie: Phaser.GameObjects.Graphics;
  /** The ✕ on the bubble's corner while a quick tap's aim waits for its second tap: lets go of the aim. */
  private readonly letGo: Phaser.GameObjects.Container;
  private readonly control: { label: string };
  private downTime = 0;
  /** The board magnified in the bubble while a finger is pressed (the bubble's lifted shape). */
  private readonly lens: AimLens;
  private lifted: boolean | null = null;
  /** Whether the lens's bubble has the band at its foot for "Place with one tap". */
  private banded = false;
  /** "Place with one tap" in that band (one-tap-offer.ts). */
  private readonly oneTap: OneTapButton;

  constructor(
    private readonly scene: Phaser.Scene,
    private readonly fit: BoardGeometryFit,
    /** Places on the aimed square; `downTime` is the confirming press's DOM time. */
    private readonly onConfirm: (square: number, downTime: number) => void,
    /** The squares a tap could still play on (under gravity, every square of a column not full); the bubble keeps off them. */
    private readonly playable: () => readonly number[] = () => [],
    /** Whether this visit has had its first aim, which says why these squares take two taps (the services keep it). */
    private readonly firstAim: FirstAim = { told: false },
    /** The ✕ was tapped: the aim goes, nothing placed. */
    private readonly onLetGo: () => void = () => {},
    /** "Place with one tap" was tapped under the lens: one-tap placing goes on (the aim stays). */
    private readonly onOneTap: () => void = () => {},
  ) {
    const dpr = pixelRatio();
    const w = BUBBLE_CSS * dpr;
    const h = BUBBLE_CSS * dpr;
    const size = fit.square;
    // On a hexagon, inside its own edge (ring-reach.ts).
    const reach = aimRing(fit.layout.grid, size, dpr, AIM_CYAN);
    const ring = movingRingImages(scene, fit.layout.grid, reach.across, size * 0.2, reach.layers);
    this.pointRing = ring.point;
    this.ring = scene.add.container(0, 0, ring.images).setDepth(30).setVisible(false);
    this.tie = scene.add.graphics().setDepth(30).setVisible(false);
    this.bubbleBg = scene.add.graphics();
    this.loupe = scene.add.image(0, -10 * dpr, 'cells');
    this.label = scene.add
      .text(0, h / 2 - 16 * dpr, 'Place', textStyle(15 * dpr, THEME.text, true))
      .setOrigin(0.5);
    this.gain = scene.add
      .text(0, 0, '', textStyle(16 * dpr, THEME.text, true))
      .setOrigin(0.5)
      .setVisible(false);
    this.bubble = scene.add
      .container(0, 0, [this.bubbleBg, this.loupe, this.label, this.gain])
      .setDepth(31)
      .setSize(w, h)
      .setVisible(false);
    this.shape(false);
    this.letGo = this.makeLetGo(dpr);
    this.oneTap = new OneTapButton(scene, dpr, AIM_CYAN, () => this.takeOneTap());
    this.lens = new AimLens(scene, fit, [this.bubble, this.tie, this.letGo], dpr);
    this.bubble.setInteractive({ useHandCursor: true });
    this.bubble.on('pointerdown', (p: Phaser.Input.Pointer) => {
      this.downTime = p.downTime;
    });
    // Only a press that began on the bubble confirms: a finger sliding the aim may pass over it and lift there.
    this.bubble.on('pointerup', (p: Phaser.Input.Pointer) => {
      if (p.downTime === this.downTime) this.confirm(this.downTime);
    });
    const control = {
      id: 'aim:place',
      label: 'Place',
      target: this.bubble,
      enabled: () => this.square >= 0,
      press: () => this.confirm(performance.now()),
    };
    this.control = control;
    registerControl(scene, control);
    registerControl(scene, {
      id: 'aim:let-go',
      label: "Don't place",
      target: this.letGo,
      enabled: () => this.letGo.visible,
      press: () => this.onLetGo(),
    });
  }

  /** The ✕: a dark disc ringed in the aim's cyan, a white cross, taking taps a little past its circle. */
  private makeLetGo(dpr: number): Phaser.GameObjects.Container {
    const r = (LET_GO_CSS / 2) * dpr;
    const arm = r * 0.42;
    const g = this.scene.add.graphics();
    g.fillStyle(THEME.panel, 1).fillCircle(0, 0, r);
    g.lineStyle(2 * dpr, AIM_CYAN, 1).strokeCircle(0, 0, r);
    g.lineStyle(2.5 * dpr, 0xffffff, 1)
      .lineBetween(-arm, -arm, arm, arm)
      .lineBetween(-arm, arm, arm, -arm);
    const hit = LET_GO_HIT_CSS * dpr;
    const letGo = this.scene.add.container(0, 0, [g]).setDepth(32).setSize(hit, hit).setVisible(false);
    letGo.setInteractive({ useHandCursor: true });
    letGo.on('pointerup', () => this.onLetGo());
    return letGo;
  }

  /** The Place bubble's box, the aimed square's and its ✕'s while shown, in game pixels, while aimed; else none. */
  boxes(): Rect[] {
    if (this.square < 0) return [];
    const { x, y } = this.fit.centre(this.square);
    const size = this.fit.square;
    const b = this.bubble;
    const g = this.letGo;
    return [
      { x: b.x - b.width / 2, y: b.y - b.height / 2, width: b.width, height: b.height },
      { x: x - size / 2, y: y - size / 2, width: size, height: size },
      ...(g.visible
        ? [{ x: g.x - g.width / 2, y: g.y - g.height / 2, width: g.width, height: g.height }]
        : []),
    ];
  }

  /** The aimed square, or −1. */
  aimed(): number {
    return this.square;
  }

  /**
   * Aims at square s, showing the mover's cell (atlas frame) magnified beside it; `lift`: the board
   * magnified, just above the finger for a press that places on release, or (`settled`, the finger
   * up after a quick tap) beside the square, clear of the others, saying a second tap places.
   */
  set(s: number, frame: string, lift = false, settled = false, offer = false): void {
    this.square = s;
    const dpr = pixelRatio();
    const { x, y } = this.fit.centre(s);
    this.pointRing(pointsDown(this.fit.layout, s));
    this.ring.setPosition(x, y).setVisible(true);
    this.loupe.setFrame(frame).setDisplaySize(56 * dpr, 56 * dpr);
    this.shape(lift, lift && settled && offer);
    const words = `Place ${squareName(this.fit.layout, s)}`;
    this.label.setText(lift && settled ? TAP_AGAIN_WORDS : words);
    this.control.label = words;
    this.placeLabel();
    const scores = keptClear(this.scene, 'scores');
    const wordsClear = keptClear(this.scene, 'words');
    const bubble = { width: this.bubble.width, height: this.bubble.height };
    const screen = this.scene.scale;
    const lens = { at: { x, y }, size: this.fit.square, bubble, screen, dpr, scores };
    const middle = this.fit.left + this.fit.frame.width / 2;
    const at = !lift
      ? aimBubbleSpot({
          ...lens,
          fit: this.fit,
          playable: this.playable(),
          words: wordsClear,
          room: [...buttonBoxes(this.scene, [this.bubble, this.letGo]), ...keptClear(this.scene, 'room')],
        })
      : settled
        ? askingLensSpot({
            ...lens,
            clear: [...scores, ...wordsClear],
            controls: buttonBoxes(this.scene, [this.bubble, this.letGo]),
            crown: letGoCrown(dpr),
            squares: this.squareCentres(),
          })
        : magnifierSpot({ ...lens, middle });
    this.bubble.setPosition(at.x, at.y).setVisible(true);
    this.placeLetGo(lift && settled, at);
    this.placeOneTap(at);
    this.drawTie(x, y, at);
    if (lift) {
      const rim = LENS_RIM_CSS * dpr;
      const b = this.bubble;
      this.lens.show(s, frame, {
        x: at.x - b.width / 2 + rim,
        y: at.y - b.height / 2 + rim,
        width: LENS_WINDOW_CSS.width * dpr,
        height: LENS_WINDOW_CSS.height * dpr,
      });
      placeNotices();
      return;
    }
    this.lens.hide();
    // The screen's notices keep off the bubble (see homeNoticesOnBoard): the first aim's notice is
    // placed after it, and a notice in sight moves when the bubble does.
    if (!this.firstAim.told) {
      this.firstAim.told = true;
      showNotice(aimWords(this.fit.layout.grid), 6000);
    } else {
      placeNotices();
    }
  }

  /** Every square's centre, in game pixels (the asking lens covers as few as it can). */
  private squareCentres(): { x: number; y: number }[] {
    return Array.from({ length: this.fit.layout.size }, (_, s) => this.fit.centre(s));
  }

  /**
   * The lens's view takes in `tag` (the gain's total by the aimed square, shown after the aim) with
   * the square, where the two fit in it: "+8" over g7 stood cut off at the lens's top.
   */
  lensTakes(tag: Rect | null): void {
    if (this.square < 0 || !this.lifted) return;
    this.lens.frame(this.square, tag);
  }

  /** "Place with one tap" in the bubble's band at its foot, while it has one. */
  private placeOneTap(at: { x: number; y: number }): void {
    if (!this.banded) return this.oneTap.hide();
    const dpr = pixelRatio();
    const foot = at.y + this.bubble.height / 2 - (ONE_TAP_BAND_CSS / 2) * dpr;
    this.oneTap.show(at.x, foot, this.bubble.width - 2 * (LENS_RIM_CSS + 4) * dpr);
  }

  /** Its tap: one-tap placing goes on, the band goes, the aim stays for the next tap (which now places anywhere). */
  private takeOneTap(): void {
    if (this.square < 0 || !this.banded) return;
    const b = this.bubble;
    const top = b.y - b.height / 2;
    this.shape(true, false);
    b.setY(top + b.height / 2);
    this.oneTap.hide();
    const { x, y } = this.fit.centre(this.square);
    this.drawTie(x, y, b);
    this.onOneTap();
  }

  /** The ✕ (`shown`) on the bubble's rim at its right (aim-spot.ts's letGoSpot). */
  private placeLetGo(shown: boolean, at: { x: number; y: number }): void {
    if (shown) {
      const p = letGoSpot(at, this.bubble, this.scene.scale, pixelRatio());
      this.letGo.setPosition(p.x, p.y);
    }
    this.letGo.setVisible(shown);
  }

  /** A thin cyan line from the ring's edge to the bubble's edge, on a dark one so it shows on every vessel. */
  private drawTie(x: number, y: number, at: { x: number; y: number }): void {
    const dx = at.x - x;
    const dy = at.y - y;
    const length = Math.hypot(dx, dy);
    const g = this.tie.clear();
    if (length === 0) return;
    const ux = dx / length;
    const uy = dy / length;
    // From the ring (half a square out) to where the line meets the bubble's box.
    const from = this.fit.square / 2;
    const hw = this.bubble.width / 2;
    const hh = this.bubble.height / 2;
    const to =
      length -
      Math.min(
        Math.abs(ux) > 1e-6 ? hw / Math.abs(ux) : Infinity,
        Math.abs(uy) > 1e-6 ? hh / Math.abs(uy) : Infinity,
      );
    if (to <= from) return;
    const dpr = pixelRatio();
    // Broken where it would cross a board label, with a little air round the label.
    const labels = keptClear(this.scene, 'room').map((r) => ({
      x: r.x - 3 * dpr,
      y: r.y - 3 * dpr,
      width: r.width + 6 * dpr,
      height: r.height + 6 * dpr,
    }));
    const pieces = tiePieces(
      { x: x + ux * from, y: y + uy * from },
      { x: x + ux * to, y: y + uy * to },
      labels,
    );
    for (const [colour, width] of [
      [0x06141a, 4 * dpr],
      [AIM_CYAN, 2 * dpr],
    ] as const) {
      for (const [a, b] of pieces) g.lineStyle(width, colour, 1).lineBetween(a.x, a.y, b.x, b.y);
    }
    g.setVisible(true);
  }

  /**
   * The bubble's shape: the Place bubble (the magnified cell over the square's name), or lifted
   * above a pressed finger, a window onto the magnified board over the square's name.
   */
  private shape(lift: boolean, band = false): void {
    if (this.lifted === lift && this.banded === band) return;
    this.lifted = lift;
    this.banded = band;
    const dpr = pixelRatio();
    const rim = LENS_RIM_CSS * dpr;
    const w = lift ? LENS_WINDOW_CSS.width * dpr + 2 * rim : BUBBLE_CSS * dpr;
    const foot = band ? ONE_TAP_BAND_CSS * dpr : 0;
    const h = lift ? LENS_WINDOW_CSS.height * dpr + rim + LENS_LABEL_CSS * dpr + foot : BUBBLE_CSS * dpr;
    const corner = (lift ? 12 : 16) * dpr;
    this.bubble.setSize(w, h);
    // A tap anywhere on the bubble places (its lens and its words too): the hit area takes its size.
    this.bubble.input?.hitArea.setTo(0, 0, w, h);
    this.bubbleBg
      .clear()
      .fillStyle(THEME.panel, 0.97)
      .fillRoundedRect(-w / 2, -h / 2, w, h, corner);
    this.bubbleBg.lineStyle(3 * dpr, AIM_CYAN, 1).strokeRoundedRect(-w / 2, -h / 2, w, h, corner);
    this.loupe.setVisible(!lift);
    this.label.setY(lift ? h / 2 - foot - (LENS_LABEL_CSS / 2) * dpr : h / 2 - 16 * dpr);
    this.placeLabel();
  }

  /** A magnifying press's gain in `ink` beside the square's name under the lens; null takes it away. Whether the lens has room to say it (beside "Tap again to place" it has none). */
  showGain(words: string | null, ink: string): boolean {
    this.gain.setText(words ?? '').setColor(ink);
    this.placeLabel();
    return this.gain.visible;
  }

  /** The square's name, and under the lens the press's gain after it, centred together. */
  private placeLabel(): void {
    const shown = !!this.lifted && this.gain.text !== '';
    this.gain.setVisible(shown).setY(this.label.y);
    const dpr = pixelRatio();
    const room = this.bubble.width - 2 * (LENS_RIM_CSS + 6) * dpr;
    const readable = MIN_TEXT_CSS_PX / 15; // the words' 15 CSS px never shrink under the readable floor
    const row = lensLabelRow(this.label.width, shown ? this.gain.width : 0, 10 * dpr, room, readable);
    this.label.setX(row.wordsX).setScale(row.scale);
    this.gain.setVisible(row.gainShown).setX(row.gainX).setScale(row.scale);
  }

  clear(): void {
    this.lens.hide();
    this.letGo.setVisible(false);
    this.oneTap.hide();
    this.square = -1;
    this.tie.setVisible(false);
    this.ring.setVisible(false);
    this.bubble.setVisible(false);
    // Notices kept out of sight while the bubble filled their places come back.
    placeNotices();
  }

  private confirm(downTime: number): void {
    const s = this.square;
    if (s < 0) return;
    this.clear();
    this.onConfirm(s, downTime);
  }
}
