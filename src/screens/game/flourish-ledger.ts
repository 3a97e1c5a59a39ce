// Which of a board's flourishes (a move's division rings, the ending's pulses, confetti and waits)
// are still alive, and when they end. A flourish runs on the scene's clock, which a paused scene
// stops: without an end it froze where it stood over the finished board under the results, and
// under load the results' wall-clock beat ended before the ending's own waits had run. So a new
// move ends the earlier moves' flourishes, an ending ends every move's, and a pause, an undo or
// the scene's end ends them all, each where it stands.

/** Whose a flourish is: a move's (the one landing when it began) or the game's ending. */
export type FlourishOwner = 'move' | 'ending';

interface Live {
  owner: FlourishOwner;
  /** The move landing when it began (0 before any). */
  move: number;
  end: () => void;
}

export class FlourishLedger {
  private readonly live = new Set<Live>();
  private move = 0;

  /**
   * Notes a flourish; `end` ends it at once (destroys it, takes back its wait). Returns what to
   * call when it has ended by itself, so it is not ended twice.
   */
  add(owner: FlourishOwner, end: () => void): () => void {
    const entry: Live = { owner, move: this.move, end };
    this.live.add(entry);
    return () => void this.live.delete(entry);
  }

  /** A new move lands: the earlier moves' flourishes end (the ending's stay). */
  moveLands(): void {
    this.move++;
    this.endWhere((e) => e.owner === 'move' && e.move < this.move);
  }

  /** The game's ending begins: no move's flourish outlives it. */
  endingBegins(): void {
    this.endWhere((e) => e.owner === 'move');
  }

  /** Everything ends where it stands (the board paused, taken back, closed). */
  endAll(): void {
    this.endWhere(() => true);
  }

  /** How many flourishes are alive, by owner. */
  count(): { move: number; ending: number } {
    const n = { move: 0, ending: 0 };
    for (const e of this.live) n[e.owner]++;
    return n;
  }

  private endWhere(ends: (e: Live) => boolean): void {
    for (const e of [...this.live]) {
      // One ended by an earlier one's end (or by itself meanwhile) is gone already.
      if (!this.live.has(e) || !ends(e)) continue;
      this.live.delete(e);
      e.end();
    }
  }
}
