// What the setup says when the board or the rules change who an opponent can be: Perfect plays only
// where it plays every move best (a board of up to 20 moves, or one whose best play is known ahead),
// and elsewhere the Expert plays in its place. Said on the spot, beside the choice, never left for
// the game to reveal.

/** Beside the line of what Play starts, where the Perfect chosen gives way to the Expert. */
export const PERFECT_GIVES_WAY = 'Too long a game for Perfect';

/** Under the opponents, where the Perfect chosen gives way to the Expert on this board. */
export const PERFECT_GIVES_WAY_LINE =
  'Perfect plays only boards where it knows best play (up to 20 moves, or worked out ahead): Expert plays this one.';

/** On the Rules tab where best play is known on this board but not with these rules, and Perfect cannot play them. */
export const NOT_SOLVED_EXPERT = 'Best play is not known with these rules: Expert plays for Perfect.';

/** On the Rules tab where the book lacks these rules but the game is short enough for Perfect to work out every move. */
export const NOT_SOLVED_WORKED_OUT =
  'Best play is not known ahead with these rules: Perfect works out each move as it plays.';
