// The review's "Where it turned" on a phone (390×844): once every move is reviewed, the button names
// the move where the game went over to the opponent (else the person's costliest) and one tap shows it; where the forecast
// changed sides there, that move's line says how it swung and what was better, in at most three lines of at least 13 CSS px; the chart is drawn again with each
// move's forecast and stays one chart. Which moves turned and their words are the review model's,
// tested in Node (tests/game/review.test.ts, tests/screens/review/review.test.ts).
// One page, a finished game against Hard opened by its link; about 20 s.
import { expect, inject, test } from 'vitest';
import { useChromium } from './browser.ts';
import { shot, twoFrames } from './harness.ts';
import { openScreen, tapControl } from './tablet-page.ts';
import { reviewButton } from './review-trip.ts';

const browser = useChromium();

// A loss to Hard on square:5 by a player who places next to their own cells: level at move 9,
// lost from move 11 on.
const MOVES = 'e3.c3.d2.d3.c2.c4.d4.b4.d5.b3.d1.b2.e2.a3.e1.a4.e5.e4.c5.a2.c1.b1.b5.a1.a5';

test('390×844: "Where it turned" goes to the move where the forecast changed sides, and its line says how', async () => {
  const { context, page, errors } = await openScreen(browser(), inject('gameUrl'), {
    width: 390,
    height: 844,
    dpr: 1,
    touch: true,
    query: `layout=square:5&p1=human&p2=hard&moves=${MOVES}`,
    scene: 'results',
  });
  await tapControl(page, await reviewButton(page));
  await page.waitForFunction(() => window.cellDivision?.scene() === 'review', null, { timeout: 10_000 });
  await page.waitForFunction(() => window.cellDivision.review()?.done === true, null, {
    timeout: 90_000,
    polling: 200,
  });
  const r = await page.evaluate(() => window.cellDivision.review()!);
  expect(r.turns.length).toBeGreaterThan(0);
  const turn = r.turn!;
  // The button names where the game went over to Hard (where "See where it turned" goes), else the
  // move the progress line names (the person's costliest).
  const named = /costliest: (move \d+, [a-e][1-5])$/.exec(r.progress)![1]!;
  const turned = turn.label.startsWith('Where it turned: ');
  if (turned) expect(turn.label).toMatch(new RegExp(`^Where it turned: move ${turn.ply}, [a-e][1-5]$`));
  else expect(turn.label).toBe(`Your costliest: ${named}`);
  // One chart, however often it was drawn again as the moves arrived.
  expect(await page.evaluate(() => window.cellDivision.charts().length)).toBe(1);
  // The screen draws the arrived moves once a frame: the button is enabled by the draw after the last.
  const turnButton = async () =>
    (await page.evaluate(() => window.cellDivision.controls())).find((c) => c.id === 'review-turn')!;
  await expect.poll(async () => (await turnButton()).enabled).toBe(true);
  const button = await turnButton();
  expect(button.height).toBeGreaterThanOrEqual(44);
  await tapControl(page, 'review-turn');
  await page.waitForFunction((ply) => window.cellDivision.review()?.shownMove === ply, turn.ply, {
    timeout: 5_000,
  });
  const line = (await page.evaluate(() => window.cellDivision.review()!)).line;
  expect(line).toMatch(
    turned
      ? new RegExp(
          `^(Here it turned: [a-e][1-5],|${turn.ply}\\. (You|Hard): [a-e][1-5] turned it( your way| against you)?:) from (level|winning by \\d+|losing by \\d+) to (level|winning by \\d+|losing by \\d+)(, already at your first move: hard to see so early)?\\.(\\n[a-e][1-5] .+ better.*\\.)?$`,
        )
      : new RegExp(
          `^${turn.ply}\\. You: [a-e][1-5], your costliest move: it gave away .*\\.\\n[a-e][1-5] was better: .+\\.$`,
        ),
  );
  await twoFrames(page);
  // The line, with the gold rings' key under it where said (the first moves that show the rings).
  const boxes = await page.evaluate(() => window.cellDivision.textBoxes());
  const drawn = boxes.find((t) => t.text.startsWith(line))!;
  expect(drawn.css).toBeGreaterThanOrEqual(13);
  // Three lines at most (the swing, then the better move and why), and the key's one: under four
  // (five) times the font size high.
  expect(drawn.height).toBeLessThan((drawn.text === line ? 4 : 5) * drawn.css);
  await shot(page, 'review-turn-390x844');
  expect(errors).toEqual([]);
  await context.close();
});

test("1024×768: after the results have looked over the moves, a loss's first offer opens the review at the person's costliest move", async () => {
  const { context, page, errors } = await openScreen(browser(), inject('gameUrl'), {
    width: 1024,
    height: 768,
    query: `layout=square:5&p1=human&p2=hard&moves=${MOVES}`,
    scene: 'results',
  });
  // The results' line of how the person played shows once their own run of the review is done.
  await page.waitForFunction(
    () =>
      window.cellDivision
        .textBoxes()
        .some((t) =>
          /^(Good moves: |Every move was the best|No move|No one move lost it|Your \d+ |(About )?\d+ of the \d+|No single move|\d+ moves? (cost|could)|Moves? \d+|\w+ was ahead from the start)/.test(
            t.text,
          ),
        ),
    null,
    { timeout: 90_000, polling: 200 },
  );
  // The loss's first offer, named for the move it opens.
  const offer = (await page.evaluate(() => window.cellDivision.controls())).find((c) => c.id === 'turned')!;
  expect(offer.label).toMatch(/^(See your costliest move|See where it turned)$/);
  await tapControl(page, 'turned');
  await page.waitForFunction(() => window.cellDivision?.scene() === 'review', null, { timeout: 10_000 });
  await page.waitForFunction(() => window.cellDivision.review()?.done === true, null, { timeout: 90_000 });
  const r = (await page.evaluate(() => window.cellDivision.review()))!;
  // The person's costliest move (the one the progress line names), even one made while ahead, its
  // line naming it as the costliest, or as where it turned where the two are one move; with none
  // costly, where it turned (turning-move.ts firstLook decides, Node-tested).
  const costliest = /costliest: move (\d+),/.exec(r.progress);
  if (costliest) {
    expect(r.shownMove).toBe(Number(costliest[1]));
    expect(r.line).toMatch(
      offer.label === 'See your costliest move' ? /, your costliest move: / : /^Here it turned: /,
    );
  } else if (/uphill from the start/.test(r.line)) expect(r.shownMove).toBe(0);
  else expect(r.shownMove).toBe(r.turn!.ply);
  expect(errors).toEqual([]);
  await context.close();
});
