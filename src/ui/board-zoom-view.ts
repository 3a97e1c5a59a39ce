// The board brought closer, drawn: a camera of its own draws the board's part of the screen at the
// zoom model's scale and centre (screens/game/board-zoom.ts) over the whole board, so cells, rings, gains and the aim follow it;
// the page's panels and dialogs a camera over it draws. Pinch, double tap and drag are the model's; the magnifier "+" and
// "Whole board" at the corner (zoom-control.ts, ui/zoom-control-place.ts); a move out of sight is glided to.

import Phaser from 'phaser';
import type { BoardGeometryFit } from './board-geometry.ts';
import { columnsOf } from '../screens/game/zoom-columns.ts';
import { BoardZoom, bleedSliver, zoomView, type Point, type Rect } from '../screens/game/board-zoom.ts';
import { cameraVessel } from './aim-lens.ts';
import { keptClear } from './aim.ts';
import { Button } from './button.ts';
import { pixelRatio } from './screen.ts';
import { THEME } from './theme.ts';
import { WHOLE_BOARD_WORDS, ZOOM_IN_WORDS } from '../words/press-words.ts';
import { zoomControlShown, zoomInToward } from '../screens/game/zoom-control.ts';
import { zoomControlSpot } from './zoom-control-place.ts';
import { controlsOf } from './controls.ts';
import { ZOOM_NAME_CSS, ZoomEdgeLabels } from './zoom-edge-labels-view.ts';
import { zoomNameStrips, type NameStrips } from '../screens/game/zoom-edge-labels.ts';
import { glideMs, glideView } from './zoom-glide.ts';
import { abovePage, type ZoomParts } from './board-zoom-parts.ts';

/** Where the play is (the last move's centre, the person's cells') and whether the game is over. */
type PlayAt = { last: Point | null; over: boolean; mine?: Point[] };

export class BoardZoomView {
  readonly model: BoardZoom;
  /** The cameras and the control, on a board that zooms. */
  private readonly drawn: ZoomParts | null;
  /** The things the main camera leaves to `above` while zoomed. */
  private readonly lifted = new Set<Phaser.GameObjects.GameObject>();
  /** The fingers down on the board's view, by pointer id: two make a pinch. */
  private readonly fingers = new Map<number, Point>();
  /** Told whenever the board is zoomed in or shows whole again. */
  private readonly listeners: ((zoomed: boolean) => void)[] = [];
  private wasZoomed = false;
  /** Fingers of a pinch still down after it ended (one lifted): they press nothing until released. */
  private readonly spent = new Set<number>();
  /** Presses that came down while a follow moved the view, by pointer id: their release places nothing. */
  private readonly blind = new Set<number>();
  /** The one finger down on the zoomed board, and whether it has dragged the board along. */
  private dragging: { id: number; panned: boolean } | null = null;
  /** Whether the zoom-in control has its place. */
  private placed = false;
  /** The view gliding to a move out of sight (follow), until it arrives or a finger takes the board. */
  private glide: Phaser.Tweens.Tween | null = null;
  /** The last move followed and its number (after an undo, a move of that number is another). */
  private lastMove: { at: Point; ply: number } | null = null;

  constructor(
    private readonly scene: Phaser.Scene,
    private readonly fit: BoardGeometryFit,
    /** The press in progress is dropped (a second finger came down). */
    private readonly dropPress: () => void,
    /** Where the play is (the last move's centre, or null) and whether the game is over: the zoom-in control reads them. */
    private readonly play: () => PlayAt = () => ({ last: null, over: false }),
  ) {
    const dpr = pixelRatio();
    const glass = { x: fit.left, y: fit.top, width: fit.frame.width, height: fit.frame.height };
    // The rows' and columns' names stand beside the zoomed board, in the room the whole board kept for its own.
    const strips = zoomNameStrips(zoomView(glass, scene.scale), fit.room, ZOOM_NAME_CSS(dpr));
    const grid = columnsOf(fit.layout, (s) => fit.centre(s).x, fit.square);
    this.model = new BoardZoom({ view: strips.view, squareCss: fit.square / dpr, dpr, grid });
    // Only a board that zooms has the cameras and the control (a tablet's, a mouse's board: none).
    this.drawn = this.model.zoomable() ? this.draw(fit, strips, dpr) : null;
  }

