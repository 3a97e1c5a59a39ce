// Plays one scheduled tournament game: built-in agents answer at once, outside programs
// (`cmd:…`) through the `move` protocol. Every agent is made fresh for the game, so a game's
// result depends only on its spec, never on which worker played it or what it played before.

import { parseRules, Position, resolveMove } from '../../engine/index.ts';
import { createAgent, type Agent } from '../../ai/index.ts';
import { EXTERNAL_PREFIX, ExternalAgent } from './external.ts';
import type { GameSpec } from './schedule.ts';

export interface GameResult {
  index: number;
  /** Player 1's score minus player 2's at the end; after a forfeit, the sign says who won. */
  difference: number;
  /** The agent whose error ended the game (it loses), if any. */
  forfeit?: 0 | 1;
  error?: string;
}

type Player = Agent | ExternalAgent;

/** How a game is run, the same for every game of a tournament. */
export interface PlayOptions {
  /** How long an outside program may think about one move before it forfeits. */
  answerMs?: number;
}

function makePlayer(id: string, options: PlayOptions): Player {
  return id.startsWith(EXTERNAL_PREFIX) ? new ExternalAgent(id, options.answerMs) : createAgent(id);
}

export async function playScheduledGame(spec: GameSpec, options: PlayOptions = {}): Promise<GameResult> {
  const position = new Position(parseRules(spec.rules));
  for (const text of spec.opening) {
    const move = resolveMove(position, text);
    if ('error' in move) throw new Error(`opening ${spec.openingNumber}: ${move.error}`);
    position.playUnchecked(move.square);
  }
  const players = spec.players.map((id) => makePlayer(id, options)) as [Player, Player];
  try {
    while (!position.isOver()) {
      const seat = position.turn() - 1;
      const player = players[seat]!;
      let square: number;
      try {
        square =
          player instanceof ExternalAgent ? await player.choose(position) : player.choose(position).square;
        const why = position.whyIllegal(square);
        if (why !== null) throw new Error(`${spec.players[seat]} chose an illegal move: ${why}`);
      } catch (e) {
        return {
          index: spec.index,
          difference: seat === 0 ? -1 : 1,
          forfeit: seat as 0 | 1,
          error: (e as Error).message,
        };
      }
      position.playUnchecked(square);
    }
  } finally {
    for (const player of players) if (player instanceof ExternalAgent) player.stop();
  }
  return { index: spec.index, difference: position.scoreDifference() };
}
