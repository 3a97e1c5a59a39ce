// The menu's welcome for a player coming back: a few warm words by the time of day (or "Welcome
// back" after days away) and the one next thing offered to them (screens/menu/comeback.ts picks
// it), each whole and short for a narrow card.

/**
 * The greeting: by the hour on the device's clock, or "Welcome back" after days away (or with no
 * clock, or at night); on the first day ever played there is nothing to come back to: "Hello".
 */
export function greetingWords(hour: number | null, away: boolean, firstDay = false): string {
  const back = firstDay ? 'Hello' : 'Welcome back';
  if (away || hour === null) return back;
  if (hour >= 5 && hour < 12) return 'Good morning';
  if (hour >= 12 && hour < 18) return 'Good afternoon';
  if (hour >= 18 && hour < 23) return 'Good evening';
  return back;
}

export interface OfferWords {
  /** "Rematch Medium: you lost by 2". */
  words: string;
  /** "Rematch Medium", for a narrow card. */
  short: string;
}

export const COMEBACK_WORDS = {
  puzzle: { words: "Today's puzzle is waiting for you", short: "Today's puzzle" },
  /** A game left unfinished on a ladder step says its step: resumed, it still counts for it. */
  resume: (who: string, moves: string, step: number | null = null): OfferWords =>
    step === null
      ? { words: `Finish your game: ${who}, ${moves}`, short: 'Finish your game' }
      : { words: `Finish ladder step ${step}: ${who}, ${moves}`, short: `Finish ladder step ${step}` },
  rematch: (opponent: string, lostBy: number): OfferWords => ({
    words: `Rematch ${opponent}: you lost by ${lostBy}`,
    short: `Rematch ${opponent}`,
  }),
  drawn: (opponent: string): OfferWords => ({
    words: `Rematch ${opponent}: last time a draw`,
    short: `Rematch ${opponent}`,
  }),
  // An offer, never a verdict ("a gentler game" after a loss read as a put-down); not where the big
  // Play is a ladder step, which the card then offers (comeback.ts).
  gentler: (opponent: string, board: string): OfferWords => ({
    words: `Warm up with ${opponent} on ${board}?`,
    short: `Warm up with ${opponent}?`,
  }),
  /** After a heavy loss to Adaptive, which eased off by itself. */
  eased: (level: number): OfferWords => ({
    words: `Adaptive eased to level ${level}: another go?`,
    short: `Adaptive eased to level ${level}`,
  }),
  /** The ladder's next step: "Step 3: Medium on a 5×5 board". */
  step: (n: number, opponent: string, board: string): OfferWords => ({
    words: `Step ${n}: ${opponent} on ${board}`,
    short: `Step ${n}: ${opponent}`,
  }),
  /**
   * The ladder's step the big Play starts, not won last time, with how it went (close) or its game:
   * "Another go at step 4: you lost by 2", "Another go at step 4: Medium on a 6×6 board".
   */
  stepAgain: (n: number, how: string): OfferWords => ({
    words: `Another go at step ${n}: ${how}`,
    short: `Step ${n} again`,
  }),
  /** Nothing more particular: the game the menu's Play starts ("Play: You vs Medium"). */
  play: (who: string): OfferWords => ({ words: `Play: ${who}`, short: 'Play a game' }),
} as const;
