// The warning that a lead may not last: said once a game, in the coach's place, when the person
// leads on the score but best play from here has the opponent finishing ahead (lead-warning.ts).

/**
 * The warning's two short lines: why the lead may go, and who best play has finishing ahead. Said
 * as a thing still to play for ("would"), not a verdict: an opponent who slips may never find it.
 */
export function leadWarningWords(opponent: string): string {
  return `Careful: big cells still divide.\nWith best play from here, ${opponent} would finish ahead.`;
}

/** The banner's one-tap way to the forecast bar. */
export const SHOW_FORECAST = 'Show the forecast ›';
