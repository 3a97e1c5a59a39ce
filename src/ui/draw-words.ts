// A draw's line under the results' title: who led during the game, since "a draw" alone hides a
// game one side had in hand: "You led by 6 after move 12; Easy caught up."

export interface DrawLeadInput {
  /** Both scores after every move, from [0, 0] (game/score-history.ts). */
  history: readonly (readonly [number, number])[];
  /** The players' names as the results show them ("You", "Easy"). */
  names: readonly [string, string];
}

interface Lead {
  by: number;
  move: number;
}

/** Each player's largest lead and the move it was first reached after; null where they never led. */
export function largestLeads(history: DrawLeadInput['history']): [Lead | null, Lead | null] {
  const leads: [Lead | null, Lead | null] = [null, null];
  history.forEach(([a, b], move) => {
    if (a === b) return;
    const i = a > b ? 0 : 1;
    const by = Math.abs(a - b);
    if (by > (leads[i]?.by ?? 0)) leads[i] = { by, move };
  });
  return leads;
}

/** "You led by 6 after move 12, Easy caught up", both leads when both led, or "Tied to the very end." */
export function drawLeadLine({ history, names }: DrawLeadInput): string {
  const leads = largestLeads(history);
  const said = ([0, 1] as const).filter((i) => leads[i] !== null).map((i) => ({ i, ...leads[i]! }));
  if (said.length === 0) return 'Tied to the very end.';
  // The earlier lead first: the line follows the game.
  said.sort((x, y) => x.move - y.move);
  const part = (p: { i: 0 | 1; by: number; move: number }, first: boolean) =>
    `${first ? names[p.i] : lower(names[p.i]!)} led by ${p.by} after move ${p.move}`;
  if (said.length === 1) {
    const p = said[0]!;
    return `${part(p, true)}; ${lower(names[1 - p.i]!)} caught up.`;
  }
  return `${part(said[0]!, true)}, ${part(said[1]!, false)}.`;
}

/** "You" inside a sentence is "you"; names keep their capital. */
const lower = (name: string) => (name === 'You' ? 'you' : name);
