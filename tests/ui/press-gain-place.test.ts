import { describe, expect, test } from 'vitest';
import {
  pressTagAt,
  pressTagTail,
  tagOnOwnSquare,
  tagsClearOf,
  type PressTagInput,
} from '../../src/ui/press-gain-place.ts';

// A 6-column board of 60-px squares, its picture from (20, 100), 380 px wide, on a 420-px canvas.
const board = { left: 20, top: 100, width: 380 };
const square = 60;
const label = { width: 50, height: 24 };
const at = (x: number, y: number): PressTagInput => ({
  centre: { x, y },
  square,
  label,
  finger: 26,
  board,
  screenWidth: 420,
});
const box = (p: { x: number; y: number }) => ({
  left: p.x - label.width / 2,
  right: p.x + label.width / 2,
  top: p.y - label.height / 2,
  bottom: p.y + label.height / 2,
});
const overSquare = (p: { x: number; y: number }, c: { x: number; y: number }) => {
  const b = box(p);
  return (
    b.right > c.x - square / 2 &&
    b.left < c.x + square / 2 &&
    b.bottom > c.y - square / 2 &&
    b.top < c.y + square / 2
  );
};

describe("a press's total", () => {
  test('stands above the square, a finger clear of it, where that is on the board', () => {
    const p = pressTagAt(at(200, 300));
    expect(p.x).toBe(200);
    expect(box(p).bottom).toBeLessThanOrEqual(300 - square / 2 - 26 + 0.001);
  });

  test('on the top row it stays on the board: beside the square, clear of it, on the side with room', () => {
    for (const x of [50, 110, 200, 290, 370]) {
      const c = { x, y: 140 };
      const p = pressTagAt(at(c.x, c.y));
      expect(box(p).top).toBeGreaterThanOrEqual(board.top);
      expect(box(p).left).toBeGreaterThanOrEqual(board.left);
      expect(box(p).right).toBeLessThanOrEqual(board.left + board.width);
      expect(overSquare(p, c)).toBe(false);
    }
    // The right-hand column has no room on its right: the tag is on its left.
    expect(pressTagAt(at(370, 140)).x).toBeLessThan(370);
    expect(pressTagAt(at(50, 140)).x).toBeGreaterThan(50);
  });

  test('a board too narrow for either side keeps it above, on the screen', () => {
    const p = pressTagAt({ ...at(60, 120), board: { left: 20, top: 100, width: 80 } });
    expect(box(p).top).toBeGreaterThanOrEqual(0);
    expect(box(p).left).toBeGreaterThanOrEqual(0);
  });
});

test('a preview with nothing over its square - the total stands on that square, low, covering no other', () => {
  const c = { x: 140, y: 250 };
  const p = pressTagAt({ ...at(c.x, c.y), uncovered: true });
  expect(p.x).toBe(c.x);
  expect(p.y).toBeGreaterThan(c.y);
  const b = box(p);
  expect(b.bottom).toBeLessThanOrEqual(c.y + square / 2);
  expect(b.top).toBeGreaterThanOrEqual(c.y - square / 2);
  // Covered by a finger, the same square's total stands above it, off the square.
  expect(overSquare(pressTagAt(at(c.x, c.y)), c)).toBe(false);
});

