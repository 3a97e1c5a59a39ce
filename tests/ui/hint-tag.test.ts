// Where the hint's "Hint" tag stands: inside the hinted square (its square, or its hexagon), at the
// foot of the ring, so it covers no other square, on square and hexagonal boards, any square.
import { expect, test } from 'vitest';
import { parseLayout, readSquareName, squareName } from '../../src/engine/index.ts';
import { BoardGeometryFit } from '../../src/ui/board-geometry.ts';
import { hintTagSpot, hintTagWord, tagFits, TAG_WIDTH } from '../../src/ui/hint-tag.ts';
import { pointsDown } from '../../src/ui/art/board-plan.ts';
import { triangleOutline } from '../../src/ui/cell-outline.ts';

const AREAS = [
  { x: 0, y: 0, width: 600, height: 600 },
  { x: 431, y: 143, width: 437, height: 300 },
];

/** Whether (x, y) lies in square s's cell: one square across, a hexagon's points up and down. */
function inCell(fit: BoardGeometryFit, s: number, x: number, y: number): boolean {
  const c = fit.cellPlacement(s);
  const dx = Math.abs(x - c.x);
  const dy = Math.abs(y - c.y);
  if (fit.layout.grid === 'hex')
    return dx <= fit.square / 2 + 1e-6 && dy <= c.size / 2 - dx / Math.sqrt(3) + 1e-6;
  return dx <= fit.square / 2 + 1e-6 && dy <= fit.square / 2 + 1e-6;
}

test.each(
  ['square:5', 'square:6', 'hex:4', 'hex:3'].flatMap((id) => AREAS.map((area) => [id, area] as const)),
)('%s in %j: the tag stands inside its square, below the centre', (id, area) => {
  const fit = new BoardGeometryFit(parseLayout(id), area);
  for (const [wf, hf] of [
    [TAG_WIDTH, 0.3],
    [0.5, 0.25],
    [0.4, 0.2],
  ]) {
    const w = fit.square * wf!;
    const h = fit.square * hf!;
    for (let s = 0; s < fit.layout.size; s++) {
      const at = hintTagSpot(fit, s, w, h);
      const corners = [
        [at.x - w / 2, at.y - h / 2],
        [at.x + w / 2, at.y - h / 2],
        [at.x - w / 2, at.y + h / 2],
        [at.x + w / 2, at.y + h / 2],
      ];
      for (const [x, y] of corners)
        expect(inCell(fit, s, x!, y!), `${id} square ${s}, tag ${wf}×${hf} at ${JSON.stringify(at)}`).toBe(
          true,
        );
      // At the ring's foot: below the centre, where the square's own middle stays in sight.
      expect(at.y).toBeGreaterThan(fit.cellPlacement(s).y);
    }
  }
});

test("a tag too wide or too tall for the square (a phone's large board) has no room: the ring stays alone", () => {
  const fit = new BoardGeometryFit(parseLayout('square:5'), AREAS[0]!);
  expect(tagFits(fit, fit.square * 0.6, fit.square * 0.3)).toBe(true);
  expect(tagFits(fit, fit.square * 0.95, fit.square * 0.3)).toBe(false);
  expect(tagFits(fit, fit.square * 0.6, fit.square * 0.57)).toBe(false);
});

test.each(['tri:4', 'tri:6'].flatMap((id) => AREAS.map((area) => [id, area] as const)))(
  '%s in %j: a tag that fits stands inside its triangle, on its wide side; one too wide for it is left out',
  (id, area) => {
    const fit = new BoardGeometryFit(parseLayout(id), area);
    let shown = 0;
    for (const [wf, hf] of [
      [0.5, 0.25],
      [0.4, 0.2],
      [0.7, 0.3],
    ]) {
      const w = fit.square * wf!;
      const h = fit.square * hf!;
      if (!tagFits(fit, w, h)) continue;
      shown++;
      for (let s = 0; s < fit.layout.size; s++) {
        const c = fit.centre(s);
        const down = pointsDown(fit.layout, s);
        const cell = triangleOutline(fit.square, down).map((p) => ({ x: c.x + p.x, y: c.y + p.y }));
        const at = hintTagSpot(fit, s, w, h);
        for (const [dx, dy] of [
          [-1, -1],
          [1, -1],
          [-1, 1],
          [1, 1],
        ])
          expect(inTriangle(cell, { x: at.x + (dx! * w) / 2, y: at.y + (dy! * h) / 2 }), `${id} ${s}`).toBe(
            true,
          );
        // On the wide side: below the centre where the triangle points up, above it where it points down.
        expect(at.y > c.y).toBe(!down);
      }
    }
    expect(shown).toBe(2);
  },
);

function inTriangle(t: readonly { x: number; y: number }[], p: { x: number; y: number }): boolean {
  const sides = t.map((a, i) => {
    const b = t[(i + 1) % t.length]!;
    return (b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x);
  });
  return sides.every((d) => d >= -1e-6) || sides.every((d) => d <= 1e-6);
}

test("the tag's word: Hint on a square board, the square's name where columns slant (hexagon, triangle)", () => {
  const square = parseLayout('square:5');
  const hex = parseLayout('hex:4');
  const tri = parseLayout('tri:6');
  for (let s = 0; s < square.size; s++) expect(hintTagWord(square, s)).toBe('Hint');
  for (const layout of [hex, tri])
    for (let s = 0; s < layout.size; s++) expect(hintTagWord(layout, s)).toBe(squareName(layout, s));
  // The coach's "Try f4" on hexagon 4 is the square the tag names.
  const read = readSquareName(hex, 'f4');
  expect('square' in read && hintTagWord(hex, read.square)).toBe('f4');
});

// Review 41: the hint's "c1" at the ring's foot under a capture ring's "they take 36" on c1's lower
// edge. The hint's tag goes to the ring's head, still inside its square, and clear of the stake.
test.each(['square:5', 'hex:3'])('%s: a stake tag on the foot sends the tag to the head', (id) => {
  const fit = new BoardGeometryFit(parseLayout(id), AREAS[0]!);
  const read = readSquareName(fit.layout, 'c1');
  if (!('square' in read)) throw new Error(`c1 on ${id}`);
  const square = read.square;
  const c = fit.cellPlacement(square);
  const [w, h] = [fit.square * 0.4, fit.square * 0.2];
  const foot = hintTagSpot(fit, square, w, h);
  expect(foot.y).toBeGreaterThan(c.y);
  const stake = {
    x: c.x - fit.square * 0.6,
    y: c.y + fit.square * 0.4,
    width: fit.square * 1.2,
    height: fit.square * 0.25,
  };
  const head = hintTagSpot(fit, square, w, h, [stake]);
  expect(head.y).toBeLessThan(c.y);
  expect(head.x).toBe(foot.x);
  expect(head.y + h / 2).toBeLessThan(stake.y);
  for (const [dx, dy] of [
    [-w / 2, -h / 2],
    [w / 2, -h / 2],
  ])
    expect(inCell(fit, square, head.x + dx!, head.y + dy!)).toBe(true);
  // A stake elsewhere leaves the tag at the foot.
  expect(hintTagSpot(fit, square, w, h, [{ ...stake, y: c.y - fit.square * 2 }])).toEqual(foot);
});
