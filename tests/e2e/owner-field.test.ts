// Who holds a square reads at a glance (issue 28): between a held cell's pieces the well shows a
// deep shade of the holder's colour, where an empty square's well stays dark. The look is the
// model's (tests/ui/owner-field.test.ts); this reads the pixels in the cut of a cell cut once, a
// third of a square from its middle, beside the count it carries there.
import { expect, inject, test } from 'vitest';
import { useChromium } from './browser.ts';
import { pagePicture, settle, shot } from './harness.ts';
import { openScreen } from './tablet-page.ts';

const browser = useChromium();

test("390x844: the cut through green's 2-piece b2 shows green's field, an empty square's centre stays the dark well", async () => {
  // Green holds b2 and b3 beside it: b2 is cut once, through its middle.
  const { context, page, errors } = await openScreen(browser(), inject('gameUrl'), {
    width: 390,
    height: 844,
    dpr: 1,
    touch: true,
    query: 'layout=square:5&p1=human&p2=human&moves=b2.e1.b3',
    scene: 'board',
  });
  expect((await settle(page)).moves).toHaveLength(3);
  const [held, empty, right] = await page.evaluate(() => [
    window.cellDivision.square('b2'),
    window.cellDivision.square('d2'),
    window.cellDivision.square('c2'),
  ]);
  // b2 and b3 one above the other: b2's cut runs across it, left to right through its middle.
  const inCut = { x: held!.x + (right!.x - held!.x) / 3, y: held!.y };
  const picture = await pagePicture(page);
  await shot(page, 'owner-field-390x844');
  const [r, g, b] = picture.at(inCut);
  expect(g, `b2's cut ${[r, g, b]}`).toBeGreaterThan(r + 40);
  expect(g, `b2's cut ${[r, g, b]}`).toBeGreaterThan(b + 40);
  const well = picture.at(empty!);
  expect(Math.max(...well), `d2's well ${well}`).toBeLessThan(90);
  expect(well[1] - Math.max(well[0], well[2]), `d2's well ${well}`).toBeLessThan(20);
  expect(errors).toEqual([]);
  await context.close();
});
