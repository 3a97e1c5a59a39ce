// A lead that turned (screens/results/lead-turned.ts and the results' model): the first time a
// person loses a game they led clearly in its last third, the results say so once a device
// and offer the forecast; a redraw keeps saying it; a draw, a win, an early lead or a small one say nothing.
import { describe, expect, test } from 'vitest';
import type { MatchResult } from '../../../src/game/events.ts';
import {
  CLEAR_LEAD,
  lastChoiceOf,
  leadTurned,
  leadTurnedOf,
} from '../../../src/screens/results/lead-turned.ts';
import { resultsOf } from './results-of.ts';
import { leadTurnedWords } from '../../../src/words/results-words.ts';

/** Scores after each of 30 moves: player 1 (the person here) leads by `lead` after move `at`, then the ending. */
function history(lead: number, at: number, end: [number, number]): [number, number][] {
  const h: [number, number][] = [[0, 0]];
  for (let k = 1; k <= 30; k++) {
    if (k === 30) h.push(end);
    else if (k === at) h.push([20 + lead, 20]);
    else h.push([k, k]);
  }
  return h;
}

const lost = (lead: number, at: number): MatchResult => ({
  winner: 2,
  scores: [40, 44],
  players: ['human', 'expert'],
  rules: 'square:6',
  scoring: 'divisions',
  history: history(lead, at, [40, 44]),
  record: `record-${lead}-${at}`,
});

describe('leadTurned', () => {
  const base = { person: 0 as const, winner: 2 as const, forecastShown: false, told: null };

  test('a clear lead in the last third, then a loss: the largest lead and the moves then left', () => {
    const r = lost(11, 24);
    expect(leadTurned({ ...base, history: r.history, record: r.record })).toEqual({ lead: 11, movesLeft: 6 });
  });

  test('a draw or a win after a clear late lead says nothing: only a loss turned it', () => {
    const r = lost(9, 25);
    expect(leadTurned({ ...base, history: r.history, record: r.record })).not.toBeNull();
    expect(leadTurned({ ...base, winner: 0, history: r.history, record: r.record })).toBeNull();
    expect(leadTurned({ ...base, winner: 1, history: r.history, record: r.record })).toBeNull();
  });

  test('a lead before the last third, or under a clear margin, says nothing', () => {
    const early = lost(15, 19);
    expect(leadTurned({ ...base, history: early.history, record: early.record })).toBeNull();
    const small = lost(CLEAR_LEAD - 1, 25);
    expect(leadTurned({ ...base, history: small.history, record: small.record })).toBeNull();
    const clear = lost(CLEAR_LEAD, 25);
    expect(leadTurned({ ...base, history: clear.history, record: clear.record })).toEqual({
      lead: CLEAR_LEAD,
      movesLeft: 5,
    });
  });

  test('the seat matters: the same lead is the opponent’s when the person moved second', () => {
    const r = lost(11, 24);
    expect(leadTurned({ ...base, person: 1, winner: 1, history: r.history, record: r.record })).toBeNull();
  });

  test('once a device: told about another game, or the forecast on, says nothing; the game told keeps saying it', () => {
    const r = lost(11, 24);
    const at = { ...base, history: r.history, record: r.record };
    expect(leadTurned({ ...at, told: 'another game' })).toBeNull();
    expect(leadTurned({ ...at, forecastShown: true })).toBeNull();
    expect(leadTurned({ ...at, told: r.record, forecastShown: true })).not.toBeNull();
  });

  test('only in a game against the computer', () => {
    const r = lost(11, 24);
    const off = { on: false, told: null };
    expect(leadTurnedOf(r, off)).not.toBeNull();
    expect(leadTurnedOf({ ...r, players: ['human', 'human'] }, off)).toBeNull();
    expect(leadTurnedOf({ ...r, players: ['hard', 'expert'] }, off)).toBeNull();
    expect(leadTurnedOf(r, undefined)).toBeNull();
  });
});

