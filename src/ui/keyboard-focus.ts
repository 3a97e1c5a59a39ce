// Keyboard play for a scene: Tab and Shift+Tab move a visible focus ring over the scene's buttons
// (the controls list), Enter or Space presses the focused one. Arrow keys, and Enter or Space with no
// button focused, go to the scene's own handlers (the board's cell cursor). The keys are captured so
// that inside an itch.io iframe they never scroll the page around the game.

import Phaser from 'phaser';
import { controlsOf, type ControlEntry } from './controls.ts';
import { THEME } from './theme.ts';

export interface KeyboardHandlers {
  /** An arrow key: dx, dy in screen directions (dy −1 is up). Pressing one clears the button focus. */
  onArrow?: (dx: number, dy: number) => void;
  /** Enter or Space with no button focused. */
  onEnter?: () => void;
}

const ARROWS: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1],
};

export function installKeyboard(scene: Phaser.Scene, handlers: KeyboardHandlers = {}, u = 1): void {
  const keyboard = scene.input.keyboard;
  if (!keyboard) return;
  keyboard.addCapture('UP,DOWN,LEFT,RIGHT,SPACE,ENTER,TAB');
  const ring = scene.add.graphics().setDepth(1000);
  let focused: ControlEntry | null = null;

  const draw = () => {
    ring.clear();
    if (!focused || !focused.target.active || !focused.target.visible) return;
    const t = focused.target;
    const w = t.width * t.scaleX + 10 * u;
    const h = t.height * t.scaleY + 10 * u;
    ring.lineStyle(3 * u, THEME.accent, 1);
    ring.strokeRoundedRect(t.x - w / 2, t.y - h / 2, w, h, Math.min(h / 2, 14 * u));
  };

  const onKey = (event: KeyboardEvent) => {
    if (!scene.scene.isActive()) return;
    if (event.key === 'Tab') {
      const list = controlsOf(scene).filter((c) => c.enabled());
      if (list.length === 0) return;
      const at = focused ? list.findIndex((c) => c.id === focused!.id) : -1;
      const step = event.shiftKey ? -1 : 1;
      focused = list[at < 0 ? (step > 0 ? 0 : list.length - 1) : (at + step + list.length) % list.length]!;
      draw();
      return;
    }
    const arrow = ARROWS[event.key];
    if (arrow) {
      focused = null;
      draw();
      handlers.onArrow?.(arrow[0], arrow[1]);
      return;
    }
    if (event.key === 'Enter' || event.key === ' ') {
      if (event.repeat) return; // holding the key down is one press, not a burst of moves
      if (focused && focused.target.active && focused.enabled()) {
        const pressed = focused;
        pressed.press();
        if (scene.sys.isActive()) draw();
      } else {
        handlers.onEnter?.();
      }
    }
  };
  keyboard.on('keydown', onKey);
  scene.events.once('shutdown', () => {
    keyboard.off('keydown', onKey);
    focused = null;
  });
}
