// The match's move events under capture, stem cells and jumps (RULES.md sections 11 to 13): what
// the board animates (the jump's squares, the converted cells nearest first, the stem cells
// completed) and scores that are the engine's.
import { expect, test } from 'vitest';
import { resolveMove, replayRecord, type Layout } from '../../src/engine/index.ts';

const at = (layout: Layout, name: string) => {
  const s = /^([a-z])(\d+)$/.exec(name)!;
  return layout.squareAt[(Number(s[2]) - 1) * layout.cols + s[1]!.charCodeAt(0) - 97]!;
};
import { AgentClient } from '../../src/ai/client.ts';
import type { MoveEvent } from '../../src/game/events.ts';
import { Match } from '../../src/game/match.ts';

const tick = () => new Promise((r) => setTimeout(r, 1));
async function settle(match: Match) {
  for (let i = 0; i < 200 && match.busy; i++) await tick();
}

async function play(rules: string, moves: string[]) {
  const match = new Match({ rules, players: ['human', 'human'] }, { client: new AgentClient() });
  const events: MoveEvent[] = [];
  match.on((e) => {
    if (e.type === 'move') events.push(e);
  });
  match.start();
  for (const m of moves) {
    const move = resolveMove(match.position, m);
    if ('error' in move) throw new Error(move.error);
    expect(match.play(move.square)).toBe(true);
    await settle(match);
  }
  return { match, events, last: events.at(-1)! };
}

test('capture - RULES.md section 11 example: b2 converts a1, the scores are the engine’s', async () => {
  const { match, last } = await play('square:4/capture', ['a2', 'a1', 'b1', 'd4', 'b2']);
  const layout = match.position.layout;
  expect(last.square).toBe(at(layout, 'b2'));
  expect(last.converted).toEqual([at(layout, 'a1')]);
  expect(last.scores).toEqual([24, 1]);
  expect(last.gains).toEqual([24 - replayRecord('square:4/capture a2 a1 b1 d4').score(1), -1]);
  expect(last.stems).toEqual([]);
});

test('jumps - b2xd4 over c3: the cell leaves b2 for d4, c3 turns over; the event names all three', async () => {
  const { match, last } = await play('square:6/jumps', ['b2', 'c3', 'a6', 'f6', 'b2xd4']);
  const layout = match.position.layout;
  const sq = (n: string) => at(layout, n);
  expect(last.jump).toEqual({ from: sq('b2'), over: sq('c3') });
  expect(last.square).toBe(sq('d4'));
  expect(last.converted).toEqual([sq('c3')]);
  expect(match.position.owner[sq('b2')]).toBe(0);
  expect(last.scores).toEqual([match.position.score(1), match.position.score(2)]);
});

test('stem cells - the move that fills the last square around c3 of square:5/stem completes it', async () => {
  const around = ['b2', 'b3', 'b4', 'c2', 'c4', 'd2', 'd3', 'd4'];
  const { events, last, match } = await play('square:5/stem', around);
  expect(events.slice(0, -1).every((e) => e.stems.length === 0)).toBe(true);
  expect(last.stems).toEqual([at(match.position.layout, 'c3')]);
  expect(last.scores).toEqual([match.position.score(1), match.position.score(2)]);
});

test('capture on tri:4 - the converted cells come nearest the arriving cell first', async () => {
  const rules = 'tri:4/capture';
  const p = replayRecord(rules);
  // Play random legal games until a capture converts two or more cells, then check the order.
  let seed = 7;
  const rand = (n: number) => (seed = (seed * 1103515245 + 12345) >>> 0) % n;
  for (let game = 0; game < 200; game++) {
    const { match, events } = await play(rules, []);
    while (!match.position.isOver()) {
      const legal = match.position.legalMoveList();
      match.play(legal[rand(legal.length)]!);
      await settle(match);
    }
    const big = events.find((e) => e.converted.length >= 2);
    if (!big) continue;
    const { centreX, centreY } = match.position.layout;
    const d = (s: number) =>
      Math.hypot(centreX[s]! - centreX[big.square]!, centreY[s]! - centreY[big.square]!);
    const distances = big.converted.map(d);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    return;
  }
  expect.unreachable(`no capture of 2 or more cells in 200 random ${p.rules.id} games`);
});
