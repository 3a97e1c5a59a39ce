// The menu's first screen on its layout model, at the six shapes a player meets (two upright
// phones, two phones on their side, a tablet, a desktop): everything on the screen, nothing over
// anything else, every button a finger wide, the big card the largest thing; a newcomer's offer of
// the guided game is a row of its own above the big card, and nothing else moves for it (so no
// button comes under a finger where another stood once the offer is gone).
import { describe, expect, test } from 'vitest';
import { hubLayout, titleWidth, type Box, type PrimaryKind } from '../../../src/screens/menu/hub-layout.ts';

const SHAPES = [
  [390, 844],
  [360, 780],
  [844, 390],
  [740, 360],
  [1024, 768],
  [1280, 720],
] as const;
/** The big card's kind, the offer, and the places (a first visit's two, a returning player's four: menu-model.ts). */
const KINDS: [PrimaryKind, boolean, number][] = [
  ['play', false, 4],
  ['resume', false, 4],
  ['play', true, 2],
  ['resume', true, 2],
  ['play', true, 4],
];
const PLACES = 4;

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width - 0.01 &&
  b.x < a.x + a.width - 0.01 &&
  a.y < b.y + b.height - 0.01 &&
  b.y < a.y + a.height - 0.01;
const inside = (a: Box, b: Box) =>
  a.x >= b.x - 0.01 &&
  a.y >= b.y - 0.01 &&
  a.x + a.width <= b.x + b.width + 0.01 &&
  a.y + a.height <= b.y + b.height + 0.01;

