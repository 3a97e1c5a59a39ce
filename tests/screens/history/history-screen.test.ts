import { describe, expect, test } from 'vitest';
import { replayRecord, writeRecord } from '../../../src/engine/index.ts';
import { keepGame } from '../../../src/game/game-history.ts';
import { readMatchLink } from '../../../src/game/links.ts';
import { HistoryScreen, keptGameLink } from '../../../src/screens/history/history-screen.ts';
import { personGame, storeRig } from './history-rig.ts';

function games() {
  const { store } = storeRig();
  const mine = keepGame(store, personGame('square:3', 'easy', 'loss', 1000)).game!;
  const watched = keepGame(store, {
    ...personGame('square:3', 'easy', 'win', 2000),
    players: ['easy', 'hard'],
    names: ['Easy', 'Hard'],
  }).game!;
  return { mine, watched };
}

describe("the History screen's place and a game's actions", () => {
  test("the title is Your games, and the ladder's own on the Ladder tab", () => {
    const screen = new HistoryScreen();
    expect(screen.title()).toBe('Your games');
    screen.show('ladder');
    expect(screen.title()).toBe('The ladder');
    screen.show('record');
    expect(screen.title()).toBe('Your games');
  });

  test('a tapped row is chosen, tapped again it is not; a game gone is forgotten', () => {
    const { mine } = games();
    const screen = new HistoryScreen();
    screen.choose(mine.id);
    expect(screen.chosen).toBe(mine.id);
    screen.choose(mine.id);
    expect(screen.chosen).toBeNull();
    screen.choose(mine.id);
    screen.act('replay', mine);
    screen.forgetMissing([]);
    expect(screen.chosen).toBeNull();
    expect(screen.replay).toBeNull();
  });

  test('the keys on the list: arrows move the chosen game, Enter opens it as a tap on Replay does', () => {
    const { mine, watched } = games();
    const list = [watched, mine];
    const screen = new HistoryScreen();
    expect(screen.enter([])).toBeNull();
    // Enter with nothing chosen chooses the first game, as a tap on it would.
    expect(screen.enter(list)).toBeNull();
    expect(screen.chosen).toBe(watched.id);
    expect(screen.moveChoice(list, 1)).toBe(1);
    expect(screen.moveChoice(list, 1)).toBe(1);
    expect(screen.chosen).toBe(mine.id);
    expect(screen.enter(list)).toEqual({ kind: 'replay' });
    expect(screen.replay?.game.id).toBe(mine.id);
    // In the replay, or on another tab, Enter opens nothing more.
    expect(screen.enter(list)).toBeNull();
    screen.closeReplay();
    screen.show('record');
    expect(screen.enter(list)).toBeNull();
    expect(screen.replay).toBeNull();
  });

  test('a game kept since the list was last shown clears the choice and puts the list at its top', () => {
    const { store } = storeRig();
    const old = keepGame(store, personGame('square:3', 'easy', 'loss', 1000)).game!;
    const screen = new HistoryScreen();
    screen.forgetMissing([old]);
    screen.choose(old.id);
    screen.scroll.games.size(2000, 500);
    screen.scroll.games.scrollTo(300);
    // Shown again with the same games (a resize): the choice and the scroll stay.
    screen.forgetMissing([old]);
    expect(screen.chosen).toBe(old.id);
    expect(screen.scroll.games.offset).toBe(300);
    const newer = keepGame(store, personGame('square:3', 'easy', 'win', 2000)).game!;
    screen.forgetMissing([newer, old]);
    expect(screen.chosen).toBeNull();
    expect(screen.scroll.games.offset).toBe(0);
  });

  test('replay opens here; review and retry open the game with its moves; retry only where a person played', () => {
    const { mine, watched } = games();
    const screen = new HistoryScreen();
    expect(screen.act('replay', mine)).toEqual({ kind: 'replay' });
    expect(screen.replay?.game.id).toBe(mine.id);
    const open = { id: mine.id, setup: { rules: 'square:3', players: ['human', 'easy'] }, moves: mine.moves };
    expect(screen.act('review', mine)).toEqual({ kind: 'review', game: open, retryWorst: false });
    expect(screen.act('retry', mine)).toEqual({ kind: 'review', game: open, retryWorst: true });
    expect(screen.actions(watched).map((a) => [a.id, a.enabled])).toEqual([
      ['history-replay', true],
      ['history-review', true],
      ['history-retry', false],
      ['history-share', true],
    ]);
    expect(screen.act('retry', watched)).toBeNull();
  });

  test('a game opened for review is the same game: the record the review analyses is the one played', () => {
    const { mine } = games();
    const out = new HistoryScreen().act('review', mine);
    if (out?.kind !== 'review') throw new Error('review should open the game');
    const played = replayRecord([mine.rules, ...mine.moves].join(' '));
    const opened = replayRecord([out.game.setup.rules, ...out.game.moves].join(' '));
    expect(writeRecord(opened)).toBe(writeRecord(played));
    expect(opened.isOver()).toBe(true);
  });

  test('share gives a link that opens the same game, every move in it', () => {
    const { mine } = games();
    const out = new HistoryScreen().act('share', mine);
    if (out?.kind !== 'share') throw new Error('share should share');
    const link = keptGameLink('https://example.com/cell/', out.game);
    const read = readMatchLink(new URL(link).search);
    expect(read).toEqual({ start: { setup: out.game.setup, moves: mine.moves } });
    expect(out.copied).toMatch(/^Link copied/);
  });

  test('each tab keeps its own scroll', () => {
    const screen = new HistoryScreen();
    screen.scroll.games.size(1000, 100);
    screen.scroll.games.wheel(300);
    screen.show('record');
    expect(screen.scroll.record.offset).toBe(0);
    screen.show('games');
    expect(screen.scroll.games.offset).toBe(300);
  });
});
