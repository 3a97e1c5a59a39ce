// The results' words, naming the players: "You won against Hard by 4", "Easy won by 4", a kind
// line after a loss with advice that fits this game (who moved first, the opponent, the board),
// and the adaptive opponent's new level as a person reads it.

import { adaptiveLevel } from '../../game/skill.ts';
import { agentKind, type Mode } from '../../game/players.ts';
import { BOARD_CHOICES } from '../../game/settings.ts';
import { drawLeadLine } from '../../ui/draw-words.ts';
import { adaptiveWords, leadMeltedWords } from '../../words/results-words.ts';
import { leadMelted } from './lead-melted.ts';
import { heldSeatLine } from '../menu/held-seat.ts';

/** A loss by this many points or fewer is a close one: the results say so, the menu offers a rematch. */
export const CLOSE_MARGIN = 3;
export interface ResultWordsInput {
  names: [string, string];
  mode: Mode;
  /** The person's index when one person plays. */
  person: 0 | 1 | null;
  winner: 0 | 1 | 2;
  scores: [number, number];
  skill?: { before: number; after: number };
  /** The players' ids, the one moving first first: the advice after a loss reads the opponent and who started. */
  players?: [string, string];
  /** The rules id played: the advice offers a smaller board only where the family has one. */
  rules?: string;
  /** Both scores after every move: a draw says who led during the game. */
  history?: readonly (readonly [number, number])[];
  /** A ladder step's game: its board and opponent are the step's, so no other is advised (its tip is). */
  onLadder?: boolean;
}

/** The seed opponents from the gentlest up: the advice after a loss names the next gentler one. */
const BY_STRENGTH = ['easy', 'medium', 'hard', 'expert', 'perfect'];

export interface ResultWords {
  title: string;
  /** A line under the scores: kind words after a loss, or null. */
  line: string | null;
  /** The adaptive opponent's level change, or null. */
  skill: string | null;
  mood: 'win' | 'loss' | 'draw' | 'neutral';
}

export function resultWords(r: ResultWordsInput): ResultWords {
  const margin = Math.abs(r.scores[0] - r.scores[1]);
  const skill = r.skill ? skillWords(r.skill) : null;
  if (r.mode === 'solo' && r.person !== null) {
    const opponent = r.names[1 - r.person]!;
    const held = perfectHeld(r.person, r.players, r.rules);
    const melted = meltedLine(r.person, r.history, r.rules);
    if (r.winner === 0)
      return {
        title: `A draw with ${opponent}`,
        line: held ?? drawLeadLine({ history: r.history ?? [], names: r.names }),
        skill,
        mood: 'draw',
      };
    if (r.winner === r.person + 1)
      return { title: `You won against ${opponent} by ${margin}`, line: melted, skill, mood: 'win' };
    const line =
      held ??
      melted ??
      (margin <= CLOSE_MARGIN
        ? 'So close: a move or two would have turned it.'
        : r.onLadder
          ? null
          : lossAdvice(r.person, r.players, r.rules));
    return { title: `${opponent} won by ${margin}`, line, skill, mood: 'loss' };
  }
  if (r.winner === 0)
    return {
      title: 'A draw',
      line: r.history ? drawLeadLine({ history: r.history, names: r.names }) : null,
      skill,
      mood: 'draw',
    };
  return {
    title: `${r.names[r.winner - 1]} won by ${margin}`,
    line: null,
    skill,
    mood: r.mode === 'duo' ? 'win' : 'neutral',
  };
}

/** A big lead of the person's that melted to a close finish (lead-melted.ts), in the board's figures, else null. */
function meltedLine(person: 0 | 1, history?: ResultWordsInput['history'], rules?: string): string | null {
  const m = history && rules !== undefined ? leadMelted({ history, person, rules }) : null;
  return m && leadMeltedWords(m.lead, m.movesLeft, m.scored, m.won);
}

/** Against Perfect or the Expert on a solved board whose best play gives the person's seat no win: why (held-seat.ts), else null. */
function perfectHeld(person: 0 | 1, players?: [string, string], rules?: string): string | null {
  if (!players || rules === undefined) return null;
  return heldSeatLine(agentKind(players[1 - person]!), rules, person);
}

/** After a clear loss: only what this game could change (move first, a gentler opponent, a smaller board). */
function lossAdvice(person: 0 | 1, players?: [string, string], rules?: string): string {
  const ways: string[] = [];
  if (person === 1) ways.push('moving first');
  const opponent = players ? agentKind(players[1 - person]!) : null;
  const rank = opponent === null ? -1 : BY_STRENGTH.indexOf(opponent);
  if (rank > 0) ways.push(`playing ${capital(BY_STRENGTH[rank - 1]!)}`);
  if (rules !== undefined && hasSmallerBoard(rules)) ways.push('a smaller board');
  // Adaptive eases off by itself after a loss: the skill line under this one says so, once.
  if (ways.length === 0) return 'A tough one. The review shows what to try next time.';
  const list = ways.length === 1 ? ways[0]! : `${ways.slice(0, -1).join(', ')} or ${ways[ways.length - 1]}`;
  return `A tough one. ${capital(list)} makes it gentler.`;
}

/** Whether the board's family offers a smaller size than this rules id's layout. */
function hasSmallerBoard(rules: string): boolean {
  const layout = rules.split('/')[0]!;
  const sizes: readonly string[] | undefined = BOARD_CHOICES.find((b) =>
    (b.sizes as readonly string[]).includes(layout),
  )?.sizes;
  return sizes !== undefined && sizes.indexOf(layout) > 0;
}

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * The adaptive level after a game, with why it stayed: the skill moves by the margin alone (1% a
 * point won, half that a point lost; help asked for does not count), and a level is 1/9 of it.
 */
function skillWords({ before, after }: { before: number; after: number }): string {
  const was = adaptiveLevel(before);
  const now = adaptiveLevel(after);
  const rose = after > before;
  return adaptiveWords({ was, now, rose, pointsUp: now === was && rose ? pointsToNextLevel(after) : null });
}

/** How many more points won take the skill `skill` to the next level (null at the top). */
export function pointsToNextLevel(skill: number): number | null {
  const level = adaptiveLevel(skill);
  if (level >= 10) return null;
  const up = (level - 1 + 0.5) / 9;
  return Math.max(1, Math.ceil((up - skill) * 100 - 1e-9));
}