describe("a press's total keeps off the cells the player reads", () => {
  // The squares' boxes on the board above: column c (0–5) and row from the top r (0–5).
  const cell = (c: number, r: number) => ({
    x: board.left + c * square,
    y: board.top + r * square,
    width: square,
    height: square,
  });
  const covers = (p: { x: number; y: number }, cells: ReturnType<typeof cell>[]) =>
    cells.some((c) => overSquare(p, { x: c.x + c.width / 2, y: c.y + c.height / 2 }));
  const centreOf = (c: number, r: number) => ({
    x: board.left + (c + 0.5) * square,
    y: board.top + (r + 0.5) * square,
  });

  test('a cell above the pressed square: the total goes above the next column, or beside, where no cell stands', () => {
    const pressed = centreOf(2, 3);
    const cells = [cell(2, 2), cell(2, 1)];
    const p = pressTagAt({ ...at(pressed.x, pressed.y), cells });
    expect(covers(p, cells)).toBe(false);
    expect(overSquare(p, pressed)).toBe(false);
    expect(box(p).top).toBeGreaterThanOrEqual(board.top);
    // A row of cells over it all across, and cells either side: beside is no better, so above as before.
    const crowded = [0, 1, 2, 3, 4, 5]
      .flatMap((c) => [cell(c, 1), cell(c, 2), cell(c, 3)])
      .filter((b) => !(b.x === cell(2, 3).x && b.y === cell(2, 3).y));
    const q = pressTagAt({ ...at(pressed.x, pressed.y), cells: crowded });
    expect(q).toEqual(pressTagAt(at(pressed.x, pressed.y)));
  });

  test('with cells only above, beside the square it covers none', () => {
    const pressed = centreOf(2, 3);
    const cells = [0, 1, 2, 3, 4, 5].flatMap((c) => [cell(c, 1), cell(c, 2)]);
    const p = pressTagAt({ ...at(pressed.x, pressed.y), cells });
    expect(covers(p, cells)).toBe(false);
    expect(p.y).toBe(pressed.y);
    expect(overSquare(p, pressed)).toBe(false);
  });

  test('the total stands on its own square unless a finger is down on it: a mouse hides nothing', () => {
    expect(tagOnOwnSquare({ down: true, touch: true })).toBe(false);
    expect(tagOnOwnSquare({ down: true, touch: false })).toBe(true);
    expect(tagOnOwnSquare({ down: false, touch: false })).toBe(true);
    expect(tagOnOwnSquare({ down: false, touch: true })).toBe(true);
  });
});

describe("a press's total never covers a figure the player reads where any place avoids it", () => {
  // The warm-up puzzle held at c1 on a phone: cells on every square round it, each with its count's
  // disc at its centre and the preview's "+2" tags at the top of the cells that gain.
  const cell = (c: number, r: number) => ({
    x: board.left + c * square,
    y: board.top + r * square,
    width: square,
    height: square,
  });
  const disc = (c: number, r: number) => ({
    x: board.left + (c + 0.5) * square - 10,
    y: board.top + (r + 0.5) * square - 10,
    width: 20,
    height: 20,
  });
  const plus = (c: number, r: number) => ({
    x: board.left + (c + 0.5) * square - 16,
    y: board.top + r * square + 2,
    width: 32,
    height: 18,
  });
  const pressed = { x: board.left + 2.5 * square, y: board.top + 4.5 * square };
  const around = [0, 1, 2, 3, 4, 5].flatMap((c) => [0, 1, 2, 3, 4].map((r) => [c, r] as const));
  const cells = around.filter(([c, r]) => !(c === 2 && r === 4)).map(([c, r]) => cell(c, r));
  const keepOff = [
    ...around.filter(([c, r]) => !(c === 2 && r === 4)).map(([c, r]) => disc(c, r)),
    plus(1, 3),
    plus(2, 3),
    plus(3, 4),
  ];
  const hits = (p: { x: number; y: number }) =>
    keepOff.filter((k) => {
      const b = box(p);
      return b.right > k.x && b.left < k.x + k.width && b.bottom > k.y && b.top < k.y + k.height;
    });

  test('cells all round: over a cell\'s pieces, but off every count and every "+2", clear of the finger', () => {
    const before = pressTagAt({ ...at(pressed.x, pressed.y), cells });
    // Without the figures given, the total lay over the cell above: its "+2" and its count.
    expect(hits(before).length).toBeGreaterThan(0);
    const p = pressTagAt({ ...at(pressed.x, pressed.y), cells, keepOff });
    expect(hits(p)).toEqual([]);
    expect(overSquare(p, pressed)).toBe(false);
    expect(box(p).top).toBeGreaterThanOrEqual(board.top);
    expect(box(p).left).toBeGreaterThanOrEqual(board.left);
    expect(box(p).right).toBeLessThanOrEqual(board.left + board.width);
  });

  test('a free place covering no cell still comes first', () => {
    const few = [cell(2, 3)];
    const p = pressTagAt({ ...at(pressed.x, pressed.y), cells: few, keepOff: [disc(2, 3)] });
    expect(hits(p).filter((k) => k.width === 20 && k.x === disc(2, 3).x)).toEqual([]);
    expect(few.some((c) => overSquare(p, { x: c.x + square / 2, y: c.y + square / 2 }))).toBe(false);
  });
});

