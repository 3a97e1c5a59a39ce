// A finger's press on an empty square shows the points the move would make before the release
// (screens/game/press-gain.ts, Node-tested in tests/screens/game/press-gain.test.ts): in a real
// page on a 390×844 phone, a touch held on a square shows the move's gain before any move is made
// (in a new player's first games as the sum of its cells' gains, "= +N"), and the release places at once.
import { expect, inject, test } from 'vitest';
import { useChromium } from './browser.ts';
import { settle } from './harness.ts';
import { openScreen } from './tablet-page.ts';
import { HOLD_MS } from '../../src/screens/game/preview.ts';
import { parseRules, Position, readSquareName } from '../../src/engine/index.ts';

const browser = useChromium();

// Six moves in, the person to move: c3 touches their own cell at d3 (so its gain is more than 1).
const OPENING = ['d3', 'a6', 'b6', 'f1', 'd4', 'f6'];

test('a held finger shows the move’s gain before the release, which places - 390x844', async () => {
  const position = new Position(parseRules('square:6'));
  const square = (name: string) => (readSquareName(position.layout, name) as { square: number }).square;
  for (const m of OPENING) position.play(square(m));
  const c3 = square('c3');
  const gain = position.deltaScore(position.turn(), c3);
  expect(gain).toBeGreaterThan(1);

  const { page, context, errors } = await openScreen(browser(), inject('gameUrl'), {
    width: 390,
    height: 844,
    dpr: 1,
    query: `layout=square:6&p1=human&p2=easy&moves=${OPENING.join('.')}`,
    scene: 'board',
  });
  await settle(page);
  const at = (await page.evaluate(() => window.cellDivision.square('c3')))!;
  const cdp = await context.newCDPSession(page);
  const pressed = Date.now();
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: at.x, y: at.y }] });
  // A new player's first games show it as the sum of the cells' own gains (d3's first split, c3's pieces): "= +3".
  await page.waitForFunction((words) => window.cellDivision.texts().includes(words), `= +${gain}`, {
    timeout: 10_000,
    polling: 20,
  });
  expect((await page.evaluate(() => window.cellDivision.state()!.moves)).length).toBe(OPENING.length);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  // A press held past HOLD_MS turns into a question that places nothing (preview.ts): on a machine
  // too busy to show the total before then, the release is a question's and the test says so.
  const held = Date.now() - pressed;
  if (held >= HOLD_MS - 100) {
    console.log(
      `press-gain: the total came ${held} ms after the press (a hold from ${HOLD_MS} ms): the release not checked`,
    );
  } else {
    await page.waitForFunction((n) => window.cellDivision.state()!.moves.length > n, OPENING.length, {
      timeout: 10_000,
    });
    expect((await page.evaluate(() => window.cellDivision.state()!.moves))[OPENING.length]).toBe('c3');
  }
  // The move's own "+N" now floats from the square, so the tag's going is read in Node (press-gain.test.ts).
  expect(errors).toEqual([]);
  await context.close();
});
