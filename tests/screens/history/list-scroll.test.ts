import { describe, expect, test } from 'vitest';
import { ListScroll, TAP_SLOP } from '../../../src/screens/history/list-scroll.ts';

/** 200 rows of 50 in a window of 400: the history's list at its cap. */
function list(): ListScroll {
  const s = new ListScroll();
  s.size(200 * 50, 400);
  return s;
}

describe("the history list's scroll", () => {
  test('a wheel scrolls within the list: never above its top nor past its last row', () => {
    const s = list();
    expect(s.wheel(-100)).toBe(false);
    expect(s.offset).toBe(0);
    expect(s.wheel(120)).toBe(true);
    expect(s.offset).toBe(120);
    s.wheel(1e9);
    expect(s.offset).toBe(200 * 50 - 400);
    expect(s.inSight(200, 50)).toEqual({ first: 192, last: 200 });
  });

  test('a drag moves the list with the finger and is not a tap; a still press is a tap', () => {
    const s = list();
    s.down(300);
    expect(s.move(300 - TAP_SLOP + 1)).toBe(false);
    expect(s.up()).toBe('tap');
    s.down(300);
    expect(s.move(100)).toBe(true);
    expect(s.offset).toBe(200);
    expect(s.up()).toBe('drag');
    expect(s.move(0)).toBe(false);
  });

  test('the row under a tap counts the scroll; below the last row is no row', () => {
    const s = list();
    s.scrollTo(125);
    expect(s.rowAt(0, 200, 50)).toBe(2);
    expect(s.rowAt(30, 200, 50)).toBe(3);
    const short = new ListScroll();
    short.size(3 * 50, 400);
    expect(short.rowAt(175, 3, 50)).toBeNull();
    expect(short.max).toBe(0);
  });

  test('a shorter window keeps the place within the list; reveal scrolls a row into sight', () => {
    const s = list();
    s.scrollTo(9_000);
    s.size(10 * 50, 400);
    expect(s.offset).toBe(100);
    s.reveal(0, 50);
    expect(s.offset).toBe(0);
    s.reveal(9, 50);
    expect(s.offset).toBe(100);
  });
});
