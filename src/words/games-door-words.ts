// The words on the menu's Your games door once games are kept: the record in a few numbers, longest
// first, so the view takes the longest that fits ("12 games · 7 won · best run 3"), and the same
// for the screen reader.

const count = (n: number, one: string): string => `${n} ${n === 1 ? one : `${one}s`}`;

export interface DoorFigures {
  games: number;
  wins: number;
  /** The most wins in a row. */
  best: number;
}

/** The record under "Your games", longest first: the view draws the first that fits its room. */
export function doorLines(f: DoorFigures): string[] {
  const games = count(f.games, 'game');
  const won = `${f.wins} won`;
  // A single win is no run: the best run is said from two in a row.
  const lines = f.best > 1 ? [`${games} · ${won} · best run ${f.best}`] : [];
  return [...lines, `${games} · ${won}`, games];
}

/** The record as a screen reader says it after the door's name: "12 games, 7 won, best run 3 wins in a row". */
export function doorSaid(f: DoorFigures): string {
  const run = f.best > 1 ? `, best run ${f.best} wins in a row` : '';
  return `${count(f.games, 'game')}, ${f.wins} won${run}`;
}
