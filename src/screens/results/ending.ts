// How a game's ending is shown, decided without Phaser: its kind (a win, a draw, a loss, or a
// watched game's neutral end), the order of its parts and each part's time. A win is celebrated
// on the board (cells dividing across it, with the win's sound) for at least 1.5 s before any
// number, then the sheet shows the scores the board's panels already say, the winner's number
// popping, while confetti falls round the sheet and new stars fill one by one, each with a note; a
// draw is a short, even beat in a cool colour; a loss a quiet, warm one (the board's cells glow warm,
// square by square, so the glow follows any board's shape), and its sheet offers "Where it turned"
// first. The sheet stands in its place from its first frame (sheet-rise.ts): its buttons never move
// under a finger. With reduced motion every ending is short and still: no celebration in motion,
// the numbers shown at once.

export type EndingKind = 'win' | 'draw' | 'loss' | 'neutral';

/** What the board and the results sheet show, in order. */
export type EndingPart = 'celebrate' | 'settle' | 'pop' | 'sheet';

export interface EndingStep {
  part: EndingPart;
  ms: number;
}

export interface EndingPlan {
  kind: EndingKind;
  steps: EndingStep[];
  /** The board's cells divide across it (a win), glow once, together (a draw, watching), or glow warm and calm (a loss). */
  board: 'divide' | 'glow' | 'warm' | 'none';
  /** The sheet's first, primary button. */
  first: 'turned' | 'again';
  /** Nothing moves: reduced motion. */
  still: boolean;
  /** The celebration's parts (the board scene and the results play them). */
  show: EndingShow;
}

/**
 * What plays, per ending: the winner's cells pulse in a wave across the board; pieces burst like
 * confetti in the winner's colour; the headline lands with a bounce, or fades in calmly; the sound.
 */
export interface EndingShow {
  wave: boolean;
  /** How many confetti pieces burst (0: none). */
  confetti: number;
  headline: 'bounce' | 'fade' | 'still';
  /** How long the headline's entrance takes, in ms (0: it is there at once). */
  headlineMs: number;
  sound: 'win' | 'draw' | 'lose' | null;
  /** The results' confetti falls over the whole screen, above the board and the sheet (a win). */
  fall: boolean;
  /** The sheet's own colour at its rim: gold for a win, cool for a draw, warm for a loss. */
  rim: 'gold' | 'cool' | 'warm' | 'plain';
  /** New ladder stars fill one by one, each with a rising note (else they are simply there). */
  starsLand: boolean;
  /**
   * The sheet's own moment of a win, where a phone's sheet hides the falling confetti: this many of
   * the winner's cells burst from its headline as it lands (about 1.1–1.6 s), with a sparkle; 0: none.
   */
  sheetBurst: number;
  /** Under reduced motion a win's headline stands between two of the winner's cells, divided and still. */
  stillCells: boolean;
}

/** The cells that burst from a won sheet's headline: a moment, few enough for a phone's frame rate. */
export const SHEET_BURST_PIECES = 26;

/** When the k-th new star lands after the sheet shows, in ms, and its note's pitch (rising). */
export function starLanding(k: number): { at: number; rate: number } {
  return { at: STAR_FIRST_MS + STAR_GAP_MS * k, rate: 1 + 0.2 * k };
}

/**
 * The first new star lands once the figures over it are final and said (the whole sheet's pop, 500
 * ms; the short sheet's count from 0, 800 ms, and its margin's fade-in under way): the numbers,
 * then the stars one at a time, then a step's unlock (step-unlock.ts); the next ones a beat apart.
 */
export const STAR_FIRST_MS = 900;
/** A star's pop and its note are done before the next lands: each read alone (at 260 ms they ran together as one). */
export const STAR_GAP_MS = 380;

/** The confetti of a win: enough to fill the board's sky, few enough for a phone's frame rate. */
export const CONFETTI_PIECES = 36;

/** The confetti falling over the results after a win: the whole screen's width, a light shower. */
export const FALLING_PIECES = 32;

function showOf(mood: EndingKind, reduced: boolean): EndingShow {
  const sound = mood === 'win' ? 'win' : mood === 'draw' ? 'draw' : mood === 'loss' ? 'lose' : null;
  const rim = mood === 'win' ? 'gold' : mood === 'draw' ? 'cool' : mood === 'loss' ? 'warm' : 'plain';
  if (reduced)
    return {
      wave: false,
      confetti: 0,
      headline: 'still',
      headlineMs: 0,
      sound,
      fall: false,
      rim,
      starsLand: false,
      sheetBurst: 0,
      stillCells: mood === 'win',
    };
  if (mood === 'win')
    return {
      wave: true,
      confetti: CONFETTI_PIECES,
      headline: 'bounce',
      headlineMs: 500,
      sound,
      fall: true,
      rim,
      starsLand: true,
      sheetBurst: SHEET_BURST_PIECES,
      stillCells: false,
    };
  return {
    wave: false,
    confetti: 0,
    headline: 'fade',
    headlineMs: 600,
    sound,
    fall: false,
    rim,
    starsLand: true,
    sheetBurst: 0,
    stillCells: false,
  };
}