describe.each(SHAPES)('the menu at %i×%i', (w, h) => {
  for (const dpr of [1, 3]) {
    test.each(KINDS)(
      `%s card, offer %s, %i places, at ${dpr} device pixels per CSS px`,
      (kind, offer, places) => {
        const l = hubLayout({ width: w * dpr, height: h * dpr, dpr }, kind, places, offer);
        const screen = { x: 0, y: 0, width: w * dpr, height: h * dpr };
        const named: [string, Box][] = [
          ['primary', l.primary],
          ['ladder', l.ladder],
          ['puzzle', l.puzzle],
          ...l.places.map((p, i): [string, Box] => [`place ${i}`, p]),
          ...(l.title ? [['title', l.title] as [string, Box]] : []),
          ...(l.offer
            ? [['show me', l.offer.start] as [string, Box], ['no thanks', l.offer.later] as [string, Box]]
            : []),
        ];
        expect(l.places).toHaveLength(places);
        expect(l.offer !== null).toBe(offer);
        // The offer moves nothing: every other box stands where it stands without it.
        const without = hubLayout({ width: w * dpr, height: h * dpr, dpr }, kind, places, false);
        const rest = (x: typeof l) => ({ ...x, title: null, titleSize: 0, offer: null });
        expect(rest(l)).toEqual(rest(without));
        // The title gives way to the offer only where there is no room for both; upright, on a
        // tablet and a desktop, with no offer the title takes the offer's row too (no empty band
        // where the offer stood).
        if (h > w || h >= 560)
          expect(inside(l.title!, without.head) && inside(without.title!, without.head)).toBe(true);
        else if (!offer) expect(l.title).toEqual(without.title);
        // The game's name is in sight on every screen, with the offer or without it.
        expect(l.title, 'the title').not.toBeNull();
        for (const [name, box] of named) {
          expect(inside(box, screen), `${name} on the screen: ${JSON.stringify(box)}`).toBe(true);
          for (const [other, b] of named)
            if (other !== name) expect(overlaps(box, b), `${name} over ${other}`).toBe(false);
        }
        // Nothing touches the screen's edges: 8 CSS px of margin at least (on a phone on its side the
        // offer's row stood 1 px from the top).
        for (const [name, box] of named.filter(([n]) => n !== 'title'))
          expect(
            inside(box, { x: 8 * dpr, y: 8 * dpr, width: (w - 16) * dpr, height: (h - 16) * dpr }),
            `${name} 8 px from the edges: ${JSON.stringify(box)}`,
          ).toBe(true);
        // Every control takes a finger: 44 CSS px each way.
        const p = l.parts;
        const controls: [string, Box][] = [
          ['ladder', l.ladder],
          ['puzzle', l.puzzle],
          ...l.places.map((b, i): [string, Box] => [`place ${i}`, b]),
          ...p.buttons.map((b, i): [string, Box] => [`button ${i}`, b]),
          ['change', p.change],
          ...(l.offer
            ? [['show me', l.offer.start] as [string, Box], ['no thanks', l.offer.later] as [string, Box]]
            : []),
        ];
        for (const [name, box] of controls) {
          expect(box.width / dpr, `${name} wide`).toBeGreaterThanOrEqual(44);
          expect(box.height / dpr, `${name} tall`).toBeGreaterThanOrEqual(44);
        }
        // The big card's parts stand inside it and apart.
        const parts: [string, Box][] = [
          ['words', p.words],
          ['picture', p.picture],
          ['change', p.change],
          ...p.buttons.map((b, i): [string, Box] => [`button ${i}`, b]),
        ];
        for (const [name, box] of parts) {
          expect(inside(box, l.primary), `${name} in the card`).toBe(true);
          for (const [other, b] of parts)
            if (other !== name) expect(overlaps(box, b), `${name} over ${other}`).toBe(false);
        }
        // A wide card's picture takes most of the room over Play: no wide bare band over it (session 23 saw ~110 px, 78 at 1024×768).
        if (w > h && h >= 560) expect((p.picture.y - l.primary.y) / dpr).toBeLessThanOrEqual(48);
        expect(p.buttons).toHaveLength(kind === 'play' ? 1 : 2);
        // Beside the picture, "Player 1 vs Player 2" and a built board's name stand whole (at 390×844 a
        // picture of 62% left them 135 px and cut both).
        if (w >= 390 && h >= 560) expect(p.words.width / dpr, 'words wide').toBeGreaterThanOrEqual(160);
        // The words have room for two lines of the least text at least.
        expect(p.words.height / dpr).toBeGreaterThanOrEqual(2 * 12 * 1.3);
        // The big card is the largest thing, Play (or Resume) its largest button.
        const area = (b: Box) => b.width * b.height;
        for (const [name, box] of named.slice(1))
          expect(area(l.primary), `the card beside ${name}`).toBeGreaterThan(area(box));
        const main = p.buttons[0]!;
        for (const b of p.buttons) expect(main.width).toBeGreaterThanOrEqual(b.width);
        // Text no smaller than 12 CSS px.
        expect(l.captionSize / dpr).toBeGreaterThanOrEqual(12);
        expect(l.titleSize / dpr).toBeGreaterThanOrEqual(12);
      },
    );
  }
});

test('upright, the menu stands in one column: title, card, the two cards side by side, the places in a row', () => {
  const l = hubLayout({ width: 390, height: 844, dpr: 1 }, 'play', PLACES);
  expect(l.title!.y).toBeLessThan(l.primary.y);
  expect(l.primary.y + l.primary.height).toBeLessThanOrEqual(l.ladder.y);
  expect(l.ladder.y).toBe(l.puzzle.y);
  expect(l.ladder.x).toBeLessThan(l.puzzle.x);
  expect(new Set(l.places.map((b) => b.y)).size).toBe(1);
  expect(l.places[0]!.y).toBeGreaterThanOrEqual(l.ladder.y + l.ladder.height);
  // It fills the phone from top to foot, with the offer or without it (no band where it stood).
  for (const [shape, offer] of [
    [[390, 844], false],
    [[390, 844], true],
    [[360, 740], false],
    [[412, 915], true],
  ] as const) {
    const [w, h] = shape;
    const m = hubLayout({ width: w, height: h, dpr: 1 }, 'play', PLACES, offer);
    const top = offer ? m.offer!.start.y : m.title!.y;
    expect(top, `${w}x${h} top`).toBeLessThan(0.06 * h);
    const foot = m.places[0]!.y + m.places[0]!.height;
    expect(h - foot, `${w}x${h} foot`).toBeLessThan(0.03 * h);
  }
});

