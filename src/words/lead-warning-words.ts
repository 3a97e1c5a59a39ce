// The warning that a lead may not last: said once a game, in the coach's place, when the person
// leads on the score but best play from here has the opponent finishing ahead (lead-warning.ts).

/** The warning's two short lines: why the lead may go, and who best play has winning. */
export function leadWarningWords(opponent: string): string {
  return `Your lead may not last: big cells still divide.\nWith best play from here, ${opponent} wins.`;
}

/** The banner's one-tap way to the forecast bar. */
export const SHOW_FORECAST = 'Show the forecast ›';
