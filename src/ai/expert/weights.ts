// The expert's evaluation weights. The evaluation adds to the score difference what the score
// does not show yet; these say how much each feature is worth in points of final difference.
//
// How they were found: scripts/tune-expert.ts, a (1+λ) evolution strategy in the manner of the
// SimpAI seed: each generation mutates the current weights with seeded Gaussian noise, plays
// every mutant against the current weights on seeded random openings from both seats (low node
// budget, several layouts with and without gravity), and keeps the mutant with the best points
// when it beats the incumbent. See README.md, "The expert opponent", for the run.

export interface EvalWeights {
  /** The mover's best immediate gain: having the move is worth about this much of it. */
  tempo: number;
  /** The opponent's best immediate gain (it moves after the mover's reply). */
  threat: number;
  /** Σ over playable empty squares of (mover's gain − opponent's gain): potential divisions. */
  potential: number;
  /** The same sum over squares not reachable yet under gravity. */
  reach: number;
  /** Σ over cells of their empty neighbours, mover's minus opponent's: room to divide later. */
  room: number;
  /** Axes of cells not connected yet but with an empty square on them, mover's minus opponent's. */
  divisions: number;
  /** The mean-field outlook: the final difference if empty squares were shared out. */
  outlook: number;
  /** How far cells around an empty square tilt its share towards their player (0: half each). */
  influence: number;
}

/** Tuned by scripts/tune-expert.ts (see the header above). */
export const TUNED_WEIGHTS: EvalWeights = {
  tempo: 0,
  threat: 0,
  potential: 0,
  reach: 0,
  room: 0,
  divisions: 0.3,
  outlook: 1,
  influence: 0,
};

/** The raw score alone, for measuring what the evaluation buys. */
export const NO_EVALUATION: EvalWeights = { tempo: 0, threat: 0, potential: 0, reach: 0, room: 0, divisions: 0, outlook: 0, influence: 0 };

export const WEIGHT_NAMES = ['tempo', 'threat', 'potential', 'reach', 'room', 'divisions', 'outlook', 'influence'] as const;
