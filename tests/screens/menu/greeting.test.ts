// Coming back feels noticed: the today card's first line says a hello and what happened or waits
// (the last game's result, the days in a row, the ladder's next step), varied from
// visit to visit as things happen, in a player's words and never pressing (review 38: the same
// greeting after games and again on coming back).
import { expect, test } from 'vitest';
import { keepGame } from '../../../src/game/game-history.ts';
import { recordPuzzle } from '../../../src/game/puzzle-history.ts';
import { dailyNumber } from '../../../src/game/puzzles.ts';
import { greeting, type GreetingFacts } from '../../../src/screens/menu/greeting.ts';
import { LADDER } from '../../../src/screens/history/ladder.ts';
import { personGame } from '../history/history-rig.ts';
import { menuRig } from './menu-ports.ts';

const FACTS: GreetingFacts = {
  hour: 15,
  away: false,
  firstDay: false,
  days: 1,
  playedToday: true,
  last: null,
  step: null,
  offer: 'play',
  turn: 0,
};
const said = (more: Partial<GreetingFacts>, turns = 6) =>
  new Set(Array.from({ length: turns }, (_, turn) => greeting({ ...FACTS, ...more, turn }).words));

test('a game finished today is said first on every visit, in a few words where the card is narrow', () => {
  const win = { last: { daysAgo: 0, opponent: 'Easy', margin: 12, close: false }, days: 3, step: 4 };
  for (const words of said(win))
    expect(words).toMatch(/ · (you beat Easy by 12 today|a fine win over Easy today)$/);
  expect(greeting({ ...FACTS, ...win, turn: 0 })).toEqual({
    words: 'Good afternoon · you beat Easy by 12 today',
    short: 'You beat Easy today',
  });
  const drawn = { last: { daysAgo: 0, opponent: 'Easy', margin: 0, close: false } };
  expect(greeting({ ...FACTS, ...drawn }).short).toBe('A draw today');
});

test('the line never leads with a loss, and over a game left unfinished says no result: something to look forward to instead', () => {
  const close = { last: { daysAgo: 0, opponent: 'Medium', margin: -2, close: true } };
  const heavy = { last: { daysAgo: 0, opponent: 'Hard', margin: -20, close: false } };
  for (const lost of [close, heavy])
    for (const offer of ['play', 'puzzle', 'ladder', 'resume'] as const)
      for (const line of said({ ...lost, offer, days: 3, step: 2 })) {
        expect(line).not.toMatch(/Medium|Hard|won|awaits|lost/);
        expect(line).toMatch(/3 days in a row|step 2|Hello|Good|Welcome/);
      }
  // A game lost and nothing else to say: the hello alone, never the loss.
  expect(greeting({ ...FACTS, ...heavy }).words).toBe('Good afternoon');
  // Over "Finish your game" (the card's offer): not even a win is said; the run is.
  const won = { last: { daysAgo: 0, opponent: 'Easy', margin: 8, close: false }, days: 3 };
  const resuming = said({ ...won, offer: 'resume' });
  expect([...resuming].some((l) => l.includes('Easy'))).toBe(false);
  expect([...resuming].some((l) => l.endsWith('3 days in a row'))).toBe(true);
});

test("yesterday's result and the days in a row take turns from visit to visit; the hello varies too", () => {
  const back = {
    last: { daysAgo: 1, opponent: 'Hard', margin: 6, close: false },
    days: 3,
    playedToday: false,
  };
  const lines = said(back);
  expect([...lines].some((l) => l.includes('Hard') && l.includes('yesterday'))).toBe(true);
  expect([...lines].some((l) => l.endsWith('3 days in a row: today makes 4'))).toBe(true);
  expect(new Set([...lines].map((l) => l.split(' · ')[0]))).toEqual(
    new Set(['Good afternoon', 'Hello again']),
  );
  // Never the same line twice running while the turn moves.
  const ordered = Array.from({ length: 6 }, (_, turn) => greeting({ ...FACTS, ...back, turn }).words);
  ordered.slice(1).forEach((l, i) => expect(l).not.toBe(ordered[i]));
});

