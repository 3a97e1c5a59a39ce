// The rules of RULES.md sections 11 (capture), 12 (stem cells) and 13 (jumps), each with its
// worked example, on square, hexagonal and triangular boards.
import { describe, expect, test } from 'vitest';
import {
  parseRules,
  Position,
  readSquareName,
  renderBoardText,
  replayRecord,
  tryReplayRecord,
  writeRecord,
} from '../../src/engine/index.ts';

const cellsOf = (p: Position, q: 1 | 2) =>
  Array.from(p.owner)
    .flatMap((x, s) => (x === q ? [s] : []))
    .map((s) => `${String.fromCharCode(97 + p.layout.colOf[s]!)}${p.layout.rowOf[s]! + 1}`)
    .sort();
const square = (p: Position, name: string) => {
  const read = readSquareName(p.layout, name);
  if (!('square' in read)) throw new Error(name);
  return read.square;
};

describe('capture (section 11)', () => {
  test('the worked example: b2 captures the lone cell on a1 against the edge, 24 to 1', () => {
    const game = replayRecord('square:4/capture a2 a1 b1 d4 b2');
    expect(cellsOf(game, 1)).toEqual(['a1', 'a2', 'b1', 'b2']);
    expect(cellsOf(game, 2)).toEqual(['d4']);
    expect([game.score(1), game.score(2)]).toEqual([24, 1]);
    expect(renderBoardText(game)).toBe(
      [' 4  . . . o', ' 3  . . . .', ' 2  x X . .', ' 1  x x . .', '    a b c d'].join('\n'),
    );
  });

  test('undo converts the group back', () => {
    const game = replayRecord('square:4/capture a2 a1 b1 d4 b2');
    game.undo();
    expect(cellsOf(game, 2)).toEqual(['a1', 'd4']);
    expect([game.score(1), game.score(2)]).toEqual([4, 2]);
    expect(game.hashLo).toBe(replayRecord('square:4/capture a2 a1 b1 d4').hashLo);
  });

  test('without /capture the same moves capture nothing', () => {
    expect(cellsOf(replayRecord('square:4 a2 a1 b1 d4 b2'), 2)).toEqual(['a1', 'd4']);
  });

  test('a whole group with no liberty is captured, and the Δscore the opponents read is the true change', () => {
    // Player 2's a1 a2 is shut in by a3, b3, b2 and b1 once player 1 plays b1.
    const before = replayRecord('square:4/capture a3 a1 b3 a2 b2 d4');
    const b1 = square(before, 'b1');
    const gain = before.deltaScore(1, b1);
    const scoreBefore = before.score(1);
    before.play(b1);
    expect(cellsOf(before, 2)).toEqual(['d4']);
    expect(cellsOf(before, 1)).toEqual(['a1', 'a2', 'a3', 'b1', 'b2', 'b3']);
    expect(before.score(1) - scoreBefore).toBe(gain);
    expect(gain).not.toBe(before.formulaDelta(1, b1));
  });

  test('only the mover captures: a move into a shut-in spot converts nothing of its own', () => {
    // Player 2 plays a1 where it has no liberty: it stays player 2's, and nothing of player 1's changes.
    const game = replayRecord('square:4/capture a2 c3 b2 c4 b1 a1');
    expect(cellsOf(game, 2)).toEqual(['a1', 'c3', 'c4']);
    expect(cellsOf(game, 1)).toEqual(['a2', 'b1', 'b2']);
  });

  test('captures on hexagonal and triangular boards follow their neighbours', () => {
    // hex:3's corner a1 has three neighbours: b1, b2, a2.
    const hex = replayRecord('hex:3/capture b1 a1 b2 e5 a2');
    expect(cellsOf(hex, 2)).toEqual(['e5']);
    // tri:3's corner a1 has one neighbour, b1: playing it captures a1.
    const tri = replayRecord('tri:3/capture c3 a1 b1');
    expect(cellsOf(tri, 1)).toEqual(['a1', 'b1', 'c3']);
  });

  test('under gravity the landing square captures', () => {
    // beaker:3x3: player 2's a1 is shut in once player 1's cell lands on b2.
    const game = replayRecord('beaker:3x3/capture b a a c b');
    expect(cellsOf(game, 1)).toEqual(['a1', 'a2', 'b1', 'b2']);
    expect(cellsOf(game, 2)).toEqual(['c1']);
  });
});