  private draw(fit: BoardGeometryFit, strips: NameStrips, dpr: number): ZoomParts {
    const view = strips.view;
    const scene = this.scene;
    const camera = scene.cameras.add(view.x, view.y, view.width, view.height).setVisible(false);
    camera.setBackgroundColor(THEME.background);
    const above = scene.cameras.add(0, 0, scene.scale.width, scene.scale.height).setVisible(false);
    const side = 44 * dpr;
    // The magnifier "+" and its twin "Whole board" (a minus), one in sight at a time, finger-sized at
    // the view's corner until placeControl finds their place; under the sheets and dialogs.
    const magnifier = (id: string, label: string, icon: string, onClick: () => void) =>
      new Button(scene, {
        id,
        label,
        icon,
        x: view.x + view.width - side / 2 - 8 * dpr,
        y: view.y + side / 2 + 8 * dpr,
        width: side,
        height: side,
        onClick,
      })
        .setDepth(1050)
        .setVisible(false);
    // Either moves the board under the aim: the aim and its words go, as with a pinch.
    const whole = magnifier('whole-board', WHOLE_BOARD_WORDS, 'icon/zoom-out', () => {
      this.dropPress();
      this.reset();
    });
    const zoomIn = magnifier('zoom-in', ZOOM_IN_WORDS, 'icon/zoom-in', () => {
      this.dropPress();
      this.zoomIn();
    });
    scene.events.once(Phaser.Scenes.Events.POST_UPDATE, () => {
      if (!this.placed) this.placeControl();
      this.show();
    });
    const edge = scene.add.graphics().setDepth(1040).setVisible(false);
    // The whole board's sliver past the view's right margin (its glass bleeds) is covered as the view is, and so are the names' strips.
    const sliver = bleedSliver(view, fit.left + fit.frame.width, scene.scale.width);
    for (const c of [sliver, ...strips.covered])
      edge.fillStyle(THEME.background).fillRect(c.x, c.y, c.width, c.height);
    edge.lineStyle(1.5 * dpr, 0xffffff, 0.35).strokeRect(view.x, view.y, view.width, view.height);
    cameraVessel(scene, fit);
    // The rows' and columns' names in sight, in the strips beside the view while zoomed.
    new ZoomEdgeLabels(scene, fit, this.model, strips, dpr);
    // A second finger for the pinch: Phaser follows one touch by default.
    if (scene.input.manager.pointersTotal < 3) scene.input.addPointer(1);
    scene.events.on(Phaser.Scenes.Events.PRE_RENDER, this.keepPageOff, this);
    scene.events.once(Phaser.Scenes.Events.SHUTDOWN, () => {
      scene.events.off(Phaser.Scenes.Events.PRE_RENDER, this.keepPageOff, this);
    });
    return { camera, above, whole, zoomIn, edge };
  }

  /** A finger's point on the board (zoomed: the board's point under it). */
  toBoard(x: number, y: number): Point {
    return this.model.toBoard({ x, y });
  }

  /** Where a board's point shows on the screen now. */
  toScreen(p: Point): Point {
    return this.model.zoomed() ? this.model.toScreen(p) : p;
  }

  /** A finger came down at screen (x, y), `time` its event's: whether the zoom took it (a pinch, a double tap, a press while the view moved), so it presses nothing. */
  down(id: number, x: number, y: number, time: number, touch: boolean, overButton: boolean): boolean {
    // A new press on a pointer is a new finger: whatever it was before (a pinch's) has ended, and so
    // has any finger whose release never came.
    this.spent.delete(id);
    this.blind.delete(id);
    this.model.pressDown(id, { x, y }, overButton);
    const down = new Set(this.scene.input.manager.pointers.filter((p) => p.isDown).map((p) => p.id));
    for (const held of [...this.fingers.keys(), ...this.spent]) {
      if (down.has(held)) continue;
      this.fingers.delete(held);
      this.spent.delete(held);
    }
    const onView = !overButton && this.model.zoomable() && this.model.inView({ x, y });
    // One that came down as a follow moved the view aimed elsewhere: it places nothing, may drag.
    const blind = onView && this.model.movedUnder(time);
    if (blind) this.blind.add(id);
    if (!touch || !onView) return blind;
    // A finger on the board takes it from a glide to the play: the view stays where it is now.
    this.stopGlide();
    this.fingers.set(id, { x, y });
    if (this.fingers.size === 2) {
      const [a, b] = [...this.fingers.values()] as [Point, Point];
      this.dropPress();
      this.model.pinchStart(a, b);
      this.show();
      return true;
    }
    if (this.fingers.size > 2) return true;
    if (this.model.doubleTap({ x, y }, time)) {
      this.dropPress();
      this.spent.add(id);
      this.show();
      return true;
    }
    // Zoomed, this finger may drag the board along (its press goes once it does).
    this.dragging = null;
    this.model.dragStart({ x, y });
    if (this.model.zoomed()) this.dragging = { id, panned: false };
    return blind;
  }

