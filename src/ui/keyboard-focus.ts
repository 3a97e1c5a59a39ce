// Keyboard play for a scene: Tab and Shift+Tab move a visible focus ring over the scene's buttons
// (the controls list), Enter or Space presses the focused one; past the last (or back past the
// first) the page's screen-reader switch takes the focus, and Tab from it comes back to the first. Arrow keys, and Enter or Space with no
// button focused, go to the scene's own handlers (the board's cell cursor). The keys are captured so
// that inside an itch.io iframe they never scroll the page around the game.
//
// Phaser 4.2's KeyboardPlugin keeps the DOM key events of the current frame in a queue and, on
// every new DOM event, dispatches the whole queue again (it only skips an event equal to the one it
// dispatched last). Two keys pressed within one frame, Tab then Enter, reached us as Tab, Tab,
// Enter, Tab, Enter: the focus went past Undo and Enter pressed Restart. So every DOM event is
// handled here at most once, whichever scene sees it first.

import type Phaser from 'phaser';
import { ENTER_GAME_EVENT, SWITCH_ATTRIBUTE, type EnterGame } from './a11y-off-switch.ts';
import { controlsOf } from './controls.ts';
import { dialogOf } from './dialog.ts';
import { KeyboardFocusModel, type KeyboardHandlers } from './keyboard-focus-model.ts';
import { THEME } from './theme.ts';

export type { KeyboardHandlers };

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

/** DOM key events already acted on: Phaser hands the same event object over again (see above). */
const handled = new WeakSet<KeyboardEvent>();

export function installKeyboard(scene: Phaser.Scene, handlers: KeyboardHandlers = {}, u = 1): KeyboardFocus {
  const keyboard = scene.input.keyboard;
  if (!keyboard) return { clearFocus: () => {} };
  keyboard.addCapture('UP,DOWN,LEFT,RIGHT,SPACE,ENTER,TAB');
  // Over a dialog's panel (confirm.ts draws from depth 1500), under a button's name (tooltip.ts, 2000).
  const ring = scene.add.graphics().setDepth(1600);
  const model = new KeyboardFocusModel(
    {
      controls: () => controlsOf(scene),
      dialog: () => dialogOf(scene),
      focusPageSwitch: () => {
        const pageSwitch = document.querySelector<HTMLElement>(`[${SWITCH_ATTRIBUTE}]`);
        pageSwitch?.focus({ preventScroll: true });
        return pageSwitch !== null;
      },
    },
    handlers,
  );

  const canvas = scene.game.canvas;
  /** `goingTo`: where the focus is going as the canvas loses it (the page's focus is the body until it lands). */
  const draw = (goingTo?: EventTarget | null) => {
    ring.clear();
    // The page's switch has the focus (Tab past the game's last control): one ring, the switch's own.
    const at = goingTo ?? document.activeElement;
    if (at instanceof Element && at.hasAttribute(SWITCH_ATTRIBUTE)) return;
    const t = model.focused()?.target;
    if (!t) return;
    const w = t.width * t.scaleX + 10 * u;
    const h = t.height * t.scaleY + 10 * u;
    ring.lineStyle(3 * u, THEME.accent, 1);
    ring.strokeRoundedRect(t.x - w / 2, t.y - h / 2, w, h, Math.min(h / 2, 14 * u));
  };

  const onKey = (event: KeyboardEvent) => {
    if (handled.has(event) || !scene.scene.isActive()) return;
    handled.add(event);
    model.press(event);
    // A press may have ended the scene (a button that leaves it): its ring went with it.
    if (scene.sys.isActive()) draw();
  };
  keyboard.on('keydown', onKey);
  // Tab from the page's switch: into the game on its first control (Shift+Tab: its last).
  const onEnterGame = (e: Event) => {
    if (!scene.scene.isActive()) return;
    model.enterFrom((e as CustomEvent<EnterGame>).detail);
    draw();
  };
  canvas.addEventListener(ENTER_GAME_EVENT, onEnterGame);
  // The ring hides while the switch has the focus, and shows again when the game has it back.
  const onFocusMoved = (e: FocusEvent) => {
    if (scene.sys.isActive()) draw(e.type === 'blur' ? e.relatedTarget : null);
  };
  canvas.addEventListener('focus', onFocusMoved);
  canvas.addEventListener('blur', onFocusMoved);
  // A press of the mouse or a finger hides the ring until the next key; on a control, the next Tab goes on from it.
  const onPointer = (_p: Phaser.Input.Pointer, over: Phaser.GameObjects.GameObject[] = []) => {
    const pressed = controlsOf(scene).find((c) => over.some((o) => o === c.target || c.target.exists(o)));
    model.pointerUsed(pressed?.id);
    draw();
  };
  scene.input.on('pointerdown', onPointer);
  // The ring on the control Enter presses stands there from the first frame.
  if (handlers.enterControl !== undefined) scene.events.once('update', () => draw());
  focusers.set(scene, (id) => {
    model.focus(id);
    draw();
  });
  scene.events.once('shutdown', () => {
    keyboard.off('keydown', onKey);
    canvas.removeEventListener(ENTER_GAME_EVENT, onEnterGame);
    canvas.removeEventListener('focus', onFocusMoved);
    canvas.removeEventListener('blur', onFocusMoved);
    scene.input.off('pointerdown', onPointer);
    focusers.delete(scene);
    model.clear();
  });
  return {
    clearFocus() {
      model.clear();
      draw();
    },
  };
}
