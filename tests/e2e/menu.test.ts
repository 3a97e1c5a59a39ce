// The menu: it appears with the hub's cards and places, Settings opens the options tab, its choices are remembered across a reload,
// "how to play" shows cells dividing, and nothing errors. Screenshots of the menu and the how-to-play panel are kept.
// Rules changed for Play are marked on the Play card and one tap on the mark goes back to the standard
// rules, with an Undo in its place (the decision: tests/screens/menu/changed-rules.test.ts, rules-carried.test.ts). A click near a button's edge counts:
// pressed, a button looks pushed in but takes its release where it was drawn.
import { expect, inject, test } from 'vitest';
import { useChromium } from './browser.ts';
import {
  clickControl,
  colourOnPage,
  controlNamed,
  controls,
  openGame,
  shot,
  state,
  SOON,
  KEEP_SHOTS,
} from './harness.ts';
import { openScreen, savedSettings, tapControl } from './tablet-page.ts';

const browser = useChromium();

test('menu - choices are remembered; how to play animates', async () => {
  const { page, errors } = await openGame(browser(), inject('gameUrl'), null);
  if (KEEP_SHOTS) await page.waitForTimeout(300);
  await shot(page, 'menu');
  const ids = async () => (await controls(page)).map((c) => c.id);
  // The hub's parts (where each stands on every shape: tests/screens/menu/hub-layout.test.ts).
  expect(await ids()).toEqual(
    expect.arrayContaining(['setup', 'play', 'ladder-next', 'puzzle', 'history', 'help', 'build', 'options']),
  );
  // The Best play known panel is on the Settings page, off the first screen.
  expect(await ids()).not.toContain('about');
  // Settings open the Settings page (sound, marks, placing, hints, screen readers), not a setup tab.
  await clickControl(page, 'options');
  await page.waitForFunction(() =>
    window.cellDivision.controls().some((c) => c.id === 'marks:true' || c.id === 'marks:false'),
  );
  expect(await ids()).toEqual(expect.arrayContaining(['placing:aim', 'reader:true', 'about', 'setup:done']));
  expect((await ids()).filter((id) => id.startsWith('tab:') || id === 'play')).toEqual([]);
  await clickControl(page, 'setup:done');
  await page.waitForFunction(() => window.cellDivision.controls().some((c) => c.id === 'options'));
  await clickControl(page, 'setup');
  await page.waitForFunction(() => window.cellDivision.controls().some((c) => c.id === 'tab:players'));
  expect(await ids()).toEqual(
    expect.arrayContaining([
      'mode:solo',
      'mode:duo',
      'mode:watch',
      'opponent:expert',
      'first:you',
      'tab:board',
      'tab:rules',
      'play',
      'setup:done',
    ]),
  );
  await clickControl(page, 'opponent:hard');
  await page.waitForFunction(() => window.cellDivision.controls().some((c) => c.id === 'tab:board'));
  await clickControl(page, 'tab:board');
  await page.waitForFunction(() => window.cellDivision.controls().some((c) => c.id === 'family:beaker'));
  await clickControl(page, 'family:beaker');
  await page.waitForFunction(() => window.cellDivision.controls().some((c) => c.id === 'size:beaker:8x8'));
  await clickControl(page, 'size:beaker:8x8');
  // Kept as the menu takes the click: wait for it to be saved before the reload.
  await page.waitForFunction(
    () => localStorage.getItem('cell-division:v1:settings')?.includes('"beaker:8x8"') ?? false,
    null,
    SOON,
  );
  await page.reload();
  await page.waitForFunction(() => window.cellDivision?.scene() === 'menu');
  await clickControl(page, 'play');
  await page.waitForFunction(() => window.cellDivision?.scene() === 'board');
  const s = await page.evaluate(() => window.cellDivision.state());
  expect(s?.layout).toBe('beaker:8x8');
  expect(s?.players).toEqual(['human', 'hard']);
  await clickControl(page, 'menu');
  await page.waitForFunction(() => window.cellDivision?.scene() === 'menu');
  await clickControl(page, 'help');
  await page.waitForFunction(() => window.cellDivision?.scene() === 'howto');
  // The demo's first moves in the picture.
  if (KEEP_SHOTS) await page.waitForTimeout(3200);
  await shot(page, 'how-to-play');
  expect(errors).toEqual([]);
  await page.close();
});

