// The Rules tab's rows for the variants of RULES.md sections 11 to 13: Capture, Stem cells and
// Jumps, each with its plain line. Section 10 refuses jumps with equal moves and on a board where
// cells fall: there the row gives the reason instead of playing the choice.

import { jumpsPlayable, layoutOf, stemPlayable, type Settings } from '../../game/settings.ts';
import { EQUAL_WITH_JUMPS, variantLines } from '../../ui/variant-lines.ts';
import { row, type Choice, type Redraw, type SetupSection } from './setup-sections.ts';

type Section = SetupSection<Choice>;

const OFF_ON = [
  { value: false, label: 'Off' },
  { value: true, label: 'On' },
];

function cellsFall(settings: Settings): boolean {
  return !jumpsPlayable({ ...settings, equalMoves: false });
}

/** Whether choosing equal moves On is refused: jumps are on, and are played on this board. */
export function equalRefused(settings: Settings): boolean {
  return settings.jumps && !settings.equalMoves && !cellsFall(settings);
}

/** The line under Equal moves: why On is refused while jumps are on, or null. */
export function equalRefusedLine(settings: Settings): string | null {
  return equalRefused(settings) ? EQUAL_WITH_JUMPS : null;
}

/** The Capture, Stem cells and Jumps rows with their lines. */
export function variantSections(settings: Settings, saved: (redraw: boolean) => Redraw): Section[] {
  const layout = layoutOf(settings);
  const lines = variantLines(layout, settings.equalMoves, stemPlayable(layout));
  const line = (name: string, words: string): Section => ({ kind: 'line', caption: '', name, words });
  const sections: Section[] = [
    row<boolean>('CAPTURE', 'capture', settings.capture, OFF_ON, (v) => {
      settings.capture = v;
      return saved(true);
    }),
    line('rule:capture', lines.capture),
  ];
  if (lines.stemRefused) sections.push(line('rule:stem', `Stem cells: ${lines.stemRefused}`));
  else
    sections.push(
      row<boolean>('STEM CELLS', 'stem', settings.stem, OFF_ON, (v) => {
        settings.stem = v;
        return saved(true);
      }),
      line('rule:stem', lines.stem),
    );
  if (cellsFall(settings)) {
    sections.push(line('rule:jumps', `Jumps: ${lines.jumpsRefused}`));
    return sections;
  }
  sections.push(
    row<boolean>('JUMPS', 'jumps', settings.jumps && !settings.equalMoves, OFF_ON, (v) => {
      // Refused with equal moves on (RULES.md section 10): the line says why, the choice stays Off.
      if (v && settings.equalMoves) return saved(true);
      settings.jumps = v;
      return saved(true);
    }),
    line('rule:jumps', lines.jumpsRefused ?? lines.jumps),
  );
  return sections;
}
