import { describe, expect, it } from 'vitest';
import {
  shareTagPlace,
  SMALLEST_SHARE_SCALE,
  triCountsAround,
  type ShareTagPlace,
} from '../../src/ui/stem-share-place.ts';
import { countFits, numeralLook } from '../../src/ui/piece-numeral.ts';

/** The chips as stem-share-tag.ts draws them at pixel ratio 1 on a cell `size` across: width, height and least scale. */
function chipsFor(size: number): { width: number; height: number; least: number } {
  const font = Math.max(13, Math.min(17, Math.round(size * 0.22)));
  const gap = 2;
  const chip = { width: Math.round(font * 1.05), height: Math.round(font * 1.25) };
  return { width: 2 * chip.width + 3 * gap, height: chip.height + 2 * gap, least: 13 / font };
}

/**
 * The triangles round a stem at the origin, from their corners: side `size`·√3/2, corners on the
 * frame's circle; each with its centroid and which way it points.
 */
function trianglesAround(size: number, stemDown: boolean): { x: number; y: number; up: boolean }[] {
  const side = (size * Math.sqrt(3)) / 2;
  const height = (side * Math.sqrt(3)) / 2;
  // The stem's row runs from `top` to `top + height`; its corners fix the lattice.
  const stemTop = stemDown ? -size / 4 : -size / 2;
  const out: { x: number; y: number; up: boolean }[] = [];
  for (let row = -3; row <= 3; row++) {
    const top = stemTop + row * height;
    for (let k = -8; k <= 8; k++) {
      // Up and down triangles alternate every half side along a row; which comes first flips each row.
      const up = (k + row + (stemDown ? 1 : 0)) % 2 === 0;
      const cx = (k * side) / 2;
      const corners = up
        ? [
            { x: cx, y: top },
            { x: cx - side / 2, y: top + height },
            { x: cx + side / 2, y: top + height },
          ]
        : [
            { x: cx - side / 2, y: top },
            { x: cx + side / 2, y: top },
            { x: cx, y: top + height },
          ];
      const x = (corners[0]!.x + corners[1]!.x + corners[2]!.x) / 3;
      const y = (corners[0]!.y + corners[1]!.y + corners[2]!.y) / 3;
      if (Math.hypot(x, y) > 1e-6) out.push({ x, y, up });
    }
  }
  return out;
}

/** Whether the chips' box at `at` overlaps a count disc of any triangle round the stem (plain or with marks on). */
function coversACount(at: ShareTagPlace, size: number, down: boolean, w: number, h: number): boolean {
  const box = { left: at.x - (w * at.scale) / 2, right: at.x + (w * at.scale) / 2 };
  const top = at.y - (h * at.scale) / 2;
  const bottom = at.y + (h * at.scale) / 2;
  for (const marked of [false, true])
    for (const t of trianglesAround(size, down)) {
      const look = numeralLook('tri', size, { marked, down: !t.up });
      const cy = t.y + look.dy * size;
      const r = look.discCss / 2;
      const nx = Math.max(box.left, Math.min(box.right, t.x));
      const ny = Math.max(top, Math.min(bottom, cy));
      if (Math.hypot(t.x - nx, cy - ny) < r - 0.5) return true;
    }
  return false;
}

describe('where a stem cell share chips sit', () => {
  it('sits astride the lower edge of a square cell, more outside than in, clear of the middle', () => {
    const at = shareTagPlace('square', false, 60, 30, 18);
    expect(at.x).toBe(0);
    expect(at.y).toBeGreaterThan(30);
    expect(at.y - (18 * at.scale) / 2).toBeLessThan(30);
    expect(at.y - (18 * at.scale) / 2).toBeGreaterThan(0.3 * 60);
  });

  it("hangs on a triangle's point: above one pointing up, below one pointing down", () => {
    const up = shareTagPlace('tri', false, 52, 30, 18);
    const down = shareTagPlace('tri', true, 52, 30, 18);
    expect(up.y).toBeCloseTo(-0.5 * 52);
    expect(down.y).toBe(-up.y);
  });

  it('never covers a count on the triangles round a stem, at every size a triangle carries counts', () => {
    // The wide edge, where the chips stood, covered the count across it: the check sees that.
    const old = chipsFor(64);
    const onEdge = { x: 0, y: 0.25 * 64 + 0.15 * old.height, scale: 1 };
    expect(countFits('tri', 64)).toBe(true);
    expect(coversACount(onEdge, 64, false, old.width, old.height)).toBe(true);
    let checked = 0;
    for (let size = 40; size <= 200; size += 1) {
      const counts = triCountsAround(size);
      expect(counts === null).toBe(!countFits('tri', size));
      if (!counts) continue;
      const { width, height, least } = chipsFor(size);
      for (const down of [false, true]) {
        const at = shareTagPlace('tri', down, size, width, height, least, counts);
        expect(coversACount(at, size, down, width, height), `${size} px, ${down ? 'down' : 'up'}`).toBe(
          false,
        );
        // Never below readable, and clear of the stem's centre, whose colour says who has it.
        expect(at.scale).toBeGreaterThanOrEqual(Math.max(least, SMALLEST_SHARE_SCALE) - 1e-9);
        const nearEdge = Math.abs(at.y) - (height * at.scale) / 2;
        expect(nearEdge, `${size} px`).toBeGreaterThan(0.15 * size);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(200);
  });

  it('shrinks on a small cell, never below readable, and not at all on a large one', () => {
    const small = shareTagPlace('tri', false, 40, 36, 20);
    expect(small.scale).toBeLessThan(1);
    expect(small.scale).toBeGreaterThanOrEqual(SMALLEST_SHARE_SCALE);
    expect(shareTagPlace('tri', false, 10, 36, 20).scale).toBe(SMALLEST_SHARE_SCALE);
    expect(shareTagPlace('square', false, 120, 36, 20).scale).toBe(1);
    // Chips drawn at the readable size (least 1) keep it whatever the edge; at 17 px they go to 13.
    expect(shareTagPlace('tri', false, 10, 36, 20, 1).scale).toBe(1);
    expect(shareTagPlace('tri', false, 10, 36, 20, 13 / 17).scale).toBeCloseTo(13 / 17);
  });

  it('keeps the chips no taller than about a third of the cell where it can', () => {
    const at = shareTagPlace('hex', false, 70, 30, 30);
    expect(30 * at.scale).toBeLessThanOrEqual(0.36 * 70 + 1e-9);
  });
});
