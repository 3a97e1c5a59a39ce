// Cancel (and Escape on the setup page, the same): back to the first screen with the settings as they
// were when the page opened, saved so and with the sound at its level again, however many choices and
// redraws came between; Done and Play keep the changes. The Settings page applies each choice as made
// ("‹ Back" alone; Escape keeps them too). The setup page's footer has one main action, Play,
// and "‹ Back", which keeps the choices: no Cancel or Done beside Play.
import { expect, test } from 'vitest';
import { menuRig, SETTINGS, SETUP } from './menu-ports.ts';

test('Cancel puts back every choice made on the setup page since it opened, across its redraws', () => {
  const rig = menuRig({ opponent: 'medium' });
  const before = structuredClone(rig.saved());
  rig.model.open(rig.model.change());
  rig.model.setup.snapshot(rig.model.view);
  rig.model.setup.choose(SETUP, 'opponent:hard');
  // A redraw of the page (the model is kept, the scene drawn again) keeps what Cancel goes back to.
  rig.model.open(rig.model.setup.choose(SETUP, 'tab:rules')!);
  rig.model.setup.snapshot(rig.model.view);
  expect(rig.saved().opponent).toBe('hard');
  expect(rig.model.setup.choose(rig.model.view, 'setup:cancel')).toMatchObject({ page: 'home' });
  expect(rig.saved()).toEqual(before);
  expect(rig.ports.settings.opponent).toBe('medium');
});

test('on the Settings page each choice applies as made: Escape, as its ‹ Back, keeps the volume chosen', () => {
  const rig = menuRig({ volume: 0.5 });
  rig.model.open(rig.model.options());
  rig.model.setup.snapshot(SETTINGS);
  rig.model.setup.choose(SETTINGS, 'volume:0.25');
  expect(rig.saved().volume).toBe(0.25);
  expect(rig.model.back()).toMatchObject({ page: 'home' });
  expect(rig.saved().volume).toBe(0.25);
  expect(rig.sounds.slice(-2)).toEqual(['volume 0.25', 'on']);
});

test('Escape on the setup page is still Cancel', () => {
  const rig = menuRig({ opponent: 'medium' });
  rig.model.open(rig.model.change());
  rig.model.setup.snapshot(SETUP);
  rig.model.setup.choose(SETUP, 'opponent:hard');
  expect(rig.model.back()).toMatchObject({ page: 'home' });
  expect(rig.saved().opponent).toBe('medium');
});

test('Done keeps the changes, and the next opening of the page cancels back to them, not to older ones', () => {
  const rig = menuRig({ opponent: 'medium' });
  rig.model.open(rig.model.change());
  rig.model.setup.snapshot(SETUP);
  rig.model.setup.choose(SETUP, 'opponent:hard');
  rig.model.open(rig.model.setup.choose(SETUP, 'setup:done')!);
  expect(rig.saved().opponent).toBe('hard');
  rig.model.open(rig.model.change());
  rig.model.setup.snapshot(SETUP);
  rig.model.setup.choose(SETUP, 'opponent:expert');
  rig.model.setup.choose(SETUP, 'setup:cancel');
  expect(rig.saved().opponent).toBe('hard');
});

test("the setup page's footer: Play the one main action and ‹ Back beside it, keeping the choices; Settings has ‹ Back alone", () => {
  const rig = menuRig({ opponent: 'medium' });
  rig.model.open(rig.model.change());
  const shown = rig.model.setup.snapshot(SETUP);
  expect([shown.cancel, shown.done, shown.play && { id: shown.play.id, label: shown.play.label }]).toEqual([
    null,
    { id: 'setup:done', label: '‹ Back' },
    { id: 'play', label: 'Play' },
  ]);
  rig.model.setup.choose(SETUP, 'opponent:hard');
  expect(rig.model.setup.choose(SETUP, shown.done.id)).toMatchObject({ page: 'home' });
  expect(rig.saved().opponent).toBe('hard');
  const settings = rig.model.setup.snapshot(SETTINGS);
  expect([settings.cancel, settings.done, settings.play]).toEqual([
    null,
    { id: 'setup:done', label: '‹ Back' },
    null,
  ]);
});