describe("a press's total among the other squares", () => {
  // Every square of the 6-column board but the pressed one (c, from (200, 300)), five rows from y 130.
  const centres = (pressed: { x: number; y: number }) =>
    Array.from({ length: 6 * 5 }, (_, n) => ({
      x: 50 + (n % 6) * square,
      y: 130 + Math.floor(n / 6) * square,
    })).filter((c) => c.x !== pressed.x || c.y !== pressed.y);
  const inSquare = (p: { x: number; y: number }, others: { x: number; y: number }[]) =>
    others.some((c) => Math.hypot(c.x - p.x, c.y - p.y) < square * 0.4);

  test("stands between squares, never in one square's middle where it would read as that square's", () => {
    for (const pressed of [
      { x: 170, y: 310 },
      { x: 230, y: 250 },
      { x: 50, y: 370 },
      { x: 350, y: 310 },
    ]) {
      const others = centres(pressed);
      const p = pressTagAt({ ...at(pressed.x, pressed.y), others });
      expect(inSquare(p, others)).toBe(false);
      expect(overSquare(p, pressed)).toBe(false);
    }
  });

  test("keeps off the board's names and counts given to it, still between squares", () => {
    const pressed = { x: 170, y: 310 };
    const others = centres(pressed);
    const free = pressTagAt({ ...at(pressed.x, pressed.y), others });
    const name = { x: free.x - 10, y: free.y - 10, width: 20, height: 20 };
    const p = pressTagAt({ ...at(pressed.x, pressed.y), others, keepOff: [name] });
    const b = box(p);
    expect(
      b.right <= name.x ||
        b.left >= name.x + name.width ||
        b.bottom <= name.y ||
        b.top >= name.y + name.height,
    ).toBe(true);
    expect(inSquare(p, others)).toBe(false);
  });

  test('has a tail from its pill to its square when it stands off it, none on it', () => {
    const centre = { x: 200, y: 300 };
    const p = { x: 230, y: 230 };
    const tail = pressTagTail(p, label, centre, square)!;
    expect(tail).not.toBeNull();
    // It starts on the pill's edge and ends just inside the square's.
    expect(
      Math.abs(tail.from.y - (p.y + label.height / 2)) < 0.01 ||
        Math.abs(tail.from.x - (p.x + label.width / 2)) < 0.01,
    ).toBe(true);
    expect(tail.to.y).toBeGreaterThan(centre.y - square / 2);
    expect(tail.to.y).toBeLessThan(centre.y);
    expect(pressTagTail(centre, label, centre, square)).toBeNull();
  });
});

describe("a press's total and the other player's cells", () => {
  const others = (pressed: { x: number; y: number }) =>
    Array.from({ length: 6 * 5 }, (_, n) => ({
      x: 50 + (n % 6) * square,
      y: 130 + Math.floor(n / 6) * square,
    })).filter((c) => c.x !== pressed.x || c.y !== pressed.y);
  const body = (c: { x: number; y: number }) => ({ x: c.x - 24, y: c.y - 24, width: 48, height: 48 });
  const covers = (
    p: { x: number; y: number },
    b: { x: number; y: number; width: number; height: number },
  ) => {
    const t = box(p);
    return t.right > b.x && t.left < b.x + b.width && t.bottom > b.y && t.top < b.y + b.height;
  };

  test('covers none of them where any place is free of them, wherever they stand around the square', () => {
    const pressed = { x: 170, y: 310 };
    const all = others(pressed);
    // Where the total stood with no cells told, an opponent's cell is put under it; then a second.
    let theirs: { x: number; y: number; width: number; height: number }[] = [];
    for (let round = 0; round < 3; round++) {
      const before = pressTagAt({ ...at(pressed.x, pressed.y), others: all, theirs });
      const under = all.filter((c) => covers(before, body(c)));
      expect(under.length, `round ${round}`).toBeGreaterThan(0);
      theirs = [...theirs, ...under.map(body)];
      const p = pressTagAt({ ...at(pressed.x, pressed.y), others: all, theirs });
      expect(
        theirs.some((b) => covers(p, b)),
        `round ${round}`,
      ).toBe(false);
      expect(overSquare(p, pressed)).toBe(false);
    }
  });

  test('with their cells all round it, it stands where it would with none told', () => {
    const pressed = { x: 170, y: 310 };
    const all = others(pressed);
    const p = pressTagAt({ ...at(pressed.x, pressed.y), others: all, theirs: all.map(body) });
    expect(p).toEqual(pressTagAt({ ...at(pressed.x, pressed.y), others: all }));
  });
});

