// The menu's Ladder card (ladder-card.ts): every step's line is drawn whole, on an upright phone and
// on one on its side, a little smaller or broken after its colon and between words; on its side the Play ›
// stands under the step's board so the words have the card's height (the line was cut there at
// "Step 1 of 14: Easy on a 4×…"), a finger's size, and nothing stands over anything else.
import { describe, expect, test } from 'vitest';
import { hubLayout, type Box } from '../../../src/screens/menu/hub-layout.ts';
import {
  cardInner,
  ladderCardUnder,
  ladderCardWords,
  planLadderCard,
  pathHeight,
  planPath,
} from '../../../src/screens/menu/ladder-card.ts';
import { starsBefore, starsChecklist } from '../../../src/words/ladder-star-words.ts';
import { LADDER } from '../../../src/screens/history/ladder.ts';
import { stepWords } from '../../../src/screens/history/history-words.ts';

const DPR = 3;
const TOUCH = 46 * DPR;
const LEAST = 13 * DPR;
// Bold type about as wide as the game's (a little wider, to be safe) and as tall as drawn (24.4 px type: 30.7 px).
const widthAt = (text: string, size: number) => text.length * size * 0.6;
const lineHeight = (size: number) => size * 1.26;
const LINES = LADDER.map((s, i) => stepWords(i + 1, LADDER.length, s.opponent, s.rules));

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width - 0.01 &&
  b.x < a.x + a.width - 0.01 &&
  a.y < b.y + b.height - 0.01 &&
  b.y < a.y + a.height - 0.01;

function planAt(width: number, height: number, line: string, offer: boolean) {
  const l = hubLayout({ width: width * DPR, height: height * DPR, dpr: DPR }, 'play', offer ? 2 : 4, offer);
  const inner = cardInner(l.ladder, l.u);
  const plan = planLadderCard({
    ...{
      inner,
      u: l.u,
      touch: TOUCH,
      headHeight: lineHeight(Math.max(15 * l.u, LEAST)),
      line,
      size: Math.max(16 * l.u, LEAST),
      least: LEAST,
    },
    ...{ picture: true, play: true, widthAt, lineHeight },
  });
  return { plan, inner };
}

describe.each([
  [844, 390],
  [390, 844],
])('the Ladder card at %i×%i', (width, height) => {
  test.each([[false], [true]])('every step’s line is whole (a newcomer’s offer above: %s)', (offer) => {
    for (const line of LINES) {
      const { plan, inner } = planAt(width, height, line, offer);
      expect(plan.line.whole, line).toBe(true);
      expect(plan.line.size).toBeGreaterThanOrEqual(LEAST);
      expect(plan.line.lines.join(' ')).toBe(line);
      for (const l of plan.line.lines)
        expect(widthAt(l, plan.line.size)).toBeLessThanOrEqual(plan.words.width + 0.5);
      const lineBox = {
        x: plan.line.x,
        y: plan.line.y,
        width: Math.max(...plan.line.lines.map((l) => widthAt(l, plan.line.size))),
        height: plan.line.lines.length * lineHeight(plan.line.size),
      };
      // The Play ›: a finger's size, inside the card, clear of the line and of the step's board.
      const play = plan.play!;
      expect(play.height).toBeGreaterThanOrEqual(TOUCH - 0.01);
      expect(play.x).toBeGreaterThanOrEqual(inner.x - 0.01);
      expect(play.y + play.height).toBeLessThanOrEqual(inner.y + inner.height + 0.01);
      expect(overlaps(lineBox, play)).toBe(false);
      expect(lineBox.y + lineBox.height).toBeLessThanOrEqual(plan.bottom + 0.5);
      if (plan.picture) {
        const p = plan.picture;
        const pictureBox = { x: p.x - p.side / 2, y: p.y - p.side / 2, width: p.side, height: p.side };
        expect(overlaps(pictureBox, play)).toBe(false);
        expect(overlaps(pictureBox, lineBox)).toBe(false);
      }
    }
  });
});

test('on a phone on its side the first step’s line reads on one line, the Play › under the board', () => {
  const { plan, inner } = planAt(844, 390, LINES[0]!, false);
  expect(plan.line.lines).toEqual(['Step 1 of 14: Easy on a 5×5 board']);
  expect(plan.play!.x + plan.play!.width).toBeCloseTo(inner.x + inner.width);
  expect(plan.picture).not.toBeNull();
  expect(plan.picture!.x).toBeCloseTo(plan.play!.x + plan.play!.width / 2);
});

