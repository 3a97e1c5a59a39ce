// The menu's hub on its model: the big card is Play or Resume, with the guided game's offer above it
// for a newcomer; the ladder's card offers the next step with its stars and what it
// teaches (one tap plays it); today's puzzle's card says the streak without repeating its heading,
// and once today's is solved says so rather than offering Solve again. The easier puzzles a
// newcomer is offered after a puzzle (the puzzle screen's Next) are checked here too.
import { expect, test } from 'vitest';
import { keepGame } from '../../../src/game/game-history.ts';
import { puzzlesSolved, recordPuzzle } from '../../../src/game/puzzle-history.ts';
import { dailyNumber } from '../../../src/game/puzzles.ts';
import { PUZZLE_ENTRIES, puzzleNumber } from '../../../src/ai/puzzles/puzzle-set.ts';
import { cardPuzzle } from '../../../src/screens/menu/first-puzzle.ts';
import { todaysDaily } from '../../../src/screens/puzzle/daily-choice.ts';
import {
  EASIER_UNTIL_SOLVED,
  easierPuzzleFor,
  easierPuzzles,
} from '../../../src/screens/menu/easier-puzzle.ts';
import { LADDER } from '../../../src/screens/history/ladder.ts';
import { personGame } from '../history/history-rig.ts';
import { rememberGuidedOfferAnswered } from '../../../src/game/tutorial-match.ts';
import { menuRig } from './menu-ports.ts';
import { DEFAULT_SETTINGS } from '../../../src/game/settings.ts';
import { ladderCardUnder, planPath } from '../../../src/screens/menu/ladder-card.ts';

const TODAY = '2026-03-10';
/** Today's puzzle's card before it is played, with no streak going. */
const WAITING_LINE = "Solve today's to start a streak";

const ANSWERED = { tutorial: { offered: true, answered: true } };

test("a newcomer is offered the guided game, the first menu's one big button and its Enter (first-run.test.ts); No thanks ends it for good, Play and Enter back", () => {
  const rig = menuRig();
  const hub = rig.model.hub(TODAY);
  expect(hub.primary).toBe('play');
  expect(hub.play).toEqual({ id: 'play', label: 'Play' });
  expect(hub.offer).toEqual({
    later: { id: 'tutorial:later', label: 'I know how to play' },
    start: { id: 'tutorial:start', label: 'New here? Learn to play', short: 'Learn to play' },
  });
  // Enter does what the one big button does: the guided game (Play waits until it or a first game).
  expect(hub.firstRun).toBe(true);
  expect(hub.enterDoes).toBe('start the guided game');
  // The page opened again (the first visit's mark made): still a newcomer, still offered.
  expect(menuRig({}, { tutorial: { offered: true } }).model.hub(TODAY).offer).not.toBeNull();
  rig.model.answerOffer();
  expect(rig.model.hub(TODAY)).toMatchObject({ primary: 'play', offer: null, enterDoes: 'play' });
  // Kept: a reload does not offer it again, and the first game will say the rule in a line.
  expect(rig.store.read('tutorial', (v): v is object => typeof v === 'object')).toEqual({
    offered: true,
    answered: true,
    declined: true,
  });
});

test('the offer ends once a game is finished or the guided game played to its end; a game in progress keeps it beside Resume', () => {
  const finished = menuRig();
  expect(finished.model.hub(TODAY).offer).not.toBeNull();
  keepGame(finished.store, personGame('square:4', 'easy', 'loss', 1));
  expect(finished.model.hub(TODAY)).toMatchObject({ primary: 'play', offer: null, enterDoes: 'play' });
  const guided = menuRig();
  rememberGuidedOfferAnswered(guided.store);
  expect(guided.model.hub(TODAY).offer).toBeNull();
  const kept = menuRig(
    {},
    {
      match: { rules: 'square:5', players: ['human', 'easy'], record: 'square:5 c3', over: false },
    },
  );
  expect(kept.model.hub(TODAY)).toMatchObject({ primary: 'resume', enterDoes: 'resume the saved game' });
  expect(kept.model.hub(TODAY).offer).not.toBeNull();
  // The screen readers' board: the guided game is drawn only, so it is not offered.
  expect(menuRig({ screenReader: true }).model.hub(TODAY).offer).toBeNull();
  expect(menuRig({}, ANSWERED).model.hub(TODAY).offer).toBeNull();
});

test("a newcomer's first game, from every place a game starts in the menu, is against Easy", () => {
  const rig = menuRig();
  const hub = rig.model.hub(TODAY);
  expect(hub.card.who).toBe('You vs Easy');
  expect(rig.model.setup.play(rig.model.view)).toMatchObject({
    kind: 'new',
    setup: { players: ['human', 'easy'] },
  });
  expect(hub.ladder.start?.players).toEqual(['human', 'easy']);
});