test("the ladder's and the puzzle's cards keep two fingers' room each way for their heading, words and foot, on every shape", () => {
  for (const [w, h] of SHAPES)
    for (const places of [2, 4]) {
      const l = hubLayout({ width: w, height: h, dpr: 1 }, 'play', places);
      for (const card of [l.ladder, l.puzzle])
        expect(Math.min(card.width, card.height), `${w}x${h}`).toBeGreaterThanOrEqual(88);
    }
});

test('on its side, the big card has the left column and the two cards the right, each as tall as the other; the places a row across the foot', () => {
  for (const [w, h] of [
    [844, 390],
    [667, 375],
    [740, 360],
  ] as const) {
    const l = hubLayout({ width: w, height: h, dpr: 1 }, 'play', PLACES);
    expect(l.primary.x + l.primary.width).toBeLessThanOrEqual(l.ladder.x);
    expect(l.ladder.x).toBe(l.puzzle.x);
    expect(l.primary.y).toBe(l.ladder.y);
    expect(l.puzzle.y + l.puzzle.height).toBeCloseTo(l.primary.y + l.primary.height, 5);
    // The places under both columns, across the menu's width, each icon beside its one-line caption
    // with room for "Build a board" at 13 px (~90 px) beside its icon: under the right column
    // they were 66 px each, their captions on two lines.
    expect(l.placesInline).toBe(true);
    expect(l.places[0]!.x).toBe(l.primary.x);
    expect(l.places.at(-1)!.x + l.places.at(-1)!.width).toBeCloseTo(l.ladder.x + l.ladder.width, 5);
    for (const p of l.places) {
      expect(p.y).toBeGreaterThan(l.primary.y + l.primary.height);
      expect(p.height).toBeGreaterThanOrEqual(44);
      expect(p.width).toBeGreaterThanOrEqual(150);
    }
    expect(l.places[0]!.y + l.places[0]!.height).toBeLessThanOrEqual(h);
  }
  // Upright, on a tablet and a desktop the places keep an icon over their caption.
  for (const [w, h] of [
    [390, 844],
    [1024, 768],
    [1280, 720],
  ] as const)
    expect(hubLayout({ width: w, height: h, dpr: 1 }, 'play', PLACES).placesInline).toBe(false);
});

test("on a phone on its side the newcomer's offer shares its row with the game's name, which stays readable and whole", () => {
  for (const [w, h] of [
    [844, 390],
    [740, 360],
  ] as const) {
    const dpr = 3;
    const l = hubLayout({ width: w * dpr, height: h * dpr, dpr }, 'play', 2, true);
    const without = hubLayout({ width: w * dpr, height: h * dpr, dpr }, 'play', 2, false);
    const title = l.title!;
    // Larger than the title alone there (15 CSS px at 844×390), as large as the row lets it.
    expect(l.titleSize / dpr).toBeGreaterThanOrEqual(20);
    expect(l.titleSize).toBeGreaterThan(without.titleSize);
    // On the row's left, in its height, clear of the offer's two buttons, which keep a finger's size.
    expect(title.x).toBe(l.primary.x);
    expect(title.x + title.width).toBeLessThan(l.offer!.start.x);
    expect(title.y).toBeGreaterThanOrEqual(l.offer!.start.y);
    expect(title.y + title.height).toBeLessThanOrEqual(l.offer!.start.y + l.offer!.start.height + 0.01);
    expect(title.width).toBeGreaterThanOrEqual(titleWidth(l.titleSize, l.u) - 0.01);
    expect(l.offer!.start.width / dpr).toBeGreaterThanOrEqual(200);
    // Play stays where it stood, above the fold and a thumb's size.
    const play = l.parts.buttons[0]!;
    expect(play).toEqual(without.parts.buttons[0]);
    expect(play.y + play.height).toBeLessThanOrEqual(h * dpr);
    expect(play.height / dpr).toBeGreaterThanOrEqual(44);
  }
  // Upright the title stands in its own row under the offer, as before.
  const up = hubLayout({ width: 390 * 3, height: 844 * 3, dpr: 3 }, 'play', 2, true);
  expect(up.title!.y).toBeGreaterThanOrEqual(up.offer!.start.y + up.offer!.start.height);
  expect(up.title!.y + up.title!.height).toBeLessThanOrEqual(up.primary.y);
});

