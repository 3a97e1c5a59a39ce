// Plays a whole game between two agents from an optional opening: the `play` command and the
// tournament share it, so both follow the same rules of who moves and when the game ends.

import { Position, parseRules, resolveMove, RecordError, withOptions } from '../engine/index.ts';
import type { Agent } from '../ai/index.ts';

export interface GameSetup {
  /** A rules id: `square:6`, `hex:5/connections`, … */
  rules: string;
  players: [Agent, Agent];
  /** Written moves played before the agents take over, e.g. ['c3', 'd4']. */
  opening?: string[];
  /** The console's older switch: equal moves on top of the rules id. */
  equalMoves?: boolean;
}

export function playGame(setup: GameSetup): Position {
  const position = new Position(
    withOptions(parseRules(setup.rules), { equalMoves: setup.equalMoves ?? false }),
  );
  (setup.opening ?? []).forEach((text, i) => {
    const move = resolveMove(position, text);
    if ('error' in move) throw new RecordError(`opening move ${i + 1}: ${move.error}`, i + 1);
    position.playUnchecked(move.square);
  });
  while (!position.isOver()) {
    const agent = setup.players[position.turn() - 1]!;
    const choice = agent.choose(position);
    const why = position.whyIllegal(choice.square);
    if (why !== null) throw new Error(`${agent.name} chose an illegal move: ${why}`);
    position.playUnchecked(choice.square);
  }
  return position;
}
