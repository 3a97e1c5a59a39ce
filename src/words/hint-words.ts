// The hint's words where the position is not solved: the square is the computer's pick, a good move
// but not known to be the best one (the banner's short line, and the full sentence screen readers say).

/** The banner's second line (at most 40 characters: tests/ai/coach/hint-banner). */
export const HINT_UNSOLVED_LINE = 'A good move; too early to know the best';

/** The full words' last sentence. */
export const HINT_UNSOLVED_SENTENCE =
  'It looks good, but with this many moves left nobody can be sure which move is best.';