// Plain type a little narrower than bold, wrapped between words as the view's wordWrap does.
const plainWidth = (text: string, size: number) => text.length * size * 0.52;
function wrappedLines(text: string, width: number, size: number): number {
  return text.split('\n').reduce((n, para) => {
    let lines = 1;
    let current = '';
    for (const word of para.split(' ')) {
      const longer = current ? `${current} ${word}` : word;
      if (current && plainWidth(longer, size) > width) {
        lines++;
        current = word;
      } else current = longer;
    }
    return n + lines;
  }, 0);
}

// On an upright phone the card's lesson and the stars' rule in full take six lines of 13 px type and
// leave the step's board small, floating over the Play ›: the card says them shorter instead.
test('on an upright phone the card says the lesson in a few words and the stars one a line, larger, all above the Play ›', () => {
  for (const [i, step] of LADDER.entries()) {
    const { plan, inner } = planAt(390, 844, LINES[i]!, false);
    const card = {
      teaches: step.teaches,
      lesson: step.lesson ?? step.teaches,
      starsRule: starsBefore(step.margin),
      starsList: starsChecklist(step.margin, [false, true, false]),
    };
    const narrow = inner.width <= 2.2 * inner.height;
    expect(narrow).toBe(true);
    const words = ladderCardWords(card, narrow, uAt(390, 844), LEAST);
    expect(words.teach).toBe(step.lesson);
    expect(words.rule).toBe(`☆ win\n★ by ${step.margin} or more\n☆ on your own`);
    expect(words.size / DPR, 'larger than the least type').toBeGreaterThanOrEqual(14);
    // The lesson on a line or two (the whole one took three), the stars on at most four; with the step
    // line all above the Play ›.
    const lessonLines = wrappedLines(words.teach!, plan.words.width, words.size);
    expect(lessonLines, step.lesson).toBeLessThanOrEqual(2);
    expect(wrappedLines(step.teaches, plan.words.width, words.size)).toBeGreaterThan(lessonLines);
    const starLines = wrappedLines(words.rule!, plan.words.width, words.size);
    expect(starLines).toBeLessThanOrEqual(4);
    const stepH = plan.line.lines.length * lineHeight(plan.line.size);
    const under = (lessonLines + starLines) * lineHeight(words.size) + 4 * uAt(390, 844);
    expect(plan.line.y + stepH + under, LINES[i]).toBeLessThanOrEqual(plan.bottom);
    // The Play › at the card's foot on the right, where today's puzzle's Solve › stands.
    expect(plan.play!.x + plan.play!.width).toBeCloseTo(inner.x + inner.width);
    expect(plan.play!.y + plan.play!.height).toBeCloseTo(inner.y + inner.height);
  }
  // A wide card says the lesson and the rule whole, at the least type.
  const wide = ladderCardWords(
    { teaches: 'a', lesson: 'b', starsRule: 'c', starsList: 'd' },
    false,
    uAt(1024, 768),
    LEAST,
  );
  expect([wide.teach, wide.rule]).toEqual(['a', 'c']);
});

// A tablet's card left the stars' rule out with the Play › under the words; it stands under the step's
// board, on the right at the card's foot, and the words take the card's height.
test('on a tablet, a desktop and a phone on its side the Play › stands under the step’s board at the card’s foot', () => {
  for (const [w, h] of [
    [1024, 768],
    [1280, 720],
    [844, 390],
  ] as const) {
    const { plan, inner } = planAt(w, h, LINES[1]!, false);
    const play = plan.play!;
    expect(play.x + play.width, `${w}x${h}`).toBeCloseTo(inner.x + inner.width);
    expect(play.y + play.height).toBeCloseTo(inner.y + inner.height);
    expect(plan.picture, `${w}x${h}`).not.toBeNull();
    expect(plan.picture!.y + plan.picture!.side / 2).toBeLessThanOrEqual(play.y);
    expect(plan.bottom).toBeCloseTo(inner.y + inner.height);
    expect(plan.words.x + plan.words.width).toBeLessThan(play.x);
  }
});

