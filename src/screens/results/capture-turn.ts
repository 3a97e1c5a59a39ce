// Under capture (RULES.md section 11), the capture that moved a finished game's score, for the
// results: the winner's capture that swung the margin most (the later one among equals), said when
// that swing is at least half the final margin, so a capture that decided the game is explained
// ("Hard's last move filled the last square and captured all 15 of your cells, worth 114 points")
// and a small one in a game won anyway is not. A loss by it says what to watch. The game is replayed from its record to count
// each move's captured cells (a jump's own jumped cell is not a capture).

import { Position, parseRules, resolveMove, type Player } from '../../engine/index.ts';
import type { MatchResult } from '../../game/events.ts';
import { describeMatch } from '../../game/match-description.ts';
import type { People } from '../../game/people.ts';
import { placeWord } from '../../game/settings.ts';
import { captureTurnWords } from '../../words/capture-turn-words.ts';

/** One move's capture: the mover (1 or 2), the move (from 1), the cells it took, whether it ended the game. */
export interface CaptureMove {
  mover: Player;
  move: number;
  cells: number;
  last: boolean;
  /** The captured player had no cell left after it. */
  all: boolean;
}

/** Every capture of a game's record, in order; [] without capture or for a record that does not replay. */
export function capturesOf(record: string): CaptureMove[] {
  const [id, ...moves] = record.trim().split(/\s+/);
  let position: Position;
  try {
    const rules = parseRules(id ?? '');
    if (!rules.capture) return [];
    position = new Position(rules);
  } catch {
    return [];
  }
  const found: CaptureMove[] = [];
  for (let i = 0; i < moves.length; i++) {
    const move = resolveMove(position, moves[i]!);
    if ('error' in move) return found;
    const mover = position.turn();
    const other = mover === 1 ? 2 : 1;
    const before = Uint8Array.from(position.owner);
    position.playUnchecked(move.square);
    let turned = 0;
    let left = 0;
    for (let s = 0; s < before.length; s++) {
      if (before[s] === other && position.owner[s] === mover) turned++;
      if (position.owner[s] === other) left++;
    }
    // A jump turns the cell it hops over: that one is the jump's, not a capture.
    const cells = turned - (moves[i]!.includes('x') && turned > 0 ? 1 : 0);
    if (cells > 0) found.push({ mover, move: i + 1, cells, last: position.isOver(), all: left === 0 });
  }
  return found;
}

/** The capture that turned the game, said for the results; null when none did (or a draw). */
export function captureTurnLine(
  result: Pick<MatchResult, 'winner' | 'scores' | 'players' | 'rules' | 'history' | 'record'>,
  people?: People,
): string | null {
  if (result.winner === 0) return null;
  const w = result.winner - 1;
  const margin = Math.abs(result.scores[0] - result.scores[1]);
  const lead = (k: number) => {
    const h = result.history[k];
    return h ? h[w]! - h[1 - w]! : 0;
  };
  // The points seat `v` lost on move `move` (from 1): what the panels counted away.
  const lost = (v: number, move: number) => {
    const [before, after] = [result.history[move - 1], result.history[move]];
    return before && after ? Math.max(0, before[v]! - after[v]!) : undefined;
  };
  // The points seat `v` gained on move `move`: the move's own "+N".
  const gainedBy = (v: number, move: number) => {
    const [before, after] = [result.history[move - 1], result.history[move]];
    return before && after ? after[v]! - before[v]! : undefined;
  };
  let best: { c: CaptureMove; swing: number } | null = null;
  for (const c of capturesOf(result.record)) {
    if (c.mover !== result.winner || c.move >= result.history.length) continue;
    const swing = lead(c.move) - lead(c.move - 1);
    if (!best || swing >= best.swing) best = { c, swing };
  }
  if (!best || best.swing * 2 < margin) return null;
  const { mode, names, person } = describeMatch(result.players, people);
  const solo = mode === 'solo' && person !== null;
  const layout = parseRules(result.rules).layout;
  return captureTurnWords({
    taker: solo && person === w ? null : names[w]!,
    victim: solo && person === 1 - w ? null : names[1 - w]!,
    cells: best.c.cells,
    points: lost(1 - w, best.c.move),
    gained: gainedBy(w, best.c.move),
    move: best.c.move,
    last: best.c.last,
    all: best.c.all,
    place: placeWord(layout.grid),
    tip: solo && person !== w,
  });
}