test('after days away: welcomed back kindly; what waits is said, but not the thing the card offers under it', () => {
  const away = { away: true, days: 0, playedToday: false, step: 3 };
  expect(said({ ...away, offer: 'ladder' })).toEqual(
    new Set([
      'Welcome back · your cells missed you: a new run starts today',
      'Good to see you · your cells missed you: a new run starts today',
    ]),
  );
  // The ladder's next step is named only over a card that offers no other game.
  for (const offer of ['gentler', 'rematch', 'resume', 'ladder'] as const)
    expect([...said({ ...away, offer })].some((l) => l.includes('step 3'))).toBe(false);
  expect([...said({ ...away, offer: 'play' })].some((l) => l.endsWith('step 3 of the ladder is next'))).toBe(
    true,
  );
  // Today's puzzle is never the line's news: a tap on the card starts its offer, not the puzzle
  // (the puzzle has its own card and its tick in the goals).
  for (const offer of ['rematch', 'gentler', 'ladder', 'play', 'resume'] as const)
    expect([...said({ ...away, offer })].some((l) => l.includes('puzzle'))).toBe(false);
  // The card offers today's puzzle under the line: the line names the ladder's step instead.
  expect([...said({ ...away, offer: 'puzzle' })].some((l) => l.includes('puzzle'))).toBe(false);
  expect(
    [...said({ ...away, offer: 'puzzle' })].some((l) => l.endsWith('step 3 of the ladder is next')),
  ).toBe(true);
  // A rematch offered says the result already: the line does not.
  const lost = {
    last: { daysAgo: 0, opponent: 'Medium', margin: -2, close: true },
    offer: 'rematch' as const,
  };
  expect([...said(lost)].some((l) => l.includes('Medium'))).toBe(false);
});

test('the words are warm and never press: no warnings, no exclamations, nothing about losing a run', () => {
  const cases: Partial<GreetingFacts>[] = [
    { last: { daysAgo: 1, opponent: 'Easy', margin: -30, close: false }, days: 5, playedToday: false },
    { away: true, days: 0, playedToday: false, step: 2 },
    { firstDay: true, days: 1 },
    { hour: null, last: { daysAgo: 0, opponent: 'Expert', margin: 1, close: false } },
    { hour: 7, days: 9 },
  ];
  for (const c of cases)
    for (const line of said(c)) expect(line).not.toMatch(/!|don't|lose|hurry|before it|break|only \d/i);
});

test('the menu coming back: after a game, after a puzzle later the same day and the next day, the line moves on', () => {
  const TODAY = '2026-03-10';
  const at = (day: number, hour: number) => new Date(2026, 2, day, hour).getTime();
  const rig = menuRig({}, { tutorial: { offered: true, answered: true } });
  keepGame(rig.store, personGame(LADDER[0]!.rules, 'easy', 'win', at(9, 10), {}, 6));
  keepGame(rig.store, personGame(LADDER[1]!.rules, 'easy', 'win', at(10, 14), {}, 6));
  const afterGame = rig.model.hub(TODAY, 15).today!.hello.words;
  expect(afterGame).toMatch(/Easy.*today$/);
  recordPuzzle(rig.store, dailyNumber(TODAY), { day: TODAY, tries: 1, solved: true, daily: true });
  const afterPuzzle = rig.model.hub(TODAY, 16).today!.hello.words;
  // The game today is still the news, said in other words now that something more happened.
  expect(afterPuzzle).toMatch(/Easy.*today$/);
  expect(afterPuzzle).not.toBe(afterGame);
  const tomorrow = rig.model.hub('2026-03-11', 9).today!.hello.words;
  expect(tomorrow).not.toBe(afterPuzzle);
  expect(tomorrow).toMatch(/yesterday|3 days in a row|2 days in a row|step/);
});