// Upright (390×844), a big card grown past what it holds leaves about 90 px empty between Change
// and Play while its picture keeps half its width.
test('upright, the big card is tight round its parts: no band over Play nor under its top', () => {
  for (const [w, h] of [
    [390, 844],
    [360, 780],
    [412, 915],
  ] as const)
    for (const dpr of [1, 3])
      for (const kind of ['play', 'resume'] as const) {
        const l = hubLayout({ width: w * dpr, height: h * dpr, dpr }, kind, PLACES);
        const p = l.parts;
        const above = Math.max(p.picture.y + p.picture.height, p.change.y + p.change.height);
        const play = p.buttons[0]!;
        const at = `${w}x${h} at ${dpr}, ${kind}`;
        expect((play.y - above) / dpr, `${at}: the band over Play`).toBeLessThanOrEqual(16);
        expect(
          (Math.min(p.picture.y, p.words.y) - l.primary.y) / dpr,
          `${at}: over the picture`,
        ).toBeLessThanOrEqual(16);
        // Under Play, the card's padding alone.
        expect((l.primary.y + l.primary.height - (play.y + play.height)) / dpr).toBeLessThanOrEqual(16);
      }
});

// A phone on its side (844×390): the big card's spare height stood as a band over Play three times
// the one over the picture.
test('on its side, the big card parts its spare height evenly over the picture and over Play', () => {
  for (const [w, h] of [
    [844, 390],
    [740, 360],
  ] as const)
    for (const dpr of [1, 3]) {
      const l = hubLayout({ width: w * dpr, height: h * dpr, dpr }, 'play', PLACES);
      const p = l.parts;
      const over = p.picture.y - l.primary.y;
      const under = p.buttons[0]!.y - (p.picture.y + p.picture.height);
      expect(Math.abs(under - over) / dpr, `${w}x${h} at ${dpr}`).toBeLessThanOrEqual(16);
    }
});

// On a tablet (1024×768) a big card grown to the whole height leaves about 100 px empty over Play
// while its picture keeps to the width the words beside it leave.
test('on a tablet and a desktop, the big card is tight round its parts and the menu stands in the middle', () => {
  for (const [w, h] of [
    [1024, 768],
    [1280, 720],
  ] as const)
    for (const dpr of [1, 2])
      for (const kind of ['play', 'resume'] as const) {
        const l = hubLayout({ width: w * dpr, height: h * dpr, dpr }, kind, PLACES);
        const p = l.parts;
        const play = p.buttons[0]!;
        const at = `${w}x${h} at ${dpr}, ${kind}`;
        const over = (Math.min(p.picture.y, p.words.y) - l.primary.y) / dpr;
        const under = (play.y - (p.picture.y + p.picture.height)) / dpr;
        // Under 44 CSS px over Play (98 before), and no more than the card's padding and as much again over the picture.
        expect(under, `${at}: the band over Play`).toBeLessThanOrEqual(44);
        expect(over, `${at}: over the picture`).toBeLessThanOrEqual(48);
        // The menu's foot as far from the screen's as its head (the title, or the offer over it) from the top.
        const foot = h * dpr - (l.places[0]!.y + l.places[0]!.height);
        expect(Math.abs(foot - l.head.y) / dpr, at).toBeLessThanOrEqual(2);
        const offered = hubLayout({ width: w * dpr, height: h * dpr, dpr }, kind, PLACES, true).offer!;
        expect(Math.abs(foot - offered.start.y) / dpr, `${at}, with the offer`).toBeLessThanOrEqual(2);
        // The right column's cards keep room for their six lines of words (~165 CSS px at 1024×768).
        expect(l.ladder.height / l.u, at).toBeGreaterThanOrEqual(120);
      }
});

