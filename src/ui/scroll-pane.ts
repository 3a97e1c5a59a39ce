// A window onto a list taller than it, drawn by a camera of its own: only the list's objects show in
// it, clipped at its edges, and the rest of the screen never shows them. A finger drags it, a wheel
// turns it; a press that did not drag is a tap, handed on with where it landed in the list. Where
// the list stands is the caller's model's (screens/history/list-scroll.ts), so a restart keeps it.
// Where more of the list lies past an edge, that edge fades into the lab: a cut-off row reads as
// "there is more", not as a screen drawn wrong.

import type Phaser from 'phaser';
import type { ListScroll } from '../screens/history/list-scroll.ts';
import type { Rect } from './board-geometry.ts';
import { THEME } from './theme.ts';

/** The fade's depth at a window's edge, in game pixels per unit of the screen's scale. */
const FADE = 28;

export interface ScrollPaneOptions {
  box: Rect;
  /** The screen's unit (the fade at an edge with more past it scales with it); 1 if not given. */
  u?: number;
  scroll: ListScroll;
  /** A tap in the window: `y` is where it landed in the list (0 is the list's top), `x` on the screen. */
  onTap?: (y: number, x: number) => void;
  /** The list moved (a drag or the wheel): rows coming into sight may be drawn. */
  onScroll?: () => void;
}

export class ScrollPane {
  readonly camera: Phaser.Cameras.Scene2D.Camera;
  private readonly inList = new Set<Phaser.GameObjects.GameObject>();
  /** The fades over the window's top and bottom edges: list objects, kept at the edges as it scrolls. */
  private readonly fades: { top: Phaser.GameObjects.Graphics; bottom: Phaser.GameObjects.Graphics };
  private readonly fadeDepth: number;

  constructor(
    private readonly scene: Phaser.Scene,
    private readonly o: ScrollPaneOptions,
  ) {
    const { box } = o;
    this.camera = scene.cameras.add(box.x, box.y, box.width, box.height);
    const depth = Math.min(FADE * (o.u ?? 1), box.height / 4);
    const fade = (alphaTop: number, alphaBottom: number) => {
      const g = this.add(scene.add.graphics().setDepth(1000));
      g.fillGradientStyle(
        THEME.background,
        THEME.background,
        THEME.background,
        THEME.background,
        alphaTop,
        alphaTop,
        alphaBottom,
        alphaBottom,
      );
      g.fillRect(box.x, 0, box.width, depth);
      return g;
    };
    this.fades = { top: fade(0.95, 0), bottom: fade(0, 0.95) };
    this.fadeDepth = depth;
    this.apply();
    const inside = (p: Phaser.Input.Pointer) =>
      p.x >= box.x && p.x <= box.x + box.width && p.y >= box.y && p.y <= box.y + box.height;
    const input = scene.input;
    input.on('pointerdown', (p: Phaser.Input.Pointer) => {
      if (inside(p)) o.scroll.down(p.y);
    });
    input.on('pointermove', (p: Phaser.Input.Pointer) => {
      if (p.isDown && o.scroll.move(p.y)) this.moved();
    });
    input.on('pointerup', (p: Phaser.Input.Pointer) => {
      if (o.scroll.up() === 'tap' && inside(p)) o.onTap?.(p.y - box.y + o.scroll.offset, p.x);
    });
    input.on('wheel', (p: Phaser.Input.Pointer, _over: unknown, _dx: number, dy: number) => {
      if (inside(p) && o.scroll.wheel(dy)) this.moved();
    });
  }

  /** The list's top left corner on the screen (the list is laid out from there). */
  get top(): number {
    return this.o.box.y;
  }

  /** An object of the list: drawn in the window only. */
  add<T extends Phaser.GameObjects.GameObject>(object: T): T {
    this.inList.add(object);
    this.scene.cameras.main.ignore(object);
    return object;
  }

  /** Lets go of a list object (a row scrolled out of sight). */
  remove(object: Phaser.GameObjects.GameObject): void {
    this.inList.delete(object);
    object.destroy();
  }

  /** The list's full height: the scroll stays within it. */
  setHeight(height: number): void {
    this.o.scroll.size(height, this.o.box.height);
    this.apply();
  }

  /** Once the screen is drawn: the window shows none of the objects outside the list. */
  seal(): void {
    for (const object of this.scene.children.list) if (!this.inList.has(object)) this.camera.ignore(object);
  }

  /** Scrolls so row `top`…`top + height` of the list is whole in the window. */
  reveal(top: number, height: number): void {
    const s = this.o.scroll;
    if (top < s.offset) s.scrollTo(top);
    else if (top + height > s.offset + this.o.box.height) s.scrollTo(top + height - this.o.box.height);
    this.moved();
  }

  private moved(): void {
    this.apply();
    this.o.onScroll?.();
  }

  private apply(): void {
    const { box, scroll } = this.o;
    this.camera.setScroll(box.x, box.y + scroll.offset);
    // In the list's own coordinates the window's top is at box.y + offset.
    const top = box.y + scroll.offset;
    this.fades.top.setY(top).setVisible(scroll.offset > 1);
    this.fades.bottom.setY(top + box.height - this.fadeDepth).setVisible(scroll.offset < scroll.max - 1);
  }
}
