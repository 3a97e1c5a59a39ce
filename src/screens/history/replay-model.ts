// A kept game replayed move by move, without Phaser: the move shown, stepping and playing through
// it at a steady pace, the board's position there and the words over it. The History screen's model
// keeps it, so a resize keeps the move in sight.

import { readSquareName, squareName, tryReplayRecord, type Position } from '../../engine/index.ts';
import type { KeptGame } from '../../game/game-history.ts';
import { HISTORY_WORDS, replayLine } from './history-words.ts';

/** The time between moves while the replay plays, in milliseconds. */
export const REPLAY_STEP_MS = 700;

export interface ReplaySnapshot {
  id: string;
  ply: number;
  moves: number;
  position: Position;
  /** The square of the move just played, or null on the empty board. */
  played: number | null;
  scoreLine: string;
  line: string;
  playing: boolean;
  /** The Play button's words: Play, or Pause while it plays. */
  playLabel: string;
}

export class ReplayModel {
  ply: number;
  playing = false;

  constructor(readonly game: KeptGame) {
    // A replay starts on the empty board: the point is to watch it unfold.
    this.ply = 0;
  }

  go(ply: number): void {
    this.ply = Math.max(0, Math.min(this.game.moves.length, ply));
    if (this.ply === this.game.moves.length) this.playing = false;
  }

  step(by: number): void {
    this.playing = false;
    this.go(this.ply + by);
  }

  /** Play or Pause; a replay at its end plays again from the start. */
  togglePlay(): void {
    if (this.playing) {
      this.playing = false;
      return;
    }
    if (this.ply >= this.game.moves.length) this.ply = 0;
    this.playing = true;
  }

  /** The pace's beat: one move on while it plays. Returns whether the move shown changed. */
  tick(): boolean {
    if (!this.playing) return false;
    this.go(this.ply + 1);
    return true;
  }

  snapshot(): ReplaySnapshot {
    const g = this.game;
    const replay = tryReplayRecord([g.rules, ...g.moves.slice(0, this.ply)].join(' '));
    if (!('position' in replay)) throw new Error(`a kept game does not replay: ${replay.error}`);
    const position = replay.position;
    const last = this.ply > 0 ? readSquareName(position.layout, g.moves[this.ply - 1]!) : null;
    const played = last && 'square' in last ? last.square : null;
    const who = g.names[(this.ply - 1) % 2] ?? '';
    return {
      id: g.id,
      ply: this.ply,
      moves: g.moves.length,
      position,
      played,
      scoreLine: `${g.names[0]} ${position.score(1)} – ${position.score(2)} ${g.names[1]}`,
      line: replayLine(
        this.ply,
        g.moves.length,
        who,
        played === null ? null : squareName(position.layout, played),
      ),
      playing: this.playing,
      playLabel: this.playing ? HISTORY_WORDS.pause : HISTORY_WORDS.play,
    };
  }
}