  /** A finger moved: whether the zoom took it. */
  move(id: number, x: number, y: number): boolean {
    if (this.spent.has(id)) return true;
    if (!this.fingers.has(id)) return false;
    this.fingers.set(id, { x, y });
    const drag = this.dragging;
    if (drag?.id === id && this.fingers.size === 1 && this.model.dragMove({ x, y })) {
      if (!drag.panned) this.dropPress();
      drag.panned = true;
      this.show();
      return true;
    }
    if (!this.model.pinching()) return false;
    const [a, b] = [...this.fingers.values()] as [Point, Point];
    this.model.pinchMove(a, b);
    this.show();
    return true;
  }

  /** A finger lifted (or left): whether the zoom took it (a pinch's, a double tap's), so it places nothing. */
  up(id: number): boolean {
    this.fingers.delete(id);
    const blind = this.blind.delete(id);
    if (this.dragging?.id === id) {
      this.dragging = null;
      if (this.model.dragEnd()) {
        this.glideTo(this.model.settledCentre()); // a drag settles on whole columns
        return true;
      }
    }
    if (this.spent.delete(id)) return true;
    if (this.model.pinching()) {
      this.model.pinchEnd();
      for (const other of this.fingers.keys()) this.spent.add(other);
      this.fingers.clear();
      this.show();
      return true;
    }
    return blind;
  }

  /** A finger's quick tap the presses took ended at screen (x, y), `time` ms; `placed`: it placed a cell. */
  tapped(x: number, y: number, time: number, placed: boolean): void {
    if (this.model.zoomable()) this.model.tapped({ x, y }, time, placed);
  }

  /** The whole board again (the control, the game's end). */
  reset(): void {
    this.stopGlide();
    this.model.reset();
    this.show();
  }

  /** Move `ply` landed on the square centred at `p`, `size` wide: zoomed and out of sight, it is glided to, the move it answered kept in sight where it can. */
  follow(p: Point, size: number, ply: number): void {
    const before = this.lastMove?.ply === ply - 1 ? this.lastMove.at : null;
    this.lastMove = { at: p, ply };
    this.glideTo(this.model.followTo(p, size, before));
  }

  /** A square the coach points at (the hint, Best moves' first), centred at `p`, `size` wide: zoomed and out of sight, it is glided to. */
  showPointed = (p: Point, size: number): void => this.glideTo(this.model.followTo(p, size));

  /** The view glides to centre on the board's point `to` (at once with reduced motion); null: it stays. */
  private glideTo(to: Point | null): void {
    if (!to) return;
    this.stopGlide();
    // Event times and performance.now() share one clock: the presses are judged by it.
    this.model.followMoves(performance.now(), glideMs());
    const from = this.model.snapshot().centre;
    this.glide = glideView(
      this.scene,
      from,
      to,
      (c) => this.showAt(c),
      () => this.stopGlide(),
    );
  }

  private showAt(c: Point): void {
    this.model.panTo(c);
    this.show();
  }

  private stopGlide(): void {
    if (!this.glide) return;
    this.model.followEnded(performance.now());
    this.glide.stop();
    this.glide = null;
  }

  /** Brings a board's point into sight, zoomed as it is (the keyboard's aim). */
  bringIntoSight(p: Point, margin: number): void {
    if (!this.model.zoomed()) return;
    this.model.bringIntoSight(p, margin);
    this.show();
  }

  /** The zoom-in control's tap: one tap's squares, toward the last move (else the middle). */
  zoomIn(): void {
    this.stopGlide();
    const v = this.model.shown();
    const { last, mine } = this.play();
    this.model.zoomInAt(zoomInToward(last, { x: v.x + v.width / 2, y: v.y + v.height / 2 }, mine));
    this.show();
  }

