// The results' words, naming the players: "You won against Hard by 4", "Easy won by 4", a kind
// line after a loss, and the adaptive opponent's new level as a person reads it.

import { adaptiveLevel } from '../game/skill.ts';
import type { Mode } from '../game/players.ts';

export interface ResultWordsInput {
  names: [string, string];
  mode: Mode;
  /** The person's index when one person plays. */
  person: 0 | 1 | null;
  winner: 0 | 1 | 2;
  scores: [number, number];
  skill?: { before: number; after: number };
}

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
    if (r.winner === 0) return { title: `A draw with ${opponent}`, line: 'Level to the last square.', skill, mood: 'draw' };
    if (r.winner === r.person + 1) return { title: `You won against ${opponent} by ${margin}`, line: null, skill, mood: 'win' };
    const line = margin <= 3 ? 'So close: a move or two would have turned it.' : 'A tough one. Moving first, or a smaller board, makes it gentler.';
    return { title: `${opponent} won by ${margin}`, line, skill, mood: 'loss' };
  }
  if (r.winner === 0) return { title: 'A draw', line: null, skill, mood: 'draw' };
  return { title: `${r.names[r.winner - 1]} won by ${margin}`, line: null, skill, mood: r.mode === 'duo' ? 'win' : 'neutral' };
}

function skillWords({ before, after }: { before: number; after: number }): string {
  const was = adaptiveLevel(before);
  const now = adaptiveLevel(after);
  return now === was ? `Adaptive stays at level ${now}` : `Adaptive now plays at level ${now} (was ${was})`;
}
