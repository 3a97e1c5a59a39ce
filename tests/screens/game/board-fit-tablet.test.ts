// An upright tablet's board stands whole inside the screen: a phone lacks the width and its board
// bleeds past the sides, but on a tablet a bleeding beaker's wall and tick marks touched the edge.
import { expect, test } from 'vitest';
import { parseLayout } from '../../../src/engine/index.ts';
import { BLEED_MOST_CSS, boardFitChoice } from '../../../src/screens/game/board-fit.ts';
import { PAD } from '../../../src/ui/art/board-frame.ts';
import { numeralLook } from '../../../src/ui/piece-numeral.ts';
import { boardScreen } from './board-screen.ts';

test('upright, a phone bleeds and a tablet does not; its row numbers stay on the rim', () => {
  const beaker = parseLayout('beaker:6x7');
  expect(boardFitChoice(beaker, 'upright', 390)).toEqual({ bleed: true, labelsOnRim: true });
  expect(boardFitChoice(beaker, 'upright', BLEED_MOST_CSS)).toEqual({ bleed: true, labelsOnRim: true });
  expect(boardFitChoice(beaker, 'upright', 820)).toEqual({ bleed: false, labelsOnRim: true });
  expect(boardFitChoice(beaker, 'upright', 768)).toEqual({ bleed: false, labelsOnRim: true });
});

test.each([
  ['beaker:6x7', 820, 1180],
  ['flask:8x3', 820, 1180],
  ['square:6', 820, 1180],
  ['beaker:6x7', 768, 1024],
])('%s at %ix%i: the glass, ticks and all, stands a margin inside the screen', (id, w, h) => {
  const s = boardScreen(id, w, h, 2);
  const glassLeft = s.fit.left + PAD * s.fit.square;
  const glassRight = s.fit.left + s.fit.frame.width - PAD * s.fit.square;
  expect(glassLeft).toBeGreaterThanOrEqual(8 * s.dpr);
  expect(glassRight).toBeLessThanOrEqual(s.width - 8 * s.dpr);
  // Its squares large, their figures grown past the least size.
  expect(numeralLook(s.fit.layout.grid, s.fit.square / s.dpr).fontCss).toBeGreaterThan(17);
});
