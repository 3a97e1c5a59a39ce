// What a key does on a screen drawn on the canvas, without Phaser: Tab moves the focus among the
// controls in sight, from the ring in sight on (the page's screen-reader switch stands after the
// last and before the first: Tab past the last and Shift+Tab past the first leave for it), a
// dialog takes Esc and keeps the arrows and an unfocused Enter from the screen behind it, Enter
// or Space presses the focused control (a disabled one says why), else the screen's own handlers.
// The ring shows while the keys are in use: a press of the pointer hides it (as a browser's
// :focus-visible does) and Enter goes to the screen again; the next Tab shows it where it was, or
// after the control the pointer pressed, as a page's Tab goes on from a clicked button. On a
// screen without arrows of its own (the menu, a question) the arrows move the ring to the nearest
// control that way, from the first key: Tab and the arrows both start from the ring in sight.
// keyboard-focus.ts feeds it the keys and draws its ring.

import type { ControlEntry } from './controls.ts';
import type { OpenDialog } from './dialog.ts';

export interface KeyboardHandlers {
  /** An arrow key: dx, dy in screen directions (dy −1 is up). Pressing one clears the button focus. */
  onArrow?: (dx: number, dy: number) => void;
  /** Enter or Space with no button focused, with the key event's time (the clock of performance.now()). */
  onEnter?: (madeAt: number) => void;
  /** Escape. */
  onEscape?: () => void;
  /**
   * The control an unfocused Enter presses (the menu's Play, or a newcomer's "Show me how"): the
   * ring stands on it from the start, so Enter never acts unseen. After the pointer was used the
   * first Enter only shows the ring there; the next presses it.
   */
  enterControl?: string;
}

/** A key pressed, as the model needs it. */
export interface KeyPress {
  key: string;
  shiftKey: boolean;
  repeat: boolean;
  timeStamp: number;
}

/** What the model reads of its screen. */
export interface FocusPorts {
  /** The controls in sight, in the screen's order (a dialog's alone while one is open). */
  controls(): ControlEntry[];
  dialog(): OpenDialog | null;
  /** Gives the focus to the page's screen-reader switch, if it is there; whether it was. */
  focusPageSwitch(): boolean;
}

const ARROWS: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

export class KeyboardFocusModel {
  private current: ControlEntry | null = null;
  /** The pointer was pressed since the last Tab: the ring hides and Enter is the screen's. */
  private pointerLast = false;

  constructor(
    private readonly ports: FocusPorts,
    private readonly handlers: KeyboardHandlers = {},
  ) {}

  /** The control with the focus while it is in sight (the ring is drawn round it), else null. */
  focused(): ControlEntry | null {
    const f = this.pointerLast ? null : (this.current ?? this.enterControl());
    if (!f || !f.target.active || !f.target.visible) return null;
    // A control under a dialog's shade shows no ring over the dialog.
    return this.ports.controls().includes(f) ? f : null;
  }

  /** Puts the focus on the control `id`, if it is in sight. */
  focus(id: string): void {
    this.pointerLast = false;
    this.current = this.ports.controls().find((c) => c.id === id) ?? this.current;
  }

  clear(): void {
    this.current = null;
  }

  /**
   * The pointer was pressed (a mouse or a finger took over): the ring hides until the next key.
   * On a control (`id`), the focus moves there unseen, so the next Tab goes on after it.
   */
  pointerUsed(id?: string): void {
    this.pointerLast = true;
    const pressed = id === undefined ? undefined : this.ports.controls().find((c) => c.id === id);
    if (pressed) this.current = pressed;
  }

  /** Acts on a key. */
  press(event: KeyPress): void {
    if (event.key === 'Tab') {
      this.pointerLast = false;
      this.tab(event.shiftKey);
      return;
    }
    const dialog = this.ports.dialog();
    if (dialog && event.key === 'Escape') {
      if (!event.repeat) dialog.escape();
      this.current = null;
      return;
    }
    if (this.current && !this.ports.controls().includes(this.current)) this.current = null;
    const arrow = ARROWS[event.key];
    if (arrow && dialog?.arrow) {
      // The dialog's own (a paged explainer's pages), never the screen's behind it.
      if (!event.repeat) dialog.arrow(arrow[0], arrow[1]);
      return;
    }
    if (arrow && dialog) {
      // A question's buttons: the arrows move among them, never to the screen behind.
      this.step(arrow[0], arrow[1]);
      return;
    }
    if (arrow && !this.handlers.onArrow) {
      // A screen of buttons (the menu, a question): the arrows move the ring as Tab does.
      this.step(arrow[0], arrow[1]);
      return;
    }
    if (arrow) {
      this.current = null;
      this.handlers.onArrow?.(arrow[0], arrow[1]);
      return;
    }
    if (event.key === 'Escape') {
      if (!event.repeat) this.handlers.onEscape?.();
      return;
    }
    if (event.key === 'Enter' || event.key === ' ') {
      if (event.repeat) return; // holding the key down is one press, not a burst of moves
      const f = this.pointerLast ? null : this.current;
      if (f && f.target.active && f.target.visible) {
        // A focused button that is disabled now takes the press and at most says why: falling
        // through to the board would play a cell the person did not aim at.
        if (!f.enabled()) f.refused?.();
        else f.press();
      } else if (dialog) {
        // An explainer's way on (its Got it); a question waits for a choice.
        dialog.enter?.();
      } else if (this.handlers.enterControl !== undefined) {
        const target = this.enterControl();
        if (this.pointerLast) this.pointerLast = false;
        else if (target) target.press();
      } else {
        this.handlers.onEnter?.(event.timeStamp);
      }
    }
  }

