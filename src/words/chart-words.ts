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
