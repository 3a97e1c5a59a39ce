// Keyboard play for a scene: Tab and Shift+Tab move a visible focus ring over the scene's buttons
// (the controls list), Enter or Space presses the focused one. Arrow keys, and Enter or Space with no
// button focused, go to the scene's own handlers (the board's cell cursor). The keys are captured so
// that inside an itch.io iframe they never scroll the page around the game.
//
// Phaser 4.2's KeyboardPlugin keeps the DOM key events of the current frame in a queue and, on
// every new DOM event, dispatches the whole queue again (it only skips an event equal to the one it
// dispatched last). Two keys pressed within one frame, Tab then Enter, reached us as Tab, Tab,
// Enter, Tab, Enter: the focus went past Undo and Enter pressed Restart. So every DOM event is
// handled here at most once, whichever scene sees it first.

import Phaser from 'phaser';
import { SWITCH_ATTRIBUTE } from './a11y-off-switch.ts';
import { controlsOf, type ControlEntry } from './controls.ts';
import { dialogOf } from './dialog.ts';
import { THEME } from './theme.ts';

export interface KeyboardHandlers {
  /** An arrow key: dx, dy in screen directions (dy −1 is up). Pressing one clears the button focus. */
  onArrow?: (dx: number, dy: number) => void;
  /** Enter or Space with no button focused, with the key event's time (the clock of performance.now()). */
  onEnter?: (madeAt: number) => void;
  /** Escape. */
  onEscape?: () => void;
}

/** What a scene can do with its keyboard once installed. */
export interface KeyboardFocus {
  /** Drops the button focus and its ring (the buttons it was on have gone out of sight). */
  clearFocus(): void;
}

/** Per scene with a keyboard: puts the focus on one of its controls. */
const focusers = new WeakMap<Phaser.Scene, (id: string) => void>();

/** Puts the keyboard's focus (and its ring) on the control `id` of `scene`, where the scene has a keyboard. */
export function focusControl(scene: Phaser.Scene, id: string): void {
  focusers.get(scene)?.(id);
}

const ARROWS: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/** DOM key events already acted on: Phaser hands the same event object over again (see above). */
const handled = new WeakSet<KeyboardEvent>();

export function installKeyboard(scene: Phaser.Scene, handlers: KeyboardHandlers = {}, u = 1): KeyboardFocus {
  const keyboard = scene.input.keyboard;
  if (!keyboard) return { clearFocus: () => {} };
  keyboard.addCapture('UP,DOWN,LEFT,RIGHT,SPACE,ENTER,TAB');
  // Over a dialog's panel (confirm.ts draws from depth 1500), under a button's name (tooltip.ts, 2000).
  const ring = scene.add.graphics().setDepth(1600);
  let focused: ControlEntry | null = null;

  const draw = () => {
    ring.clear();
    if (!focused || !focused.target.active || !focused.target.visible) return;
    // A control under a dialog's shade shows no ring over the dialog.
    if (!controlsOf(scene).includes(focused)) return;
    const t = focused.target;
    const w = t.width * t.scaleX + 10 * u;
    const h = t.height * t.scaleY + 10 * u;
    ring.lineStyle(3 * u, THEME.accent, 1);
    ring.strokeRoundedRect(t.x - w / 2, t.y - h / 2, w, h, Math.min(h / 2, 14 * u));
  };

  const onKey = (event: KeyboardEvent) => {
    if (handled.has(event) || !scene.scene.isActive()) return;
    handled.add(event);
    if (event.key === 'Tab') {
      const list = controlsOf(scene);
      const next = nextEnabled(list, focused, event.shiftKey ? -1 : 1);
      if (!next) return;
      // Shift+Tab back past the first button leaves the game for the page's screen-reader switch,
      // so the keyboard is never shut inside the canvas.
      const at = focused ? list.findIndex((c) => c.id === focused!.id) : -1;
      const leaving = event.shiftKey && at >= 0 && list.indexOf(next) >= at;
      const pageSwitch = leaving ? document.querySelector<HTMLElement>(`[${SWITCH_ATTRIBUTE}]`) : null;
      if (pageSwitch) {
        focused = null;
        draw();
        pageSwitch.focus({ preventScroll: true });
        return;
      }
      focused = next;
      draw();
      return;
    }
    // A dialog takes Esc; the arrows and an unfocused Enter never reach the scene behind it.
    const dialog = dialogOf(scene);
    if (dialog && event.key === 'Escape') {
      if (!event.repeat) dialog.escape();
      focused = null;
      if (scene.sys.isActive()) draw();
      return;
    }
    if (focused && !controlsOf(scene).includes(focused)) {
      focused = null;
      draw();
    }
    const arrow = ARROWS[event.key];
    if (arrow && dialog) return;
    if (arrow) {
      focused = null;
      draw();
      handlers.onArrow?.(arrow[0], arrow[1]);
      return;
    }
    if (event.key === 'Escape') {
      if (!event.repeat) handlers.onEscape?.();
      return;
    }
    if (event.key === 'Enter' || event.key === ' ') {
      if (event.repeat) return; // holding the key down is one press, not a burst of moves
      if (focused && focused.target.active && focused.target.visible) {
        // A focused button that is disabled now takes the press and at most says why: falling
        // through to the board would play a cell the person did not aim at.
        if (!focused.enabled()) {
          focused.refused?.();
          return;
        }
        focused.press();
        if (scene.sys.isActive()) draw();
      } else if (!dialog) {
        handlers.onEnter?.(event.timeStamp);
      }
    }
  };
  keyboard.on('keydown', onKey);
  focusers.set(scene, (id) => {
    focused = controlsOf(scene).find((c) => c.id === id) ?? focused;
    draw();
  });
  scene.events.once('shutdown', () => {
    keyboard.off('keydown', onKey);
    focusers.delete(scene);
    focused = null;
  });
  return {
    clearFocus() {
      focused = null;
      draw();
    },
  };
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