test('a kept game makes the big card Resume', () => {
  const rig = menuRig(
    {},
    { match: { rules: 'square:5', players: ['human', 'easy'], record: 'square:5 c3', over: false } },
  );
  expect(rig.model.hub(TODAY).primary).toBe('resume');
});

test("the ladder's card: the next step in one tap, its stars so far and what it teaches", () => {
  // A player whose Play is a game of their own: the card offers the step (ladder-follow.test.ts).
  const rig = menuRig({ opponent: 'hard' });
  const first = rig.model.hub(TODAY).ladder;
  expect(first).toMatchObject({
    id: 'ladder-next',
    heading: 'Ladder',
    teaches: LADDER[0]!.teaches,
    stars: 0,
    go: 'Play step 1 ›',
    start: { rules: LADDER[0]!.rules, players: ['human', 'easy'] },
  });
  expect(first.line).toMatch(/Easy/);
  keepGame(rig.store, personGame(LADDER[0]!.rules, 'easy', 'win', 1000, { hints: true }));
  const next = rig.model.hub(TODAY).ladder;
  expect(next.start).toEqual({ rules: LADDER[1]!.rules, players: ['human', 'easy'] });
  expect(next.go).toBe('Play step 2 ›');
  expect(next.teaches).toBe(LADDER[1]!.teaches);
  // What each star asks is told before the game: the third asks for no hints and no Best moves.
  expect(next).toMatchObject({
    starText: '☆☆☆',
    starsRule: `Stars: win, win by ${LADDER[1]!.margin} or more, on your own`,
  });
});

test("the ladder card's corner: the stars won of all in one wording before the first and after, as the map says them; each step's on its disc", () => {
  const rig = menuRig();
  const max = LADDER.length * 3;
  const fresh = rig.model.hub(TODAY).ladder;
  // One wording on every shape (a reviewer read "42 stars to win" on the side phone, "★ 0/42" upright).
  expect(fresh.corner).toBe(`★ 0 of ${max}`);
  expect(Object.keys(fresh)).not.toContain('cornerShort');
  expect(fresh.path.every((p) => p.stars === 0)).toBe(true);
  // Step 1 won with a hint: two stars; step 2, fresh, is next: the corner says the climb so far.
  keepGame(rig.store, personGame(LADDER[0]!.rules, 'easy', 'win', 1000, { hints: true }, LADDER[0]!.margin));
  const back = rig.model.hub(TODAY).ladder;
  expect(back.corner).toBe(`★ 2 of ${max}`);
  expect(back.starText).toBe('☆☆☆');
  expect(back.path[0]).toEqual({ state: 'won', stars: 2 });
  // Every step won with hints: the first short of three stars is next again; the corner keeps the whole climb.
  LADDER.forEach((s, i) =>
    keepGame(rig.store, personGame(s.rules, s.opponent, 'win', 2000 + i, { hints: true }, s.margin)),
  );
  const again = rig.model.hub(TODAY).ladder;
  expect(again.start?.rules).toBe(LADDER[0]!.rules);
  expect(again.corner).toBe(`★ ${2 * LADDER.length} of ${max}`);
  expect(again.starText).toBe('★★☆');
});

test("after a first game of the player's own the ladder's card keeps its path, the player's place on it, beside its own Play step 1 ›", () => {
  // Reviewer R8: the phone's card swapped its 14-step path for the step's board after a 6×6 game won.
  const layouts = { ...DEFAULT_SETTINGS.layouts, square: 'square:6' };
  const rig = menuRig({ opponent: 'easy', layouts }, { ...ANSWERED, 'ladder-follow': { step: null } });
  keepGame(rig.store, personGame('square:6', 'easy', 'win', 10, {}, 4));
  rig.model.open();
  expect(rig.model.hub(TODAY).card).toMatchObject({ step: null });
  const card = rig.model.hub(TODAY).ladder;
  expect(card.play).toMatchObject({ id: 'ladder-play' });
  expect(card.path).toHaveLength(LADDER.length);
  expect(card.path[0]).toEqual({ state: 'next', stars: 0 });
  // Under its words on an upright phone's card (about 150 CSS px across, 3 device px a CSS px): the path.
  const u = 3;
  const room = { x: 0, y: 0, width: 150 * u, height: 110 * u };
  const path = planPath(room, card.path.length, u, 13 * u);
  expect(path).not.toBeNull();
  expect(ladderCardUnder({ path, ownPlay: card.play !== null, boardBeside: false, room, u })).toBe('path');
});

