// A newcomer's first menu (a first launch met a tutorial pill, a setup card, a big Play, a
// 14-step ladder, a mid-game puzzle and four buttons at once): one big action, the guided game, and
// one quiet "I know how to play" on one line; the big card, the ladder and today's puzzle wait until
// the guided game or a first game is finished. A player coming back meets the whole menu as before.
import { describe, expect, test } from 'vitest';
import { keepGame } from '../../../src/game/game-history.ts';
import { rememberGuidedOfferAnswered } from '../../../src/game/tutorial-match.ts';
import { firstRunLayout } from '../../../src/screens/menu/first-run-layout.ts';
import { hubLayout, type Box } from '../../../src/screens/menu/hub-layout.ts';
import { personGame } from '../history/history-rig.ts';
import { menuRig } from './menu-ports.ts';

const TODAY = '2026-03-10';

test('a first visit: the guided game is the one big action and Enter starts it; the cards wait', () => {
  const hub = menuRig().model.hub(TODAY);
  expect(hub.firstRun).toBe(true);
  expect(hub.enterDoes).toBe('start the guided game');
  expect(hub.offer?.start.id).toBe('tutorial:start');
  expect(hub.offer?.later).toEqual({ id: 'tutorial:later', label: 'I know how to play' });
  // The row of places stays: "Your games" (issue 29's history) and Settings are a tap away.
  expect(hub.places.map((p) => p.id)).toEqual(['history', 'help', 'build', 'options']);
});

test('"I know how to play", the guided game played to its end, or a first game finished: the whole menu, Enter plays', () => {
  const declined = menuRig();
  declined.model.answerOffer();
  const guided = menuRig();
  rememberGuidedOfferAnswered(guided.store);
  const played = menuRig();
  keepGame(played.store, personGame('square:5', 'easy', 'win', 1000));
  for (const rig of [declined, guided, played]) {
    rig.model.open();
    const hub = rig.model.hub(TODAY);
    expect(hub.firstRun).toBe(false);
    expect(hub.enterDoes).toBe('play');
    expect(hub.offer).toBeNull();
  }
});

test('a first game left unfinished: the whole menu with Carry on (the offer beside it), not the first run', () => {
  const rig = menuRig(
    {},
    { match: { rules: 'square:5', players: ['human', 'easy'], record: 'square:5 c3', over: false } },
  );
  const hub = rig.model.hub(TODAY);
  expect(hub.situation).toBe('first visit');
  expect(hub.firstRun).toBe(false);
  expect(hub.enterDoes).toBe('resume the saved game');
});

const SHAPES = [
  { width: 390, height: 844, dpr: 2 },
  { width: 844, height: 390, dpr: 2 },
  { width: 1024, height: 768, dpr: 1 },
  { width: 768, height: 1024, dpr: 1 },
  { width: 1280, height: 720, dpr: 1 },
  { width: 360, height: 640, dpr: 3 },
];

const inside = (a: Box, b: Box) =>
  a.x >= b.x - 0.5 &&
  a.y >= b.y - 0.5 &&
  a.x + a.width <= b.x + b.width + 0.5 &&
  a.y + a.height <= b.y + b.height + 0.5;
const apart = (a: Box, b: Box) =>
  a.x + a.width <= b.x + 0.5 ||
  b.x + b.width <= a.x + 0.5 ||
  a.y + a.height <= b.y + 0.5 ||
  b.y + b.height <= a.y + 0.5;

describe.each(SHAPES)('the first run at $width×$height CSS px', ({ width, height, dpr }) => {
  const screen = { width: width * dpr, height: height * dpr, dpr };
  const l = firstRunLayout(screen, 4);
  const whole = hubLayout(screen, 'play', 4, false);
  const all: [string, Box][] = [
    ['logo', l.logo],
    ['title', l.title],
    ['start', l.start],
    ['later', l.later],
    ...l.places.map((p, i) => [`place ${i}`, p] as [string, Box]),
  ];

  test('every box on the screen, none over another, each button a finger high', () => {
    for (const [name, b] of all)
      expect(inside(b, { x: 0, y: 0, width: screen.width, height: screen.height }), name).toBe(true);
    for (const [i, [a, boxA]] of all.entries())
      for (const [b, boxB] of all.slice(i + 1)) expect(apart(boxA, boxB), `${a} and ${b}`).toBe(true);
    for (const b of [l.start, l.later]) expect(b.height).toBeGreaterThanOrEqual(44 * dpr);
  });

  test('the guided game the largest button, "I know how to play" quiet under it with room for its words on one line', () => {
    expect(l.start.width * l.start.height).toBeGreaterThan(2 * l.later.width * l.later.height);
    expect(l.startSize).toBeGreaterThan(l.laterSize);
    expect(l.later.y).toBeGreaterThan(l.start.y + l.start.height);
    // "I know how to play" is 18 characters, under 0.55 em each in the menu's font.
    expect(l.later.width).toBeGreaterThanOrEqual(18 * 0.55 * l.laterSize + 16 * dpr);
    expect(l.laterSize).toBeGreaterThanOrEqual(13 * dpr);
  });

  test('the places where the whole menu has them on a phone ("I know how to play" moves none), centred on a tablet or a desktop', () => {
    expect(l.places.map((p) => [p.y, p.width, p.height])).toEqual(
      whole.places.map((p) => [p.y, p.width, p.height]),
    );
    const phone = Math.min(width, height) < 560;
    if (phone) expect(l.places).toEqual(whole.places);
    const left = l.places[0]!.x;
    const right = l.places.at(-1)!.x + l.places.at(-1)!.width;
    expect(Math.abs(left - (screen.width - right))).toBeLessThan(1);
  });
});