  /** The control an unfocused Enter presses, while it is in sight and no dialog is open. */
  private enterControl(): ControlEntry | null {
    const id = this.handlers.enterControl;
    if (id === undefined || this.ports.dialog()) return null;
    const c = this.ports.controls().find((k) => k.id === id);
    return c && c.target.active && c.target.visible && c.enabled() ? c : null;
  }

  /** Where the keys start from: the focused control, else the one the ring stands on for Enter. */
  private from(): ControlEntry | null {
    return this.current ?? this.enterControl();
  }

  /** An arrow on a screen of buttons: the ring to the nearest control that way (shown where it was hidden). */
  private step(dx: number, dy: number): void {
    const list = this.ports.controls();
    const from = this.from();
    const hidden = this.pointerLast;
    this.pointerLast = false;
    if (!from || !list.includes(from)) {
      this.current = nextEnabled(list, null, 1);
      return;
    }
    // The first key after the pointer shows the ring where it is before moving it.
    this.current = hidden ? from : (nearestToward(list, from, dx, dy) ?? from);
  }

  /**
   * The focus comes into the game from the page (Tab from the screen-reader switch, which stands
   * after the game's last control): onto its first control, or its last (Shift+Tab), ring shown.
   */
  enterFrom(end: 'first' | 'last'): void {
    this.pointerLast = false;
    this.current = nextEnabled(this.ports.controls(), null, end === 'first' ? 1 : -1) ?? this.current;
  }

  private tab(back: boolean): void {
    const list = this.ports.controls();
    // From the ring in sight: the control Enter presses where nothing was focused yet.
    if (!this.current) this.current = this.enterControl();
    const next = nextEnabled(list, this.current, back ? -1 : 1);
    if (!next) return;
    // Past the last button (Tab) or back past the first (Shift+Tab) the focus leaves the game for
    // the page's screen-reader switch, which stands there in the order: the game's own controls
    // come first (two reviewers' first Tab went to the switch), and the keyboard is never shut in.
    const focused = this.current;
    const at = focused ? list.findIndex((c) => c.id === focused.id) : -1;
    const wraps = at >= 0 && (back ? list.indexOf(next) >= at : list.indexOf(next) <= at);
    if (wraps && this.ports.focusPageSwitch()) {
      this.current = null;
      return;
    }
    this.current = next;
  }
}

/**
 * The enabled control (or one that says why not) after (step 1) or before (step −1) the focused one in the scene's order,
 * wrapping round; with nothing focused, the first (or last). A focused control that has since
 * been disabled still marks the place, so Tab from a greyed-out Undo goes on to Restart.
 */
function nextEnabled(list: ControlEntry[], focused: ControlEntry | null, step: 1 | -1): ControlEntry | null {
  const n = list.length;
  const at = focused ? list.findIndex((c) => c.id === focused.id) : -1;
  const start = at >= 0 ? at : step > 0 ? -1 : n;
  for (let k = 1; k <= n; k++) {
    const c = list[(((start + k * step) % n) + n) % n]!;
    // A disabled control that says why when pressed is a stop too: Enter on it tells the reason.
    if (c.enabled() || c.refused) return c;
  }
  return null;
}

/** The centre and half sizes of a control's drawn target, in the screen's pixels. */
function boxOf(c: ControlEntry): { x: number; y: number; w: number; h: number } {
  const t = c.target;
  return { x: t.x, y: t.y, w: (t.width * t.scaleX) / 2, h: (t.height * t.scaleY) / 2 };
}

/**
 * The enabled control (or one that says why not) nearest to `from` in the direction (dx, dy): its
 * centre must lie that way beyond `from`'s edge's middle; a control straight ahead beats a nearer
 * one off to the side (the distance across counts three times). Null where there is none.
 */
export function nearestToward(
  list: ControlEntry[],
  from: ControlEntry,
  dx: number,
  dy: number,
): ControlEntry | null {
  const a = boxOf(from);
  let best: ControlEntry | null = null;
  let bestScore = Infinity;
  for (const c of list) {
    if (c === from || c.id === from.id || !(c.enabled() || c.refused)) continue;
    const b = boxOf(c);
    const along = (b.x - a.x) * dx + (b.y - a.y) * dy;
    const reach = dx !== 0 ? a.w : a.h;
    if (along <= reach * 0.5) continue;
    const across = Math.abs((b.x - a.x) * dy) + Math.abs((b.y - a.y) * dx);
    // Overlapping spans across the move (a row's neighbour, a column's) count as straight ahead.
    const span = dx !== 0 ? a.h + b.h : a.w + b.w;
    const off = Math.max(0, across - span * 0.5);
    // Among those straight ahead, the one most in line.
    const score = along + 3 * off + 0.1 * across;
    if (score < bestScore) {
      bestScore = score;
      best = c;
    }
  }
  return best;
}
