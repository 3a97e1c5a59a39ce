// The Best play known panel's boards are buttons: each one sets up a game on that board against
// Perfect (the setup's Who plays page, one tap from Play), by a tap, and by the screen readers' button
// and the keyboard. The boards' lines stay readable and apart on a phone, upright and on its side.
import { expect, inject, test } from 'vitest';
import type { Page } from 'playwright-core';
import { SOLVED_ROWS } from '../../src/game/solved-values-data.ts';
import { solvedLines, solvedPage } from '../../src/ui/solved-perfect-words.ts';
import { useChromium } from './browser.ts';
import { controls, KEEP_SHOTS, settle, shot, SOON } from './harness.ts';
import { openScreen, tapControl } from './tablet-page.ts';

const browser = useChromium();

const shown = (page: Page, id: string) =>
  page.waitForFunction((id) => window.cellDivision.controls().some((c) => c.id === id), id, {
    timeout: 20_000,
  });

/** Play on the setup page opened by a board's button starts that board against Perfect. */
async function playsPerfectOn(
  page: Page,
  rules: string,
  press: (id: string) => Promise<void>,
): Promise<void> {
  await shown(page, 'tab:players');
  const ids = (await controls(page)).map((c) => c.id);
  expect(ids).toContain('opponent:perfect');
  await press('play');
  await page.waitForFunction(() => window.cellDivision?.scene() === 'board', null, { timeout: 20_000 });
  const s = await settle(page);
  expect(s.rules).toBe(rules);
  expect(s.players).toEqual(['human', 'perfect']);
}

// An upright phone (one column) and a phone on its side (two). The choice itself, on the setup
// model: tests/screens/menu/setup-board.test.ts.
test.each([
  { width: 390, height: 844, tag: '390x844' },
  { width: 844, height: 390, tag: '844x390' },
])('each solved board is a button that sets up a game on it against Perfect - $tag', async (screen) => {
  const { context, page, errors } = await openScreen(browser(), inject('gameUrl'), {
    ...screen,
    touch: true,
  });
  // The Best play known panel is on the Settings page.
  await tapControl(page, 'options');
  await shown(page, 'about');
  await tapControl(page, 'about');
  await shown(page, 'close-about');
  if (KEEP_SHOTS) await page.waitForTimeout(300);
  await shot(page, `solved-boards-${screen.tag}`);
  const all = await controls(page);
  const sizes = await page.evaluate(() => window.cellDivision.textSizes());
  const boxes = await page.evaluate(() => window.cellDivision.textBoxes());
  // Every board listed, each a button on the screen with room for a finger, its lines readable inside it.
  for (const row of SOLVED_ROWS) {
    const c = all.find((k) => k.id === `solved:${row.rules}`);
    expect(c, row.rules).toBeDefined();
    expect(
      c!.x >= 0 && c!.y >= 0 && c!.x + c!.width <= screen.width && c!.y + c!.height <= screen.height + 0.5,
      JSON.stringify(c),
    ).toBe(true);
    expect(c!.height).toBeGreaterThanOrEqual(44);
    for (const words of solvedLines(row)) {
      expect(sizes.find((t) => t.text === words)?.css, words).toBeGreaterThanOrEqual(12);
      // Two boards can share a line ("Best first move: c3."): one of its copies is inside this row.
      const inside = boxes.filter(
        (b) =>
          b.text === words &&
          b.x >= c!.x &&
          b.y >= c!.y - 0.5 &&
          b.x + b.width <= c!.x + c!.width &&
          b.y + b.height <= c!.y + c!.height + 0.5,
      );
      expect(inside, `${words} in ${JSON.stringify(c)}`).toHaveLength(1);
    }
  }
  // A hexagonal board, away from the menu's square one.
  await tapControl(page, 'solved:hex:3');
  await shown(page, 'tab:players');
  if (KEEP_SHOTS) await page.waitForTimeout(300);
  await shot(page, `solved-boards-chosen-${screen.tag}`);
  await playsPerfectOn(page, 'hex:3', (id) => tapControl(page, id));
  expect(errors).toEqual([]);
  await context.close();
});

// A small phone on its side (640x360) has room for six boards a page: More boards shows the rest,
// and walking More and the pages' buttons reaches every board of both pages, each on the screen.
test('640x360: More boards reaches every solved board', async () => {
  const screen = { width: 640, height: 360 };
  const { context, page, errors } = await openScreen(browser(), inject('gameUrl'), {
    ...screen,
    touch: true,
  });
  // The Best play known panel is on the Settings page.
  await tapControl(page, 'options');
  await shown(page, 'about');
  await tapControl(page, 'about');
  await shown(page, 'close-about');
  const seen = new Set<string>();
  let pressedMore = false;
  let was = '';
  for (let step = 0; step < 6 && !seen.has('solved-page:classic'); step++) {
    // The page of boards drawn for this step: its buttons differ from the last step's.
    await page.waitForFunction(
      (w) => {
        const ids = window.cellDivision
          .controls()
          .filter((c) => c.id.startsWith('solved'))
          .map((c) => c.id)
          .join(' ');
        return ids !== '' && ids !== w;
      },
      was,
      SOON,
    );
    const all = (await controls(page)).filter((c) => c.id.startsWith('solved'));
    was = all.map((c) => c.id).join(' ');
    for (const c of all) {
      expect(c.y + c.height <= screen.height + 0.5 && c.x + c.width <= screen.width, c.id).toBe(true);
      seen.add(c.id);
    }
    const next = all.find((c) => c.id === 'solved-more' || c.id.startsWith('solved-page:'))!;
    if (next.id === 'solved-more') pressedMore = true;
    if (next.id === 'solved-page:classic') break;
    await tapControl(page, next.id);
    await shown(page, 'close-about');
  }
  expect(pressedMore).toBe(true);
  const boards = solvedPage('classic').rows.concat(solvedPage('variants').rows);
  for (const row of boards) expect(seen.has(`solved:${row.rules}`), row.rules).toBe(true);
  expect(errors).toEqual([]);
  await context.close();
});

test("the screen readers' button of a solved board, pressed with Enter, sets up that board against Perfect", async () => {
  const { context, page, errors } = await openScreen(browser(), inject('gameUrl'), {
    width: 1280,
    height: 720,
    touch: false,
    query: 'a11y=1',
  });
  await shown(page, 'options');
  const press = async (id: string) => {
    await page.locator(`[data-control="${id}"]`).focus();
    await page.keyboard.press('Enter');
  };
  await press('options');
  await shown(page, 'about');
  await press('about');
  await shown(page, 'close-about');
  const [name] = solvedLines(SOLVED_ROWS.find((r) => r.rules === 'petri:5/equal')!);
  const button = page.getByRole('button', { name, exact: true });
  await button.focus();
  await page.keyboard.press('Enter');
  await playsPerfectOn(page, 'petri:5/equal', press);
  expect(errors).toEqual([]);
  await context.close();
});
