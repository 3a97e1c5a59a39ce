import { describe, expect, it } from 'vitest';
import { BUBBLE_GAP, tapBubblePlace } from '../../../src/screens/game/tap-bubble.ts';

const page = { width: 390, height: 844 };
const size = { width: 160, height: 36 };

describe('a refused tap’s bubble by the tapped square', () => {
  it('stands above the square, centred on it, clear of the finger', () => {
    const square = { x: 150, y: 400, width: 60, height: 60 };
    const at = tapBubblePlace(square, size, page);
    expect(at.below).toBe(false);
    expect(at.y + size.height).toBe(square.y - BUBBLE_GAP);
    expect(at.x + size.width / 2).toBe(square.x + square.width / 2);
  });

  it('hangs under a square at the top of the screen', () => {
    const square = { x: 150, y: 20, width: 60, height: 60 };
    const at = tapBubblePlace(square, size, page);
    expect(at.below).toBe(true);
    expect(at.y).toBe(square.y + square.height + BUBBLE_GAP);
  });

  it('stays whole on the screen by a square at its edge', () => {
    const left = tapBubblePlace({ x: 0, y: 400, width: 40, height: 40 }, size, page);
    expect(left.x).toBe(6);
    const right = tapBubblePlace({ x: 360, y: 400, width: 30, height: 30 }, size, page);
    expect(right.x + size.width).toBe(page.width - 6);
  });
});
