// A finger's press on an empty square shows the points the move would make before the release
// (screens/game/press-gain.ts, Node-tested in tests/screens/game/press-gain.test.ts): in a real
// page on a 390×844 phone, a touch held on a square shows the move's gain before any move is made
// (in a new player's first games as the sum of its cells' gains, "= +N"); held on, the square's look
// shows (preview.ts), and the release still places, as a tap's does. A hold slid off places nothing.
import { expect, inject, test } from 'vitest';
import { useChromium } from './browser.ts';
import { settle, twoFrames } from './harness.ts';
import { openScreen } from './tablet-page.ts';
import { parseRules, Position, readSquareName } from '../../src/engine/index.ts';

const browser = useChromium();

// Six moves in, the person to move: c3 touches their own cell at d3 (so its gain is more than 1).
const OPENING = ['d3', 'a6', 'b6', 'f1', 'd4', 'f6'];

/** The opening on an upright phone, the person to move, the board settled. */
async function openOpening() {
  const opened = await openScreen(browser(), inject('gameUrl'), {
    width: 390,
    height: 844,
    dpr: 1,
    query: `layout=square:6&p1=human&p2=easy&moves=${OPENING.join('.')}`,
    scene: 'board',
  });
  await settle(opened.page);
  return opened;
}

test('a held finger shows the move’s gain, then its look, and the release places - 390x844', async () => {
  const position = new Position(parseRules('square:6'));
  const square = (name: string) => (readSquareName(position.layout, name) as { square: number }).square;
  for (const m of OPENING) position.play(square(m));
  const c3 = square('c3');
  const gain = position.deltaScore(position.turn(), c3);
  expect(gain).toBeGreaterThan(1);

  const { page, context, errors } = await openOpening();
  const at = (await page.evaluate(() => window.cellDivision.square('c3')))!;
  const cdp = await context.newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: at.x, y: at.y }] });
  // A new player's first games show it as the sum of the cells' own gains (d3's first split, c3's pieces): "= +3".
  await page.waitForFunction((words) => window.cellDivision.texts().includes(words), `= +${gain}`, {
    timeout: 10_000,
    polling: 20,
  });
  expect((await page.evaluate(() => window.cellDivision.state()!.moves)).length).toBe(OPENING.length);
  // Held on past the look's time: the square is ringed, its press still places on release.
  await page.waitForFunction(() => window.cellDivision.state()!.previewHeld === 'c3', null, {
    timeout: 10_000,
  });
  expect((await page.evaluate(() => window.cellDivision.state()!.moves)).length).toBe(OPENING.length);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await page.waitForFunction((n) => window.cellDivision.state()!.moves.length > n, OPENING.length, {
    timeout: 10_000,
  });
  expect((await page.evaluate(() => window.cellDivision.state()!.moves))[OPENING.length]).toBe('c3');
  // The move's own "+N" now floats from the square, so the tag's going is read in Node (press-gain.test.ts).
  expect(errors).toEqual([]);
  await context.close();
});

test('a held finger slid off its square places nothing on release - 390x844', async () => {
  const { page, context, errors } = await openOpening();
  const c3 = (await page.evaluate(() => window.cellDivision.square('c3')))!;
  const c2 = (await page.evaluate(() => window.cellDivision.square('c2')))!;
  const cdp = await context.newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: c3.x, y: c3.y }] });
  await page.waitForFunction(() => window.cellDivision.state()!.previewHeld === 'c3', null, {
    timeout: 10_000,
  });
  // The look follows the finger to c2; the press that began on c3 is let go.
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: c2.x, y: c2.y }] });
  await page.waitForFunction(() => window.cellDivision.state()!.previewHeld === 'c2', null, {
    timeout: 10_000,
  });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await page.waitForFunction(() => window.cellDivision.state()!.previewHeld === null, null, {
    timeout: 10_000,
  });
  await twoFrames(page);
  expect((await page.evaluate(() => window.cellDivision.state()!.moves)).length).toBe(OPENING.length);
  expect(errors).toEqual([]);
  await context.close();
});
