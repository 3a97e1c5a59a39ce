// A win's moment on the results sheet, as ending.ts's show says it: the winner's confetti falls over
// the screen behind the sheet (its words stay readable); where the sheet covers the screen (a phone)
// that is hidden, so the sheet has its own: the winner's cells burst out of both ends of the
// headline as it lands, a ring of the winner's colour swells from it, and a sparkle sounds (the
// sound setting decides, as for every sound). The cells fly clear of the score line and the ✕ and
// are gone in about 1.5 s. Under reduced motion the headline stands between two of the winner's
// cells, divided and still. A draw or a loss has none of it.

import type Phaser from 'phaser';
import { patternName } from '../engine/index.ts';
import type { ResultsSnapshot } from '../screens/results/results-model.ts';
import { FALLING_PIECES } from '../screens/results/ending.ts';
import type { SoundName } from '../audio/sounds.ts';
import type { Box } from './burst-paths.ts';
import { burstCells, rainCells } from './celebration.ts';
import { pulse } from './cell-pulse.ts';
import { paletteHex, type PaletteName } from './palette.ts';

/** The sheet's header as results-header.ts keeps it in the scene's data. */
interface SheetHeader {
  title: Phaser.GameObjects.Text;
  margin: Phaser.GameObjects.Text;
}

export function playWinMoment(
  scene: Phaser.Scene,
  shown: Pick<ResultsSnapshot, 'ending' | 'burst'>,
  palette: PaletteName,
  o: { u: number; shade: Phaser.GameObjects.Rectangle; close: Box },
  sounds: { play(sound: SoundName): void },
): void {
  const show = shown.ending.show;
  const header = scene.data.get('header') as SheetHeader | undefined;
  if (!shown.burst || !header) return;
  const { u } = o;
  const title = header.title.getBounds();
  if (show.stillCells) {
    // Still, beside the headline: the winner's cells whole and divided, the game's own picture of a gain.
    const size = Math.min(title.height * 0.8, 40 * u);
    for (const side of [-1, 1])
      scene.add
        .image(
          title.centerX + side * (title.width / 2 + size * 0.8),
          title.centerY,
          'cells',
          `${palette}/${patternName(15)}`,
        )
        .setDisplaySize(size, size);
    return;
  }
  if (show.fall) {
    o.shade.setDepth(-2);
    rainCells(scene, palette, 26 * u, FALLING_PIECES, -1);
  }
  if (show.sheetBurst <= 0) return;
  // Clear of the score line (from the headline's foot to the margin's words, the sheet's width) and the ✕.
  const margin = header.margin.getBounds();
  const scoreRow = {
    x: 0,
    y: title.bottom,
    width: scene.scale.width,
    height: Math.max(0, margin.top - title.bottom),
  };
  const box = { x: title.x, y: title.y, width: title.width, height: title.height };
  // Twice the pieces asked: the ways that would cross the score line are left out.
  burstCells(scene, box, palette, 22 * u, Math.max(title.width * 0.9, 150 * u), show.sheetBurst * 2, [
    o.close,
    scoreRow,
  ]);
  pulse(
    scene,
    { x: title.centerX, y: title.centerY },
    title.width * 0.9,
    paletteHex(palette),
    700,
    'ending',
    'round',
  );
  sounds.play('cheer');
}
