// What best play gives each seat on a solved board, said beside who moves first before the game (a
// reviewer lost a flask moving first and learned only after the game that that seat cannot win).

/** "With best play the second player wins by 6", "With best play it is a draw, whoever moves first". */
export function bestPlaySeatWords(value: number): string {
  if (value === 0) return 'With best play it is a draw, whoever moves first';
  return `With best play the ${value > 0 ? 'first' : 'second'} player wins by ${Math.abs(value)}`;
}

/**
 * The line under who moves first: best play's result (`value`, player 1's side) and, for a person
 * in seat `person` (0 moves first; null for two people), whether that seat wins and how to take the
 * other one; `holder` names an opponent that plays best play here (the Expert, Perfect).
 */
export function seatValueWords(value: number, person: 0 | 1 | null, holder: string | null): string {
  const said = bestPlaySeatWords(value);
  if (value === 0)
    return holder ? `${said}: ${holder} never loses it. Try a bigger board to beat it.` : `${said}.`;
  if (person === null) return `${said}.`;
  const mine = person === 0 ? value : -value;
  if (mine > 0) return `${said}: that is your seat.`;
  const knows = holder ? ` ${holder} knows it.` : '';
  return `${said}.${knows} Swap who moves first to take that seat.`;
}

/** The setup's summary where the person's seat loses with best play: "Best play: the second player wins by 6 (you move first)". */
export function seatSummaryWords(value: number): string {
  const seat = value < 0 ? 'first' : 'second';
  return `${bestPlaySeatWords(value).replace('With best play', 'Best play:')} (you move ${seat})`;
}
