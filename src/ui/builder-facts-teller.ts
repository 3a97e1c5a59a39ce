// When the builder's facts are said to a screen-reader player: after a change, once the board and
// its facts have been still for a moment (a drag or quick presses are one change), the facts once,
// and the solver's answer on its own line when it comes later. A board back as it was is not said
// again, and the same facts are said briefly. No DOM and no Phaser: the times are given.

/** How long the board and its facts stay still before the facts are said. */
export const QUIET_MS = 700;
/** How long the solver's answer is waited for after a change, to be said when it comes. */
const SOLVING_MS = 20_000;

/** The facts' lines as one sentence to hear: "14 squares: 7 moves each. Solved: a draw with best play." */
export function factsSentence(facts: string): string {
  return (
    facts
      .split('\n')
      .map((line) => line.trim().replace(/\.$/, ''))
      .filter((line) => line !== '')
      .join('. ') + '.'
  );
}

export class BuilderFactsTeller {
  /** The board last seen ('' before the first look: the board as it opens is not a change). */
  private shownKey = '';
  /** After a change: when it was made, and the facts last seen and since when. */
  private pending: { since: number; facts: string; stillSince: number; told: boolean } | null = null;
  /** The board and its facts (without the solver's answer) last said. */
  private told: { key: string; plain: string } | null = null;

  constructor(private readonly say: (words: string) => void) {}

  /** A look at the board (`key` names its squares) and its facts at time `now` (ms); says what is due. */
  look(key: string, facts: string, now: number): void {
    if (key !== this.shownKey) {
      if (this.shownKey !== '') this.pending = { since: now, facts, stillSince: now, told: false };
      this.shownKey = key;
    }
    const pending = this.pending;
    if (!pending) return;
    if (facts !== pending.facts) {
      pending.facts = facts;
      pending.stillSince = now;
    }
    if (now - pending.stillSince < QUIET_MS) return;
    const solved = /(?:Not solved|Solved): [^\n]*/.exec(facts)?.[0].replace(/\.$/, '') ?? null;
    if (!pending.told) {
      // The board's facts at once; the solver's answer (a board small enough), often seconds away, follows on its own.
      pending.told = true;
      const words = factsSentence(facts.replace(/Solving…\.?/, ''));
      const plain = words.replace(/\s*(?:Not solved|Solved): [^\n]*/, '');
      if (this.told?.key !== this.shownKey)
        this.say(plain === this.told?.plain ? 'The board changed; its facts are as before.' : words);
      this.told = { key: this.shownKey, plain };
      if (solved) this.pending = null;
    } else if (solved) {
      this.say(`${solved}.`);
      this.pending = null;
    } else if (now - pending.since > SOLVING_MS) {
      this.pending = null;
    }
  }
}
