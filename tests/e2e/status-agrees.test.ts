// The status line and the HUD tell the same story at every frame of a game: in play the line says
// no score (the panels show them) and its moves left are the empty squares in sight; at the end the
// result of the final scores (the last count catching up to it), and the results come only once the
// last count-up has finished.
import { expect, inject, test } from 'vitest';
import { useChromium } from './browser.ts';
import { settle, shot, twoFrames } from './harness.ts';
import { openScreen } from './tablet-page.ts';
import { randomGame } from './random-games.ts';
import { parseRules, Position, readSquareName } from '../../src/engine/index.ts';

const browser = useChromium();

type Sample = {
  scene: string;
  status: string | null;
  shown: number[] | null;
  scores: number[];
  landed: number;
  over: boolean;
};

/** The lead the status line gives from player 1's side (positive: player 1 ahead; null in play, where it names none), and its moves left. */
function readStatus(said: string): { lead: number | null; movesLeft: number | null } {
  // The rules on in the game lead the line ("Equal moves on: both make as many moves. ", "On: Capture · Jumps. ").
  const line = said.replace(/^(On: [^.]+|[A-Z][a-z ]+ on(:\s[^.]+)?)\. /, '');
  const left = /(\d+) moves? left/.exec(line);
  const movesLeft = left ? Number(left[1]) : null;
  // In play the moves left alone, "17 moves left": the panels beside it show the scores.
  if (/^\d+ moves? left/.test(line)) return { lead: null, movesLeft };
  const by = /(won|lost) by (\d+)/.exec(line);
  if (by) return { lead: (by[1] === 'won' ? 1 : -1) * Number(by[2]), movesLeft };
  if (/^(Tied|It is a draw|An empty board)/.test(line)) return { lead: 0, movesLeft };
  throw new Error(`status line not understood: ${line}`);
}

test('status line and HUD agree at every frame of a square:5 game with equal moves, results after the count', async () => {
  const { context, page, errors } = await openScreen(browser(), inject('gameUrl'), {
    width: 1280,
    height: 720,
    touch: false,
    query: 'layout=square:5&equal=1&p1=human&p2=easy',
    scene: 'board',
  });
  await page.evaluate(() => {
    const w = window as unknown as { samples: Sample[] };
    w.samples = [];
    const step = () => {
      const h = window.cellDivision;
      const s = h.state();
      const hud = h.hudTexts();
      if (s)
        w.samples.push({
          scene: h.scene(),
          status: h.status(),
          shown: hud ? hud.map((p) => Number(p.score.text)) : null,
          scores: s.scores,
          landed: s.landed,
          over: s.over,
        });
      if (h.scene() !== 'results') requestAnimationFrame(step);
    };
    requestAnimationFrame(step);
  });
  const names = ['a', 'b', 'c', 'd', 'e'].flatMap((c) => [1, 2, 3, 4, 5].map((r) => `${c}${r}`));
  for (;;) {
    await page.waitForFunction(
      () => {
        const s = window.cellDivision.state();
        return window.cellDivision.scene() === 'results' || (!!s && !s.busy && s.toMove === 1);
      },
      null,
      { timeout: 30_000 },
    );
    const s = (await page.evaluate(() => window.cellDivision.state()))!;
    if (s.over || (await page.evaluate(() => window.cellDivision.scene())) === 'results') break;
    await twoFrames(page);
    const free = names.find((n) => !s.moves.includes(n))!;
    const at = (await page.evaluate((n) => window.cellDivision.square(n), free))!;
    await page.mouse.click(at.x, at.y);
    await page.waitForFunction((n) => window.cellDivision.state()!.moves.length > n, s.moves.length);
  }
  await page.waitForFunction(() => window.cellDivision?.scene() === 'results', null, { timeout: 30_000 });
  const samples = await page.evaluate(() => (window as unknown as { samples: Sample[] }).samples);
  expect(samples.length).toBeGreaterThan(50);
  let counting = 0;
  for (const s of samples) {
    if (!s.status || !s.shown) continue;
    const [a, b] = s.shown as [number, number];
    if (a !== s.scores[0] || b !== s.scores[1]) counting++;
    const read = readStatus(s.status);
    // In play the line names no score; once it names the result, the final scores' (the panels may
    // still be counting the last move up to them).
    const [x, y] = s.scores;
    if (read.movesLeft === null)
      expect({ line: s.status, lead: read.lead }).toEqual({ line: s.status, lead: x! - y! });
    else expect({ line: s.status, lead: read.lead }).toEqual({ line: s.status, lead: null });
    // 25 squares, equal moves: 24 moves, so the moves left are the empty squares in sight less one.
    if (read.movesLeft !== null)
      expect({ line: s.status, left: read.movesLeft }).toEqual({ line: s.status, left: 24 - s.landed });
  }
  expect(counting).toBeGreaterThan(0); // frames caught the HUD partway through a count-up
  // The results came after the last count-up: their first frame shows the final scores in the HUD.
  const first = samples.find((s) => s.scene === 'results')!;
  expect(first.shown).toEqual(first.scores);
  expect(errors).toEqual([]);
  await context.close();
});

test('12x12 on an upright phone, two thirds in with a big lead: the line is the moves left, and fits', async () => {
  // The first seeded random game in which the person (moving first) leads clearly 96 moves in: the
  // line once added "about 220 points to come" there, words a new player could not use.
  const leads = (moves: string[]) => {
    const p = new Position(parseRules('square:12'));
    for (const m of moves) p.play((readSquareName(p.layout, m) as { square: number }).square);
    return p.score(1) - p.score(2) >= 30;
  };
  let seed = 1;
  while (!leads(randomGame('square:12', seed).slice(0, 96))) seed++;
  const moves = randomGame('square:12', seed).slice(0, 96);
  const { context, page, errors } = await openScreen(browser(), inject('gameUrl'), {
    width: 390,
    height: 844,
    dpr: 3,
    query: `layout=square:12&p1=human&p2=easy&moves=${moves.join('.')}`,
    scene: 'board',
  });
  await settle(page);
  const status = (await page.evaluate(() => window.cellDivision.status()))!;
  expect(status).toBe('48 moves left');
  const box = (await page.evaluate(() => window.cellDivision.statusBox()))!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  await shot(page, 'status-lead-square12-390x844');
  expect(errors).toEqual([]);
  await context.close();
});
