// Review 56: on triangle 6 with jumps, the hint "Try the jump from f3 to i2" rang i2 in gold with its
// name; a tap on f3 showed dots on c2 and f1 and none on i2, though i2 was a landing (the tap there
// jumped): its dot stood at i2's centre, under the hint's tag. A landing's dot keeps clear of the
// tag, inside its own square, on every board the hint names a square on.
import { expect, test } from 'vitest';
import { parseLayout, readSquareName } from '../../src/engine/index.ts';
import { BoardGeometryFit } from '../../src/ui/board-geometry.ts';
import { hintTagSpot, tagFits } from '../../src/ui/hint-tag.ts';
import { landingDotSize, landingDotSpot } from '../../src/ui/jump-dot-place.ts';
import { overlapArea } from '../../src/ui/rects.ts';
import { pointsDown } from '../../src/ui/art/board-plan.ts';
import { triangleOutline } from '../../src/ui/cell-outline.ts';

const AREAS = [
  { x: 0, y: 0, width: 600, height: 600 },
  // The board's room on a phone on its side, 844 × 390.
  { x: 330, y: 24, width: 380, height: 340 },
];

/** Whether a disc of radius r at p lies inside square s's cell. */
function discInCell(fit: BoardGeometryFit, s: number, p: { x: number; y: number }, r: number): boolean {
  const c = fit.cellPlacement(s);
  if (fit.layout.grid === 'tri') {
    const t = triangleOutline(fit.square, pointsDown(fit.layout, s)).map((q) => ({
      x: c.x + q.x,
      y: c.y + q.y,
    }));
    return t.every((a, i) => {
      const b = t[(i + 1) % 3]!;
      const o = t[(i + 2) % 3]!;
      const cross = (q: { x: number; y: number }) => (b.x - a.x) * (q.y - a.y) - (b.y - a.y) * (q.x - a.x);
      // On the triangle's side of this edge, at least r from it.
      return (Math.sign(cross(o)) * cross(p)) / Math.hypot(b.x - a.x, b.y - a.y) >= r - 1e-6;
    });
  }
  const dx = Math.abs(p.x - c.x);
  const dy = Math.abs(p.y - c.y);
  if (fit.layout.grid === 'hex')
    return dx + r <= fit.square / 2 + 1e-6 && dy + r <= c.size / 2 - (dx + r) / Math.sqrt(3) + 1e-6;
  return dx + r <= fit.square / 2 + 1e-6 && dy + r <= fit.square / 2 + 1e-6;
}

test.each(['tri:6', 'tri:4', 'square:6', 'hex:4'].flatMap((id) => AREAS.map((area) => [id, area] as const)))(
  '%s in %j: the hinted landing shows its dot, clear of the tag and inside its square',
  (id, area) => {
    const fit = new BoardGeometryFit(parseLayout(id), area);
    const d = landingDotSize(fit);
    let tagged = 0;
    for (const [wf, hf] of [
      [0.5, 0.25],
      [0.4, 0.2],
    ]) {
      const [w, h] = [fit.square * wf!, fit.square * hf!];
      if (!tagFits(fit, w, h)) continue;
      for (let s = 0; s < fit.layout.size; s++) {
        const at = hintTagSpot(fit, s, w, h);
        const tag = { x: at.x - w / 2, y: at.y - h / 2, width: w, height: h };
        const dot = landingDotSpot(fit, s, [tag]);
        const box = { x: dot.x - d / 2, y: dot.y - d / 2, width: d, height: d };
        expect(overlapArea(box, tag), `${id} square ${s}: dot ${JSON.stringify(dot)} under the tag`).toBe(0);
        expect(discInCell(fit, s, dot, d / 2), `${id} square ${s}: dot out of its square`).toBe(true);
        tagged++;
      }
    }
    expect(tagged).toBeGreaterThan(0);
  },
);

test('a landing with no tag on it keeps its dot at the centre', () => {
  const fit = new BoardGeometryFit(parseLayout('tri:6'), AREAS[1]!);
  const read = readSquareName(fit.layout, 'i2');
  if (!('square' in read)) throw new Error('i2');
  expect(landingDotSpot(fit, read.square)).toEqual({ ...fit.centre(read.square), moved: false });
  // A tag on another square leaves this one's dot where it was.
  const other = fit.centre(0);
  const far = { x: other.x - 5, y: other.y - 5, width: 10, height: 10 };
  expect(landingDotSpot(fit, read.square, [far]).moved).toBe(false);
});
