// How an ending shows (screens/results/ending.ts): a win celebrated on the board at least 1.5 s
// before any number, then the scores as the board says them, the winner's popping; a draw and a loss differ from a win and from each other
// in what comes first, and are shorter; reduced motion keeps every ending short and still.
import { expect, test } from 'vitest';
import {
  bannerCellPatterns,
  bannerCells,
  celebrationDelays,
  ENDING_ACT_MS,
  endingPlan,
  sheetInPlaceAt,
  firstNumberAt,
  type EndingKind,
  scoreLinePop,
  starLanding,
} from '../../../src/screens/results/ending.ts';

test("a win: the board celebrates for at least 1.5 s, then the sheet, the winner's number popping", () => {
  const plan = endingPlan('win', false);
  expect(plan.steps.map((s) => s.part)).toEqual(['celebrate', 'sheet', 'pop']);
  expect(firstNumberAt(plan)).toBeGreaterThanOrEqual(1500);
  expect(plan.board).toBe('divide');
  expect(plan.steps.find((s) => s.part === 'pop')!.ms).toBeGreaterThan(0);
});

// The reviewer's desktop win: the sheet said "You 23 – 16 Easy" while the board's panels over it
// said 36 and 26 (a count-up from 0 lagged the scoreboard).
test("the sheet's scores are the board's from its first frame; a win pops the winner's, a loss none", () => {
  const win = scoreLinePop(endingPlan('win', false), [36, 26], 0);
  expect(win).toEqual({ shown: [36, 26], pop: [0], ms: 500 });
  // The person won as the second player.
  expect(scoreLinePop(endingPlan('win', false), [20, 44], 1).pop).toEqual([1]);
  // A loss shows the scores still: the opponent's number is not cheered.
  expect(scoreLinePop(endingPlan('loss', false), [0, 192], 0)).toEqual({ shown: [0, 192], pop: [], ms: 0 });
  expect(scoreLinePop(endingPlan('draw', false), [30, 30], 0).pop).toEqual([0, 1]);
  // Two people or a watched game: the winner's number, whoever it is.
  expect(scoreLinePop(endingPlan('neutral', false), [12, 40], null).pop).toEqual([1]);
  // Reduced motion: nothing moves.
  expect(scoreLinePop(endingPlan('win', true), [36, 26], 0)).toEqual({ shown: [36, 26], pop: [], ms: 0 });
});

test('a draw and a loss: a short glow, no celebration; a loss offers "Where it turned" first', () => {
  const draw = endingPlan('draw', false);
  const loss = endingPlan('loss', false);
  for (const plan of [draw, loss]) {
    expect(plan.steps.map((s) => s.part)).not.toContain('celebrate');
    expect(plan.board).not.toBe('divide');
    expect(firstNumberAt(plan)).toBeLessThan(firstNumberAt(endingPlan('win', false)));
  }
  expect(loss.first).toBe('turned');
  expect(draw.first).toBe('again');
  expect(endingPlan('neutral', false).first).toBe('again');
});

test('reduced motion: every ending is one short still beat, numbers at once, nothing moves', () => {
  for (const kind of ['win', 'draw', 'loss', 'neutral'] as EndingKind[]) {
    const plan = endingPlan(kind, true);
    expect(plan.still).toBe(true);
    expect(plan.board).toBe('none');
    expect(plan.steps.map((s) => s.part)).toEqual(['settle', 'sheet']);
    expect(plan.steps.reduce((t, s) => t + s.ms, 0)).toBeLessThanOrEqual(500);
    expect(plan.first).toBe(kind === 'loss' ? 'turned' : 'again');
  }
});

test('the celebration divides outward from the last move, the farthest last, within its span', () => {
  const centres = [0, 1, 2, 3].map((i) => ({ x: i * 10, y: 0 }));
  const delays = celebrationDelays(centres, { x: 0, y: 0 }, 10, 900);
  expect(delays).toEqual([0, 300, 600, 900]);
  expect(celebrationDelays([{ x: 5, y: 5 }], { x: 5, y: 5 }, 10, 900)).toEqual([0]);
});