/**
 * The least time a win is celebrated before any number shows (issue 28: at least 1.5 s). With the
 * last move's own divisions and the final board's still look (final-beat.ts's LAST_LOOK_MS) before
 * it, a player can act about 4 s after the last move; a tap on the board brings the results sooner,
 * once the board has been seen whole a moment (final-beat.ts's LOOK_LEAST_MS).
 */
export const CELEBRATE_MS = 1500;
/**
 * A win's count, big over the board, stands on its final score this long after the wave: read as
 * the finale's last beat before the sheet (it landed as the sheet came, a number glimpsed).
 */
export const COUNT_HOLD_MS = 400;
/** The winner's number's pop on the sheet. */
export const POP_MS = 500;
/** A draw's or a loss's beat on the board before the sheet. */
export const SETTLE_MS = 500;
/**
 * How long the final board is in sight whole before the results come, whatever the ending, in ms
 * (a new player never saw the winning board): a win's still look (final-beat.ts's
 * LAST_LOOK_MS, 600), its celebration round the board and its count's hold, a draw's or a loss's longer still look and
 * its quiet beat, reduced motion's still look and its one still beat, all the same length.
 */
export const BOARD_SEEN_MS = 2500;

/** The still look before `plan`'s ending, in ms: as long as makes BOARD_SEEN_MS with the ending's steps before the sheet, never under `fullLook`. */
export function lookBefore(plan: EndingPlan, fullLook: number): number {
  return Math.max(fullLook, BOARD_SEEN_MS - firstNumberAt(plan));
}

/** Under reduced motion: one still beat, whatever the ending. */
export const STILL_MS = 400;

/** The ending's part after the last move's own divisions: the sheet is up and its buttons take taps within this. */
export const ENDING_ACT_MS = 2000;

/** When the sheet stands in place, its buttons there to press, in ms after the ending begins: as it shows, it never moves. */
export function sheetInPlaceAt(plan: EndingPlan): number {
  return firstNumberAt(plan);
}

export function endingPlan(mood: EndingKind, reducedMotion: boolean): EndingPlan {
  const first = mood === 'loss' ? 'turned' : 'again';
  if (reducedMotion)
    return {
      kind: mood,
      steps: [
        { part: 'settle', ms: STILL_MS },
        { part: 'sheet', ms: 0 },
      ],
      board: 'none',
      first,
      still: true,
      show: showOf(mood, true),
    };
  if (mood === 'win')
    return {
      kind: mood,
      steps: [
        { part: 'celebrate', ms: CELEBRATE_MS + COUNT_HOLD_MS },
        { part: 'sheet', ms: 0 },
        { part: 'pop', ms: POP_MS },
      ],
      board: 'divide',
      first,
      still: false,
      show: showOf(mood, false),
    };
  return {
    kind: mood,
    steps: [
      { part: 'settle', ms: SETTLE_MS },
      { part: 'sheet', ms: 0 },
      { part: 'pop', ms: POP_MS },
    ],
    board: mood === 'loss' ? 'warm' : 'glow',
    first,
    still: false,
    show: showOf(mood, false),
  };
}

/**
 * The sheet's score line: the final scores from its first frame, as the board's panels above already
 * say them (counting up from 0 showed smaller numbers than the board's for most of a second); the
 * winner's number pops (a draw: both; a loss: none, the person's loss is not cheered), over `ms`.
 */
export function scoreLinePop(
  plan: EndingPlan,
  scores: readonly [number, number],
  /** The person's side when one person plays (their loss pops nothing), else null. */
  person: 0 | 1 | null,
): { shown: [number, number]; pop: (0 | 1)[]; ms: number } {
  const ms = plan.steps.find((step) => step.part === 'pop')?.ms ?? 0;
  const shown: [number, number] = [scores[0], scores[1]];
  if (ms <= 0 || plan.kind === 'loss') return { shown, pop: [], ms: 0 };
  if (scores[0] === scores[1]) return { shown, pop: [0, 1], ms };
  const winner = scores[0] > scores[1] ? 0 : 1;
  return { shown, pop: person !== null && person !== winner ? [] : [winner], ms };
}

/** When the first number shows, in ms after the ending begins. */
export function firstNumberAt(plan: EndingPlan): number {
  let at = 0;
  for (const step of plan.steps) {
    if (step.part === 'sheet') return at;
    at += step.ms;
  }
  return at;
}

