// A score panel's words never run under its score: on every shape the board screen meets (a phone
// upright and on its side, a tablet, a desktop), on boards that give the HUD a row or a column, the
// widest words a panel says (jumps, "thinking" with its cue, "Paused") beside the widest score
// ("888", bold) fit at 13 CSS px or more, measured in the game's font (Node's canvas).
import { createCanvas } from '@napi-rs/canvas';
import { afterAll, describe, expect, test } from 'vitest';
import { parseLayout } from '../../../src/engine/index.ts';
import { barThickness } from '../../../src/screens/game/board-bar.ts';
import { boardShape } from '../../../src/screens/game/board-controls.ts';
import { panelWords } from '../../../src/screens/game/panel-words.ts';
import { fitPanelWords, LINE } from '../../../src/screens/game/panel-words-fit.ts';
import { onItsSide, screenShape } from '../../../src/screens/screen-shape.ts';
import { boardScreenAreas, exitSize } from '../../../src/ui/board-screen-areas.ts';
import { labelFont } from '../../../src/ui/board-label-places.ts';
import { hudFonts, panelHoldsTwoLines, panelParts, panelTextLines } from '../../../src/ui/hud-column.ts';
import { CUE_ROOM } from '../../../src/ui/thinking-cue.ts';
import { FONT } from '../../../src/ui/theme.ts';

const ctx = createCanvas(8, 8).getContext('2d');
const measureAs = (bold: boolean) => (words: string, px: number) => {
  ctx.font = `${bold ? 'bold ' : ''}${Math.round(px)}px ${FONT}`;
  return ctx.measureText(words).width;
};
const measure = measureAs(false);

const SHAPES = [
  { name: 'phone upright', w: 390, h: 844, dpr: 3 },
  { name: 'phone on its side', w: 844, h: 390, dpr: 3 },
  { name: 'tablet', w: 1024, h: 768, dpr: 2 },
  { name: 'desktop', w: 1280, h: 720, dpr: 1 },
];
const BOARDS = ['square:5', 'square:12', 'tri:5', 'hex:3', 'flask:8x6', 'petri:6'];

/** Every line a panel says: the turn's words, next, thinking, paused, each with 0 to 2 jumps and none. */
const WORDS = [null, 0, 1, 2].flatMap((jumpsLeft) =>
  ['Your turn', 'to move'].flatMap((turnWord) =>
    [
      { theirTurn: true, thinking: false, paused: false },
      { theirTurn: false, thinking: false, paused: false, next: true },
      { theirTurn: false, thinking: true, paused: false },
      { theirTurn: true, thinking: false, paused: true },
    ].map((m) => ({
      words: panelWords({ ...m, turnWord, dots: 0, jumpsLeft }),
      thinking: m.thinking && !m.paused,
    })),
  ),
);

afterAll(() => {
  delete (globalThis as { devicePixelRatio?: number }).devicePixelRatio;
});

describe.each(SHAPES)('the panel words - $name ($w×$h)', (s) => {
  test.each(BOARDS)(
    'on %s the widest words stand clear of a three-figure score at 13 CSS px or more',
    (id) => {
      (globalThis as { devicePixelRatio?: number }).devicePixelRatio = s.dpr;
      const width = s.w * s.dpr;
      const height = s.h * s.dpr;
      const shape = screenShape(width, height, s.dpr);
      const side = onItsSide(shape, s.dpr);
      const pad = 12 * shape.u;
      const board = boardShape({ portrait: shape.portrait, side });
      const areas = boardScreenAreas({
        layout: parseLayout(id),
        width,
        height,
        u: shape.u,
        pad,
        side: board === 'side',
        columnIfLarger: board === 'wide',
        portrait: shape.portrait,
        bar: barThickness(shape.u, 46 * s.dpr, !shape.portrait, s.dpr),
        barBeside: !shape.portrait,
        watchH: 0,
        labelFont: labelFont(shape.u),
        fit: { bleed: board === 'upright', labelsOnRim: false },
        exit: exitSize(46 * s.dpr, s.dpr),
        dpr: s.dpr,
        sign: true,
      });
      const u = areas.hudUnit;
      const stacked = areas.hudPlaces.stacked ?? false;
      const fonts = hudFonts(u, s.dpr, areas.column, stacked);
      for (const panel of areas.hudPlaces.panels) {
        const parts = panelParts(panel, u, s.dpr, stacked);
        const scoreLeft = parts.scoreX - measureAs(true)('888', fonts.score);
        const room = scoreLeft - 8 * u - parts.wordsX;
        const twoLines = panelHoldsTwoLines(panel, parts, u, stacked, fonts.name, 13 * s.dpr);
        for (const { words, thinking } of WORDS) {
          const fit = fitPanelWords(
            words,
            {
              width: room,
              px: fonts.words,
              least: 13 * s.dpr,
              cue: thinking ? CUE_ROOM * LINE : 0,
              twoLines,
            },
            measure,
          );
          expect(fit.px / s.dpr, words).toBeGreaterThanOrEqual(13);
          expect(fit.scoreRoom, `${words} beside 888`).toBe(0);
          const cue = fit.cue ? CUE_ROOM * LINE * fit.px : 0;
          fit.lines.forEach((line, i) => {
            const w = measure(line, fit.px) + (i === fit.lines.length - 1 ? cue : 0);
            expect(parts.wordsX + w, `${line} (${words})`).toBeLessThanOrEqual(scoreLeft - 8 * u + 0.5);
          });
          // Two lines stand with the name inside the panel.
          const at = panelTextLines(panel, parts, u, stacked, fonts.name, {
            lines: fit.lines.length,
            px: fit.px,
          });
          const bottom = at.wordsY + (fit.lines.length === 2 ? fit.px * LINE : (fit.px * LINE) / 2);
          expect(at.nameY - (fonts.name * LINE) / 2).toBeGreaterThanOrEqual(panel.y);
          expect(bottom).toBeLessThanOrEqual(panel.y + panel.height + 0.5);
        }
      }
    },
  );
});

describe('fitPanelWords', () => {
  // Ten pixels a letter at font 10, scaled with the font.
  const m = (w: string, px: number) => w.length * px;
  const room = { width: 200, px: 20, least: 10, cue: 0, twoLines: true };
  test('whole at their size, smaller down to the least, then on two lines, then at the least with the score giving way', () => {
    expect(fitPanelWords('Your turn', room, m)).toEqual({
      lines: ['Your turn'],
      px: 20,
      cue: false,
      scoreRoom: 0,
    });
    expect(fitPanelWords('2 jumps · next', { ...room, width: 140 }, m)).toEqual({
      lines: ['2 jumps · next'],
      px: 10,
      cue: false,
      scoreRoom: 0,
    });
    expect(fitPanelWords('2 jumps · Your turn', { ...room, width: 120 }, m)).toMatchObject({
      lines: ['2 jumps', 'Your turn'],
      scoreRoom: 0,
    });
    const tight = fitPanelWords('2 jumps · Your turn', { ...room, width: 60, twoLines: false }, m);
    expect(tight).toMatchObject({ lines: ['2 jumps · Your turn'], px: 10 });
    expect(tight.scoreRoom).toBe(190 - 60);
  });
  test("the thinking cue keeps its room where it can, else 'thinking' says it alone", () => {
    expect(fitPanelWords('thinking', { ...room, width: 200, cue: 3 }, m)).toMatchObject({ cue: true });
    expect(fitPanelWords('thinking', { ...room, width: 90, cue: 3 }, m)).toMatchObject({
      cue: false,
      px: 11,
    });
  });
});
