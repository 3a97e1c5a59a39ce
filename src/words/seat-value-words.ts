// What best play gives each seat on a solved board, said the same way on every board before Play:
// beside who moves first, under the board's sizes and over Play (a player who sat first on a flask
// learned only from the first hint that that seat cannot win).

/** "With best play the second player wins by 6", "With best play it is a draw, whoever moves first". */
export function bestPlaySeatWords(value: number): string {
  if (value === 0) return 'With best play it is a draw, whoever moves first';
  return `With best play the ${value > 0 ? 'first' : 'second'} player wins by ${Math.abs(value)}`;
}

const seatName = (seat: 0 | 1): string => (seat === 0 ? 'first' : 'second');

/**
 * The seat line: best play's result (`value`, player 1's side) and, for a person in seat `person`
 * (0 moves first; null for two people), which seat is theirs and, where it loses, that the other
 * is theirs to take; `holder` names an opponent that plays best play here (the Expert, Perfect).
 * "With best play the second player wins by 4: you sit first. Expert knows it. Move second to take the winning seat."
 */
export function seatValueWords(value: number, person: 0 | 1 | null, holder: string | null): string {
  const said = bestPlaySeatWords(value);
  if (value === 0)
    return holder ? `${said}: ${holder} never loses it. Try a bigger board to beat it.` : `${said}.`;
  if (person === null) return `${said}.`;
  const mine = person === 0 ? value : -value;
  const sit = `${said}: you sit ${seatName(person)}`;
  if (mine > 0) return `${sit}, the winning seat.`;
  const knows = holder ? ` ${holder} knows it.` : '';
  return `${sit}.${knows} ${SWAP_SEAT.line(person === 0 ? 1 : 0)}`;
}

/** The way to the other seat where the person's loses: said in the line, and the button's label where the line has one. */
export const SWAP_SEAT = {
  line: (other: 0 | 1): string => `Move ${seatName(other)} to take the winning seat.`,
  button: (other: 0 | 1): string => `Move ${seatName(other)}`,
} as const;

/** The setup's summary where the person's seat loses with best play: "Best play: the second player wins by 6 (you move first)". */
export function seatSummaryWords(value: number): string {
  const seat = value < 0 ? 'first' : 'second';
  return `${bestPlaySeatWords(value).replace('With best play', 'Best play:')} (you move ${seat})`;
}
