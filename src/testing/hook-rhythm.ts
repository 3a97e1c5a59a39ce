// The automation hook's readers of the game's rhythm and standing: the thinking cue while an
// opponent thinks, and the forecast of the final margin with best play.

import type { CellDivisionHook } from './hook-contract.ts';
import { pageBox, type ToPage } from './hook-page.ts';
import type { Services } from '../scenes/services.ts';

type RhythmReaders = Pick<CellDivisionHook, 'thinkingCue' | 'forecast' | 'forecastBar'>;

export function rhythmReaders(toPage: ToPage, services: Services): RhythmReaders {
  return {
    thinkingCue() {
      const box = services.board?.hud.thinkingCue();
      return box ? pageBox(toPage, box) : null;
    },
    forecast() {
      const f = services.board?.forecast?.model.snapshot().forecast;
      return f ? { margin: f.margin, exact: f.exact } : null;
    },
    forecastBar() {
      const shown = services.board?.forecast;
      const box = shown?.bounds();
      if (!shown || !box) return null;
      return {
        box: pageBox(toPage, box),
        bar: pageBox(toPage, shown.barBounds()),
        words: shown.shownWords(),
      };
    },
  };
}