// The mark of changed rules ("Capture on ✕", a tap back to the standard rules) stood where Change
// stands without it: a tablet's finger that knew Change (a first visit's menu) reset the rules
// unseen. The mark takes its row under Change, a finger wide, and never holds Change's old middle.
// A 360×780 phone's card has no finger's row to spare under Change: there the mark's Undo answers
// a stray tap (menu-model.ts).
test.each(SHAPES.filter(([w]) => w !== 360))(
  'at %i×%i the mark of changed rules stands under Change, never where Change stood',
  (w, h) => {
    for (const dpr of [1, 3])
      // A first visit's menu (the offer, no today card) and a returning player's (the today card), as
      // the mark comes: the today card comes with the player's first game, so does a mark.
      for (const [offer, before, today] of [
        [true, false, true],
        [false, true, true],
        [false, false, false],
      ] as const) {
        const screen = { width: w * dpr, height: h * dpr, dpr };
        const plain = hubLayout(screen, 'play', PLACES, offer, before).parts;
        const p = hubLayout(screen, 'play', PLACES, false, today, true).parts;
        const mark = p.mark!;
        const at = `${w}x${h} at ${dpr}, offer ${offer}, today ${today}`;
        expect(mark.y, at).toBeGreaterThanOrEqual(p.change.y + p.change.height);
        expect(mark.height / dpr, at).toBeGreaterThanOrEqual(44);
        for (const [name, box] of [
          ['words', p.words],
          ['picture', p.picture],
          ['play', p.buttons[0]!],
        ] as const)
          expect(overlaps(mark, box), `${at}: mark over ${name}`).toBe(false);
        const was = {
          x: plain.change.x + plain.change.width / 2,
          y: plain.change.y + plain.change.height / 2,
        };
        const holds =
          was.x >= mark.x && was.x <= mark.x + mark.width && was.y >= mark.y && was.y <= mark.y + mark.height;
        expect(holds, `${at}: Change's middle without the mark`).toBe(false);
      }
  },
);

describe('the Your games door with its record', () => {
  test.each(SHAPES)(
    'at %i×%i it is wider than the others, in the same row, nothing under a finger',
    (w, h) => {
      for (const dpr of [1, 3]) {
        const screen = { width: w * dpr, height: h * dpr, dpr };
        const plain = hubLayout(screen, 'play', PLACES, false, true, false, false);
        const door = hubLayout(screen, 'play', PLACES, false, true, false, true);
        const [first, ...rest] = door.places;
        const span = (l: typeof door) => [l.places[0]!.x, l.places.at(-1)!.x + l.places.at(-1)!.width];
        expect(span(door)[0]).toBeCloseTo(span(plain)[0]!);
        expect(span(door)[1]).toBeCloseTo(span(plain)[1]!);
        for (const p of rest) {
          expect(first!.width).toBeCloseTo(p.width * 1.6);
          expect(p.width).toBeGreaterThanOrEqual(door.touch);
          expect(p.y).toBe(first!.y);
          expect(overlaps(first!, p)).toBe(false);
        }
        // Everything else stands where it stands without the record.
        expect(door.primary).toEqual(plain.primary);
        expect(door.ladder).toEqual(plain.ladder);
      }
    },
  );
});
