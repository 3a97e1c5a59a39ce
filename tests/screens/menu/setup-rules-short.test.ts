// The Rules tab says each option in one short line (two at most on an upright phone, with the line
// that the opponent chosen does not play it), at 13 CSS px or more in a readable colour, and keeps
// the whole explanation behind the option's "?": the tab's blocks as the setup scene lays them out at
// 390×844 (3 device pixels to the CSS pixel), the words measured by a stand-in for the page's font.
import { expect, test } from 'vitest';
import { DEFAULT_SETTINGS, type Settings } from '../../../src/game/settings.ts';
import type { MenuView } from '../../../src/screens/menu/menu-view.ts';
import { chipBlock } from '../../../src/screens/menu/setup-place.ts';
import type { SetupSection } from '../../../src/screens/menu/setup-sections.ts';
import { screenShape } from '../../../src/screens/screen-shape.ts';
import {
  contrastRatio,
  SECONDARY_COLOUR,
  SECONDARY_GROUNDS,
  secondaryFont,
} from '../../../src/ui/secondary-text.ts';
import { menuRig } from './menu-ports.ts';

const RULES: MenuView = { page: 'setup', tab: 'rules', yours: false };
const DPR = 3;
const PHONE = screenShape(390 * DPR, 844 * DPR, DPR);
const U = PHONE.u;
/** As the setup scene has them: a row as tall as a finger (46 CSS px), the page's column 12 units in from each side. */
const ROW = Math.max(44 * U, 46 * DPR);
const COLUMN = 390 * DPR - 24 * U;
/** The words' size on the page, in device pixels. */
const FONT = secondaryFont(15, U, DPR);

/** Lines of `words` wrapped at `width`: a character 0.45 of the font's size (the page's sans measured 0.41 on a phone's screenshot). */
function lines(words: string, width: number): number {
  return words.split('\n').reduce((total, paragraph) => {
    let count = 1;
    let line = 0;
    for (const word of paragraph.split(' ')) {
      const w = (word.length + 1) * FONT * 0.45;
      if (line > 0 && line + w > width) {
        count++;
        line = 0;
      }
      line += w;
    }
    return total + count;
  }, 0);
}
const measure = (words: string, width: number) => lines(words, width) * FONT * 1.2;

const BOARDS: [string, Partial<Settings>][] = [
  ['square 5×5', {}],
  ['square 4×4', { layouts: { ...DEFAULT_SETTINGS.layouts, square: 'square:4' } }],
  ['hexagon', { family: 'hex' }],
  ['triangle', { family: 'tri' }],
  ['petri dish', { family: 'petri' }],
  ['beaker', { family: 'beaker' }],
  ['flask', { family: 'flask' }],
];
const STATES: [string, Partial<Settings>][] = [
  ['everything off', {}],
  [
    'capture, stem cells and jumps on against Medium',
    { capture: true, stem: true, jumps: true, opponent: 'medium' },
  ],
  ['equal moves and connections on', { equalMoves: true, scoring: 'connections' }],
];

const toggles = (over: Partial<Settings>) =>
  menuRig(over)
    .model.setup.snapshot(RULES)
    .sections.filter((s): s is Extract<SetupSection, { kind: 'toggle' }> => s.kind === 'toggle');

test.each(
  BOARDS.flatMap(([b, board]) => STATES.map(([s, state]) => [`${b}, ${s}`, { ...board, ...state }] as const)),
)(
  'on an upright phone, %s: one line an option, two with the opponent line, under the chip at the whole width',
  (_, over) => {
    const shown = toggles(over);
    expect(shown.length).toBeGreaterThanOrEqual(3);
    for (const s of shown) {
      const block = chipBlock(COLUMN, U, ROW, s.words, s.reserve, measure);
      // Its own line is one line; the line that Medium does not play it is the second.
      const own = s.words.split('\n')[0]!;
      expect(lines(own, block.words.width), own).toBe(1);
      expect(lines(s.words, block.words.width), s.words).toBeLessThanOrEqual(2);
      // Its block keeps room for no more than two lines whatever it shows.
      expect(block.height, s.option.id).toBeLessThanOrEqual(ROW + 6 * U + 2 * FONT * 1.2 + 1);
      // The "?" is a finger's size, beside the chip on its row, and names what it opens.
      expect(block.help.w).toBeGreaterThanOrEqual(46 * DPR);
      expect(block.help.x).toBeGreaterThanOrEqual(block.chip.x + block.chip.w);
      expect(block.help.x + block.help.w).toBeLessThanOrEqual(COLUMN);
      expect(s.more.id).toBe(`more:${s.option.id}`);
      expect(s.more.words).toMatch(/^More about /);
      // The whole of it is behind the "?": longer than the line beside the chip, with a picture.
      expect(s.more.pages).toHaveLength(1);
      expect(s.more.pages[0]!.lines.join(' ').length).toBeGreaterThan(own.length);
      expect(s.more.pages[0]!.demo).not.toBeNull();
    }
  },
);

test('the words are at least 13 CSS px on an upright phone, in a colour at least 4.5:1 on the page', () => {
  expect(FONT / DPR).toBeGreaterThanOrEqual(13);
  for (const ground of SECONDARY_GROUNDS)
    expect(contrastRatio(SECONDARY_COLOUR, ground)).toBeGreaterThanOrEqual(4.5);
});

test('before, the long lines took four to six lines a chip on this phone; behind the "?" they are whole', () => {
  const capture = toggles({ capture: true, opponent: 'medium' }).find((s) => s.option.id === 'capture')!;
  const whole = capture.more.pages[0]!.lines.join('\n');
  expect(lines(whole, COLUMN)).toBeGreaterThanOrEqual(4);
  expect(whole).toMatch(/whoever fills the last square can take the whole board/);
  expect(whole).toMatch(/Medium grabs captures; Expert plans them\./);
});
