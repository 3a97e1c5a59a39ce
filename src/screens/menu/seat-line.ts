// The seat line of a board whose best play is known, as the setup's tabs show it: under who moves
// first on Who plays, and under the sizes on Board (where a board is chosen, often without a look
// back at Who plays); there, where the person's seat loses, with a button that takes the other.

import { playableOpponent } from '../../game/solved-boards.ts';
import type { Settings } from '../../game/settings.ts';
import { SWAP_SEAT } from '../../words/seat-value-words.ts';
import { seatValue, seatValueLine } from './held-seat.ts';
import type { Choice, Redraw, SetupSection } from './setup-sections.ts';

export const SEAT_LINE = 'setup:best-play-seat';

/** The person's seat (0 moves first) against an opponent, null for two people, none for watching. */
function personSeat(settings: Settings): 0 | 1 | null | undefined {
  if (settings.mode === 'solo') return settings.first === 'you' ? 0 : 1;
  return settings.mode === 'duo' ? null : undefined;
}

/** Whether seat `seat` (0 moves first) loses with best play on `rules`. */
function seatLoses(seat: 0 | 1, rules: string): boolean {
  const value = seatValue(rules) ?? 0;
  return (seat === 0 ? value : -value) < 0;
}

/**
 * The seat line on `rules` for the settings' players, or none (best play not known, or watching);
 * with `saved` (the Board tab), a losing seat's line carries the button to the other seat.
 */
export function seatSections(
  settings: Settings,
  rules: string,
  saved: ((redraw: boolean) => Redraw) | null,
): Extract<SetupSection<Choice>, { kind: 'line' | 'way-back' }>[] {
  const seat = personSeat(settings);
  if (seat === undefined) return [];
  const opponent = seat === null ? null : playableOpponent(settings.opponent, rules);
  const words = seatValueLine(rules, opponent, seat);
  if (!words) return [];
  // On the Board tab the line is spare: a page with no room under the sizes (a phone on its side)
  // leaves it to Who plays and the line over Play.
  const spare = saved !== null;
  const line = { kind: 'line' as const, caption: '', name: SEAT_LINE, words, spare };
  if (!saved || seat === null || !seatLoses(seat, rules)) return [line];
  const other = seat === 0 ? 1 : 0;
  return [
    {
      kind: 'way-back',
      caption: '',
      name: SEAT_LINE,
      words,
      spare,
      option: {
        id: 'seat:swap',
        label: SWAP_SEAT.button(other),
        chosen: false,
        apply: () => {
          settings.first = other === 0 ? 'you' : 'opponent';
          return saved(true);
        },
      },
    },
  ];
}
