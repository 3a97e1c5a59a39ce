// The Rules tab's chips stay put under a finger: a tap that changes a chip's words, locks another
// chip or takes the solved line away moves no chip, on an upright phone, a phone on its side and a
// tablet (the page placed as the setup scene places it, with words measured by a stand-in font).
import { describe, expect, test } from 'vitest';
import { DEFAULT_SETTINGS, type Settings } from '../../../src/game/settings.ts';
import type { MenuView } from '../../../src/screens/menu/menu-view.ts';
import { chipBlock, placeSections, type Block } from '../../../src/screens/menu/setup-place.ts';
import type { SetupSection } from '../../../src/screens/menu/setup-sections.ts';
import { menuRig, type MenuRig } from './menu-ports.ts';

const RULES: MenuView = { page: 'setup', tab: 'rules', yours: false };
const ROW = 48;

/** 15-px words: about 7.4 px a character, 19 px a line, wrapped at whole words. */
function measure(words: string, width: number): number {
  let lines = 1;
  let line = 0;
  for (const word of words.split(' ')) {
    const w = (word.length + 1) * 7.4;
    if (line > 0 && line + w > width) {
      lines++;
      line = 0;
    }
    line += w;
  }
  return lines * 19;
}

function block(s: SetupSection): Block {
  switch (s.kind) {
    case 'toggle':
      return {
        caption: false,
        height: (w) => chipBlock(w, 1, ROW, s.words, s.reserve, measure).height,
      };
    case 'line':
      return { caption: s.caption !== '', height: (w) => measure(s.words, w) };
    case 'solved':
      return { caption: false, height: () => ROW };
    default:
      throw new Error(`the Rules tab has no ${s.kind}`);
  }
}

/** The pages: the setup scene's column and room under the tabs and over the bar at each shape. */
const PAGES = {
  'upright phone 390×844': { x: 12, y: 78, colW: 366, landscape: false, gap: 10, captionH: 22, room: 640 },
  'phone on its side 844×390': { x: 12, y: 78, colW: 820, landscape: true, gap: 10, captionH: 22, room: 196 },
  'tablet 1024×768': { x: 62, y: 78, colW: 900, landscape: true, gap: 10, captionH: 22, room: 560 },
};

/** Every chip's rectangle on the page, by id. */
function chips(rig: MenuRig, page: (typeof PAGES)[keyof typeof PAGES]): Map<string, number[]> {
  const sections = rig.model.setup.snapshot(RULES).sections;
  const placed = placeSections(sections.map(block), page);
  const out = new Map<string, number[]>();
  sections.forEach((s, i) => {
    if (s.kind !== 'toggle') return;
    const at = placed.places[i]!;
    const c = chipBlock(at.w, 1, ROW, s.words, s.reserve, measure).chip;
    out.set(
      s.option.id,
      [at.x + c.x, at.top + c.y, c.w, c.h].map((v) => Math.round(v * 10) / 10),
    );
  });
  return out;
}

/** The chips that switch: a row that states a fact (an option that changes nothing here) is none. */
const switches = (rig: MenuRig) =>
  rig.model.setup
    .snapshot(RULES)
    .sections.flatMap((s) => (s.kind === 'toggle' && !s.fact ? [s.option.id] : []));

const BOARDS: [string, Partial<Settings>][] = [
  ['square 5×5', {}],
  ['square 4×4 (solved)', { layouts: { ...DEFAULT_SETTINGS.layouts, square: 'square:4' } }],
  ['hexagon 5', { family: 'hex' }],
  ['triangle 6', { family: 'tri' }],
  ['beaker (cells fall)', { family: 'beaker' }],
];

describe.each(Object.entries(PAGES))('on the %s', (_, page) => {
  test.each(BOARDS)('%s: each chip tapped, on and back off, moves no chip', (_name, board) => {
    const rig = menuRig(board);
    const ids = [...chips(rig, page).keys()];
    expect(ids.length).toBeGreaterThanOrEqual(3);
    for (const id of ids) {
      // A row with no switch (equal moves on an even board) has nothing to tap.
      if (!switches(rig).includes(id)) continue;
      for (let tap = 0; tap < 2; tap++) {
        const before = chips(rig, page);
        rig.model.setup.choose(RULES, id);
        expect(chips(rig, page), `${id}, tap ${tap + 1}`).toEqual(before);
      }
    }
  });

  test("the reviewer's taps: Capture, then Jumps (equal moves locked), then Equal moves, then Jumps off", () => {
    const rig = menuRig({ equalMoves: false });
    const first = chips(rig, page);
    for (const id of ['capture', 'jumps', 'equal', 'jumps', 'equal', 'stem', 'connections']) {
      rig.model.setup.choose(RULES, id);
      expect(chips(rig, page), id).toEqual(first);
    }
    // The taps did what they say: jumps went on and off, equal moves on at the end.
    expect(rig.saved()).toMatchObject({ capture: true, jumps: false, equalMoves: true, stem: true });
  });
});

test('where the solved line goes with a rule, the same room says the board is not solved with these rules', () => {
  const rig = menuRig({ layouts: { ...DEFAULT_SETTINGS.layouts, square: 'square:4' } });
  const named = () =>
    rig.model.setup
      .snapshot(RULES)
      .sections.filter((s) => s.kind === 'solved')
      .map((s) => s.name);
  expect(named()).toEqual(['setup:solved']);
  rig.model.setup.choose(RULES, 'capture');
  rig.model.setup.choose(RULES, 'stem');
  expect(named()).toEqual(['setup:not-solved']);
});
