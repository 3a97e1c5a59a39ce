// The results beside their buttons on a tablet (1024×768) and a desktop (1280×720), for a won ladder
// step, a drawn one, a lost one and a loss off the ladder: the result's words stand over the buttons
// in the right column and the final board's picture takes the left column whole, the panel as tall
// as its content with no wide empty band in either column. Otherwise a desktop draw puts the words
// under a small picture and leaves the right column three buttons in its middle. Measures as the scene
// takes them (results.ts): the words' heights are those drawn there, in design units.
import { expect, test } from 'vitest';
import { buttonsArea, placeTiers, resultsPanelBox } from '../../../src/screens/results/buttons-place.ts';
import {
  fitResultsPanel,
  pictureBesideWords,
  wordsOverButtons,
} from '../../../src/screens/results/panel-fit.ts';
import { screenShape } from '../../../src/screens/screen-shape.ts';

/** The ending's words beside the buttons (units), its buttons beside the big one and in the small row, the picture's height for its width. */
const ENDINGS = {
  'a won ladder step': { words: 135, beside: 2, small: 1, aspect: 1 },
  'a drawn ladder step': { words: 175, beside: 1, small: 1, aspect: 1 },
  'a lost ladder step': { words: 200, beside: 1, small: 1, aspect: 1 },
  'a loss on a triangle board': { words: 40, beside: 2, small: 1, aspect: 0.87 },
} as const;

for (const [w, h] of [
  [1024, 768],
  [1280, 720],
] as const)
  for (const [name, e] of Object.entries(ENDINGS))
    test(`${name} at ${w}×${h}: words over the buttons, the picture the left column, bounded gaps`, () => {
      const { u } = screenShape(w, h, 1);
      const panel = resultsPanelBox({ width: w, height: h }, u, false);
      const headerBottom = panel.y + 155 * u;
      const gap = 16 * u;
      const place = placeTiers(buttonsArea(panel, true, u, 46), e.beside, e.small, 3);
      const words = e.words * u;
      expect(
        wordsOverButtons(words, place.top, headerBottom + gap, 14 * u),
        'the words over the buttons',
      ).toBe(true);
      // The picture: the left column's width, as tall as the panel lets it be (results-picture.ts).
      const colW = panel.width / 2 - 30 * u;
      const buttonsTop = place.top - 14 * u - words;
      const most = pictureBesideWords(colW, panel.y + panel.height - gap - buttonsTop, gap);
      const picture = Math.min(
        most,
        panel.y + panel.height - 2 * gap - headerBottom - 12 * u,
        colW * e.aspect,
      );
      const fit = fitResultsPanel({
        screen: { width: w, height: h },
        panel,
        headerBottom,
        column: picture,
        buttonsTop,
        gap,
      });
      const header = headerBottom + fit.header;
      const foot = fit.panel.y + fit.panel.height;
      const right = { top: buttonsTop + fit.buttons, bottom: panel.y + panel.height - 20 * u + fit.buttons };
      const left = { top: headerBottom + fit.column, bottom: headerBottom + fit.column + picture };
      // The picture fills most of the left column (an existing browser test: over 45% of the sheet).
      expect(picture).toBeGreaterThan(0.45 * fit.panel.height);
      // No band over 56 CSS px between the header and either column's top, nor under them at the foot.
      for (const [side, c] of [
        ['words', right],
        ['picture', left],
      ] as const) {
        expect(c.top - header, `over the ${side}`).toBeLessThanOrEqual(56);
        expect(c.top).toBeGreaterThanOrEqual(header - 0.5);
        expect(c.bottom).toBeLessThanOrEqual(foot + 0.5);
        expect(foot - c.bottom, `under the ${side}`).toBeLessThanOrEqual(56);
      }
      expect(fit.panel.y).toBeGreaterThanOrEqual(0);
      expect(foot).toBeLessThanOrEqual(h);
    });
