// The Rules tab's rows for the variants of RULES.md sections 11 to 13: Capture, Stem cells and
// Jumps, each a chip with its plain words beside it. Section 10 refuses jumps with equal moves and on a board where
// cells fall: there the row gives the reason instead of playing the choice.

import { jumpsPlayable, layoutOf, stemPlayable, type Settings } from '../../game/settings.ts';
import { EQUAL_WITH_JUMPS, variantLines } from '../../ui/variant-lines.ts';
import { toggle, type Choice, type Redraw, type SetupSection } from './setup-sections.ts';

type Section = SetupSection<Choice>;

function cellsFall(settings: Settings): boolean {
  return !jumpsPlayable({ ...settings, equalMoves: false });
}

/** Whether choosing equal moves On is refused: jumps are on, and are played on this board. */
export function equalRefused(settings: Settings): boolean {
  return settings.jumps && !settings.equalMoves && !cellsFall(settings);
}

/** Whether equal moves can be refused on this board (jumps are played here), so its chip keeps room for why. */
export function equalRefusable(settings: Settings): boolean {
  return !cellsFall(settings);
}

/** The line under Equal moves: why On is refused while jumps are on, or null. */
export function equalRefusedLine(settings: Settings): string | null {
  return equalRefused(settings) ? EQUAL_WITH_JUMPS : null;
}

/** The Capture, Stem cells and Jumps chips with their words (or, where refused here, the reason). */
export function variantSections(settings: Settings, saved: (redraw: boolean) => Redraw): Section[] {
  const layout = layoutOf(settings);
  const lines = variantLines(layout, settings.equalMoves, stemPlayable(layout));
  const line = (name: string, words: string): Section => ({ kind: 'line', caption: '', name, words });
  const sections: Section[] = [
    toggle('capture', 'Capture', settings.capture, lines.capture, (v) => {
      settings.capture = v;
      return saved(true);
    }),
  ];
  if (lines.stemRefused) sections.push(line('rule:stem', `Stem cells: ${lines.stemRefused}`));
  else
    sections.push(
      toggle('stem', 'Stem cells', settings.stem, lines.stem, (v) => {
        settings.stem = v;
        return saved(true);
      }),
    );
  if (cellsFall(settings)) {
    sections.push(line('rule:jumps', `Jumps: ${lines.jumpsRefused}`));
    return sections;
  }
  sections.push(
    toggle(
      'jumps',
      'Jumps',
      settings.jumps && !settings.equalMoves,
      lines.jumpsRefused ?? lines.jumps,
      (v) => {
        // Refused with equal moves on (RULES.md section 10): the chip is locked and says why.
        if (v && settings.equalMoves) return saved(true);
        settings.jumps = v;
        return saved(true);
      },
      settings.equalMoves ? lines.jumpsRefused : null,
      [lines.jumps, variantLines(layout, true, stemPlayable(layout)).jumpsRefused ?? lines.jumps],
    ),
  );
  return sections;
}
