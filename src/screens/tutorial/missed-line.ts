// The line for a tap the guided board did not take, from where the view drew the square tapped and
// the glowing one (tutorial-words.ts words it): kept apart so the model keeps to its script and pace.

import { squareName, type Layout } from '../../engine/index.ts';
import { missedWords, type TutorialPhase } from '../../words/tutorial-words.ts';
import type { TutorialView } from './tutorial-ports.ts';

/** What the card says to a tap on `square` while the guided game waits in `phase` for `wanted` (−1: none). */
export function missedTapLine(
  view: TutorialView,
  layout: Layout,
  phase: TutorialPhase,
  square: number,
  wanted: number,
  press: string,
): string {
  const tapped = square >= 0 && square < layout.size ? view.centre(square) : null;
  return missedWords(
    phase,
    layout.gravity,
    tapped,
    wanted >= 0 ? view.centre(wanted) : null,
    view.squareSize(),
    press,
    wanted >= 0 ? squareName(layout, wanted) : undefined,
  );
}
