// A button's press rule (ui/button-press.ts): a slow finger's release presses it, however long it
// was held; sliding off lets it go; a press that began elsewhere or before it was drawn never does.
import { describe, expect, test } from 'vitest';
import { ButtonPress } from '../../src/ui/button-press.ts';

const over = { beganHere: true, meantFor: true };

describe('a press on a button', () => {
  test('a quick tap presses it', () => {
    const b = new ButtonPress();
    b.down(1000);
    expect(b.release({ downTime: 1000, ...over })).toBe(true);
  });

  test('a press held long enough to name it still presses it on release (a slow finger)', () => {
    const b = new ButtonPress();
    b.down(1000);
    // 1.7 s later the button has been named (holding), and the finger lifts over it.
    expect(b.holding(1000)).toBe(true);
    expect(b.release({ downTime: 1000, ...over })).toBe(true);
    expect(b.holding(1000)).toBe(false);
  });

  test('sliding off lets it go, even if the finger comes back over it to lift', () => {
    const b = new ButtonPress();
    b.down(1000);
    b.left(1000, true);
    expect(b.holding(1000)).toBe(false);
    expect(b.release({ downTime: 1000, ...over })).toBe(false);
  });

  test('a slide off is one press: the next press on it presses', () => {
    const b = new ButtonPress();
    b.down(1000);
    b.left(1000, true);
    b.release({ downTime: 1000, ...over });
    b.down(3000);
    expect(b.release({ downTime: 3000, ...over })).toBe(true);
  });

  test('the pointer leaving after a lift (a touch ends) is no slide off', () => {
    const b = new ButtonPress();
    b.down(1000);
    expect(b.release({ downTime: 1000, ...over })).toBe(true);
    b.left(1000, false);
    b.down(2000);
    expect(b.release({ downTime: 2000, ...over })).toBe(true);
  });

  test('a press that began on a square and slid onto the button presses nothing', () => {
    const b = new ButtonPress();
    expect(b.release({ downTime: 1000, beganHere: false, meantFor: true })).toBe(false);
  });

  test('a press that began before the button was drawn presses nothing', () => {
    const b = new ButtonPress();
    b.down(1000);
    expect(b.release({ downTime: 1000, beganHere: true, meantFor: false })).toBe(false);
  });

  test('a release whose press time is unknown (a synthetic one) presses', () => {
    const b = new ButtonPress();
    b.left(0, true);
    expect(b.release({ downTime: 0, ...over })).toBe(true);
  });
});
