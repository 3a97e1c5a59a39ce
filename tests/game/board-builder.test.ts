import { describe, expect, it } from 'vitest';
import { parseLayout } from '../../src/engine/index.ts';
import {
  brokenColumns,
  clear,
  customIdOf,
  factsOf,
  gridFromId,
  gridText,
  invert,
  makeGrid,
  mirrorLeftRight,
  mirrorTopBottom,
  paint,
  preset,
  PRESETS,
  problemOf,
  readPasted,
  resize,
  rotate,
  squareCount,
  toggle,
  withGravity,
  type BoardGrid,
} from '../../src/game/board-builder.ts';

const fromText = (text: string, gravity = false): BoardGrid => {
  const read = readPasted(text, gravity);
  if ('error' in read) throw new Error(read.error);
  return read.grid;
};

describe('the builder grid', () => {
  it('writes the ring with a centre square of RULES.md section 8 as its canonical id, and reads it back', () => {
    const ring = fromText('#####\n#...#\n#.#.#\n#...#\n#####');
    expect(customIdOf(ring)).toBe('custom:5x5:fc6b1f8');
    const back = gridFromId('custom:5x5:fc6b1f8');
    expect('grid' in back && gridText(back.grid)).toBe('#####\n#...#\n#.#.#\n#...#\n#####');
  });

  it('reads back a gravity board with a gap, which is no layout yet, so the builder keeps it and Play names the column', () => {
    const gapped = fromText('###\n#.#\n###', true);
    const id = customIdOf(gapped);
    expect(id.endsWith(':gravity')).toBe(true);
    const back = gridFromId(id);
    if (!('grid' in back)) throw new Error(back.error);
    expect(gridText(back.grid)).toBe('###\n#.#\n###');
    expect(back.grid.gravity).toBe(true);
    expect(problemOf(back.grid)).toMatch(/^Gravity: column b has a gap/);
    expect('error' in gridFromId('custom:3x3:zz:gravity')).toBe(true);
  });

  it('keeps the top row on top: the id plays with its top squares in the top row of the layout', () => {
    const top = fromText('##.\n...\n...');
    const layout = parseLayout(customIdOf(top));
    expect(layout.size).toBe(2);
    expect([...layout.rowOf]).toEqual([2, 2]);
  });

  it('toggles one square and paints without flipping squares already as painted', () => {
    let g = makeGrid(3, 3, () => false);
    g = toggle(g, 0, 0);
    expect(gridText(g)).toBe('#..\n...\n...');
    g = paint(paint(g, 0, 0, true), 0, 1, true);
    expect(gridText(g)).toBe('##.\n...\n...');
    expect(gridText(toggle(g, 0, 0))).toBe('.#.\n...\n...');
  });

  it('mirrors, rotates clockwise, clears and inverts', () => {
    const g = fromText('##.\n#..');
    expect(gridText(mirrorLeftRight(g))).toBe('.##\n..#');
    expect(gridText(mirrorTopBottom(g))).toBe('#..\n##.');
    expect(gridText(rotate(g))).toBe('##\n.#\n..');
    expect(gridText(rotate(rotate(rotate(rotate(g)))))).toBe(gridText(g));
    expect(squareCount(clear(g))).toBe(0);
    expect(gridText(invert(g))).toBe('..#\n.##');
  });

  it('resizes keeping squares in place from the bottom left, within 2 to 12', () => {
    const g = fromText('#.\n.#');
    expect(gridText(resize(g, 3, 3))).toBe('...\n#..\n.#.');
    expect(resize(g, 1, 20)).toMatchObject({ rows: 2, cols: 12 });
  });

  it('takes the dish, beaker and flask from the engine, so they equal the game layouts', () => {
    for (const [name, id] of [
      ['dish', 'petri:7'],
      ['beaker', 'beaker:6x7'],
      ['flask', 'flask:6x3'],
    ] as const) {
      const rows = id === 'flask:6x3' ? 5 : id === 'petri:7' ? 7 : 6;
      const cols = id === 'petri:7' ? 7 : id === 'flask:6x3' ? 6 : 7;
      const grid = preset(name, rows, cols);
      expect(parseLayout(customIdOf(grid)).size, name).toBe(parseLayout(id).size);
      const wanted = gridFromId(id);
      expect('grid' in wanted && gridText(wanted.grid), name).toBe(gridText(grid));
    }
    expect(preset('beaker', 4, 4).gravity).toBe(true);
    expect(gridText(preset('flask', 5, 6))).toBe('..##..\n..##..\n..##..\n.####.\n######');
  });

  it('makes every preset playable at every size, with a ring hollow and a cross through the middle', () => {
    for (const name of PRESETS) {
      for (let n = 2; n <= 12; n++) {
        const grid = preset(name, n, n);
        expect(problemOf(grid), `${name} ${n}`).toBeNull();
        expect(() => parseLayout(customIdOf(grid))).not.toThrow();
      }
    }
    expect(gridText(preset('ring', 4, 5))).toBe('#####\n#...#\n#...#\n#####');
    expect(gridText(preset('cross', 5, 5))).toBe('..#..\n..#..\n#####\n..#..\n..#..');
    const heart = gridText(preset('heart', 7, 7)).split('\n');
    expect(heart[0]).toMatch(/#.*\.+.*#/); // two lobes at the top
    expect(heart[6]).toBe('...#...'); // a point at the bottom
    // The builder's first size too: two lobes with a notch, not a triangle.
    expect(gridText(preset('heart', 5, 5))).toBe('.#.#.\n#####\n#####\n.###.\n..#..');
    expect(gridText(preset('heart', 6, 6))).toBe('##..##\n######\n######\n.####.\n.####.\n..##..');
  });

  it('draws the heart with its notch, its point and no empty row at every size the builder offers', () => {
    for (let rows = 3; rows <= 12; rows++) {
      for (let cols = 3; cols <= 12; cols++) {
        const lines = gridText(preset('heart', rows, cols)).split('\n');
        const at = `${rows}×${cols}`;
        const mid = lines[0]!.slice(Math.floor((cols - 1) / 2), Math.ceil((cols + 1) / 2));
        expect(mid, `${at}: the notch`).toMatch(/^\.+$/);
        expect(lines[0], `${at}: two lobes`).toMatch(/^\.*#+\.+#+\.*$/);
        expect(lines.at(-1)!.replaceAll('.', '').length, `${at}: the point`).toBeLessThanOrEqual(2);
        for (const line of lines) {
          expect(line, `${at}: no empty row`).toMatch(/#/);
          expect([...line].reverse().join(''), `${at}: the same both sides`).toBe(line);
        }
      }
    }
  });

  it('names the columns that break gravity, and explains the rule', () => {
    const g = fromText('#.#\n...\n###', true);
    expect(brokenColumns(g)).toEqual([0, 2]);
    expect(problemOf(g)).toMatch(/columns a, c have a gap.*lowest empty square/);
    expect(problemOf(withGravity(g, false))).toBeNull();
    expect(problemOf(fromText('#.\n..'))).toMatch(/at least 2 squares/);
  });

  it("reads pasted text: an id, a preset id, a grid with spaces, and says what is wrong in a player's words", () => {
    expect('grid' in readPasted(' custom:3x3:ff8 ')).toBe(true);
    expect(gridText(fromText('# . #\n\n# # #\n'))).toBe('#.#\n###');
    const hex = readPasted('hex:4');
    expect('error' in hex && hex.error).toMatch(/hexagonal/);
    const wrong = readPasted('custom:3x3:ff');
    expect('error' in wrong && wrong.error).toMatch(/needs 3 hexadecimal digits/);
    const letters = readPasted('##\n#x');
    expect('error' in letters && letters.error).toMatch(/Row 2 has "x"/);
    const uneven = readPasted('###\n##');
    expect('error' in uneven && uneven.error).toMatch(/Row 2 has 2 squares but row 1 has 3/);
    const big = readPasted('#'.repeat(13) + '\n' + '#'.repeat(13));
    expect('error' in big && big.error).toMatch(/2 to 12 rows.*2 by 13/);
    const empty = readPasted('  ');
    expect('error' in empty && empty.error).toMatch(/Nothing was pasted/);
  });

  it('tells the square count and whether the moves come out even', () => {
    expect(factsOf(fromText('###\n###'))).toMatchObject({
      squares: 6,
      even: true,
      text: '6 squares: 3 moves each',
    });
    expect(factsOf(preset('ring', 5, 5)).text).toBe('16 squares: 8 moves each');
    expect(factsOf(fromText('###\n##.')).text).toBe('5 squares: player 1 gets 3 moves, player 2 gets 2');
  });
});

describe('drafts of fewer than 2 squares', () => {
  it.each([0, 1])('a draft of %i squares is read back as drawn, and Play says what it lacks', (n) => {
    const draft = n === 0 ? clear(makeGrid(4, 5, () => true)) : makeGrid(4, 5, (r, c) => r === 1 && c === 3);
    const read = gridFromId(customIdOf(draft));
    expect(read).toEqual({ grid: draft });
    expect(problemOf(draft)).toBe(`Mark at least 2 squares to play (now ${n}).`);
  });

  it('a one-square draft under gravity keeps its gravity', () => {
    const draft = makeGrid(3, 3, (r, c) => r === 2 && c === 0, true);
    expect(gridFromId(customIdOf(draft))).toEqual({ grid: draft });
  });
});