test("the ladder's card opens the map, where the player stands; its own Play step › plays the next step, by its number; climbed, no button", () => {
  const rig = menuRig({ family: 'hex' });
  const ladder = rig.model.hub(TODAY).ladder;
  // A tap on the card opens the map; its Play step 1 › starts the step.
  expect(ladder).toMatchObject({
    id: 'ladder-next',
    opens: 'map',
    go: 'Play step 1 ›',
    play: { id: 'ladder-play', label: "Play the ladder's step 1 of 14" },
    start: { rules: LADDER[0]!.rules },
  });
  LADDER.forEach((s, i) => keepGame(rig.store, personGame(s.rules, s.opponent, 'win', 10 + i, {}, s.margin)));
  const climbed = rig.model.hub(TODAY).ladder;
  expect(climbed).toMatchObject({
    opens: 'map',
    play: null,
    start: null,
    go: null,
    stars: null,
    line: 'Every step climbed: see your stars',
  });
});

test("today's puzzle's card: the streak in words under its heading; once solved, at any try, it says so instead of Solve", () => {
  const rig = menuRig();
  const waiting = rig.model.hub(TODAY).puzzle;
  expect(waiting).toMatchObject({
    id: 'puzzle',
    heading: "Today's puzzle",
    go: 'Solve ›',
    solved: false,
    // A newcomer's card opens today's puzzle, as it says (it opened a warm-up first).
    line: WAITING_LINE,
    record: puzzleNumber(cardPuzzle(rig.store, TODAY))!.record,
  });
  expect(cardPuzzle(rig.store, TODAY)).toBe(todaysDaily(rig.store, TODAY));
  // No easier puzzle beside it: the menu keeps to one way into today's.
  expect(Object.keys(waiting)).not.toContain('easier');
  recordPuzzle(rig.store, 1, { day: '2026-03-09', tries: 0, solved: true, daily: true });
  expect(rig.model.hub(TODAY).puzzle).toMatchObject({
    go: 'Solve ›',
    line: '1 day in a row · 1 first try · keep it going today',
  });
  // Solved at the third try: a day of the streak, and the card no longer asks for a solve.
  recordPuzzle(rig.store, dailyNumber(TODAY), { day: TODAY, tries: 2, solved: true, daily: true });
  expect(rig.model.hub(TODAY).puzzle).toMatchObject({
    go: 'Play again ›',
    solved: true,
    line: 'Solved today · 2 days in a row · 1 first try',
  });
  // The next day, Solve again, the streak waiting on it.
  expect(rig.model.hub('2026-03-11').puzzle).toMatchObject({
    go: 'Solve ›',
    solved: false,
    line: '2 days in a row · 1 first try · keep it going today',
  });
});

test("a newcomer's easier puzzle after a puzzle: the easiest not tried yet, never today's, until a few are solved", () => {
  const daily = dailyNumber(TODAY);
  const history: Parameters<typeof easierPuzzleFor>[0] = {};
  const offered = easierPuzzleFor(history, daily)!;
  expect(offered).not.toBe(daily);
  // Easier: a square board with the classic rules, a move that wins.
  const entry = PUZZLE_ENTRIES[offered - 1]!;
  expect(entry.record).toMatch(/^square:5 /);
  expect(entry.value).toBeGreaterThan(0);
  // A tried one (solved or its answer shown) is not offered again: the next easiest is.
  history[offered] = { day: TODAY, tries: 1, solved: false, daily: false };
  const second = easierPuzzleFor(history, daily)!;
  expect(second).not.toBe(offered);
  expect(easierPuzzles().indexOf(second)).toBeGreaterThan(easierPuzzles().indexOf(offered));
  // After three solved puzzles (dailies count too) none is offered.
  history[second] = { day: TODAY, tries: 0, solved: true, daily: false };
  history[daily] = { day: TODAY, tries: 0, solved: true, daily: true };
  expect(easierPuzzleFor(history, daily)).not.toBeNull();
  history[easierPuzzles()[5]!] = { day: TODAY, tries: 2, solved: true, daily: false };
  expect(puzzlesSolved(history)).toBe(EASIER_UNTIL_SOLVED);
  expect(easierPuzzleFor(history, daily)).toBeNull();
});

test('the easier puzzles: plain squares, smallest first, never a gravity vessel or a variant', () => {
  const list = easierPuzzles();
  expect(list.length).toBeGreaterThan(20);
  const sides = list.map((n) => Number(/^square:(\d+) /.exec(PUZZLE_ENTRIES[n - 1]!.record)![1]));
  expect(sides).toEqual([...sides].sort((a, b) => a - b));
  // Today's daily (any day) is never offered as its own easier one.
  for (const day of ['2026-01-01', '2026-06-20', '2027-02-03']) {
    const d = dailyNumber(day);
    expect(easierPuzzleFor({}, d)).not.toBe(d);
    expect(easierPuzzleFor({}, d)).not.toBeNull();
  }
});