test('menu - portrait phone size', async () => {
  const { page, errors } = await openGame(browser(), inject('gameUrl'), null, { width: 390, height: 844 });
  if (KEEP_SHOTS) await page.waitForTimeout(300);
  await shot(page, 'menu-portrait');
  await clickControl(page, 'play');
  await page.waitForFunction(() => window.cellDivision?.scene() === 'board');
  if (KEEP_SHOTS) await page.waitForTimeout(600);
  await shot(page, 'board-portrait');
  expect(errors).toEqual([]);
  await page.close();
});

test('menu - rules changed for Play are marked on the card; one tap on the mark plays the standard rules, its Undo puts them back (phone on its side)', async () => {
  const { context, page, errors } = await openScreen(browser(), inject('gameUrl'), {
    ...{ width: 844, height: 390, dpr: 3, scene: 'menu' },
    init: savedSettings({ capture: true, jumps: true }),
  });
  const mark = (await controls(page)).find((c) => c.id === 'rules:standard');
  expect(mark, 'the mark of changed rules').toBeDefined();
  expect(mark!.height).toBeGreaterThanOrEqual(44);
  await shot(page, 'menu-changed-rules-844');
  await tapControl(page, 'rules:standard');
  // The Undo stands in the mark's place: a stray tap is seen and mended by one more.
  await controlNamed(page, 'rules:undo');
  await shot(page, 'menu-rules-undo-844');
  await tapControl(page, 'rules:undo');
  await controlNamed(page, 'rules:standard');
  await tapControl(page, 'rules:standard');
  await controlNamed(page, 'rules:undo');
  await tapControl(page, 'play');
  await page.waitForFunction(() => window.cellDivision.state() !== null, null, SOON);
  expect((await state(page)).rules).toBe('square:5');
  expect(errors).toEqual([]);
  await context.close();
});

test("menu - a desktop's first launch: the guided game is the one green button; one click near I know how to play's end brings the whole menu (a pressed button shrinks, its release place does not)", async () => {
  const { context, page, errors } = await openScreen(browser(), inject('gameUrl'), {
    ...{ width: 1280, height: 720, dpr: 1, touch: false, scene: 'menu', firstVisit: true },
  });
  // One big obvious action on a first launch, green, and no Play, ladder or puzzle beside it.
  const learn = await controlNamed(page, 'tutorial:start');
  await shot(page, 'menu-first-launch-1280x720');
  // Its body under its words' line (the button is as wide as its words need).
  const [r, g, b] = await colourOnPage(page, {
    x: learn.x + learn.width * 0.12,
    y: learn.y + learn.height * 0.78,
  });
  expect(g, `Learn's body ${r},${g},${b}`).toBeGreaterThan(r + 40);
  expect(g, `Learn's body ${r},${g},${b}`).toBeGreaterThan(b + 20);
  const ids = (await controls(page)).map((c) => c.id);
  for (const held of ['play', 'ladder-next', 'puzzle']) expect(ids, held).not.toContain(held);
  const later = await controlNamed(page, 'tutorial:later');
  // 4 px inside its left end: inside the button as drawn, outside it once pressed in by 5%.
  await page.mouse.move(later.x + 4, later.y + later.height / 2, { steps: 4 });
  await page.mouse.down();
  await page.waitForFunction(() => new Promise((done) => requestAnimationFrame(() => done(true))));
  await page.mouse.up();
  await page.waitForFunction(
    () => !window.cellDivision.controls().some((c) => c.id === 'tutorial:start'),
    null,
    SOON,
  );
  await controlNamed(page, 'play');
  expect(errors).toEqual([]);
  await context.close();
});
