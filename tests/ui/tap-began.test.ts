// A release presses a button only when its press began after the button was drawn: the results'
// buttons take no tap that began on the final board (src/ui/tap-began.ts).
import { expect, test } from 'vitest';
import { drawnAtFor, tapMeantFor } from '../../src/ui/tap-began.ts';

test('a tap that began before the button was drawn is not its tap; one that began after is', () => {
  expect(tapMeantFor(1000, 1200)).toBe(false);
  expect(tapMeantFor(1200, 1200)).toBe(true);
  expect(tapMeantFor(1500, 1200)).toBe(true);
  // No press time (a release made by a script, or a pointer never pressed): it counts.
  expect(tapMeantFor(0, 1200)).toBe(true);
  expect(tapMeantFor(Number.NaN, 1200)).toBe(true);
});

test('a button drawn again by a choice, same id and place in the same frame, keeps its time: a quick tap on it counts (reviewer 34: Play after Perfect, the Rules tab after a board)', async () => {
  const scene = {};
  const box = { x: 100, y: 700, width: 200, height: 88 };
  const play = drawnAtFor(scene, 'play', box, 10);
  // The finger goes down on Play after it was first drawn; the choice just made draws the page again.
  const down = play.drawnAt + 1;
  await new Promise((r) => setTimeout(r, 5));
  play.gone(40);
  const again = drawnAtFor(scene, 'play', box, 40);
  expect(again.drawnAt).toBe(play.drawnAt);
  expect(tapMeantFor(down, again.drawnAt)).toBe(true);
  // Drawn again once more in a later redraw: still the same button.
  again.gone(41);
  expect(drawnAtFor(scene, 'play', box, 41).drawnAt).toBe(play.drawnAt);
});

test('another place, another id or a frame shown between: the new button counts from when it is drawn', async () => {
  const scene = {};
  const box = { x: 100, y: 700, width: 200, height: 88 };
  const first = drawnAtFor(scene, 'play', box, 10);
  await new Promise((r) => setTimeout(r, 5));
  first.gone(20);
  // Moved by the redraw: a tap that began on its old place was not on it.
  const moved = drawnAtFor(scene, 'play', { ...box, y: 600 }, 20);
  expect(moved.drawnAt).toBeGreaterThan(first.drawnAt);
  moved.gone(30);
  // Gone in one frame, drawn in a later one (another screen between, the results over the board).
  expect(drawnAtFor(scene, 'play', { ...box, y: 600 }, 31).drawnAt).toBeGreaterThan(first.drawnAt);
  // Another control where it stood, or the same id in another scene.
  expect(drawnAtFor(scene, 'tab:rules', box, 20).drawnAt).toBeGreaterThan(first.drawnAt);
  expect(drawnAtFor({}, 'play', box, 20).drawnAt).toBeGreaterThan(first.drawnAt);
});