function uAt(width: number, height: number): number {
  return hubLayout({ width: width * DPR, height: height * DPR, dpr: DPR }, 'play', 4).u;
}

describe("the Ladder card's path in small (the room under its words, review 38: the phone's card had an empty area)", () => {
  const u = DPR;
  test.each([
    [150, 90],
    [150, 100],
    [300, 60],
    [520, 120],
  ])(
    'in a room %i×%i CSS px: every step a disc inside it, none over another, a finger-tip or more across',
    (w, h) => {
      const box = { x: 30, y: 40, width: w * DPR, height: h * DPR };
      const plan = planPath(box, LADDER.length, u, LEAST)!;
      expect(plan.dots).toHaveLength(LADDER.length);
      expect(2 * plan.radius).toBeGreaterThanOrEqual(12 * DPR);
      for (const d of plan.dots) {
        expect(d.x - plan.radius).toBeGreaterThanOrEqual(box.x - 0.01);
        expect(d.x + plan.radius).toBeLessThanOrEqual(box.x + box.width + 0.01);
        expect(d.y - plan.radius).toBeGreaterThanOrEqual(box.y - 0.01);
        expect(d.y + plan.radius).toBeLessThanOrEqual(box.y + box.height + 0.01);
      }
      plan.dots.forEach((a, i) =>
        plan.dots
          .slice(i + 1)
          .forEach((b) => expect(Math.hypot(a.x - b.x, a.y - b.y)).toBeGreaterThan(2 * plan.radius)),
      );
      // The path winds: each step beside the one before it, never a jump across the card.
      plan.dots.slice(1).forEach((b, i) => {
        const a = plan.dots[i]!;
        expect(Math.hypot(a.x - b.x, a.y - b.y)).toBeLessThan(6 * plan.radius);
      });
    },
  );

  test('the same card width keeps the path in the same rows whatever height its words leave (one visit to the next)', () => {
    const rowsOf = (h: number) => {
      const plan = planPath({ x: 0, y: 0, width: 170 * DPR, height: h * DPR }, LADDER.length, u, LEAST)!;
      return new Set(plan.dots.map((d) => Math.round(d.y))).size;
    };
    expect(rowsOf(95)).toBe(rowsOf(110));
    expect(rowsOf(110)).toBe(rowsOf(160));
  });

  test('no path where the discs would be too small for their numbers: every disc it draws holds its number', () => {
    expect(planPath({ x: 0, y: 0, width: 150 * DPR, height: 12 * DPR }, LADDER.length, u, LEAST)).toBeNull();
    for (const h of [40, 60, 120]) {
      const plan = planPath({ x: 0, y: 0, width: 150 * DPR, height: h * DPR }, LADDER.length, u, LEAST);
      if (!plan) continue;
      expect(plan.numberSize).toBeGreaterThanOrEqual(LEAST);
      // "14" in bold at the number's size, about 1.2 of it wide, inside the disc.
      expect(2 * plan.radius).toBeGreaterThanOrEqual(1.4 * plan.numberSize);
    }
  });

  // after a first win the card's Play › and a longer step line left the discs blank
  // circles, and step 1's stars sat over its disc.
  test.each([
    [150, 'an upright phone'],
    [258, 'a phone on its side'],
    [520, 'a tablet'],
  ])(
    'in the room pathHeight keeps under a %i CSS px card (%s): each number, and the stars under their disc',
    (w) => {
      const box = { x: 10, y: 20, width: w * DPR, height: pathHeight(w * DPR, LADDER.length, u, LEAST) };
      const plan = planPath(box, LADDER.length, u, LEAST)!;
      expect(plan).not.toBeNull();
      expect(2 * plan.radius).toBeGreaterThanOrEqual(1.4 * plan.numberSize);
      const rows = [...new Set(plan.dots.map((d) => Math.round(d.y)))].sort((a, b) => a - b);
      for (const d of plan.dots) {
        const starTop = d.y + plan.star.dy - plan.star.reach;
        const starFoot = d.y + plan.star.dy + plan.star.reach;
        expect(starTop).toBeGreaterThanOrEqual(d.y + plan.radius);
        expect(starFoot).toBeLessThanOrEqual(box.y + box.height + 0.01);
        // Clear of the next row's disc, and the row of three within the step's own column.
        const next = rows.find((y) => y > d.y + 1);
        if (next !== undefined) expect(starFoot).toBeLessThanOrEqual(next - plan.radius);
        expect(2 * plan.star.dx + 2 * plan.star.reach).toBeLessThanOrEqual(
          box.width / Math.ceil(LADDER.length / rows.length) + 0.01,
        );
      }
    },
  );
});

