// The ribbons on the results, in a player's words: what a game made new in their record (a first
// win against an opponent, a run of wins, a best margin, the most games in a day), each a short
// title and a line under it that says what it means or what comes next.

export interface MomentWords {
  /** The ribbon's own words, short: "First win against Hard!". */
  title: string;
  /** The line under it, or null. */
  detail: string | null;
}

/** A board family said in a sentence: "the hexagon", "the square board", "your own boards". */
export function familyPhrase(family: string): string {
  const phrases: Record<string, string> = {
    square: 'the square board',
    petri: 'the petri dish',
    beaker: 'the beaker',
    flask: 'the flask',
    hex: 'the hexagon',
    tri: 'the triangle',
    custom: 'your own boards',
  };
  return phrases[family] ?? 'this board';
}

/**
 * The first win against an opponent with no hints; `coached`: one with hints came before it, so
 * the headline says what is new, the first win on the person's own ("First win against
 * Easy!" on a second win read as a machine that forgot the first).
 */
export function firstWinMoment(opponent: string, coached = false): MomentWords {
  return coached
    ? { title: `First win on your own against ${opponent}!`, detail: 'No hints this time' }
    : { title: `First win against ${opponent}!`, detail: 'One for your record' };
}

/** A win with hints where none without them came yet: said kindly, with what is still to win. */
export function coachedWinMoment(opponent: string, again = false): MomentWords {
  return {
    title: again ? 'Another win with the coach' : 'A win with the coach',
    detail: `Next: beat ${opponent} with no hints`,
  };
}

/** "3 wins in a row": a best run says so; else what the next mark is. */
export function streakMoment(wins: number, bestRun: boolean): MomentWords {
  const next = wins < 3 ? 3 : wins < 5 ? 5 : wins < 10 ? 10 : wins + 5 - (wins % 5);
  return {
    title: `${wins} wins in a row`,
    detail: bestRun
      ? 'Your best run yet'
      : `Win the next ${next - wins === 1 ? 'one' : next - wins} for ${next}`,
  };
}

export function bestMarginMoment(opponent: string, family: string, margin: number, was: number): MomentWords {
  return {
    title: `Your biggest win against ${opponent}`,
    detail: `By ${margin} on ${familyPhrase(family)}: your best was ${was}`,
  };
}

export function dayRecordMoment(games: number): MomentWords {
  return { title: `${games} games today`, detail: 'Your most in a day' };
}

/** The first game of a day that carries on a run of days played: a reason to come back tomorrow. */
export function daysMoment(days: number): MomentWords {
  return { title: `${days} days in a row!`, detail: `Play tomorrow to make it ${days + 1}` };
}

/** The day's first win: today's goal on the menu is ticked. */
export function goalMoment(): MomentWords {
  return { title: "Today's win ✓", detail: "A goal ticked: today's puzzle is the other" };
}