/**
 * Each cut of a winner's cell's division anew as the celebration's first wave passes it, in ms: a
 * cut's stretch, its furrow's flash and the settle, read one after another (the old one-cut
 * redivision, in 420 ms, read as a wobble, "no cell-division burst").
 */
export const REDIVIDE_CUT_MS = 190;

/**
 * The patterns a winner's cell shows as the wave passes it: whole, then its own cuts added one at a
 * time until it stands divided as it is (a cell of 8 pieces: whole, halves, quarters, eighths); none
 * for a whole cell, which hops. The cell's number keeps saying what it holds throughout.
 */
export function redivideSteps(pattern: number): number[] {
  if (pattern <= 0) return [];
  const steps = [0];
  let shown = 0;
  for (let cut = 1; cut <= pattern; cut <<= 1)
    if (pattern & cut) {
      shown |= cut;
      steps.push(shown);
    }
  return steps;
}

/** How long a cell's division anew takes, whole to as it stands: its cuts one after another. */
export function redivideMs(pattern: number): number {
  return Math.max(0, redivideSteps(pattern).length - 1) * REDIVIDE_CUT_MS;
}

/**
 * The wave's spread across the board, in ms after the celebration begins (the farthest ring starts
 * then): late enough to read as a wave from the last move, early enough that the farthest cell of
 * the most cuts (4 on a square board) has divided whole before any number shows (CELEBRATE_MS).
 */
export const WAVE_SPAN_MS = CELEBRATE_MS - 4 * REDIVIDE_CUT_MS - 60;

/** The order squares divide in a win's celebration: outward from the last move, ring by ring, each ring `ringMs` after the last. */
export function celebrationDelays(
  centres: readonly { x: number; y: number }[],
  from: { x: number; y: number },
  square: number,
  span: number,
): number[] {
  const rings = centres.map((c) => Math.round(Math.hypot(c.x - from.x, c.y - from.y) / square));
  const last = Math.max(1, ...rings);
  return rings.map((r) => Math.round((r / last) * span));
}

/** Slack over the last move's own beats before the ending begins anyway, in ms. */
export const BEGIN_SLACK_MS = 250;

/**
 * The latest the ending begins after the game is over, in wall-clock ms: the last move's landing
 * (`landMs`), its divisions and its count at the board's speed, and a little slack. It begins sooner
 * when they are done; on a busy device, whose game clock crawls (a frame later than 200 ms counts as
 * a short one), the deadline keeps the win's moment and the results from waiting seconds on it.
 */
export function endingBeginsBy(
  /** Null where no move was shown (a finished game opened anew). */
  lastMove: { landMs: number; beats: { settled: number; count: { until: number } } } | null,
): number {
  if (!lastMove) return BEGIN_SLACK_MS;
  const { landMs, beats } = lastMove;
  return Math.round(landMs + Math.max(beats.settled, beats.count.until) + BEGIN_SLACK_MS);
}

/**
 * When a game's ending may begin by the wall clock: a last move that turned cells over (a capture,
 * a jump's hop) is always seen whole first, its landing, rings, wave and divisions, however slowly
 * a busy device draws them (the capture that decided a game is the ending's reason), and from then
 * only the rest of the panels' count and the slack are waited (`afterBeats`); any other last move
 * is cut by endingBeginsBy's deadline from the game's end, the board then drawn as it stands.
 */
export function endingDeadline(
  lastMove: { landMs: number; beats: { turned: number; settled: number; count: { until: number } } } | null,
): { afterBeats: boolean; ms: number } {
  if (!lastMove || lastMove.beats.turned <= 0) return { afterBeats: false, ms: endingBeginsBy(lastMove) };
  const { count, settled } = lastMove.beats;
  return { afterBeats: true, ms: Math.round(Math.max(0, count.until - settled) + BEGIN_SLACK_MS) };
}

/**
 * The cells that stand either side of the board's banner, by seat: the winner's pair (a win, a
 * watched game's winner), one of each side's for a draw; none for a loss, which stays quiet.
 */
export function bannerCells(kind: EndingKind, winner: 0 | 1 | 2): (0 | 1)[] {
  if (kind === 'loss') return [];
  if (winner === 0) return [0, 1];
  const seat = winner === 1 ? 0 : 1;
  return [seat, seat];
}

/**
 * A banner cell's division patterns as it lands, BANNER_CUT_MS apart: whole, then cut after cut
 * along each of its board's `axes` (4 on a square board, 3 on a hexagonal or triangular one: a
 * cell dividing, the game's own picture of a gain); under reduced motion it is simply there,
 * divided.
 */
export function bannerCellPatterns(still: boolean, axes = 4): number[] {
  const cuts = Array.from({ length: axes + 1 }, (_, k) => (1 << k) - 1);
  return still ? [cuts.at(-1)!] : cuts;
}
export const BANNER_CUT_MS = 120;
