// What the setup says when the board or the rules change who an opponent can be: Perfect plays only
// where it plays every move best (a board of up to 20 moves, or one whose best play is known ahead),
// and elsewhere the Expert plays in its place. Said on the spot, beside the choice, never left for
// the game to reveal.

/** Beside the line of what Play starts, where the Perfect chosen gives way to the Expert on this board. */
export const PERFECT_GIVES_WAY = 'Too big a board for Perfect';

/** Beside the line of what Play starts, where an option keeps the Perfect chosen from playing ("jumps"). */
export const perfectWithout = (options: string): string => `Perfect plays without ${options}`;

/**
 * Where the player turned on an option Perfect cannot play on this board: said where they chose, with
 * the way back in one tap.
 */
export const PERFECT_WAY_BACK = {
  line: (options: string, count: number): string =>
    `Perfect plays without ${options}; with ${count === 1 ? options : 'them'}, Expert plays.`,
  button: (options: string): string => `Turn ${options} off`,
} as const;

/**
 * Under the opponents where Perfect is not offered and not chosen: that there is one more opponent,
 * and where to meet it, so its absent card is not taken for a fault.
 */
export const PERFECT_ABSENT = {
  board: 'One more opponent, Perfect, plays every move best: choose a smaller board to meet it.',
  without: (options: string): string => `One more opponent, Perfect, plays this board without ${options}.`,
} as const;

/** Under the opponents, where the Perfect chosen gives way to the Expert on this board. */
export const PERFECT_GIVES_WAY_LINE =
  'Perfect plays only boards where it knows best play: Expert plays this one.';

/** On the Rules tab where best play is known on this board but not with these rules, and Perfect cannot play them. */
export const NOT_SOLVED_EXPERT = 'Best play is not known with these rules: Expert plays for Perfect.';

/** The same, where no Perfect is chosen (nothing plays for it). */
export const NOT_SOLVED_PLAIN = 'Best play is not known with these rules.';

/** On the Rules tab where the book lacks these rules but the game is short enough for Perfect to work out every move. */
export const NOT_SOLVED_WORKED_OUT =
  'Best play is not known ahead with these rules: Perfect works out each move as it plays.';

/**
 * Under the opponents and beside the options, where a chosen opponent that looks only at the move in
 * hand (Easy, Medium, Hard, Adaptive) meets capture, stem cells or jumps: "Hard grabs captures;
 * Expert plans them." Their moves are valued by the true change in score
 * (RULES.md section 5), so they do take a capture or a stem cell's points the move in hand wins; they
 * never set one up or guard against one, and never jump. `names` are the chosen ones, in the order shown.
 */
export function seedOpponentsMissWords(
  names: readonly string[],
  options: { capture: boolean; stem: boolean; jumps: boolean },
): string {
  const one = names.length === 1;
  const planned = [options.capture ? 'captures' : '', options.stem ? 'stem cells' : ''].filter(Boolean);
  if (planned.length === 0) return `${names.join(' and ')} never ${one ? 'jumps' : 'jump'}: Expert does.`;
  const grab = `${one ? 'grabs' : 'grab'} ${planned.join(' and ')}`;
  if (!options.jumps) return `${names.join(' and ')} ${grab}; Expert plans them.`;
  return `${names.join(' and ')} ${grab}, never ${one ? 'jumps' : 'jump'}; Expert plans and jumps.`;
}

/** What each opponent does, as its card and the ladder's tips both say it (no subject, no stop). */
const OPPONENT_DOES = {
  easy: 'grows its own cells; slips like a beginner',
  medium: 'takes the move that scores most now, but often slips',
  hard: 'scores and blocks: weighs your points against its own',
  expert: 'thinks many moves ahead',
  perfect: 'plays every move best',
} as const;

const cap = (words: string) => words[0]!.toUpperCase() + words.slice(1);

/**
 * Each opponent's one line on its card, in the setup and wherever opponents are chosen: what it does,
 * with no promise its play breaks. Easy grows its own cells and about three moves in ten stray
 * anywhere, into your region too (gentle.ts);
 * Medium and Hard weigh the move in hand only (Medium slipping on most moves, to a weaker one), Hard both players'
 * points, said as what each does rather than what it does not (a reviewer read "Hard never plans
 * ahead" as weaker than Medium's "sees one move ahead"); the Expert searches ahead; Perfect plays every move best, so a draw against it on a board
 * that best play draws is the player's perfect game, not its slip.
 */
export const OPPONENT_LINES = {
  easy: `${cap(OPPONENT_DOES.easy)}.`,
  medium: `${cap(OPPONENT_DOES.medium)}.`,
  hard: `${cap(OPPONENT_DOES.hard)}.`,
  expert: `${cap(OPPONENT_DOES.expert)}. A real test.`,
  perfect: `${cap(OPPONENT_DOES.perfect)}: only perfect play holds it.`,
} as const;

/**
 * A ladder step's tip, said of its opponent in the same words as its card (so a tip never promises
 * play its card says slips), then the step's advice: "Medium takes the move that scores most now,
 * but often slips. Leave it no big square to take."
 */
export function opponentTip(opponent: keyof typeof OPPONENT_DOES, advice: string): string {
  return `${cap(opponent)} ${OPPONENT_DOES[opponent]}. ${advice}`;
}

/** Adaptive's level beside its name or mark: "level 6". */
export function levelWords(level: number): string {
  return `level ${level}`;
}

/** A name with Adaptive's level, as its score panel shows it: "Adaptive · level 6". */
export function nameWithLevel(name: string, level: number): string {
  return `${name} · ${levelWords(level)}`;
}

/**
 * Adaptive's line: where it starts and what moves it up, or where it stands now. Its level follows
 * the margins (game/skill.ts), so a narrow win can leave it where it was: the line promises no more.
 */
export function adaptiveLine(level: number, start: number, fresh: boolean): string {
  return fresh
    ? `Starts at level ${start} of 10; your winning margins move it up.`
    : `Now level ${level} of 10 (starts at ${start}); your winning margins move it up.`;
}

/**
 * Under the opponents where hints are off against the one chosen (the Expert's default): why the
 * game's Hint button reads "Hint off", and how to turn hints on, before the game starts.
 */
export const hintsOffWords = (name: string): string =>
  `No hints against ${name}: tap Hint in the game to turn them on.`;
