// The one place that decides an opponent's strength mark and what it means in words: Easy one dot,
// Medium two, Hard three, Expert four, Perfect five and a crown (it plays every move best on the
// boards it plays; from a seat that best play favours a perfect player still beats it); Adaptive's
// dots are its level halved (its own scale: one dot for every two levels of ten) and an up-down
// arrow after them, as it moves with the player (at level 6 its three dots alone read as Hard's).
// So no two opponents' marks are alike at a glance. Screen readers hear the words, never the marks.
// Where the dots show, words say what they mean: a key over a grid of them, "Strength" before one.

import type { OpponentChoice } from '../game/players.ts';

/** Perfect's mark beside its five dots: it plays every move best where it plays. */
export const CROWN = '♛';

/** Adaptive's mark after its dots: its strength goes up and down with the player's wins. */
export const ADAPTS = '↕';

/** The drawn marks, which say nothing read aloud (the words below say it). */
export const MARK_GLYPHS = /[●○♛↕]/g;

/**
 * The dots' key where a grid of opponents shows them: the setup's caption's words in brackets (a
 * screen reader hears the caption alone, and each card's strength in words).
 */
export const STRENGTH_KEY = '(MORE ● = STRONGER)';

/** A mark where it stands alone, with its word before it: "Strength ●●○○○". */
export function strengthLine(mark: string): string {
  return `Strength ${mark}`;
}

/** Each fixed opponent's dots out of five; Adaptive's come from its level. */
export const STRENGTH: Readonly<Record<Exclude<OpponentChoice, 'adaptive'>, number>> = {
  easy: 1,
  medium: 2,
  hard: 3,
  expert: 4,
  perfect: 5,
};

export interface StrengthMark {
  /** Dots out of five: 1 (gentlest) to 5. */
  dots: number;
  /** "●●●●○", "●●●●● ♛", Adaptive's "●●●○○↕". */
  text: string;
  /** The mark in words, for screen readers: "Strength 4 of 5". */
  words: string;
}

/** An opponent's mark; `adaptiveLevel` (1 to 10) is Adaptive's level now. */
export function strengthMark(choice: OpponentChoice, adaptiveLevel = 6): StrengthMark {
  const dots = choice === 'adaptive' ? Math.ceil(adaptiveLevel / 2) : STRENGTH[choice];
  const drawn = '●'.repeat(dots) + '○'.repeat(5 - dots);
  if (choice === 'perfect')
    return { dots, text: `${drawn} ${CROWN}`, words: 'Strength 5 of 5, crowned: plays every move best' };
  if (choice === 'adaptive')
    return {
      dots,
      text: `${drawn}${ADAPTS}`,
      words: `Strength ${dots} of 5 at level ${adaptiveLevel} of 10, adapting to you`,
    };
  return { dots, text: drawn, words: `Strength ${dots} of 5` };
}
