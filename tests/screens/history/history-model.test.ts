import { readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, test } from 'vitest';
import { keepGame, loadHistory } from '../../../src/game/game-history.ts';
import { recordAdaptiveGame } from '../../../src/game/skill.ts';
import { recordGame } from '../../../src/game/stats.ts';
import { HISTORY_WORDS, rowLine } from '../../../src/screens/history/history-words.ts';
import { STORAGE_PREFIX } from '../../../src/game/storage.ts';
import { HistoryModel, spokenRecord } from '../../../src/screens/history/history-model.ts';
import { personGame, storeRig } from './history-rig.ts';

const NOON = new Date(2026, 2, 10, 12, 0).getTime();

function rig() {
  const { store, storage } = storeRig();
  const notices: string[] = [];
  const model = new HistoryModel({
    store,
    now: () => NOON,
    today: () => '2026-03-10',
    notify: (w) => notices.push(w),
  });
  return { store, storage, notices, model };
}

describe("the History screen's model", () => {
  test('rows - newest first: opponent, result and margin, board, when; a retry says it is not counted', () => {
    const { store, model } = rig();
    const won = keepGame(
      store,
      personGame('square:3', 'easy', 'win', new Date(2026, 2, 9, 18, 5).getTime()),
    ).game!;
    keepGame(
      store,
      personGame('hex:3', 'hard', 'loss', new Date(2026, 2, 10, 9, 30).getTime(), { retryOf: 2 }),
    );
    keepGame(store, {
      ...personGame('square:4', 'easy', 'draw', new Date(2026, 0, 4, 9, 30).getTime()),
      players: ['human', 'human'],
      names: ['Ana', 'Ben'],
    });
    const v = model.value();
    expect(v.rows.map((r) => r.when)).toEqual(['Today, 09:30', 'Yesterday, 18:05', '4 Jan']);
    expect(v.rows[0]).toMatchObject({ opponent: 'Hard', counts: false, board: 'Hexagon 3 a side' });
    expect(v.rows[0]!.result).toMatch(/^Lost by \d+$/);
    expect(v.rows[0]!.line).toContain('not counted');
    expect(rowLine(v.rows[0]!)).toMatch(/^Hexagon 3 a side · Today, 09:30 · not counted$/);
    expect(rowLine(v.rows[1]!)).toBe('Square 3×3 · Yesterday, 18:05');
    expect(v.rows[1]).toMatchObject({
      opponent: 'Easy',
      result: `Won by ${won.scores[0] - won.scores[1]}`,
      board: 'Square 3×3',
      moves: 9,
    });
    // A draw gives its score, so the row says what the game was.
    const drawn = loadHistory(store).find((g) => g.names[0] === 'Ana')!;
    expect(v.rows[2]).toMatchObject({
      opponent: 'Ana vs Ben',
      result: `Draw ${drawn.scores[0]}–${drawn.scores[1]}`,
    });
    expect(drawn.scores[0]).toBeGreaterThan(0);
    // The score for a wide row's right end, the person's first, coloured by how it ended for them.
    const lost = loadHistory(store).find((g) => g.players[1] === 'hard')!;
    expect(v.rows.map((r) => [r.score, r.mood])).toEqual([
      [`${lost.scores[0]}–${lost.scores[1]}`, 'loss'],
      [`${won.scores[0]}–${won.scores[1]}`, 'win'],
      [`${drawn.scores[0]}–${drawn.scores[1]}`, 'neutral'],
    ]);
    expect(v.record.overall).toBe('1 game: 1 won, 0 drawn, 0 lost');
    expect(v.record.sampleNote).toBe('Rows with under 10 games show no percentage yet.');
    expect(v.ladder.next).toMatchObject({
      rules: 'square:5',
      opponent: 'easy',
      label: 'Step 1 of 14: Easy on a 5×5 board',
      play: 'Play step 1 of 14',
    });
    expect(v.ladder.line).toBe('Ladder: step 1 of 14 — Easy on a 5×5 board · 0\u00a0of\u00a042\u00a0stars');
  });

  test('a draw against an opponent gives its score, a win or a loss its margin', () => {
    const { store, model } = rig();
    keepGame(store, personGame('square:4', 'easy', 'draw', 1000));
    const [g] = loadHistory(store);
    expect(model.value().rows[0]!.result).toBe(`Draw ${g!.scores[0]}–${g!.scores[1]}`);
  });

  test('the Record said to a screen reader: each number with what it counts, in sentences, not the tiles one by one', () => {
    const { store, model } = rig();
    expect(spokenRecord(model.value().record).slice(0, 2)).toEqual([
      'Play a game against an opponent and your record starts here.',
      '0 games: 0 won, 0 drawn, 0 lost',
    ]);
    keepGame(store, personGame('square:3', 'easy', 'win', NOON - 1000));
    const said = spokenRecord(model.value().record);
    expect(said[0]).toBe('1 game: 1 won, 0 drawn, 0 lost');
    expect(said).toContain('Rows with under 10 games show no percentage yet.');
    expect(said.some((line) => /^Easy: 1 game: 1 won, 0 drawn, 0 lost/.test(line))).toBe(true);
    // No line is a bare number (the tiles' figures read apart from their labels).
    expect(said.filter((line) => /^\S+$/.test(line))).toEqual([]);
  });

  test('the record says once that rows with few games show no percentage, and every row shows its counts', () => {
    const { store, model } = rig();
    const play = (rules: string, opponent: string, want: 'win' | 'loss', i: number) => {
      const kept = keepGame(store, personGame(rules, opponent, want, 1000 + i)).game!;
      recordGame(store, rules, opponent, kept.scores[0] - kept.scores[1]);
    };
    for (let i = 0; i < 10; i++) play('square:3', 'easy', i < 7 ? 'win' : 'loss', i);
    play('hex:3', 'hard', 'loss', 20);
    play('square:3', 'medium', 'win', 21);
    const r = model.value().record;
    expect(r.sampleNote).toBe('Rows with under 10 games show no percentage yet.');
    const lines = [r.overall, ...r.byOpponent.map((o) => o.line), ...r.byFamily.map((f) => f.line)];
    expect(lines.join(' ')).not.toMatch(/too few/);
    expect(r.overall).toBe('12 games: 8 won, 0 drawn, 4 lost (67% won)');
    expect(r.byOpponent.map((o) => o.line.split(' · ')[0])).toEqual([
      '10 games: 7 won, 0 drawn, 3 lost (70% won)',
      '1 game: 0 won, 0 drawn, 1 lost',
      '1 game: 1 won, 0 drawn, 0 lost',
    ]);
    expect(r.byFamily.map((f) => f.line)).toEqual([
      '11 games: 8 won, 0 drawn, 3 lost (73% won)',
      '1 game: 0 won, 0 drawn, 1 lost',
    ]);
  });

  test('an empty history says how it fills', () => {
    const v = rig().model.value();
    expect(v.rows).toEqual([]);
    expect(v.empty).toMatch(/every game you finish is kept here/);
    // Kept per device: the words say so and name the two controls that carry the games in a file.
    expect(v.empty).toMatch(/stay on this device/);
    expect(v.empty).toContain(HISTORY_WORDS.exportFile);
    expect(v.empty).toContain(HISTORY_WORDS.importFile);
  });

  test("a broken entry is left out and said once, in a player's words", () => {
    const { store, storage, model, notices } = rig();
    keepGame(store, personGame('square:3', 'easy', 'win', 1));
    const raw = JSON.parse(storage.getItem(STORAGE_PREFIX + 'history')!);
    raw.games.push({ rules: 'square:3' });
    storage.setItem(STORAGE_PREFIX + 'history', JSON.stringify(raw));
    expect(model.value().rows).toHaveLength(1);
    expect(model.value().rows).toHaveLength(1);
    expect(notices).toEqual([
      'One game in your history could not be read and was left out; the others are kept.',
    ]);
  });

  test('export then import elsewhere: the file is named by its day; a foreign file is refused and said why', () => {
    const a = rig();
    keepGame(a.store, personGame('square:3', 'easy', 'win', 1));
    const file = a.model.exportFile();
    expect(file.name).toBe(`cell-division-${new Date(NOON).toISOString().slice(0, 10)}.json`);
    const b = rig();
    expect(b.model.importFile(file.text)).toBe(true);
    expect(b.model.value().rows).toHaveLength(1);
    expect(b.model.importFile('{"hello": 1}')).toBe(false);
    expect(b.notices).toEqual([
      'Added 1 game.',
      'This file is not from Cell Division, so nothing was taken from it.',
    ]);
  });

  test('a game is found by its id for its actions; the record says where it starts and the adaptive level', () => {
    const { store, model } = rig();
    expect(model.value().record).toMatchObject({
      any: false,
      adaptive: expect.stringMatching(/^Adaptive starts at level \d+ of 10/),
    });
    const kept = keepGame(store, personGame('square:3', 'easy', 'win', 5)).game!;
    expect(model.game(kept.id)).toEqual(kept);
    expect(model.game('nothing')).toBeNull();
    expect(model.value().record.any).toBe(true);
    recordAdaptiveGame(store, 20, 2);
    expect(model.value().record.adaptive).toMatch(
      /^Adaptive plays at level \d+ of 10, kept from your 1 game against it$/,
    );
  });

  test('the models import no Phaser and touch no page', () => {
    const dir = resolve(import.meta.dirname, '../../../src/screens/history');
    for (const f of readdirSync(dir).filter((n) => n.endsWith('.ts'))) {
      const text = readFileSync(join(dir, f), 'utf8');
      expect(text, f).not.toMatch(/from\s+'phaser'|\b(document|window|localStorage)\./);
    }
  });
});