describe('on a square smaller than its tags (a 12×12 upright, magnified in the asking lens)', () => {
  // A 29-CSS-px square at a pixel ratio of 2: the new cell's own "+6" across its top edge is taller
  // than half the square, and the total's lower place met it ("+6" over "+12").
  const small = 58;
  const total = { width: 62, height: 36 };
  const c = { x: 200, y: 400 };
  const ownTag = { x: c.x - 28, y: c.y - small / 2 - 17, width: 56, height: 34 + 12 };
  const input: PressTagInput = {
    centre: c,
    square: small,
    label: total,
    finger: 52,
    board: { left: 20, top: 100, width: 700 },
    screenWidth: 780,
    uncovered: true,
    keepOff: [ownTag],
  };
  const boxAt = (p: { x: number; y: number }) => ({
    x: p.x - total.width / 2,
    y: p.y - total.height / 2,
    width: total.width,
    height: total.height,
  });
  const meet = (a: ReturnType<typeof boxAt>, b: typeof ownTag) =>
    a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

  test("the total stands clear of the square's own tag, still by its square", () => {
    const p = pressTagAt(input);
    expect(meet(boxAt(p), ownTag)).toBe(false);
    expect(Math.abs(p.x - c.x)).toBeLessThanOrEqual(small);
    expect(Math.abs(p.y - c.y)).toBeLessThanOrEqual(small);
  });

  test('where every place meets a figure, the lesser tags under the total are left out', () => {
    const everywhere = { x: 0, y: 0, width: 780, height: 900 };
    const p = pressTagAt({ ...input, keepOff: [everywhere] });
    const b = boxAt(p);
    const aside = { x: 600, y: 120, width: 40, height: 30 };
    expect(tagsClearOf(b, [ownTag, aside, { ...b }])).toEqual([!meet(b, ownTag), true, false]);
    // No two figures left in sight lie over each other.
    const kept = [ownTag, aside].filter((_, i) => tagsClearOf(b, [ownTag, aside])[i]);
    expect(kept.some((t) => meet(b, t))).toBe(false);
  });
});

test("on a bottom corner square the total stays inside the board's glass, never over its frame", () => {
  // The guided game's 3×3 of 120-px squares, its glass from (40, 140) to (400, 500); c1 in its
  // bottom-right corner, its "= +8" wide (phone-13-tut10.png: it stood over the frame).
  const glass = { x: 40, y: 140, width: 360, height: 360 };
  const total = { width: 130, height: 50 };
  const c = { x: 340, y: 440 };
  const base: PressTagInput = {
    centre: c,
    square: 120,
    label: total,
    finger: 52,
    board: { left: 10, top: 110, width: 420 },
    glass,
    screenWidth: 440,
  };
  const inside = (p: { x: number; y: number }) => {
    expect(p.x - total.width / 2).toBeGreaterThanOrEqual(glass.x);
    expect(p.x + total.width / 2).toBeLessThanOrEqual(glass.x + glass.width);
    expect(p.y - total.height / 2).toBeGreaterThanOrEqual(glass.y);
    expect(p.y + total.height / 2).toBeLessThanOrEqual(glass.y + glass.height);
  };
  // Before its tap, on its own square; with a figure low on the square (its "+4"), still inside.
  inside(pressTagAt({ ...base, uncovered: true }));
  inside(pressTagAt({ ...base, uncovered: true, keepOff: [{ x: 300, y: 450, width: 80, height: 40 }] }));
  // Under a finger, off the square and inside the glass.
  inside(pressTagAt(base));
});