describe('stem cells (section 12)', () => {
  test('a stem square holds a stem cell from the start, and no move is played there', () => {
    const game = new Position(parseRules('square:5/stem'));
    const c3 = square(game, 'c3');
    expect(game.isStem(c3)).toBe(true);
    expect(game.legalMoveList()).not.toContain(c3);
    expect(tryReplayRecord('square:5/stem c3')).toEqual({ error: 'move 1: c3 is a stem square' });
    expect(game.movesLeft()).toBe(24);
  });

  test('a stem cell never connects: a cell next to it does not divide towards it', () => {
    const game = replayRecord('square:5/stem b3 a1');
    expect(game.pattern[square(game, 'b3')]).toBe(0);
    expect(game.score(1)).toBe(1);
  });

  test('complete when its neighbours are filled: a piece per neighbouring cell and the centre to the player with more', () => {
    // Around c3: player 1 b2 b4 d4 d2 c2 (5 pieces), player 2 b3 c4 d3 (3 pieces).
    const open = replayRecord('square:5/stem b2 b3 b4 c4 d4 d3 d2 a5');
    const cells = open.score(1);
    const c2 = square(open, 'c2');
    expect(open.deltaScore(1, c2)).toBe(open.formulaDelta(1, c2) + 5 + 1);
    open.play(c2);
    // Player 1: the cells' own divisions, plus 5 pieces and the centre; player 2: 3 pieces.
    const done = replayRecord('square:5 b2 b3 b4 c4 d4 d3 d2 a5 c2');
    expect(open.score(1)).toBe(done.score(1) + 6);
    expect(open.score(2)).toBe(done.score(2) + 3);
    expect(cells).toBe(replayRecord('square:5 b2 b3 b4 c4 d4 d3 d2 a5').score(1));
  });

  test('equal pieces give no centre; an incomplete stem cell scores nothing', () => {
    // hex:3's centre c3: six neighbours, three each.
    const open = replayRecord('hex:3/stem d3 b3 d4 b2 c4');
    const plain = replayRecord('hex:3 a1 d3 b3 d4 b2 c4').score(2);
    expect(open.score(1)).toBe(replayRecord('hex:3 d3 b3 d4 b2 c4').score(1));
    open.play(square(open, 'c2'));
    expect(open.score(2) - replayRecord('hex:3 d3 b3 d4 b2 c4 c2').score(2)).toBe(3);
    expect(open.score(1) - replayRecord('hex:3 d3 b3 d4 b2 c4 c2').score(1)).toBe(3);
    expect(plain).toBeGreaterThan(0);
  });

  test('a stem cell inside a square board is worth up to 9; by connections too', () => {
    const ring = ['b2', 'b3', 'b4', 'c4', 'd4', 'd3', 'd2'];
    const far = ['a1', 'e1', 'a5', 'e5', 'a3', 'e3', 'c1'];
    const moves = ring.flatMap((s, i) => [s, far[i]!]).join(' ');
    const withStem = replayRecord(`square:5/connections/stem ${moves}`);
    withStem.play(square(withStem, 'c2'));
    const plain = replayRecord(`square:5/connections/stem:a2 ${moves} c2`);
    expect(withStem.score(1) - plain.score(1)).toBe(9);
  });

  test('under gravity the stem cell fills its square: cells land below it, then above it', () => {
    const game = new Position(parseRules('beaker:4x5/stem:c2'));
    expect(game.landingSquare(2)).toBe(square(game, 'c1'));
    game.play(square(game, 'c1'));
    expect(game.landingSquare(2)).toBe(square(game, 'c3'));
    expect(
      replayRecord('beaker:4x5/stem:c2 c c')
        .moves()
        .map((s) => game.layout.rowOf[s]),
    ).toEqual([0, 2]);
    expect(new Position(parseRules('beaker:4x5/stem:c1')).landingSquare(2)).toBe(square(game, 'c2'));
  });
});