  /** The zoom-in control grows and settles once, to be found (the first quick aim's notice names it). */
  pulse(): void {
    const button = this.drawn?.zoomIn;
    if (!button?.visible) return;
    this.scene.tweens.killTweensOf(button);
    button.setScale(1);
    this.scene.tweens.add({
      targets: button,
      scale: 1.25,
      duration: 220,
      yoyo: true,
      repeat: 1,
      ease: 'Sine.easeInOut',
    });
  }

  /**
   * Places the zoom-in control at the board's corner, off the board where there is room, clear of
   * `avoid` (else of the screen's controls, panels and words as they stand), "Whole board" in the
   * same place (one shows at a time), and returns its box for the notices to keep off; none on a
   * board that does not zoom.
   */
  placeControl(avoid?: readonly Rect[]): Rect[] {
    const parts = this.drawn;
    if (!parts) return [];
    const dpr = pixelRatio();
    const side = 44 * dpr;
    const fit = this.fit;
    const frame = { x: fit.left, y: fit.top, width: fit.frame.width, height: fit.frame.height };
    const screen = this.scene.scale;
    const spot = zoomControlSpot({
      frame,
      screen,
      size: side,
      gap: 8 * dpr,
      avoid: avoid ?? this.standing(),
    });
    parts.zoomIn.setPosition(spot.x + side / 2, spot.y + side / 2);
    parts.whole.setPosition(spot.x + side / 2, spot.y + side / 2);
    this.placed = true;
    return [spot];
  }

  /** The screen's other controls, its panels, status line and coach's words, as they stand. */
  private standing(): Rect[] {
    const parts = this.drawn;
    const avoid = controlsOf(this.scene)
      .filter((c) => c.target !== parts?.zoomIn && c.target !== parts?.whole)
      .map(({ target: t }) => {
        const w = t.width * t.scaleX;
        const h = t.height * t.scaleY;
        return { x: t.x - w / 2, y: t.y - h / 2, width: w, height: h };
      });
    // The players' panels, the status line and the coach's words too.
    return [...avoid, ...keptClear(this.scene, 'words'), ...keptClear(this.scene, 'scores')];
  }

  /** `listener` is told whenever the board is zoomed in (true) or shows whole again (false). */
  onChange(listener: (zoomed: boolean) => void): void {
    this.listeners.push(listener);
  }

  /** The camera and the control as the model stands. */
  private show(): void {
    const { scale, centre } = this.model.snapshot();
    const zoomed = this.model.zoomed();
    if (zoomed !== this.wasZoomed) {
      this.wasZoomed = zoomed;
      for (const listener of this.listeners) listener(zoomed);
    }
    const parts = this.drawn;
    if (!parts) return;
    parts.camera.setVisible(zoomed);
    parts.above.setVisible(zoomed);
    if (zoomed) parts.camera.setZoom(scale).centerOn(centre.x, centre.y);
    // Hidden while two fingers pinch: the control shows once the zoom has settled.
    const control = zoomControlShown({
      zoomable: true,
      zoomed,
      pinching: this.model.pinching(),
      over: this.play().over,
    });
    parts.whole.setVisible(control === 'whole');
    parts.zoomIn.setVisible(control === 'zoom-in');
    parts.edge.setVisible(zoomed);
  }

  /** The page's own things above the board stay the main camera's: the zoomed camera leaves them out. */
  private keepPageOff(): void {
    const parts = this.drawn;
    if (!parts) return;
    const main = this.scene.cameras.main.id;
    if (!parts.camera.visible) {
      for (const child of this.lifted) child.cameraFilter &= ~main;
      this.lifted.clear();
      return;
    }
    const board = parts.camera.id;
    const above = parts.above.id;
    for (const child of this.scene.children.list) {
      const depth = (child as Phaser.GameObjects.GameObject & { depth: number }).depth;
      if (abovePage(depth) || child === parts.whole || child === parts.zoomIn) {
        if (!(child.cameraFilter & main)) this.lifted.add(child);
        child.cameraFilter = (child.cameraFilter | main | board) & ~above;
      } else {
        if (this.lifted.delete(child)) child.cameraFilter &= ~main;
        child.cameraFilter = (child.cameraFilter | above) & ~board;
      }
    }
  }
}