test('each ending plays its own show: a win waves, bursts and bounces with a cheer; a draw and a loss fade calmly, apart', () => {
  const win = endingPlan('win', false).show;
  const draw = endingPlan('draw', false);
  const loss = endingPlan('loss', false);
  expect(win).toMatchObject({ wave: true, headline: 'bounce', sound: 'win' });
  expect(win.confetti).toBeGreaterThan(0);
  for (const plan of [draw, loss]) {
    expect(plan.show).toMatchObject({ wave: false, confetti: 0, headline: 'fade' });
    expect(plan.show.headlineMs).toBeGreaterThan(win.headlineMs);
  }
  // A draw and a loss look different from each other too: the board glows, or glows warm.
  expect([draw.board, loss.board, draw.show.sound, loss.show.sound]).toEqual([
    'glow',
    'warm',
    'draw',
    'lose',
  ]);
  // Reduced motion: no wave, no confetti, the headline there at once; the sound still says the result.
  for (const kind of ['win', 'draw', 'loss'] as EndingKind[])
    expect(endingPlan(kind, true).show).toMatchObject({
      wave: false,
      confetti: 0,
      headline: 'still',
      headlineMs: 0,
    });
  expect(endingPlan('win', true).show.sound).toBe('win');
});

// The reviewer: a win did not feel like much, and a loss was grey. The three endings differ in
// each part a player sees or hears: the board, the sheet's colour, the sound, the confetti.
test('a win, a draw and a loss each have their own look and sound; only a win rains confetti over the screen', () => {
  const [win, draw, loss] = (['win', 'draw', 'loss'] as EndingKind[]).map((k) => endingPlan(k, false));
  const looks = [win!, draw!, loss!].map((p) => [p.board, p.show.rim, p.show.sound].join(' '));
  expect(new Set(looks).size).toBe(3);
  expect([win!.show.rim, draw!.show.rim, loss!.show.rim]).toEqual(['gold', 'cool', 'warm']);
  expect([win!.show.fall, draw!.show.fall, loss!.show.fall]).toEqual([true, false, false]);
  expect(win!.show.starsLand).toBe(true);
  // Under reduced motion nothing falls and the stars are simply there; the colours stay.
  const still = endingPlan('win', true).show;
  expect([still.fall, still.starsLand, still.rim]).toEqual([false, false, 'gold']);
});

test('new stars land one after another, each note higher than the last', () => {
  const landings = [0, 1, 2].map(starLanding);
  for (let k = 1; k < 3; k++) {
    expect(landings[k]!.at).toBeGreaterThan(landings[k - 1]!.at);
    expect(landings[k]!.rate).toBeGreaterThan(landings[k - 1]!.rate);
    // Each star's pop is done before the next lands: one by one, not a run that reads as one.
    expect(landings[k]!.at - landings[k - 1]!.at).toBeGreaterThanOrEqual(350);
  }
});

// A player acts within about 3 s of the last move, the move's own divisions (about 0.6–0.9 s)
// included: an end panel that builds longer keeps them waiting.
test('every ending has its sheet in place within 2 s of its start, a win still celebrated 1.5 s first', () => {
  for (const kind of ['win', 'draw', 'loss', 'neutral'] as EndingKind[]) {
    const plan = endingPlan(kind, false);
    expect(sheetInPlaceAt(plan), kind).toBeLessThanOrEqual(ENDING_ACT_MS);
    expect(plan.show.headlineMs, kind).toBeLessThanOrEqual(600);
  }
  expect(ENDING_ACT_MS).toBeLessThanOrEqual(2000);
  expect(firstNumberAt(endingPlan('win', false))).toBeGreaterThanOrEqual(1500);
  // Reduced motion: the sheet is simply there after the still beat.
  for (const kind of ['win', 'draw', 'loss', 'neutral'] as EndingKind[])
    expect(sheetInPlaceAt(endingPlan(kind, true))).toBeLessThanOrEqual(400);
});

test("the banner's cells: the winner's pair for a win, one of each side's for a draw, none for a loss", () => {
  expect(bannerCells('win', 2)).toEqual([1, 1]);
  expect(bannerCells('win', 1)).toEqual([0, 0]);
  expect(bannerCells('neutral', 1)).toEqual([0, 0]);
  expect(bannerCells('draw', 0)).toEqual([0, 1]);
  expect(bannerCells('loss', 2)).toEqual([]);
  // They divide cut by cut as they land, whole first; under reduced motion they are simply there, divided.
  expect(bannerCellPatterns(false)[0]).toBe(0);
  expect(bannerCellPatterns(false).at(-1)).toBe(15);
  expect(bannerCellPatterns(true)).toEqual([15]);
  // A hexagon or a triangle has three axes: its banner cells end on their three cuts, never a square's fourth.
  expect(bannerCellPatterns(false, 3)).toEqual([0, 1, 3, 7]);
  expect(bannerCellPatterns(true, 3)).toEqual([7]);
});
