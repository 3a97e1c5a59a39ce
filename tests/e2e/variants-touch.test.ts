// Two whole games by touch against the expert under the seed's variants: triangles with capture on
// a tablet, and stem cells with jumps on an upright phone, one jump made by a tap on the cell and
// a tap on its landing square (screens/game/jump-select.ts). After every reply the scores the HUD
// shows are the engine's recount of the record so far, and so are the final ones.
import { expect, inject, test } from 'vitest';
import type { Page } from 'playwright-core';
import { useChromium } from './browser.ts';
import { settle, shot, twoFrames } from './harness.ts';
import { openScreen, savedSettings, tapControl, tapSquare } from './tablet-page.ts';
import { replayRecord } from '../../src/engine/record.ts';
import { recount } from '../../src/engine/recount.ts';
import { squareName } from '../../src/engine/names.ts';
import { nearOpponent } from '../screens/game/near-opponent.ts';
import type { Position } from '../../src/engine/position.ts';
import type { HookState } from '../../src/testing/hook-contract.ts';

const browser = useChromium();

/** A small budget: the expert still searches captures, stem cells and jumps, in a moment a move. */
const EXPERT = 'expert:20000';

type Turn = { jump: [string, string] } | { place: string };

/** The engine's position after the record so far, and the scores it counts from the cells alone. */
function engineAt(rules: string, moves: string[]): { position: Position; scores: [number, number] } {
  const position = replayRecord([rules, ...moves].join(' '));
  return { position, scores: recount(position).scores };
}

/** The jumps open to the player to move, as the squares tapped: from, then landing. */
function jumpsOpen(position: Position): [string, string][] {
  const out: number[] = [];
  const n = position.legalJumps(out);
  return out.slice(0, n).map((move) => {
    const { from, to } = position.jumpSquares(move);
    return [squareName(position.layout, from), squareName(position.layout, to)];
  });
}

/**
 * Plays the person's turns by touch until the game ends; after each reply the HUD's scores, as
 * shown, must be the engine's recount. Returns the record and the jumps made by tap-tap.
 */
async function playToTheEnd(
  page: Page,
  choose: (p: Position) => Turn,
): Promise<{ end: HookState; jumps: string[] }> {
  const jumps: string[] = [];
  for (let turn = 0; turn < 200; turn++) {
    const s = await settle(page, 60_000);
    const { position, scores } = engineAt(s.rules, s.moves);
    expect(s.scores, `scores after ${s.moves.join(' ')}`).toEqual(scores);
    expect(s.shown).toEqual(scores);
    if (s.over) return { end: s, jumps };
    expect(s.toMove).toBe(1);
    const next = choose(position);
    if ('jump' in next) {
      const [from, to] = next.jump;
      await tapSquare(page, from);
      await twoFrames(page);
      await tapSquare(page, to);
      jumps.push(`${from}x${to}`);
    } else {
      await tapSquare(page, next.place);
    }
    await page.waitForFunction((n) => window.cellDivision.state()!.moves.length > n, s.moves.length, {
      timeout: 15_000,
    });
    const made = (await page.evaluate(() => window.cellDivision.state()!.moves))[s.moves.length];
    expect(made).toBe('jump' in next ? `${next.jump[0]}x${next.jump[1]}` : next.place);
  }
  throw new Error('the game did not end in 200 turns');
}

/** The fight (tests/screens/game/near-opponent.ts), as a placement by square name. */
function placeNearOpponent(p: Position): Turn {
  return { place: squareName(p.layout, nearOpponent(p)) };
}

test('tri:4/capture on a tablet, by touch against the expert: every score shown is the engine recount', async () => {
  const { context, page, errors } = await openScreen(browser(), inject('gameUrl'), {
    width: 1024,
    height: 768,
    dpr: 1,
    touch: true,
    query: `layout=tri:4/capture&p1=human&p2=${EXPERT}`,
    scene: 'board',
  });
  const { end } = await playToTheEnd(page, placeNearOpponent);
  const moves = end.moves;
  const { position, scores } = engineAt(end.rules, moves);
  expect(end.rules).toBe('tri:4/capture');
  expect(position.isOver()).toBe(true);
  expect(end.scores).toEqual(scores);
  expect(end.shown).toEqual(scores);
  // Capture changes hands: the record's cells are not simply who placed them.
  console.log(`tri:4/capture: ${moves.join(' ')} → ${scores.join(' : ')}`);
  await shot(page, 'variants-tri4-capture-1024x768');
  expect(errors).toEqual([]);
  await context.close();
}, 300_000);

