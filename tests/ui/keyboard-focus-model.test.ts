// The keys on a canvas screen, on the model in Node: Tab's order and its way out to the page's
// switch, a dialog's Esc, a disabled control's reason, and the screen's own arrows and Enter.
import { expect, test } from 'vitest';
import type { ControlEntry } from '../../src/ui/controls.ts';
import type { OpenDialog } from '../../src/ui/dialog.ts';
import { KeyboardFocusModel, type KeyPress } from '../../src/ui/keyboard-focus-model.ts';

const said: string[] = [];

function control(
  id: string,
  o: { enabled?: boolean; refused?: boolean; dialog?: boolean } = {},
): ControlEntry {
  return {
    id,
    label: id,
    target: { active: true, visible: true } as ControlEntry['target'],
    enabled: () => o.enabled ?? true,
    press: () => said.push(`pressed ${id}`),
    refused: o.refused ? () => said.push(`why not ${id}`) : undefined,
    dialog: o.dialog,
  };
}

function key(k: string, more: Partial<KeyPress> = {}): KeyPress {
  return { key: k, shiftKey: false, repeat: false, timeStamp: 7, ...more };
}

function screen(controls: ControlEntry[], hasSwitch = true) {
  said.length = 0;
  let dialog: OpenDialog | null = null;
  const model = new KeyboardFocusModel(
    {
      controls: () => (dialog ? controls.filter((c) => c.dialog) : controls),
      dialog: () => dialog,
      focusPageSwitch: () => (said.push('switch'), hasSwitch),
    },
    {
      onArrow: (dx, dy) => said.push(`arrow ${dx},${dy}`),
      onEnter: (at) => said.push(`enter at ${at}`),
      onEscape: () => said.push('escape'),
    },
  );
  const open = (d: OpenDialog | null) => (dialog = d);
  return { model, open };
}

test('Tab goes round the enabled controls and those that say why not, skipping the rest; Enter presses the focused one', () => {
  const { model } = screen([
    control('undo', { enabled: false, refused: true }),
    control('hint', { enabled: false }),
    control('menu'),
  ]);
  model.press(key('Tab'));
  expect(model.focused()?.id).toBe('undo');
  model.press(key('Enter'));
  expect(said).toEqual(['why not undo']);
  model.press(key('Tab'));
  expect(model.focused()?.id).toBe('menu');
  model.press(key(' '));
  model.press(key(' ', { repeat: true }));
  expect(said).toEqual(['why not undo', 'pressed menu']);
  model.press(key('Tab'));
  expect(model.focused()?.id).toBe('undo');
});

test("Shift+Tab back past the first control leaves for the page's switch, or wraps round when there is none", () => {
  const withSwitch = screen([control('a'), control('b')]);
  withSwitch.model.focus('a');
  withSwitch.model.press(key('Tab', { shiftKey: true }));
  expect(said).toEqual(['switch']);
  expect(withSwitch.model.focused()).toBeNull();
  const without = screen([control('a'), control('b')], false);
  without.model.focus('a');
  without.model.press(key('Tab', { shiftKey: true }));
  expect(without.model.focused()?.id).toBe('b');
});

test("an arrow drops the focus and goes to the screen; Enter with nothing focused is the screen's, with the key's time", () => {
  const { model } = screen([control('a')]);
  model.focus('a');
  model.press(key('ArrowUp'));
  expect(model.focused()).toBeNull();
  model.press(key('Enter'));
  model.press(key('Escape'));
  model.press(key('Escape', { repeat: true }));
  expect(said).toEqual(['arrow 0,-1', 'enter at 7', 'escape']);
});

