// The two score panels stand in the same order on every screen, as upright and as on lichess: the
// other player's above, the person's below. A player who turns the phone mid-game finds their
// own card where it was (on its side the person's stood on top, upright at the foot).
import { expect, test } from 'vitest';
import { boardScreen } from './board-screen.ts';

const SCREENS = [
  [390, 844, 3],
  [844, 390, 3],
  [844, 390, 2],
  [1024, 768, 2],
  [1280, 720, 1],
] as const;
const BOARDS = ['square:4', 'square:8', 'hex:5', 'square:12'];

test.each(SCREENS.flatMap(([w, h, dpr]) => BOARDS.map((id) => [id, w, h, dpr] as const)))(
  "%s at %i×%i (dpr %i): the other player's panel above the person's, whichever player the person is",
  (id, w, h, dpr) => {
    for (const below of [0, 1] as const) {
      // Playing, and watching (the watch row at the column's foot).
      for (const watchH of [0, 44 * dpr]) {
        const { areas } = boardScreen(id, w, h, dpr, 0, { below, watchH });
        const mine = areas.hudPlaces.panels[below];
        const theirs = areas.hudPlaces.panels[1 - below]!;
        const what = `${id} ${w}x${h} person ${below} watch ${watchH}`;
        expect(theirs.y + theirs.height, what).toBeLessThanOrEqual(mine.y + 0.5);
      }
    }
  },
);
