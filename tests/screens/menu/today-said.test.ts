// The today card read aloud, and its lines as drawn, over every kind of day ("Hello, a good
// start: come back tomorrow for 2 days in a row. A good start today: come back tomorrow for 2 days
// in a row. Warm up with Medium on an 8×8 board?."): no part said twice and the stops right.
import { expect, test } from 'vitest';
import { keepGame, loadHistory } from '../../../src/game/game-history.ts';
import { loadPuzzleHistory, recordPuzzle } from '../../../src/game/puzzle-history.ts';
import { dailyNumber } from '../../../src/game/puzzles.ts';
import { todayCard } from '../../../src/screens/menu/today-card.ts';
import { personGame } from '../history/history-rig.ts';
import { menuRig } from './menu-ports.ts';

const TODAY = '2026-03-10';
const at = (day: number, hour: number) => new Date(2026, 2, day, hour).getTime();
const ANSWERED = { tutorial: { offered: true, answered: true } };
const FACTS = { unfinished: null, skill: 0.5, play: 'You vs Medium' };

/** Before today: nothing (a first day), yesterday's win (day 2), a win three days ago (a day missed). */
const BEFORE = { first: [], second: [at(9, 12)], missed: [at(7, 12)] } as const;
/** Today's games: none, the ladder's step 1 won, a loss to Hard on 8×8, both (the reviewer's day). */
const TODAYS = {
  none: [],
  win: [personGame('square:5', 'easy', 'win', at(10, 8))],
  loss: [personGame('square:8', 'hard', 'loss', at(10, 9))],
  both: [personGame('square:5', 'easy', 'win', at(10, 8)), personGame('square:8', 'hard', 'loss', at(10, 9))],
};

/** Every card over those days, with and without today's puzzle, a tick just landed, at four hours. */
function cards() {
  const out: { name: string; lines: string; label: string }[] = [];
  for (const [before, days] of Object.entries(BEFORE))
    for (const [played, games] of Object.entries(TODAYS))
      for (const puzzle of [false, true])
        for (const kept of [false, true])
          for (const hour of [null, 9, 15, 20]) {
            const rig = menuRig({}, ANSWERED);
            for (const day of days) keepGame(rig.store, personGame('square:5', 'easy', 'win', day));
            for (const g of games) keepGame(rig.store, g);
            if (puzzle)
              recordPuzzle(rig.store, dailyNumber(TODAY), {
                day: TODAY,
                tries: 1,
                solved: true,
                daily: true,
              });
            const ticks = kept ? { landed: ['win' as const], keptDay: true, pop: false } : null;
            const card = todayCard(
              loadHistory(rig.store),
              loadPuzzleHistory(rig.store),
              TODAY,
              FACTS,
              hour,
              null,
              ticks,
            );
            if (!card) continue;
            const name = `${before} day, ${played} today, puzzle ${puzzle ? 'done' : 'not'}, ${kept ? 'tick landed, ' : ''}hour ${hour}`;
            out.push({ name, lines: `${card.hello.words}. ${card.offer.words}`, label: card.label });
          }
  return out;
}

/** The parts of what is said, between its stops, colons and commas: "come back tomorrow for 2 days in a row". */
const parts = (words: string) =>
  words
    .toLowerCase()
    .split(/[.:;?!,·]\s*/)
    .map((p) => p.trim())
    .filter((p) => p.split(' ').length >= 3);

test('the today card never says a thing twice, aloud or on its lines, and its stops read right', () => {
  const all = cards();
  expect(all.length).toBeGreaterThan(60);
  for (const { name, lines, label } of all) {
    for (const words of [label, lines]) {
      const seen = parts(words);
      expect(
        seen.filter((p, i) => seen.indexOf(p) !== i),
        `${name}: ${words}`,
      ).toEqual([]);
    }
    expect(label, name).not.toMatch(/[?!]\.|\.\.| [.,;:]|·/);
    expect(label, name).toMatch(/^Today: [A-Z].*[.?!]$/);
    // Each sentence starts with a capital.
    for (const s of label.split(/(?<=[.?!]) /)) expect(s, `${name}: ${label}`).toMatch(/^[A-Z0-9]/);
  }
});

test("the reviewer's first day: step 1 won, then Hard won on 8×8, today's goal ticked: one short line", () => {
  const said = cards().filter((c) => c.name.startsWith('first day, both today, puzzle not, hour null'));
  expect(said.map((c) => c.label)).toEqual([
    "Today: Hello, a good start: come back tomorrow for 2 days in a row. Warm up with Medium on an 8×8 board? Win a game: done; Today's puzzle: to do.",
  ]);
});
