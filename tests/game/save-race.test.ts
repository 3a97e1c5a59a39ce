// Two tabs writing the save within tens of milliseconds: each tab reads its own copy of the storage
// and sees the other's write late (late-tabs.ts, as Chromium does), so one can write over a game it
// has not seen. The newer game is what stays saved, and the tab whose game lost says so.
import { describe, expect, test } from 'vitest';
import { AgentClient } from '../../src/ai/client.ts';
import { Match } from '../../src/game/match.ts';
import { writesBack } from '../../src/game/save-keeper.ts';
import { loadSavedMatch, SAVED_MATCH_KEY } from '../../src/game/saved-match.ts';
import { Store, STORAGE_PREFIX } from '../../src/game/storage.ts';
import { LateTabs, type LateTab, type Write } from './late-tabs.ts';

const client = new AgentClient();
const KEY = STORAGE_PREFIX + SAVED_MATCH_KEY;
const storeOf = (tab: LateTab) => new Store(tab, undefined, tab.otherTabs);
/** The moves of the game the browser holds, by square. */
const savedMoves = (tabs: LateTabs) => loadSavedMatch(new Store(tabs.tab()))!.moves;

/** The writes on the way with one tab's first, each tab's in the order it made them (as a page's arrive). */
const firstFrom = (tab: LateTab) => (writes: Write[]) => [
  ...writes.filter((w) => w.from === tab),
  ...writes.filter((w) => w.from !== tab),
];

function told(): { count: number; tell: () => void } {
  const t = { count: 0, tell: () => t.count++ };
  return t;
}

function resume(tab: LateTab, onSaveChanged: () => void): Match {
  const store = storeOf(tab);
  const saved = loadSavedMatch(store)!;
  const m = new Match(saved.setup, { client, store, moves: saved.moves, resumed: true, onSaveChanged });
  m.start();
  return m;
}

describe('two tabs writing the save at once', () => {
  test('a tab that resumes while the other tab is saving a move does not put the older game back', () => {
    const tabs = new LateTabs();
    const a = new Match(
      { rules: 'square:5', players: ['human', 'human'] },
      { client, store: storeOf(tabs.tab()) },
    );
    a.start();
    for (const s of [0, 24, 4, 20]) a.play(s);
    const b = tabs.tab();
    tabs.deliver();
    // A's fifth move is on its way when B's Resume reads B's copy: the four-move game.
    a.play(6);
    const toldB = told();
    const resumed = resume(b, toldB.tell);
    expect(resumed.position.moves()).toHaveLength(4);
    tabs.deliver();
    expect(savedMoves(tabs)).toEqual([0, 24, 4, 20, 6]);
    // B's next move finds the newer game and writes nothing over it.
    resumed.play(18);
    tabs.deliver();
    expect(savedMoves(tabs)).toEqual([0, 24, 4, 20, 6]);
    expect(toldB.count).toBe(1);
  });

  test('a move written over a newer game it had not seen is replaced by the newer game, and its tab says so', () => {
    for (const order of ['as sent', "B's first"] as const) {
      const tabs = new LateTabs();
      const toldA = told();
      const a = new Match(
        { rules: 'square:5', players: ['human', 'human'] },
        { client, store: storeOf(tabs.tab()), onSaveChanged: toldA.tell },
      );
      a.start();
      for (const s of [0, 24, 4, 20]) a.play(s);
      const tabB = tabs.tab();
      tabs.deliver();
      const toldB = told();
      const b = resume(tabB, toldB.tell);
      // A plays two moves (a move and its reply) and B one, all within the time a write takes to
      // reach the other tab: B's move is written over the four-move game it saw.
      a.play(6);
      a.play(18);
      b.play(12);
      // A tab's own writes arrive in the order it made them; the two tabs' in either order.
      tabs.deliver(order === 'as sent' ? undefined : firstFrom(tabB));
      const newer = [0, 24, 4, 20, 6, 18];
      expect(savedMoves(tabs), order).toEqual(newer);
      b.play(8);
      a.play(12);
      tabs.deliver();
      expect(savedMoves(tabs), order).toEqual([...newer, 12]);
      expect([toldA.count, toldB.count], order).toEqual([0, 1]);
    }
  });

  test('two tabs each adding a move to the same save: one game is kept whole, and only the other tab says so', () => {
    // Marks are random: eight rounds each way see both tabs win.
    for (const reversed of [false, true, false, true, false, true, false, true, false, true, false, true]) {
      const tabs = new LateTabs();
      const first = new Match(
        { rules: 'square:5', players: ['human', 'human'] },
        { client, store: storeOf(tabs.tab()) },
      );
      first.start();
      first.play(0);
      const [tabA, tabB] = [tabs.tab(), tabs.tab()];
      tabs.deliver();
      first.dispose();
      const [toldA, toldB] = [told(), told()];
      const a = resume(tabA, toldA.tell);
      const b = resume(tabB, toldB.tell);
      a.play(24);
      b.play(20);
      tabs.deliver(reversed ? firstFrom(tabB) : undefined);
      const kept = savedMoves(tabs);
      expect([
        [0, 24],
        [0, 20],
      ]).toContainEqual(kept);
      // Every copy agrees with the browser.
      expect(tabA.getItem(KEY)).toBe(tabs.values.get(KEY));
      expect(tabB.getItem(KEY)).toBe(tabs.values.get(KEY));
      const [winner, loser] = kept[1] === 24 ? [a, b] : [b, a];
      loser.play(4);
      winner.play(4);
      tabs.deliver();
      expect(savedMoves(tabs)).toEqual([...kept, 4]);
      expect(toldA.count + toldB.count).toBe(1);
    }
  });
});

describe('which write is put back', () => {
  const mine = { rev: 6, by: 'm' };
  test('only a write over this match own save, by another, that had not seen it', () => {
    expect(writesBack(mine, mine, { rev: 5, by: 'o' })).toBe(true);
    expect(writesBack(mine, mine, { rev: 7, by: 'o' })).toBe(false);
    expect(writesBack(mine, { rev: 5, by: 'm' }, { rev: 5, by: 'o' })).toBe(false);
    expect(writesBack(mine, { rev: 6, by: 'o' }, { rev: 5, by: 'p' })).toBe(false);
    expect(writesBack(mine, mine, { rev: 6, by: 'm' })).toBe(false);
    expect(writesBack(mine, mine, null)).toBe(false);
    expect(writesBack(mine, null, { rev: 1, by: 'o' })).toBe(false);
  });
  test('at equal revisions the higher mark wins, in both tabs alike', () => {
    const other = { rev: 6, by: 'n' };
    expect(writesBack(mine, mine, other)).toBe(false);
    expect(writesBack(other, other, mine)).toBe(true);
  });
});
