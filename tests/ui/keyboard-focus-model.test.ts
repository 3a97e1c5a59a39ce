// The keys on a canvas screen, on the model in Node: Tab's order and its way out to the page's
// switch, a dialog's Esc, a disabled control's reason, and the screen's own arrows and Enter.
import { expect, test } from 'vitest';
import type { ControlEntry } from '../../src/ui/controls.ts';
import type { OpenDialog } from '../../src/ui/dialog.ts';
import { KeyboardFocusModel, type KeyPress } from '../../src/ui/keyboard-focus-model.ts';

const said: string[] = [];

function control(
  id: string,
  o: { enabled?: boolean; refused?: boolean; dialog?: boolean; at?: [number, number, number, number] } = {},
): ControlEntry {
  const [x, y, width, height] = o.at ?? [0, 0, 100, 40];
  return {
    id,
    label: id,
    target: {
      active: true,
      visible: true,
      x,
      y,
      width,
      height,
      scaleX: 1,
      scaleY: 1,
    } as ControlEntry['target'],
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
  const { model } = screen(
    [
      control('undo', { enabled: false, refused: true }),
      control('hint', { enabled: false }),
      control('menu'),
    ],
    false,
  );
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

test("the page's switch stands after the game's last control: Tab past the last leaves for it, Tab from it comes back to the first", () => {
  const { model } = screen([control('a'), control('b', { enabled: false }), control('c')]);
  // The first Tab is the game's own: the ring goes to its first control, not to the switch.
  model.press(key('Tab'));
  expect(model.focused()?.id).toBe('a');
  model.press(key('Tab'));
  expect(model.focused()?.id).toBe('c');
  expect(said).toEqual([]);
  model.press(key('Tab'));
  expect(said).toEqual(['switch']);
  expect(model.focused()).toBeNull();
  // Tab from the switch brings the focus back in, onto the first control; Shift+Tab onto the last.
  model.enterFrom('first');
  expect(model.focused()?.id).toBe('a');
  model.enterFrom('last');
  expect(model.focused()?.id).toBe('c');
  // With no switch in the page, Tab wraps round.
  const without = screen([control('a'), control('b')], false);
  without.model.focus('b');
  without.model.press(key('Tab'));
  expect(without.model.focused()?.id).toBe('a');
});

test("the menu's ring on its main button: the first Tab moves it on to the next control, never to the switch", () => {
  said.length = 0;
  const controls = [control('offer'), control('play'), control('ladder')];
  const model = new KeyboardFocusModel(
    { controls: () => controls, dialog: () => null, focusPageSwitch: () => (said.push('switch'), true) },
    { enterControl: 'play' },
  );
  expect(model.focused()?.id).toBe('play');
  model.press(key('Tab'));
  expect(model.focused()?.id).toBe('ladder');
  expect(said).toEqual([]);
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
  model.press(key('Enter'));
  expect(said).toEqual([]);
  // An arrow shows the ring on the question's first button, never the screen's arrow.
  model.press(key('ArrowLeft'));
  expect(said).toEqual([]);
  expect(model.focused()?.id).toBe('confirm:yes');
  model.clear();
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
  // The first Tab moves the ring on from where it stands, and Enter presses what it stands on.
  model.press(key('Tab'));
  expect(model.focused()?.id).toBe('tutorial:later');
  model.press(key('Enter'));
  expect(said.at(-1)).toBe('pressed tutorial:later');
  // Under a dialog no ring stands on it, and Enter does not reach it.
  model.clear();
  dialog = { kind: 'howto', escape: () => {} };
  expect(model.focused()).toBeNull();
  model.press(key('Enter'));
  expect(said.at(-1)).toBe('pressed tutorial:later');
});

/** The menu's hub at 1280×720, roughly: Change and Play on the left card, the cards and the row of places on the right. */
function hub(): { model: KeyboardFocusModel } {
  said.length = 0;
  const controls = [
    control('setup', { at: [455, 392, 135, 46] }),
    control('play', { at: [378, 596, 576, 80] }),
    control('ladder-next', { at: [946, 208, 516, 150] }),
    control('puzzle', { at: [946, 428, 516, 150] }),
    control('history', { at: [737, 610, 94, 80] }),
    control('help', { at: [841, 610, 94, 80] }),
    control('build', { at: [946, 610, 94, 80] }),
  ];
  const model = new KeyboardFocusModel(
    { controls: () => controls, dialog: () => null, focusPageSwitch: () => false },
    { onEnter: () => said.push('enter unseen'), enterControl: 'play' },
  );
  return { model };
}

test("the menu's arrows move the ring from the first key to the nearest control that way, and Enter presses it", () => {
  const { model } = hub();
  expect(model.focused()?.id).toBe('play');
  model.press(key('ArrowUp'));
  expect(model.focused()?.id).toBe('setup');
  // Straight across beats nearer off to the side: today's puzzle sits level with Change.
  model.press(key('ArrowRight'));
  expect(model.focused()?.id).toBe('puzzle');
  model.press(key('ArrowUp'));
  expect(model.focused()?.id).toBe('ladder-next');
  model.press(key('ArrowDown'));
  model.press(key('ArrowDown'));
  expect(model.focused()?.id).toBe('build');
  // Nothing below the row of places: the ring stays; left goes along the row, then to Play.
  model.press(key('ArrowDown'));
  expect(model.focused()?.id).toBe('build');
  for (const _ of [1, 2, 3]) model.press(key('ArrowLeft'));
  expect(model.focused()?.id).toBe('play');
  model.press(key('ArrowRight'));
  model.press(key('Enter'));
  expect(said).toEqual(['pressed history']);
});

test('after a click on a control, the ring hides; the next Tab shows it on the control after the clicked one, and an arrow first shows it there', () => {
  const { model } = hub();
  model.pointerUsed('ladder-next');
  expect(model.focused()).toBeNull();
  model.press(key('Tab'));
  expect(model.focused()?.id).toBe('puzzle');
  model.pointerUsed('help');
  expect(model.focused()).toBeNull();
  model.press(key('ArrowRight'));
  expect(model.focused()?.id).toBe('help');
  model.press(key('ArrowRight'));
  expect(model.focused()?.id).toBe('build');
  // A press off the controls keeps the focus where it was, hidden until the next key.
  model.pointerUsed();
  expect(model.focused()).toBeNull();
  model.press(key('Tab', { shiftKey: true }));
  expect(model.focused()?.id).toBe('help');
});
