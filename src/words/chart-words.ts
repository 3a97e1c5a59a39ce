// The words on the lead charts' two halves (the results' lead, the review's best play from each
// move), so the bars read without their key: whose bars stand over the middle line and whose under it.

/** "You lead" over the line and "Easy leads" under it; with two people, both by name. */
export function leadSideWords(up: string, down: string): [string, string] {
  const leads = (name: string) => `${name} ${name === 'You' ? 'lead' : 'leads'}`;
  return [leads(up), leads(down)];
}

/** The review's chart, whose bars are the final margin with best play: "You win" over the line, "Easy wins" under it. */
export function bestPlaySideWords(up: string, down: string): [string, string] {
  const wins = (name: string) => `${name} ${name === 'You' ? 'win' : 'wins'}`;
  return [wins(up), wins(down)];
}

/**
 * Under the review's chart where it and the score disagree (`ahead` leads on points by `lead`, yet
 * with best play from here `winner` wins by `by`, or it ends level when `winner` is null): why,
 * in a player's words, short enough for two lines on a phone: "You lead by 76, but late moves score
 * most: if neither slips, Medium wins by 12." `about`: the value is the coach's guess.
 */
export function chartAsideWords(
  ahead: string,
  lead: number,
  winner: string | null,
  by: number,
  about: boolean,
): string {
  const verb = (name: string, you: string, other: string) => (name === 'You' ? you : other);
  const first = `${ahead} ${verb(ahead, 'lead', 'leads')} by ${lead}, but late moves score most`;
  if (winner === null) return `${first}: if neither slips, it ends level.`;
  const who = winner === 'You' ? 'you' : winner;
  return `${first}: if neither slips, ${who} ${verb(winner, 'win', 'wins')} by ${about ? 'about ' : ''}${by}.`;
}
