// The results model (screens/results/results-model.ts) on games finished in Node: the words name
// the player, a loss gets kind words, the record against this opponent is kept and said, the
// buttons and where each goes (never more after a loss than after a win), the ✕ that closes them to the board and the way back, Swap who starts. The browser
// keeps a smoke of the panel (tests/e2e/results.test.ts).
import { describe, expect, test } from 'vitest';
import { resultsOf } from './results-of.ts';
import { DEFAULT_SETTINGS } from '../../../src/game/settings.ts';
import { loadStats } from '../../../src/game/stats.ts';
import { randomGameWhere } from '../../e2e/random-games.ts';
import { finishedGame, squares } from '../review/reviewed-game.ts';

const gameWonBy = (winner: 1 | 2, seed: number) =>
  randomGameWhere('square:4', (p) => p.winner() === winner, seed);
const model = resultsOf;

describe('the results', () => {
  test('a win and a loss against Easy named, with the record kept and said', async () => {
    const won = gameWonBy(2, 7 + 1024);
    const page = await finishedGame('square:4', ['easy', 'human'], won);
    const result = page.match!.result!;
    const margin = result.scores[1] - result.scores[0];
    expect(margin).toBeGreaterThan(0);
    let shot = model(result).snapshot();
    expect(shot.title).toBe(`You won against Easy by ${margin}`);
    expect(shot.lines[0]).toBe(shot.title);
    expect(shot.lines.join('\n')).toMatch(
      /Against Easy on this board: 1 game: 1 won, 0 drawn, 0 lost · best win by \d+/,
    );
    expect(shot.mood).toBe('win');
    expect(shot.burst).toBe(true);
    expect(shot.sound).toBe('win');
    expect(shot.scoreLine).toBe(`Easy  ${result.scores[0]}   –   ${result.scores[1]}  You`);
    expect(shot.lead).toEqual({ player: 1, title: 'Your lead' });
    expect(loadStats(page.store)).toEqual({
      'square:4': { easy: { games: 1, wins: 1, draws: 0, losses: 0, bestMargin: margin, streak: 1 } },
    });
    // With hints asked for, the record says so, and so does the line under the score.
    const helped = model(result, { usedHelp: true }).snapshot();
    expect(helped.lines.filter((l) => / · You used hints in this one$/.test(l))).toHaveLength(1);
    expect(helped.marginLine).toMatch(/^By \d+ points? against Easy · You used hints$/);
    // Where the count of helped moves is known, it is said instead, short enough for one line.
    expect(model(result, { usedHelp: true, helpedMoves: 3 }).snapshot().marginLine).toMatch(
      /^By \d+ points? against Easy · 3 moves with help$/,
    );
    expect(model(result, { usedHelp: true, helpedMoves: 1 }).snapshot().marginLine).toMatch(
      / · 1 move with help$/,
    );
    // A hint looked at and not followed: said lightly, and the win stays the person's own.
    const looked = model(result, { usedHelp: false, lookedAt: 1 }).snapshot();
    expect(looked.marginLine).toMatch(/^By \d+ points? against Easy · You looked at 1 hint$/);
    expect(looked.lines.filter((l) => /You used hints/.test(l))).toHaveLength(0);
    // Played on from a retry, the win is practice: said under the score, not only in the details.
    const practice = model({ ...result, retryOf: 5 }).snapshot();
    expect(practice.marginLine).toMatch(/^By \d+ points? against Easy · Practice, not counted$/);
    expect(shot.lines.slice(-2)).toEqual([
      'First win against Easy! One for your record',
      "Today's win ✓: A goal ticked: today's puzzle is the other",
    ]);
    expect(shot.headline).toBe('You won!');
    expect(shot.marginLine).toBe(`By ${margin} point${margin === 1 ? '' : 's'} against Easy`);

    // A loss, on the same device: its words are kind, and the record adds it.
    const lost = gameWonBy(1, 3 + 768);
    const again = squares('square:4', lost);
    const match = page.newMatch({ rules: 'square:4', players: ['easy', 'human'] }, again.slice(0, -1));
    for (let i = 0; i < 400 && !match.result; i++) {
      if (match.canPlay()) match.play(again.at(-1)!);
      await new Promise((r) => setTimeout(r, 5));
    }
    const loss = match.result!;
    shot = model(loss).snapshot();
    expect(shot.title).toBe(`Easy won by ${loss.scores[0] - loss.scores[1]}`);
    expect(shot.lines[1]).toMatch(/close|gentler/);
    expect(shot.sound).toBe('lose');
    // A loss offers the review first (at its key moment), a rematch beside it, and Easy has no
    // gentler opponent: the rest is in More.
    expect(shot.buttons.map((b) => [b.id, b.label, b.primary, b.small === true])).toEqual([
      ['review', 'Review game', true, false],
      ['again', 'Play again', false, false],
      ['games', '✓ In Your games ›', false, true],
      ['more', 'More', false, true],
    ]);
    expect(shot.more.map((b) => b.id)).toEqual(['details', 'switch', 'share', 'menu']);
    // The press opens the review at its key moment, after a win as after a loss: one button, one name.
    expect(model(loss).press('review')).toEqual({ kind: 'review', atKey: true });
    expect(model(result).press('review')).toEqual({ kind: 'review', atKey: true });
    expect(
      model(result)
        .snapshot()
        .buttons.find((b) => b.id === 'review'),
    ).toMatchObject({
      label: 'Review game',
      primary: false,
    });
    expect(shot.ending).toMatchObject({ kind: 'loss', board: 'warm', first: 'turned' });
    expect(model(result).snapshot().ending).toMatchObject({ kind: 'win', board: 'divide', first: 'again' });
    expect(model(loss, { reducedMotion: true }).snapshot().ending).toMatchObject({
      still: true,
      board: 'none',
    });
    expect(loadStats(page.store)['square:4']!.easy).toMatchObject({
      games: 2,
      wins: 1,
      losses: 1,
      streak: -1,
    });
  });

  test('the buttons, and where each goes; the ✕ closes the results to the board with its ways on in the bar', async () => {
    const page = await finishedGame('square:4', ['easy', 'human'], gameWonBy(2, 7));
    const result = page.match!.result!;
    const m = model(result);
    let shot = m.snapshot();
    // The game is kept: a quiet way to Your games, where it waits with the record and the ladder.
    expect(shot.buttons.map((b) => [b.id, b.label])).toEqual([
      ['again', 'Play again'],
      ['review', 'Review game'],
      ['games', '✓ In Your games ›'],
      ['more', 'More'],
    ]);
    expect(m.press('games')).toEqual({ kind: 'leave', to: 'history' });
    expect(shot.more.map((b) => [b.id, b.label])).toEqual([
      ['details', 'Details'],
      ['switch', 'Swap who starts'],
      ['share', 'Copy link'],
      ['menu', 'Menu'],
    ]);
    expect(shot.buttons.filter((b) => b.primary).map((b) => b.id)).toEqual(['again']);
    expect(model(result, { canShareSheet: true }).snapshot().more[2]!.label).toBe('Share');
    // More opens its sheet; the charts and the record are in it, and back from them in sight.
    expect(m.press('more')).toEqual({ kind: 'more' });
    expect(shot.tab).toBe('result');
    expect(m.press('details')).toEqual({ kind: 'tab', tab: 'details' });
    expect(m.snapshot().tab).toBe('details');
    expect(m.snapshot().buttons[2]).toEqual({ id: 'result', label: 'Result', primary: false, small: true });
    // More's sheet is the same on either tab, its tiles in the same places: Details faded where it is open.
    expect(m.snapshot().more.map((b) => [b.id, b.label])).toEqual(shot.more.map((b) => [b.id, b.label]));
    expect(
      m
        .snapshot()
        .more.filter((b) => b.inSight)
        .map((b) => b.id),
    ).toEqual(['details']);
    expect(shot.more.some((b) => b.inSight)).toBe(false);
    expect(m.press('result')).toEqual({ kind: 'tab', tab: 'result' });
    expect(model(result, { tab: 'details' }).snapshot().tab).toBe('details');
    expect(shot.toolbarShown).toBe(true);
    expect(m.press('see-board')).toEqual({ kind: 'peek', aside: true });
    shot = m.snapshot();
    expect(shot.peeking).toBe(true);
    expect(shot.toolbarShown).toBe(false);
    // Closed: the finished board's ways on where the toolbar stood, Play again first, and the way
    // back to the results among them (review 25: the ✕ only set the results aside, to come back at any tap).
    expect(shot.aside.map((b) => [b.id, b.label, b.primary])).toEqual([
      ['results:again', 'Play again', true],
      ['results:review', 'Review', false],
      ['results:back', 'Results', false],
      ['results:menu', 'Menu', false],
    ]);
    // Menu stays where the board showed its way out, the top corner: only it, and not in the bar.
    expect(shot.aside.filter((b) => b.corner).map((b) => b.id)).toEqual(['results:menu']);
    for (const b of shot.aside)
      expect(m.press(b.id).kind, b.id).toBe(
        (
          {
            'results:again': 'play',
            'results:review': 'review',
            'results:back': 'peek',
            'results:menu': 'leave',
          } as const
        )[b.id],
      );
    expect(m.snapshot().peeking).toBe(false);
    m.press('see-board');
    expect(m.press('results:again')).toEqual(m.press('again'));
    expect(m.press('results:review')).toEqual({ kind: 'review', atKey: true });
    expect(m.enter()).toEqual({ kind: 'peek', aside: false });
    expect(m.snapshot().toolbarShown).toBe(true);
    expect(m.escape()).toEqual({ kind: 'peek', aside: true });
    expect(m.press('results:back')).toEqual({ kind: 'peek', aside: false });
    // A resize keeps the board in sight for the player looking at it.
    expect(model(result, { peeking: true }).snapshot().peeking).toBe(true);
    expect(m.press('review')).toEqual({ kind: 'review', atKey: true });
    expect(m.press('share')).toEqual({ kind: 'share' });
    expect(m.press('menu')).toEqual({ kind: 'leave', to: 'menu' });
    expect(m.press('results:menu')).toEqual({ kind: 'leave', to: 'menu' });
    // Enter with no button focused starts nothing: a stray Enter after the last move is not Play again.
    expect(m.enter()).toEqual({ kind: 'none' });
    expect(m.press('again')).toEqual({
      kind: 'play',
      setup: { rules: 'square:4', players: ['easy', 'human'] },
    });
  });

  // The reviewer's phone: the results came ~2 s after the last move and a tap meant for the board
  // pressed "Next step". A tap belongs to the results only if it went down once they had been in
  // sight for the read time, by the event's own time (not the frame the game handles it in).
  test('a stray tap begun before the results could be seen presses nothing; a key always does', async () => {
    const page = await finishedGame('square:4', ['easy', 'human'], gameWonBy(2, 7));
    let now = 1000;
    const m = model(page.match!.result!, { clock: { now: () => now }, readMs: 450 });
    const play = { kind: 'play', setup: { rules: 'square:4', players: ['easy', 'human'] } };
    // Not drawn yet: no tap is theirs, whenever it began.
    expect(m.press('again', 1200)).toEqual({ kind: 'none' });
    now = 1500;
    m.seen();
    // Seen at 1500: a tap begun before, or within the read time after, was aimed at the board.
    expect(m.press('again', 1400)).toEqual({ kind: 'none' });
    expect(m.press('again', 1949)).toEqual({ kind: 'none' });
    expect(m.press('see-board', 1700)).toEqual({ kind: 'none' });
    // Handled late (a slow frame) does not make an early tap theirs: its own time decides.
    now = 2600;
    expect(m.press('again', 1800)).toEqual({ kind: 'none' });
    expect(m.press('again', 1950)).toEqual(play);
    // Seen only once: a later frame does not move the time.
    m.seen();
    expect(m.press('again', 2000)).toEqual(play);
    // A key or a screen reader has no tap: it presses.
    expect(m.press('again')).toEqual(play);
    // A redraw (a resize, the Details tab) was in sight already: no read time.
    const redrawn = model(page.match!.result!, { clock: { now: () => 5000 }, readMs: 0 });
    redrawn.seen();
    expect(redrawn.press('details', 5000)).toEqual({ kind: 'tab', tab: 'details' });
  });

  test('a game from the builder: the Builder first, and its unsaved board offered to keep', async () => {
    const page = await finishedGame(
      'custom:2x3:fc',
      ['human', 'human'],
      ['a1', 'c1', 'b1', 'a2', 'b2', 'c2'],
    );
    const m = model(page.match!.result!, { fromBuilder: true, unsavedBoard: 'custom:2x3:fc' });
    const shot = m.snapshot();
    // Two people: the rematch with the other person first beside Play again; the rest in More.
    expect(shot.buttons.map((b) => b.id)).toEqual(['again', 'switch', 'review', 'more']);
    expect(shot.more.map((b) => b.id)).toEqual(['details', 'share', 'save-board', 'builder', 'menu']);
    expect(shot.buttons.find((b) => b.id === 'review')!.label).toBe('Review game');
    // Four fit across an upright phone: the Builder takes Review's place in the bar.
    expect(shot.aside.map((b) => b.id)).toEqual([
      'results:again',
      'results:back',
      'results:builder',
      'results:menu',
    ]);
    expect(m.press('builder')).toEqual({ kind: 'leave', to: 'builder' });
    expect(m.press('save-board')).toEqual({ kind: 'save-board', board: 'custom:2x3:fc' });
    m.boardSaved();
    expect(m.snapshot().more[2]!.label).toBe('Saved');
    expect(m.press('save-board')).toEqual({ kind: 'none' });
  });

  test('Swap who starts: the other side first, remembered; the adaptive opponent at its new skill', () => {
    const base = {
      winner: 1,
      scores: [9, 5],
      rules: 'square:4',
      scoring: 'divisions',
      history: [
        [0, 0],
        [9, 5],
      ],
      record: 'square:4',
    } as const;
    const settings = structuredClone({ ...DEFAULT_SETTINGS, mode: 'solo' as const });
    let saves = 0;
    const solo = model(
      {
        ...base,
        players: ['human', 'adaptive:0.5'],
        skill: { before: 0.5, after: 0.4 },
        scores: [9, 5],
        history: [
          [0, 0],
          [9, 5],
        ],
      },
      { settings, saveSettings: () => saves++ },
    );
    expect(solo.press('switch')).toEqual({
      kind: 'play',
      setup: { rules: 'square:4', players: ['adaptive:0.4', 'human'] },
    });
    expect(settings.first).toBe('opponent');
    expect(saves).toBe(1);
    const people = structuredClone({
      ...DEFAULT_SETTINGS,
      mode: 'duo' as const,
      people: { names: ['Ana', 'Bo'] as [string, string], first: 0 as const },
    });
    const duo = model(
      {
        ...base,
        players: ['human', 'human'],
        scores: [9, 5],
        history: [
          [0, 0],
          [9, 5],
        ],
      },
      { settings: people, saveSettings: () => saves++ },
    );
    expect(duo.snapshot().title).toBe('Ana won by 4');
    expect(duo.snapshot().lead).toEqual({ player: 0, title: "Ana's lead" });
    expect(duo.press('switch')).toEqual({
      kind: 'play',
      setup: { rules: 'square:4', players: ['human', 'human'] },
    });
    expect(people.people.first).toBe(1);
    expect(saves).toBe(2);
  });

  test("the count's cell takes the board's shape, and every line under the score is a sentence", () => {
    const lost = (rules: string, players: ['human', 'expert'] | ['human', 'adaptive:0.5']) =>
      model({
        winner: 2,
        scores: [12, 24],
        rules,
        scoring: rules.includes('connections') ? 'connections' : 'divisions',
        players,
        ...(players[1] === 'adaptive:0.5' ? { skill: { before: 0.5, after: 0.4 } } : {}),
        history: [
          [0, 0],
          [12, 24],
        ],
        record: rules,
      }).snapshot();
    // A triangle's results showed square cells beside the counts.
    expect(lost('tri:6/connections', ['human', 'expert']).piece).toMatch(/^tri-/);
    expect(lost('hex:4', ['human', 'expert']).piece).toMatch(/^hex-/);
    expect(lost('square:5', ['human', 'expert']).piece).toBe('0000');
    for (const shot of [
      lost('tri:6/connections', ['human', 'expert']),
      lost('square:5/connections', ['human', 'adaptive:0.5']),
    ]) {
      expect(shot.kind.length).toBeGreaterThan(1);
      for (const line of shot.kind) expect(line, line).toMatch(/[.!?]$/);
    }
  });
});