describe('jumps (section 13)', () => {
  test("the worked example: c3xe5 leaves c3 for e5 and d4 becomes player 1's", () => {
    const game = replayRecord('square:6/jumps c3 d4 d3 f6 c3xe5');
    expect(cellsOf(game, 1)).toEqual(['d3', 'd4', 'e5']);
    expect(cellsOf(game, 2)).toEqual(['f6']);
    expect(writeRecord(game)).toBe('square:6/jumps c3 d4 d3 f6 c3xe5');
    expect([game.jumpsLeft(1), game.jumpsLeft(2)]).toEqual([1, 2]);
    expect(game.toMove()).toBe(2);
    // A jump fills no square: 32 placements are still to come.
    expect(game.movesLeft()).toBe(32);
    expect(game.lastMove()).toBe(square(game, 'e5'));
  });

  test.each([
    ['square:6/jumps c3 d4 d3 f6 b2xd4', 'move 5: b2xd4: b2 is not your cell'],
    ['square:6/jumps c3 d4 d3 f6 d3xf5', "move 5: d3xf5: e4 is not the other player's cell"],
    ['square:6/jumps c3 d4 d3 e5 c3xe5', 'move 5: c3xe5: e5 is occupied'],
    ['square:6/jumps c3 d4 d3 f6 c3xd5', 'move 5: c3xd5: d5 is not two squares from c3 on a line'],
    ['square:6/jumps c3 d4 d3 f6 c3xz9', 'move 5: c3xz9: z9 is off the board'],
    [
      'square:6 c3 d4 d3 f6 c3xe5',
      'move 5: c3xe5: jumps are not played under square:6; add /jumps to the rules id',
    ],
    ['square:5/stem/jumps a1 b2 e5 e4 a1xc3', 'move 5: a1xc3: c3 is a stem square'],
    ['square:6/jumps a1 b2 a4 b5 a1xc3 f6 a4xc6 d4 c3xe5', 'move 9: c3xe5: no jumps left'],
    ['tri:4/jumps d2 e2 a1 g1 d2xf2', 'move 5: d2xf2: f2 is not two squares from d2 on a line'],
  ])('refused - %s', (record, message) => {
    expect(tryReplayRecord(record)).toEqual({ error: message });
  });

  test('two jumps a player, counted in the position, its hash and undo', () => {
    const game = replayRecord('square:6/jumps a1 b2 a4 b5 a1xc3 f6 a4xc6 d4');
    expect([game.jumpsLeft(1), game.jumpsLeft(2)]).toEqual([0, 2]);
    expect(game.legalJumps([])).toBe(0);
    game.undo();
    const after = [game.hashLo, game.hashHi];
    game.undo();
    expect(game.jumpsLeft(1)).toBe(1);
    const before = [game.hashLo, game.hashHi];
    const jump = game.findJump(square(game, 'a4'), square(game, 'c6'));
    if (!('move' in jump)) throw new Error(jump.error);
    game.play(jump.move);
    expect([game.hashLo, game.hashHi]).toEqual(after);
    expect(after).not.toEqual(before);
  });

  test('with capture, the jumped cell converts first, then the landing square captures', () => {
    // Player 2's a1 is shut in by b1 b2 once player 1 holds a2: player 1 jumps c4xa2 over b3.
    const game = replayRecord('square:4/capture/jumps b1 a1 b2 b3 c4 d4 c4xa2');
    expect(cellsOf(game, 1)).toEqual(['a1', 'a2', 'b1', 'b2', 'b3']);
    expect(cellsOf(game, 2)).toEqual(['d4']);
    game.undo();
    expect(cellsOf(game, 2)).toEqual(['a1', 'b3', 'd4']);
  });

  test('on a triangular board a jump follows a line: two neighbours in the same direction', () => {
    // tri:4: straight up from d2 (an up cell) lie d3 (down) and then d4.
    const game = replayRecord('tri:4/jumps d2 d3 a1 g1 d2xd4');
    expect(cellsOf(game, 1)).toEqual(['a1', 'd3', 'd4']);
  });

  test('the game still ends when no playable square is empty, jumps or not', () => {
    const game = replayRecord('grid:2x3/jumps a1 b1 a2 b2 a1xc1 a1');
    expect([game.isOver(), game.movesLeft(), game.toMove()]).toEqual([false, 1, 1]);
    game.play(square(game, 'c2'));
    expect([game.isOver(), game.ply, game.toMove(), game.winner()]).toEqual([true, 7, null, 1]);
    expect(tryReplayRecord('grid:2x3/jumps a1 b1 a2 b2 a1xc1 a1 c2 b1')).toEqual({
      error: 'move 8: the game is over',
    });
  });
});