describe('the results after a lead that turned', () => {
  test("the first such loss turns the forecast bar on for the person's games, said in one kind line; a small control turns it off", () => {
    const r = lost(11, 24);
    const told: string[] = [];
    const set: boolean[] = [];
    const forecast = {
      on: false,
      told: null,
      tell: (record: string) => told.push(record),
      set: (on: boolean) => set.push(on),
    };
    const model = resultsOf(r, { forecast });
    const shot = model.snapshot();
    expect(shot.leadTurned).toEqual({ lead: 11, movesLeft: 6 });
    // Two short lines: the lead, then the bar on from now on and how to turn it off.
    expect(shot.kind[0]).toBe(
      'You were 11 points up on the board with 6 to go: that can turn.\nFrom now on a bar shows who is really ahead; Settings turns it off.',
    );
    // No setting the size of Play again beside the next game: a small control of its own.
    expect(shot.buttons.map((b) => b.id).slice(0, 2)).toEqual(['review', 'again']);
    const control = shot.buttons.find((b) => b.id === 'forecast')!;
    expect(control).toMatchObject({ label: 'Forecast bar: On', primary: false, small: true });
    // Nothing set before the results are seen; seen, the device is told and the bar turns on.
    expect(set).toEqual([]);
    model.seen();
    expect(told).toEqual([r.record]);
    expect(set).toEqual([true]);
    // The control turns it off again, as Settings does.
    expect(model.press('forecast')).toEqual({ kind: 'forecast-off', tab: 'result' });
  });

  test('a player who opened the bar in this game is not told one comes from now on: it stays', () => {
    const r = lost(11, 24);
    const set: boolean[] = [];
    const forecast = {
      on: false,
      told: null,
      shownInGame: true,
      tell: () => {},
      set: (on: boolean) => set.push(on),
    };
    const model = resultsOf(r, { forecast });
    expect(model.snapshot().kind[0]).toBe(
      'You were 11 points up on the board with 6 to go: that can turn.\nThe bar you opened stays on for your next games; Settings turns it off.',
    );
    model.seen();
    expect(set).toEqual([true]);
    // Off in Settings, opened for this game only: what it showed, the choice kept.
    const chosen = resultsOf(r, { forecast: { ...forecast, chosen: true } }).snapshot();
    expect(chosen.kind[0]).toMatch(/\nThe bar you opened showed who was really ahead\.$/);
    expect(chosen.kind[0]).not.toMatch(/From now on/);
  });

  test('a player who turned the forecast off in Settings keeps their choice: the line says what it is, the control offers it', () => {
    const r = lost(11, 24);
    const set: boolean[] = [];
    const model = resultsOf(r, {
      forecast: { on: false, told: null, chosen: true, tell: () => {}, set: (on) => set.push(on) },
    });
    const shot = model.snapshot();
    expect(shot.kind[0]).toBe(
      'You were 11 points up on the board with 6 to go: that can turn.\nThe forecast shows who wins with best play.',
    );
    expect(shot.buttons.find((b) => b.id === 'forecast')!.label).toBe('Forecast bar: Off');
    model.seen();
    expect(set).toEqual([]);
    expect(model.press('forecast')).toEqual({ kind: 'forecast-on', tab: 'result' });
  });

  test('the redraw of the game told keeps the line, the bar on now', () => {
    const r = lost(13, 20);
    const model = resultsOf(r, { forecast: { on: true, told: r.record, chosen: true, tell: () => {} } });
    const shot = model.snapshot();
    expect(shot.leadTurned).toEqual({ lead: 13, movesLeft: 10 });
    expect(shot.kind[0]).toMatch(
      /^You were 13 points up on the board with 10 to go: that can turn\.\nFrom now on a bar/,
    );
    expect(shot.buttons.find((b) => b.id === 'forecast')!.label).toBe('Forecast bar: On');
    expect(model.press('forecast')).toEqual({ kind: 'forecast-off', tab: 'result' });
  });

  test('the next game with a lead that turned says nothing: the usual kind words and buttons', () => {
    const r = lost(11, 24);
    const told: string[] = [];
    const shot = resultsOf(r, {
      forecast: { on: false, told: 'an earlier game', tell: (t) => told.push(t) },
    });
    expect(shot.snapshot().leadTurned).toBeNull();
    expect(shot.snapshot().buttons.map((b) => b.id)).not.toContain('forecast');
    expect(shot.snapshot().kind.join(' ')).not.toMatch(/that can turn/);
    shot.seen();
    expect(told).toEqual([]);
  });
});

describe('a forced finish', () => {
  test('the last choice of a beaker filled column by column: the last column fills by force', () => {
    const record = 'beaker:4x5 a1 a2 a3 a4 b1 b2 b3 b4 c1 c2 c3 c4 d1 d2 d3 d4 e1 e2 e3 e4';
    // Move 16 (d4, ply 15) had d and e to choose from; the four moves into e after it had none.
    expect(lastChoiceOf(record)).toEqual({ lastChoice: 15 });
    expect(lastChoiceOf('not a record')).toEqual({});
  });

  test('a lead that stood only once every move left was forced is not said: nothing could turn it', () => {
    const base = { person: 0 as const, winner: 2 as const, forecastShown: false, told: null };
    const r = lost(9, 27);
    expect(leadTurned({ ...base, history: r.history, record: r.record, lastChoice: 29 })).toEqual({
      lead: 9,
      movesLeft: 3,
    });
    // Moves 28 to 30 forced: the lead after move 27 could not turn.
    expect(leadTurned({ ...base, history: r.history, record: r.record, lastChoice: 26 })).toBeNull();
  });
});

describe('the lead a player remembers', () => {
  // 8x8 against Hard, 84–40 after move 24, 9 up with 21 of 64 to go, lost by 27; the
  // results named only the 9 up.
  const h: [number, number][] = [[0, 0]];
  for (let k = 1; k <= 64; k++) {
    if (k === 24) h.push([84, 40]);
    else if (k === 43) h.push([120, 111]);
    else if (k === 64) h.push([166, 193]);
    else h.push([2 * k, 2 * k - 1]);
  }
  const base = { person: 0 as const, winner: 2 as const, forecastShown: false, told: null, record: 'r' };

  test('the largest lead of the game, when and at what score, beside the late one', () => {
    const turned = leadTurned({ ...base, history: h });
    expect(turned).toEqual({
      lead: 9,
      movesLeft: 21,
      biggest: { lead: 44, move: 24, scores: [84, 40] },
    });
    const words = leadTurnedWords(turned!.lead, turned!.movesLeft, 'then', turned!.biggest);
    expect(words.split('\n')[0]).toBe(
      'You were 44 points up after move 24 (84–40), still 9 up with 21 to go: that can turn.',
    );
  });

  test('from the second seat, the person’s score first', () => {
    const swapped = h.map(([a, b]) => [b, a] as [number, number]);
    const turned = leadTurned({ ...base, person: 1, winner: 1, history: swapped });
    expect(turned?.biggest).toEqual({ lead: 44, move: 24, scores: [84, 40] });
  });

  test('where the late lead was the largest, it alone is said', () => {
    const r = lost(11, 24);
    expect(leadTurned({ ...base, history: r.history })).toEqual({ lead: 11, movesLeft: 6 });
  });
});
