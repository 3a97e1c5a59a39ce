// The Rules tab's rows for the variants of RULES.md sections 11 to 13: Capture, Stem cells and
// Jumps, each a chip with its plain words beside it, and, where the opponent chosen plays only the
// move in hand, that it does not play this option (seed-opponents-miss.ts), its room kept on or off. Section 10 refuses jumps with equal moves and on a board where
// cells fall: there the row gives the reason instead of playing the choice.

import { jumpsPlayable, layoutOf, stemPlayable, type Settings } from '../../game/settings.ts';
import { EQUAL_WITH_JUMPS, variantLines } from '../../ui/variant-lines.ts';
import { toggle, type Choice, type Redraw, type SetupSection } from './setup-sections.ts';
import { seedOpponentsMissLine, type MissedOption } from './seed-opponents-miss.ts';

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

/**
 * An option's words and its room: with the option on, the line that the opponent chosen does not
 * play it follows them; the room (the chip's reserve) holds that line whether on or off.
 */
function withMiss(settings: Settings, option: MissedOption, words: string): { words: string; room: string } {
  const miss = seedOpponentsMissLine({ ...settings, [option]: true }, option);
  const room = miss ? `${words}\n${miss}` : words;
  return { words: settings[option] ? room : words, room };
}

/** The Capture, Stem cells and Jumps chips with their words (or, where refused here, the reason). */
export function variantSections(settings: Settings, saved: (redraw: boolean) => Redraw): Section[] {
  const layout = layoutOf(settings);
  const plain = variantLines(layout, settings.equalMoves, stemPlayable(layout));
  const capture = withMiss(settings, 'capture', plain.capture);
  const stem = withMiss(settings, 'stem', plain.stem);
  const jumps = withMiss(settings, 'jumps', plain.jumps);
  const lines = { ...plain, capture: capture.words, stem: stem.words, jumps: jumps.words };
  const line = (name: string, words: string): Section => ({ kind: 'line', caption: '', name, words });
  const sections: Section[] = [
    toggle(
      'capture',
      'Capture',
      settings.capture,
      lines.capture,
      (v) => {
        settings.capture = v;
        return saved(true);
      },
      null,
      [capture.room],
    ),
  ];
  if (lines.stemRefused) sections.push(line('rule:stem', `Stem cells: ${lines.stemRefused}`));
  else
    sections.push(
      toggle(
        'stem',
        'Stem cells',
        settings.stem,
        lines.stem,
        (v) => {
          settings.stem = v;
          return saved(true);
        },
        null,
        [stem.room],
      ),
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
      [jumps.room, variantLines(layout, true, stemPlayable(layout)).jumpsRefused ?? lines.jumps],
    ),
  );
  return sections;
}
