// scripts/opening-values.ts: a tournament's games counted by the exact value of their openings.
import { describe, expect, test } from 'vitest';
import { runCli } from '../../src/cli/main.ts';
import { parseLayout } from '../../src/engine/index.ts';
import { readTournamentJson } from '../../src/cli/tournament/json-lines.ts';
import { gamesOfFile, openingValueTable, type GameWithResult } from '../../scripts/opening-values.ts';

/** The games of a tournament run through the CLI with --json --games. */
async function tournamentGames(agents: string, layout: string, openings: number): Promise<GameWithResult[]> {
  const out: string[] = [];
  const code = await runCli(
    [
      'tournament',
      '--agents',
      agents,
      '--layouts',
      layout,
      '--openings',
      String(openings),
      '--opening-moves',
      '2',
      '--json',
      '--games',
    ],
    { out: (l) => out.push(l), err: () => {}, async *lines() {} },
  );
  expect(code).toBe(0);
  return readTournamentJson(out).games;
}

describe('opening values', () => {
  test('square:3 - expert against random - every game counted once; from a won opening the expert wins', async () => {
    const results = await tournamentGames('expert,random:3', 'square:3', 6);
    const { rows, openings } = openingValueTable(results, parseLayout('square:3'), 'expert');
    expect(openings).toBeGreaterThan(1);
    expect(rows.reduce((n, r) => n + r.wins + r.draws + r.losses, 0)).toBe(12);
    expect(rows.every((r) => r.against === 'random:3')).toBe(true);
    // The expert solves 7 empty squares exactly, so it converts every won opening.
    for (const r of rows.filter((r) => r.opening === 'won')) expect([r.draws, r.losses]).toEqual([0, 0]);
    expect(rows.some((r) => r.opening === 'won')).toBe(true);
  });

  test('against known replies: no game beats the best any player could reach; random games are left out', async () => {
    const results = await tournamentGames('expert:2000,medium,random:3', 'flask:6x2', 8);
    for (const agent of ['expert:2000', 'random:3']) {
      const { rows, skipped } = openingValueTable(results, parseLayout('flask:6x2'), agent, 'known-replies');
      // Games against medium count (16 a pair: 8 openings, both seats); games against random do not.
      expect(rows.reduce((n, r) => n + r.wins + r.draws + r.losses, 0)).toBe(16);
      expect(skipped).toBe(16);
      expect(rows.every((r) => r.against === 'medium')).toBe(true);
      for (const r of rows) {
        if (r.opening === 'lost') expect([r.wins, r.draws]).toEqual([0, 0]);
        if (r.opening === 'drawn') expect(r.wins).toBe(0);
      }
    }
  });

  test('a results file is read as JSON Lines, or in the earlier shape (standings first, then a game a line)', () => {
    const game = {
      index: 0,
      rules: 'square:3',
      opening: [],
      openingNumber: 0,
      players: ['a', 'b'],
      difference: 1,
    };
    const lines = [
      '{"kind":"tournament","layouts":["square:3"],"games":1}',
      JSON.stringify({ kind: 'game', ...game }),
      '{"kind":"done","games":1,"seconds":0}',
    ];
    expect(gamesOfFile(lines)).toEqual([{ kind: 'game', ...game }]);
    expect(gamesOfFile(['{"games":1,"standings":[]}', JSON.stringify(game), ''])).toEqual([game]);
    expect(gamesOfFile(lines.filter((l) => !l.includes('"game"')))).toBeUndefined();
  });
});
