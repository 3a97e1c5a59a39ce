// The tournament's schedule is worked out game by game from its index (a million games are not
// held), and must give the very games, in the very order, of every pair on every opening and
// layout from both seats.
import { describe, expect, test } from 'vitest';
import { randomOpenings, schedule, type GameSpec } from '../../src/cli/tournament/schedule.ts';
import { Tally } from '../../src/cli/tournament/standings.ts';

/** The schedule written out as loops: layouts, openings, pairs in the order listed, both seats. */
function written(agents: string[], rules: string[], openings: number, plies: number, seed: number) {
  const games: GameSpec[] = [];
  for (const r of rules)
    randomOpenings(r, openings, plies, seed).forEach((opening, openingNumber) => {
      for (let i = 0; i < agents.length; i++)
        for (let j = i + 1; j < agents.length; j++)
          for (const players of [
            [agents[i]!, agents[j]!],
            [agents[j]!, agents[i]!],
          ] as Array<[string, string]>)
            games.push({ index: games.length, rules: r, opening, openingNumber, players });
    });
  return games;
}

describe('the schedule made from the index', () => {
  test('gives every game of the loops, in their order', () => {
    const agents = ['easy', 'random:2', 'medium', 'random:7', 'greedy'];
    const rules = ['square:4', 'petri:4'];
    const games = schedule({ agents, rules, openings: 3, openingPlies: 2, seed: 9 });
    const expected = written(agents, rules, 3, 2, 9);
    expect(games.length).toBe(expected.length);
    expect([...games]).toEqual(expected);
    expect(games.at(37)).toEqual(expected[37]);
  });

  test('two agents, one opening: two games; an index outside is refused', () => {
    const games = schedule({
      agents: ['a', 'b'],
      rules: ['square:3'],
      openings: 1,
      openingPlies: 0,
      seed: 1,
    });
    expect([...games].map((g) => g.players)).toEqual([
      ['a', 'b'],
      ['b', 'a'],
    ]);
    expect(() => games.at(2)).toThrow(RangeError);
  });
});

describe('the tally', () => {
  test('adds each game once as it is told and keeps no list of games but the forfeits', () => {
    const agents = ['a', 'b', 'c'];
    const games = schedule({ agents, rules: ['square:3'], openings: 2, openingPlies: 0, seed: 1 });
    const tally = new Tally(agents, 'b');
    for (const spec of games)
      tally.add(
        spec,
        spec.index === 3
          ? { index: 3, difference: -1, forfeit: 0, error: 'late' }
          : { index: spec.index, difference: 2 },
      );
    expect(tally.games).toBe(12);
    expect(tally.forfeits.map((f) => f.spec.index)).toEqual([3]);
    const pairs = [...tally.pairs()];
    expect(pairs.map((p) => `${p.agent}-${p.against}`)).toEqual(['a-b', 'a-c', 'b-a', 'b-c', 'c-a', 'c-b']);
    // a and b met 4 times, twice from each seat; player 1 won each by 2.
    expect(pairs[0]).toMatchObject({ games: 4, wins: 2, losses: 2, points: 6, averageDifference: 0 });
    // Game 3 is c against a: c (player 1) forfeited, so a won it with no score.
    expect(pairs[1]).toMatchObject({ games: 4, wins: 3, losses: 1, finished: 3, forfeits: 0 });
    expect(pairs[4]).toMatchObject({ games: 4, wins: 1, losses: 3, finished: 3, forfeits: 1 });
    expect(tally.detail().map((d) => d.against)).toEqual(['a', 'c']);
  });
});