test("under the card's words the path wherever it fits, its own Play or not; the step's board only where the path has no room", () => {
  const u = DPR;
  const roomy = { x: 0, y: 0, width: 150 * u, height: 110 * u };
  const path = planPath(roomy, LADDER.length, u, LEAST);
  expect(path).not.toBeNull();
  for (const ownPlay of [false, true])
    expect(ladderCardUnder({ path, ownPlay, boardBeside: false, room: roomy, u })).toBe('path');
  // A room too short for discs a finger's tip can tell apart, but tall enough for a board.
  const thin = { x: 0, y: 0, width: 40 * u, height: 100 * u };
  const none = planPath(thin, LADDER.length, u, LEAST);
  expect(none).toBeNull();
  expect(ladderCardUnder({ path: none, ownPlay: true, boardBeside: false, room: thin, u })).toBe(null);
  const square = { x: 0, y: 0, width: 100 * u, height: 90 * u };
  expect(ladderCardUnder({ path: null, ownPlay: true, boardBeside: false, room: square, u })).toBe('board');
  expect(ladderCardUnder({ path: null, ownPlay: true, boardBeside: true, room: square, u })).toBe(null);
  expect(ladderCardUnder({ path: null, ownPlay: false, boardBeside: false, room: square, u })).toBe(null);
});

// On a tablet's card (1024×768) the rows of three under neighbouring discs ran into one another.
test("a won step's stars: three in a row with a gap to the next step's, else one star with its count", () => {
  const tablet = planPath({ x: 0, y: 0, width: 420, height: 40 }, LADDER.length, 1, 13)!;
  expect(tablet.star.count).toBe(true);
  const phoneBox = { x: 0, y: 0, width: 150 * DPR, height: pathHeight(150 * DPR, LADDER.length, DPR, LEAST) };
  const phone = planPath(phoneBox, LADDER.length, DPR, LEAST)!;
  expect(phone.star.count).toBe(false);
  for (const [w, h, u, least] of [
    [150 * DPR, 110 * DPR, DPR, LEAST],
    [258 * DPR, 60 * DPR, DPR, LEAST],
    [420, 40, 1, 13],
    [550, 46, 1, 13],
    [700, 60, 1, 13],
  ] as const) {
    const plan = planPath({ x: 0, y: 0, width: w, height: h }, LADDER.length, u, least)!;
    const xs = [...new Set(plan.dots.map((d) => Math.round(d.x)))].sort((a, b) => a - b);
    const column = xs[1]! - xs[0]!;
    const { reach, dx, count } = plan.star;
    if (count) continue;
    expect(2 * reach).toBeGreaterThanOrEqual(12);
    expect(column - (2 * dx + 2 * reach)).toBeGreaterThanOrEqual(0.8 * reach - 1);
  }
});

test("the card's path points the way: its arrows lie between discs in order and point to the next", () => {
  const u = 3;
  const plan = planPath({ x: 0, y: 0, width: 150 * u, height: 90 * u }, LADDER.length, u, 13 * u)!;
  expect(plan.arrows.length).toBeGreaterThan(0);
  for (const a of plan.arrows) {
    // The pair of discs it stands between, and it points from the first to the second.
    const i = plan.dots.findIndex(
      (d, k) =>
        k > 0 && Math.hypot((d.x + plan.dots[k - 1]!.x) / 2 - a.x, (d.y + plan.dots[k - 1]!.y) / 2 - a.y) < 1,
    );
    expect(i).toBeGreaterThan(0);
    const [from, to] = [plan.dots[i - 1]!, plan.dots[i]!];
    expect(Math.cos(a.angle) * (to.x - from.x) + Math.sin(a.angle) * (to.y - from.y)).toBeGreaterThan(0);
    // Clear of both discs.
    expect(Math.hypot(to.x - from.x, to.y - from.y) / 2 - a.reach).toBeGreaterThan(plan.radius);
  }
  // A second row runs right to left, and its arrows say so.
  expect(plan.arrows.some((a) => Math.cos(a.angle) < -0.9)).toBe(true);
});