test('a dialog takes Esc, and keeps the arrows and an unfocused Enter from the screen behind it; the focus under its shade goes', () => {
  const { model, open } = screen([control('restart'), control('confirm:yes', { dialog: true })]);
  model.focus('restart');
  let escaped = 0;
  open({ kind: 'confirm', escape: () => escaped++ });
  expect(model.focused()).toBeNull();
  model.press(key('ArrowLeft'));
  model.press(key('Enter'));
  expect(said).toEqual([]);
  model.press(key('Tab'));
  expect(model.focused()?.id).toBe('confirm:yes');
  model.press(key('Escape'));
  expect(escaped).toBe(1);
  expect(model.focused()).toBeNull();
});

test("a paged dialog's arrows are its own (the how-to-play's pages), never the screen's behind it", () => {
  const { model, open } = screen([control('restart'), control('howto:next', { dialog: true })]);
  const turned: number[] = [];
  open({ kind: 'howto', escape: () => {}, arrow: (dx) => turned.push(dx) });
  model.press(key('ArrowRight'));
  model.press(key('ArrowRight', { repeat: true }));
  model.press(key('ArrowLeft'));
  expect(turned).toEqual([1, -1]);
  expect(said).toEqual([]);
});

test('the pointer pressed hides the ring and gives Enter back to the screen; the next Tab shows the ring from where it was', () => {
  const { model } = screen([control('undo'), control('hint'), control('menu')]);
  model.press(key('Tab'));
  model.press(key('Tab'));
  expect(model.focused()?.id).toBe('hint');
  model.pointerUsed();
  expect(model.focused()).toBeNull();
  model.press(key('Enter'));
  expect(said).toEqual(['enter at 7']);
  model.press(key('Tab'));
  expect(model.focused()?.id).toBe('menu');
  model.press(key('Enter'));
  expect(said).toEqual(['enter at 7', 'pressed menu']);
});

test("an explainer's Got it takes Enter and Space with nothing focused; a question still waits for a choice", () => {
  const { model, open } = screen([
    control('all-rules', { dialog: true }),
    control('got-it', { dialog: true }),
  ]);
  let closed = 0;
  open({ kind: 'connections', escape: () => closed++, enter: () => closed++ });
  model.press(key('Enter'));
  expect(closed).toBe(1);
  model.press(key(' '));
  expect(closed).toBe(2);
  // A focused button is pressed instead.
  model.press(key('Tab'));
  model.press(key('Enter'));
  expect(said).toEqual(['pressed all-rules']);
  expect(closed).toBe(2);
});

test("the menu's Enter: the ring stands on what it presses from the start; after the pointer, the first Enter shows it, the next presses", () => {
  said.length = 0;
  const controls = [control('tutorial:start'), control('tutorial:later'), control('play')];
  let dialog: { kind: string; escape: () => void } | null = null;
  const model = new KeyboardFocusModel(
    { controls: () => (dialog ? [] : controls), dialog: () => dialog, focusPageSwitch: () => false },
    { onEnter: () => said.push('enter unseen'), enterControl: 'tutorial:start' },
  );
  expect(model.focused()?.id).toBe('tutorial:start');
  model.press(key('Enter'));
  expect(said).toEqual(['pressed tutorial:start']);
  model.pointerUsed();
  expect(model.focused()).toBeNull();
  model.press(key('Enter'));
  expect(said).toEqual(['pressed tutorial:start']);
  expect(model.focused()?.id).toBe('tutorial:start');
  model.press(key('Enter'));
  expect(said).toEqual(['pressed tutorial:start', 'pressed tutorial:start']);
  // A Tab moves the ring on, and Enter presses what it stands on.
  model.press(key('Tab'));
  expect(model.focused()?.id).toBe('tutorial:start');
  model.press(key('Tab'));
  model.press(key('Enter'));
  expect(said.at(-1)).toBe('pressed tutorial:later');
  // Under a dialog no ring stands on it, and Enter does not reach it.
  model.clear();
  dialog = { kind: 'howto', escape: () => {} };
  expect(model.focused()).toBeNull();
  model.press(key('Enter'));
  expect(said.at(-1)).toBe('pressed tutorial:later');
});
