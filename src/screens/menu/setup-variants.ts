// The Rules tab's rows for the variants of RULES.md sections 11 to 13: Capture, Stem cells and
// Jumps, each a chip with one short line beside it and its "?" for the whole of it, and, where the
// opponent chosen plays only the move in hand, that it does not play this option
// (seed-opponents-miss.ts), its room kept on or off. Section 10 refuses jumps with equal moves and
// on a board where cells fall: there the row gives the reason instead of playing the choice.

import { equalMatters, jumpsPlayable, layoutOf, stemPlayable, type Settings } from '../../game/settings.ts';
import { variantLines } from '../../ui/variant-lines.ts';
import { JUMPS_LOCKED_TAP, LOCKED_SHORT, STILL_ON_ELSEWHERE } from '../../words/rules-tab-words.ts';
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

/**
 * An option's short words and their room, and its whole words for its "?": with the option on, the
 * line that the opponent chosen does not play it follows both; the room (the chip's reserve) holds
 * that line whether on or off.
 */
function withMiss(
  settings: Settings,
  option: MissedOption,
  short: string,
  full: string,
): { words: string; room: string; more: string[] } {
  const miss = seedOpponentsMissLine({ ...settings, [option]: true }, option);
  const room = miss ? `${short}\n${miss}` : short;
  const more = [...full.split('\n'), ...(settings[option] && miss ? [miss] : [])];
  return { words: settings[option] ? room : short, room, more };
}

/** Whether equal moves are chosen and change this board's game, so they keep jumps off. */
export function equalPlayed(settings: Settings): boolean {
  return settings.equalMoves && equalMatters(settings);
}

/** The Capture, Stem cells and Jumps chips with their words (or, where refused here, the reason). */
export function variantSections(settings: Settings, saved: (redraw: boolean) => Redraw): Section[] {
  const layout = layoutOf(settings);
  const equal = equalPlayed(settings);
  const plain = variantLines(layout, equal, stemPlayable(layout));
  const short = plain.short;
  const capture = withMiss(settings, 'capture', short.capture, plain.capture);
  const stem = withMiss(settings, 'stem', short.stem, plain.stem);
  const jumps = withMiss(settings, 'jumps', short.jumps, plain.jumps);
  // A refused option the player chose stays theirs for the next board (changed-rules.ts): said so.
  const line = (name: string, words: string, chosen: boolean): Section => ({
    kind: 'line',
    caption: '',
    name,
    words: chosen ? `${words} ${STILL_ON_ELSEWHERE}` : words,
  });
  const sections: Section[] = [
    toggle(
      'capture',
      'Capture',
      settings.capture,
      capture.words,
      (v) => {
        settings.capture = v;
        return saved(true);
      },
      capture.more,
      null,
      [capture.room],
    ),
  ];
  if (short.stemRefused) sections.push(line('rule:stem', `Stem cells: ${short.stemRefused}`, settings.stem));
  else
    sections.push(
      toggle(
        'stem',
        'Stem cells',
        settings.stem,
        stem.words,
        (v) => {
          settings.stem = v;
          return saved(true);
        },
        stem.more,
        null,
        [stem.room],
      ),
    );
  if (cellsFall(settings)) {
    sections.push(line('rule:jumps', `Jumps: ${short.jumpsRefused}`, settings.jumps));
    return sections;
  }
  sections.push(
    toggle(
      'jumps',
      'Jumps',
      settings.jumps && !equal,
      short.jumpsRefused ?? jumps.words,
      (v) => {
        // Refused with equal moves on (RULES.md section 10): the chip is locked and says why.
        if (v && equal) return saved(true);
        settings.jumps = v;
        return saved(true);
      },
      plain.jumpsRefused ? [...jumps.more, plain.jumpsRefused] : jumps.more,
      equal ? JUMPS_LOCKED_TAP : null,
      [jumps.room, LOCKED_SHORT.jumps],
    ),
  );
  return sections;
}
