// The guided game's script and pace on its model, in Node with a clock run by hand: the words of
// each step checked against the board as it stands (a step that says a cell splits in two shows a
// 2-piece cell), the glowing square, whose turn the panels name, what a tap not taken is told, how
// long each line stays to be read, "Tap" or "Click" by the input, Skip during the guided game only,
// and where it leads.
import { LADDER } from '../../../src/screens/history/ladder.ts';
import { describe, expect, test } from 'vitest';
import { squareName } from '../../../src/engine/index.ts';
import { missedWords, readingMs } from '../../../src/words/tutorial-words.ts';
import { GUIDED_WORDS } from '../../../src/words/tutorial-script.ts';
import { GUIDED_STEPS } from '../../../src/screens/tutorial/tutorial-model.ts';
import { OPPONENT_LINES, guided, pieces, settle } from './guided-game.ts';

describe('tutorial model', () => {
  test("seven steps and the line picture on one board, each step's words true to the board as they are said", async () => {
    const g = guided();
    const said: string[] = []; // the card's words each time the view draws: never empty
    g.observe(() => said.push(g.words()));
    await settle();
    const named = (...names: string[]) => names.map((n) => pieces(g.match, g.square(n)));
    /** The cut lines drawn now, each by its two end squares. */
    const cuts = () =>
      g.model
        .snapshot()
        .cuts.map((c) =>
          [c.from, c.to]
            .map((s) => squareName(g.match.position.layout, s))
            .sort()
            .join('-'),
        )
        .sort();
    /** The gain shown on each cell for the move the words speak of, by square name. */
    const gains = () =>
      Object.fromEntries(
        (g.model.snapshot().worth?.terms ?? []).map((t) => [
          squareName(g.match.position.layout, t.square),
          t.points,
        ]),
      );
    const steps: (string | null)[] = [];
    const step = () => {
      const now = g.model.snapshot().step;
      if (steps.at(-1) !== now) steps.push(now);
    };
    step();
    expect(g.model.snapshot()).toMatchObject({
      words: 'Tap the glowing square to place your first cell.',
      phase: 'tap',
      turn: 1,
      marked: g.square('b2'),
      skip: true,
      choices: [],
    });
    // A wrong tap: nothing is played, the ring blinks, and the card says where to tap, then its words come back.
    expect(await g.tap('a2')).toBe(false);
    expect(g.match.position.moves()).toEqual([]);
    expect(g.blinks()).toBe(1);
    // The tapped square is told the view (it flashes where the eye is), and the card nudges its line.
    expect(g.blinked()).toEqual([g.square('a2')]);
    const line = 'Not that one: the glowing square, b2, is to the right.';
    expect(g.words()).toBe(line);
    expect(g.model.snapshot().missed).toBe(1);
    // The same wrong tap again, halfway through the line's reading: the card nudges anew (a new
    // miss number) and the line stays its whole reading time from that second tap.
    await g.clock.advance(readingMs(line) / 2);
    expect(await g.tap('a2')).toBe(false);
    expect(g.words()).toBe(line);
    expect(g.model.snapshot().missed).toBe(2);
    await g.clock.advance(readingMs(line) / 2 + 10);
    expect(g.words()).toBe(line);
    await g.clock.advance(readingMs(line) / 2);
    expect(g.words()).toBe(GUIDED_WORDS.first('Tap'));
    expect(g.model.snapshot().missed).toBe(0);

    // 1. A cell on its own counts 1.
    expect(await g.tap('b2')).toBe(true);
    expect(g.model.snapshot()).toMatchObject({ phase: 'next', turn: null, marked: null });
    expect(g.words()).toBe('A cell on its own counts 1: your score is 1.');
    // A lone cell has no cut to show.
    expect(cuts()).toEqual([]);
    expect(named('b2')).toEqual([1]);
    expect(g.match.scores()[0]).toBe(1);
    await g.tap('a2');
    expect(g.words()).toBe('Press Next to go on.');
    await g.clock.advance(readingMs('Press Next to go on.'));
    await g.opponentLine(OPPONENT_LINES[0]);

    // 2. Two of one colour that touch: each splits in two (2 pieces), 2 + 2 = 4.
    step();
    expect(g.model.snapshot()).toMatchObject({ turn: 1, marked: g.square('c2') });
    expect(g.words()).toBe('Tap the glowing square, beside your cell.');
    await g.tap('c2');
    expect(g.words()).toBe(GUIDED_WORDS.split(4));
    expect(g.words()).toMatch(/each splits in two: 2 pieces/);
    expect(named('b2', 'c2')).toEqual([2, 2]);
    // The line the words speak of is drawn through both cells.
    expect(cuts()).toEqual(['b2-c2']);
    expect(g.match.scores()[0]).toBe(4);

    // 3. The opponent's cells split, on the board, for their own colour only: yours stay as they were.
    await g.opponentLine(OPPONENT_LINES[1]);
    step();
    expect(g.match.position.owner[g.square('b3')]).toBe(2);
    expect(named('a3', 'b3')).toEqual([2, 2]);
    expect(named('b2', 'c2')).toEqual([2, 2]);
    expect(g.match.scores()).toEqual([4, 4]);
    expect(g.words()).toBe(GUIDED_WORDS.opponentSplit(4));
    // Its gain on its own cells, in its colour: the new cell's 2 pieces and its lone cell's first split.
    expect(gains()).toEqual({ b3: 2, a3: 1 });
    expect(g.model.snapshot().worth?.mover).toBe(2);
    expect(g.words()).toMatch(/Theirs split too: it has 4\..*A cell splits only for its own colour/);
    // Its cut through its own two cells, none through the opponent's cell it touches.
    expect(cuts()).toEqual(['a3-b3']);
    await g.next();
    expect(cuts()).toEqual([]);

    // 4. The cells left and right split the middle one along one line: it still has 2 pieces.
    step();
    expect(g.model.snapshot()).toMatchObject({
      words: 'Tap the glowing square a2, left of your first cell.',
      marked: g.square('a2'),
    });
    await g.tap('a2');
    expect(named('a2', 'b2', 'c2')).toEqual([2, 2, 2]);
    expect(g.words()).toBe(GUIDED_WORDS.oneLine(6));
    expect(g.words()).toMatch(/^One line cuts all three: the middle is still 2 pieces\. You have 6\.$/);
    // Both sides cut along one line: one cut through all three.
    expect(cuts()).toEqual(['a2-c2']);
    expect(g.model.snapshot().picture).toBeNull();
    await g.opponentLine(OPPONENT_LINES[0]);

    // 5. Corners touch, on the board, before the picture's diagonal cuts and the try-it board's count; two directions: split twice, 4 pieces, and so do the two it touches.
    step();
    expect(g.words()).toBe(GUIDED_WORDS.corner('Tap'));
    expect(g.words()).toMatch(/^Corners touch too: diagonals count\./);
    // Before the tap the board shows what c1 would gain: its own 4 pieces, +2 on each cell it touches.
    expect(g.model.snapshot().preview).toBe(g.square('c1'));
    await g.tap('c1');
    expect(g.model.snapshot().preview).toBeNull();
    expect(gains()).toEqual({ c1: 4, b2: 2, c2: 2 });
    expect(named('c1', 'c2', 'b2', 'a2')).toEqual([4, 4, 4, 2]);
    expect(g.match.scores()[0]).toBe(14);
    expect(g.words()).toBe(GUIDED_WORDS.twoWays(4, 2, 2));
    expect(g.words()).toBe('Two lines: 4 pieces (+4). The 2 it touches gain a line: +2 each.');
    // Two lines, each as far as the cells of its colour go (a3 and c3 are the opponent's).
    expect(cuts()).toEqual(['b2-c1', 'c1-c2']);
    await g.next();

    // The picture: one cell touched from one more direction each time, a line for each: 1, 2, 4, 6.
    step();
    expect(g.words()).toBe(GUIDED_WORDS.moreLines);
    // Counted by lines, never by cells: "each of yours it touches cuts a line" taught the wrong count.
    expect(g.words()).toMatch(/One cut per line through it.*not per cell: 1, 2, 4, 6 pieces/);
    expect(cuts()).toEqual([]);
    const frames = g.model.snapshot().picture!.frames;
    expect(frames.map((f) => [f.frame, f.pieces, f.touching.length])).toEqual([
      ['0000', 1, 0],
      ['1000', 2, 1],
      ['1001', 4, 2],
      ['1011', 6, 3],
    ]);
    // Nothing is played while the picture is read.
    expect(g.match.position.moves()).toHaveLength(7);
    // The try-it board (line-trap.test.ts tries both ways): the better square first, then on.
    await g.tryIt();
    step();
    expect([g.model.snapshot().trap?.tried, g.match.position.moves().length]).toEqual(['d2', 7]);
    await g.opponentLine(OPPONENT_LINES[0]);
    expect(g.model.snapshot().trap).toBeNull();
    expect(g.model.snapshot().picture).toBeNull();

    // 6. A late move: 8 pieces, four cells split again, +16.
    step();
    expect(g.model.snapshot().marked).toBe(g.square('b1'));
    expect(g.model.snapshot().preview).toBe(g.square('b1'));
    await g.tap('b1');
    expect(gains()).toEqual({ b1: 8, a2: 2, b2: 2, c2: 2, c1: 2 });
    expect(named('b1')).toEqual([8]);
    // The four that split again: a2 2→4, b2 4→6, c2 4→6, c1 4→6.
    expect(named('a2', 'b2', 'c2', 'c1')).toEqual([4, 6, 6, 6]);
    expect(g.match.scores()[0]).toBe(30);
    // Its sum stood on the board before the tap; the words say what it means at once, no Next
    // screen repeating the sum: each of the person's moves' gains in turn, the last the largest.
    expect(g.words()).toBe(GUIDED_WORDS.lateCounts(1, 3, 2, 8, 16));
    // Four directions, four lines: 8 pieces.
    expect(cuts()).toEqual(['a2-b1', 'b1-b2', 'b1-c1', 'b1-c2']);
    expect(g.model.snapshot().skip).toBe(true);
    expect(g.words()).toBe('Your moves: +1, +3, +2, +8, +16. Late moves score most: a lead early can turn.');
    expect(g.match.position.moves()).toHaveLength(9);
    await g.next();

    // 7. The board is full: the game is over, the scores as the board has them.
    step();
    expect(g.match.position.isOver()).toBe(true);
    expect(g.match.scores()).toEqual([30, 7]);
    expect(g.words()).toBe(`${GUIDED_WORDS.end(30, 7)} ${GUIDED_WORDS.nextStep(1, 'a 5×5 board')}`);
    // Where Play leads is said on the way: the ladder's first step (a reviewer was dropped into it unawares).
    expect(g.words()).toBe(
      'The board is full: you win, 30 to 7. Ladder\u00a0step\u00a01: Easy on a 5×5 board.',
    );
    expect(cuts()).toEqual([]);
    expect(g.model.snapshot().skip).toBe(false);
    expect(steps).toEqual([...GUIDED_STEPS]);
    expect(g.model.snapshot().choices.map((c) => [c.id, c.label])).toEqual([
      ['tutorial:menu', 'Menu'],
      ['tutorial:play', 'Play step 1'],
    ]);
    g.model.choose('tutorial:menu');
    await settle();
    expect(said.filter((w) => w.trim() === '')).toEqual([]);
    // While each move plays out, what happens (a2's cut is b2's line already there: nothing splits again).
    for (const square of ['b2', 'a2']) expect(said).toContain(GUIDED_WORDS.landing(square, false));
    for (const square of ['c2', 'c1', 'b1']) expect(said).toContain(GUIDED_WORDS.landing(square, true));
    expect(g.ended()).toEqual({ to: 'leave', play: false });
  });

  test("the opponent thinks before it moves, as a real game's Easy: its line, its cue, then its move", async () => {
    const g = guided(false, 'touch', 500);
    await settle();
    await g.tap('b2');
    await g.next();
    // Its line is on the card and its turn named, its panel thinking: no move yet.
    expect(g.words()).toBe(OPPONENT_LINES[0]);
    expect(g.model.snapshot()).toMatchObject({ turn: 2, thinking: true });
    await g.clock.advance(499);
    expect(g.match.position.moves()).toHaveLength(1);
    expect(g.model.snapshot().thinking).toBe(true);
    // The pause over, the move lands and the cue stops.
    await g.clock.advance(1);
    expect(g.match.position.moves()).toHaveLength(2);
    expect(g.model.snapshot().thinking).toBe(false);
  });

  test('"Tap" with a finger, "Click" with a mouse: the ask and the line for a missed press follow the input in use', async () => {
    const g = guided(false, 'mouse');
    await settle();
    expect(g.words()).toBe('Click the glowing square to place your first cell.');
    await g.tap('b2');
    await g.next();
    await g.clock.advance(readingMs(OPPONENT_LINES[0]));
    expect(g.words()).toBe('Click the glowing square, beside your cell.');
    // The person picks the phone up: the line for a missed tap and the ask it stood in for say "Tap".
    g.use('touch');
    await g.tap('c3');
    expect(g.words()).toMatch(/^Not that one/);
    await g.clock.advance(readingMs(g.words()));
    expect(g.words()).toBe('Tap the glowing square, beside your cell.');
    expect(missedWords('tap', false, null, null, 1, 'Click')).toBe('Click the glowing square.');
  });

  test('the right tap after "Not that one" clears it at once: the ask goes with the glow while the move lands, then the step\'s words', async () => {
    const g = guided();
    await settle();
    await g.tap('b2');
    await g.opponentLine(OPPONENT_LINES[0]);
    const ask = 'Tap the glowing square, beside your cell.';
    expect(g.words()).toBe(ask);
    await g.tap('a1');
    const miss = g.words();
    expect(miss).toBe('Not that one: the glowing square, c2, is higher up and to the right.');
    // The right tap, straight after: the move is taken and the line for the miss gone in the same
    // moment, and the glow and the ask with them (nothing asks for a glow no longer there), before
    // the division has played.
    expect(g.model.snapshot().marked).toBe(g.square('c2'));
    expect(g.match.play(g.square('c2'))).toBeTruthy();
    expect(g.words()).toBe(GUIDED_WORDS.landing('c2', true));
    expect(g.model.snapshot()).toMatchObject({ marked: null, missed: 0 });
    await settle();
    const split = g.words();
    expect(split).toMatch(/split/i);
    // The miss's timer, when it runs out, brings nothing back over the step's words.
    await g.clock.advance(readingMs(miss));
    expect(g.words()).toBe(split);
  });

  test('a tap once the opponent has moved goes on at once: the next step glows, with no line to wait through', async () => {
    const g = guided();
    await settle();
    await g.tap('b2');
    await g.next();
    const opponent = OPPONENT_LINES[0]!;
    expect(g.words()).toBe(opponent);
    expect(g.model.snapshot().phase).toBe('reading');
    await g.clock.advance(readingMs(opponent) - 2200);
    // Untouched, the line would stay 2.2 s more; a tap (anywhere) says the person is ready.
    const blinks = g.blinks();
    expect(await g.tap('a2')).toBe(false);
    expect(g.match.position.moves().length).toBe(2);
    expect(g.model.snapshot()).toMatchObject({ phase: 'tap', turn: 1, marked: g.square('c2') });
    expect(g.words()).toBe('Tap the glowing square, beside your cell.');
    expect(g.blinks()).toBe(blinks);
    // Nothing said for the tap comes back over the step's words later.
    await g.clock.advance(10_000);
    expect(g.words()).toBe('Tap the glowing square, beside your cell.');
    expect(await g.tap('c2')).toBe(true);
  });

  test('taps while the opponent thinks do not make its line wait longer once it has moved', async () => {
    const g = guided(false, 'touch', 1000);
    await settle();
    await g.tap('b2');
    await g.next();
    const opponent = OPPONENT_LINES[0]!;
    expect(g.model.snapshot()).toMatchObject({ phase: 'opponent', thinking: true });
    await g.clock.advance(900);
    g.match.play(g.square('a2'));
    expect(g.words()).toBe("Wait a moment: it is the opponent's turn.");
    await g.clock.advance(100);
    await settle();
    expect(g.model.snapshot().phase).toBe('reading');
    // The opponent's line was said 1 s ago: its own reading time ends the wait, not the wait line's.
    await g.clock.advance(readingMs(opponent) - 1000);
    expect(g.model.snapshot()).toMatchObject({ phase: 'tap', marked: g.square('c2') });
  });

  test("a tap in the opponent's turn, before it moves, says to wait", async () => {
    const g = guided();
    await settle();
    await g.tap('b2');
    g.model.choose('tutorial:next');
    // The opponent's move has not come in yet: the tap comes first.
    for (let i = 0; i < 10 && g.model.snapshot().phase !== 'opponent'; i++) await Promise.resolve();
    expect(g.model.snapshot()).toMatchObject({ phase: 'opponent', turn: 2 });
    g.match.play(g.square('a2'));
    expect(g.words()).toBe("Wait a moment: it is the opponent's turn.");
  });

  test('the end offers a first game against Easy, or the game the person had before', async () => {
    for (const [hasGame, play] of [
      [false, 'Play step 1'],
      [true, 'Back to the game'],
    ] as const) {
      const g = guided(hasGame);
      await settle();
      for (const [square, opponent] of [
        ['b2', 0],
        ['c2', 1],
        ['a2', 0],
        ['c1', 0],
      ] as const) {
        await g.tap(square);
        // After the corner, the line picture's Next, then the try-it board's right square.
        if (square === 'c1') await g.next().then(() => g.tryIt());
        await g.opponentLine(OPPONENT_LINES[opponent]);
        if (opponent === 1) await g.next();
      }
      await g.tap('b1');
      // The late move's gains beside the early ones', then the end.
      await g.next();
      expect(g.model.snapshot().choices.map((c) => [c.id, c.label])).toEqual([
        ['tutorial:menu', 'Menu'],
        ['tutorial:play', play],
      ]);
      // The guided game is won: the board celebrates as a won game does; the words name the next step.
      expect(g.model.snapshot().celebrate).toBe(true);
      if (!hasGame) expect(g.words()).toMatch(/Ladder\u00a0step\u00a01: Easy on a 5×5 board\.$/);
      g.model.choose('tutorial:play');
      await settle();
      // The first real game is the ladder's first step (Easy on 5×5); a game kept from before the tutorial goes on as it was.
      expect(g.ended()).toEqual(
        hasGame
          ? { to: 'leave', play: true }
          : { to: 'leave', play: true, start: { rules: LADDER[0]!.rules, players: ['human', 'easy'] } },
      );
      expect(LADDER[0]).toMatchObject({ rules: 'square:5', opponent: 'easy' });
    }
  });

  test('"the other side" says which square: the ask names a2, and a tap on a taken cell pulses the ring and says where a2 is', async () => {
    const g = guided();
    await settle();
    await g.tap('b2');
    await g.opponentLine(OPPONENT_LINES[0]);
    await g.tap('c2');
    await g.next();
    await g.clock.advance(10_000);
    await g.next();
    const ask = 'Tap the glowing square a2, left of your first cell.';
    expect(g.words()).toBe(ask);
    expect(g.model.snapshot().marked).toBe(g.square('a2'));
    // The opponent's newest cell, tapped: not played, the ring pulses, and the line names the square.
    const blinks = g.blinks();
    expect(await g.tap('b3')).toBe(false);
    expect(g.blinks()).toBe(blinks + 1);
    const miss = 'Not that one: the glowing square, a2, is lower down and to the left.';
    expect(g.words()).toBe(miss);
    await g.clock.advance(readingMs(miss));
    expect(g.words()).toBe(ask);
  });

  test('left (Skip): nothing more is said, and the script leads nowhere', async () => {
    const g = guided();
    await settle();
    await g.tap('a2');
    g.model.stop();
    expect(g.model.left).toBe(true);
    await g.clock.advance(10_000);
    expect(g.words()).toBe('Not that one: the glowing square, b2, is to the right.');
  });
});
