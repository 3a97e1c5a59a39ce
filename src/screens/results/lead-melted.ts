// A big lead that melted: the person led by a lead large for the board after the first third of
// a game against the computer, and the game ended at most half as far apart (won narrowly, or lost;
// a draw says who led already). On these boards the late moves score the most, so the raw lead
// shrinks as the board fills; the results say so in one kind line with the board's own figures,
// the moves left at the lead and the points they scored between both players, so the melt reads as
// the board's way and not as luck or a computer's trick. Not said where lead-turned.ts or a
// capture speaks (results-model.ts), nor under captures or scoring by connections.

import { parseRules } from '../../engine/index.ts';
import { largeLead } from '../../ui/lead-words.ts';

export interface LeadMeltedInput {
  /** Both scores from the start ([0, 0]) and after every move, the first-moving player's first. */
  history: readonly (readonly [number, number])[];
  /** The person's seat. */
  person: 0 | 1;
  /** The rules id the game was played under. */
  rules: string;
}

export interface LeadMelted {
  /** The person's largest lead from the first third on, on the board. */
  lead: number;
  /** The moves left when it stood. */
  movesLeft: number;
  /** The points both players scored in those moves. */
  scored: number;
  /** Whether the person won all the same (held on), or lost. */
  won: boolean;
}

/** The lead that melted, when the results should say so, else null. */
export function leadMelted({ history, person, rules }: LeadMeltedInput): LeadMelted | null {
  let parsed;
  try {
    parsed = parseRules(rules);
  } catch {
    return null;
  }
  if (parsed.capture || parsed.scoring === 'connections') return null;
  const moves = history.length - 1;
  if (moves < 3) return null;
  const mine = (k: number) => history[k]![person] - history[k]![1 - person];
  let best = 0;
  for (let k = Math.ceil(moves / 3); k < moves; k++) if (mine(k) > mine(best)) best = k;
  const lead = mine(best);
  const margin = mine(moves);
  // Large for the board, and the game ended at most half as far apart on the person's side.
  if (best === 0 || lead < largeLead(parsed.layout.size) || Math.abs(margin) * 2 > lead) return null;
  const total = (k: number) => history[k]![0] + history[k]![1];
  return { lead, movesLeft: moves - best, scored: total(moves) - total(best), won: margin > 0 };
}