test('square:5/stem/jumps on an upright phone, by touch against the expert, one jump tap-tap: every score shown is the engine recount', async () => {
  const { context, page, errors } = await openScreen(browser(), inject('gameUrl'), {
    width: 390,
    height: 844,
    dpr: 1,
    touch: true,
    query: `layout=square:5/stem/jumps&p1=human&p2=${EXPERT}`,
    scene: 'board',
  });
  let jumped = false;
  const { end, jumps } = await playToTheEnd(page, (p) => {
    const open = jumpsOpen(p);
    if (!jumped && open.length > 0) {
      jumped = true;
      return { jump: open[0]! };
    }
    return placeNearOpponent(p);
  });
  const moves = end.moves;
  expect(jumps.length).toBe(1);
  expect(moves).toContain(jumps[0]);
  const { position, scores } = engineAt(end.rules, moves);
  expect(end.rules).toBe('square:5/stem/jumps');
  expect(position.isOver()).toBe(true);
  expect(end.scores).toEqual(scores);
  expect(end.shown).toEqual(scores);
  console.log(`square:5/stem/jumps: ${moves.join(' ')} → ${scores.join(' : ')}`);
  await shot(page, 'variants-square5-stem-jumps-390x844');
  expect(errors).toEqual([]);
  await context.close();
}, 300_000);

test('square:6/jumps on an upright phone: a jump hint says the jump in words, the hook names it and rings its landing square; played, the expert jumps back, said in words', async () => {
  const { page, context, errors } = await openScreen(browser(), inject('gameUrl'), {
    width: 390,
    height: 844,
    query: `layout=square:6/jumps&p1=human&p2=${EXPERT}&moves=c3.d3.c4.d4.b3.e3`,
    scene: 'board',
    // Hints on against the expert (off by default there): the hint answers without a question.
    init: savedSettings({ hints: { expert: true } }),
  });
  await settle(page);
  await tapControl(page, 'hint');
  await page.waitForFunction(() => window.cellDivision.hint() !== null, null, { timeout: 30_000 });
  const hint = (await page.evaluate(() => window.cellDivision.hint()))!;
  // The record's name for the jump, its words in a player's language, its box on the landing square.
  const [, from, to] = /^([a-f]\d)x([a-f]\d)$/.exec(hint.square)!;
  expect(hint.jump).toEqual({ from, to });
  expect(hint.text).toMatch(new RegExp(`^Try the jump from ${from} to ${to}: `));
  const landing = (await page.evaluate((n) => window.cellDivision.square(n), to!))!;
  const box = hint.squareBox!;
  expect(landing.x).toBeGreaterThan(box.x);
  expect(landing.x).toBeLessThan(box.x + box.width);
  expect(landing.y).toBeGreaterThan(box.y);
  expect(landing.y).toBeLessThan(box.y + box.height);
  expect((await page.evaluate(() => window.cellDivision.coachWords())) ?? '').not.toMatch(/[a-f]\dx[a-f]\d/);
  await shot(page, 'variants-jump-hint-390x844');
  // The person plays the hinted jump; the expert's reply is a jump too (d3xd5 at this budget),
  // said in words as it lands (on a fresh device with what it cost the person).
  await tapSquare(page, from!);
  await twoFrames(page);
  await tapSquare(page, to!);
  await page.waitForFunction(() => window.cellDivision.state()!.moves.length >= 8, null, { timeout: 60_000 });
  const reply = (await page.evaluate(() => window.cellDivision.state()!.moves))[7]!;
  const [, left, landed] = /^([a-f]\d)x([a-f]\d)$/.exec(reply)!;
  await page.waitForFunction(() => /^Expert jumped/.test(window.cellDivision.notice() ?? ''), null, {
    timeout: 30_000,
  });
  const said = (await page.evaluate(() => window.cellDivision.notice()))!;
  expect(said).toMatch(
    new RegExp(
      `^Expert jumped from ${left} over [a-f]\\d to ${landed}( and turned your cell: you lost \\d+ points?\\.|: the cell on [a-f]\\d is Expert's now)$`,
    ),
  );
  await shot(page, 'variants-jump-said-390x844');
  expect(errors).toEqual([]);
  await context.close();
});
