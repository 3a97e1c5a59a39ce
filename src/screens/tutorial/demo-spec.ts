// What one of the how-to-play's demos is (its rules id, the squares drawn, its moves) and what its
// words may read of a move, apart from the demo player (how-to-play-demo.ts) so the demos in their
// own files (stem-demo.ts, jump-demo.ts, tri-demo.ts) need not import it.

import type { Position } from '../../engine/index.ts';

/** What a demo's move did, for its words. */
export interface DemoMoveFacts {
  position: Position;
  /** The square the mover's cell arrived on. */
  square: number;
  owner: 1 | 2;
  who: 'Green' | 'Blue';
  converted: readonly number[];
  jump: { from: number; over: number } | null;
  /** The stem squares this move completed. */
  opened: readonly number[];
  squareOf: (name: string) => number;
}

/** One demo: its rules id, the squares the dialog draws (three across), its moves as a record writes them. */
export interface DemoSpec {
  layout: string;
  squares: readonly string[];
  moves: readonly string[];
  /** The words before the score after a move, when the move did something to name. */
  say?: (facts: DemoMoveFacts) => string | undefined;
}
