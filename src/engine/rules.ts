// The rules of a game as one value (RULES.md section 10): the layout and its options, named by
// one rules id such as `hex:5/equal/connections` or `square:6/stem/jumps`. Records, links, saves,
// the match, the worker and the console all carry this value or its id.

import { LayoutError } from './layout-error.ts';
import { parseLayout, type Layout } from './layout.ts';
import { quoteInput } from './quote.ts';
import { checkStemSquares, defaultStemSquares, readStemSquares, writeStemSquares } from './stem-squares.ts';

/** RULES.md section 3 (divisions: a cell cut along k axes counts 2k) or section 9 (connections). */
export type Scoring = 'divisions' | 'connections';

export interface Rules {
  /** The canonical rules id: the layout id, then its options in the order of section 10. */
  readonly id: string;
  readonly layout: Layout;
  /** RULES.md section 2: with an odd number of moves the game ends one move early. */
  readonly equalMoves: boolean;
  readonly scoring: Scoring;
  /** RULES.md section 11: surrounding an opponent's group converts it. */
  readonly capture: boolean;
  /** RULES.md section 12: the stem squares, in reading order (empty when there are none). */
  readonly stemSquares: readonly number[];
  /** RULES.md section 13: each player may jump twice. */
  readonly jumps: boolean;
}

export interface RulesOptions {
  equalMoves?: boolean;
  scoring?: Scoring;
  capture?: boolean;
  /** true: the squares nearest the centre (`/stem`); a list: those squares. */
  stem?: boolean | readonly number[];
  jumps?: boolean;
}

/** A rules id with an unknown, repeated or misplaced option, or a refused combination. */
export class RulesError extends LayoutError {
  override name = 'RulesError';
}

/** Jumps each player may make in a game (RULES.md section 13). */
export const JUMPS_PER_PLAYER = 2;

/** The rules id's options, in the order an id writes them (RULES.md section 10). */
export const RULES_OPTIONS = ['equal', 'connections', 'capture', 'stem', 'jumps'] as const;
const OPTIONS = RULES_OPTIONS;
const OPTION_LIST =
  'the options, in this order, are /equal (equal moves), /connections (scoring by connections), ' +
  '/capture, /stem or /stem:SQUARES (stem cells, like /stem:c3.d4) and /jumps';
const cache = new Map<string, Rules>();

/** The rules of a layout with these options (classic rules when none are given). */
export function rulesOf(layout: Layout | string, options: RulesOptions = {}): Rules {
  const compiled = typeof layout === 'string' ? parseLayout(layout) : layout;
  const equalMoves = options.equalMoves ?? false;
  const scoring = options.scoring ?? 'divisions';
  const capture = options.capture ?? false;
  const jumps = options.jumps ?? false;
  const stem = options.stem ?? false;
  const stemSquares =
    stem === false ? [] : stem === true ? defaultStemSquares(compiled) : [...stem].sort((a, b) => a - b);
  if (stem !== false) checkStemSquares(compiled, stemSquares, `${compiled.id}/stem`);
  const stemText = stem === false ? '' : writeStemSquares(compiled, stemSquares);
  const id =
    `${compiled.id}${equalMoves ? '/equal' : ''}${scoring === 'connections' ? '/connections' : ''}` +
    `${capture ? '/capture' : ''}${stemText}${jumps ? '/jumps' : ''}`;
  let rules = cache.get(id);
  if (!rules || rules.layout !== compiled) {
    if (jumps && compiled.gravity)
      throw new RulesError(
        `${quoteInput(id)}: /jumps cannot be played on ${compiled.id}, a layout with gravity`,
      );
    if (jumps && equalMoves)
      throw new RulesError(`${quoteInput(id)}: /jumps and /equal cannot be played together`);
    rules = Object.freeze({
      id,
      layout: compiled,
      equalMoves,
      scoring,
      capture,
      stemSquares: Object.freeze(stemSquares),
      jumps,
    });
    cache.set(id, rules);
  }
  return rules;
}

/**
 * Reads a rules id: a layout id, then options after `/`, in the order of RULES.md section 10,
 * each at most once, in any letter case. Throws a LayoutError or RulesError whose message a
 * person can act on.
 */
export function parseRules(id: string): Rules {
  const cached = cache.get(id);
  if (cached) return cached;
  const [layoutId, ...options] = String(id).trim().split('/');
  const layout = parseLayout(layoutId!);
  const given: RulesOptions = {};
  let last = -1;
  for (const written of options) {
    const lower = written.toLowerCase();
    const colon = lower.indexOf(':');
    const option = colon < 0 ? lower : lower.slice(0, colon);
    const at = (OPTIONS as readonly string[]).indexOf(option);
    if (at < 0 || (colon >= 0 && option !== 'stem')) {
      throw new RulesError(
        written === ''
          ? `${quoteInput(id)} has an empty option after '/'; ${OPTION_LIST}`
          : `${quoteInput(written)} is not a rules option; ${OPTION_LIST}`,
      );
    }
    if (at === last) throw new RulesError(`${quoteInput(id)} gives /${option} twice; ${OPTION_LIST}`);
    if (at < last)
      throw new RulesError(`${quoteInput(id)} gives /${option} after /${OPTIONS[last]}; ${OPTION_LIST}`);
    last = at;
    if (option === 'equal') given.equalMoves = true;
    else if (option === 'connections') given.scoring = 'connections';
    else if (option === 'capture') given.capture = true;
    else if (option === 'jumps') given.jumps = true;
    else given.stem = colon < 0 ? true : readStemSquares(layout, lower.slice(colon + 1), String(id).trim());
  }
  return rulesOf(layout, given);
}

/** The asking form: the rules, or the error message. */
export function tryParseRules(id: string): { rules: Rules } | { error: string } {
  try {
    return { rules: parseRules(id) };
  } catch (e) {
    if (e instanceof LayoutError) return { error: e.message };
    throw e;
  }
}

/** Number of placements a game under these rules lasts: one per square that is not a stem square. */
export function movesInGame(rules: Rules): number {
  const n = rules.layout.size - rules.stemSquares.length;
  return rules.equalMoves && n % 2 === 1 ? n - 1 : n;
}

/**
 * Whether equal moves leave one square empty at the end: an odd count of squares that are not stem
 * squares (stem squares are filled from the start, RULES.md section 12).
 */
export function leavesOneSquareEmpty(rules: Rules): boolean {
  return movesInGame(rules) < rules.layout.size - rules.stemSquares.length;
}

/** Whether any option of sections 11 to 13 applies (the position's slower path). */
export function hasVariants(rules: Rules): boolean {
  return rules.capture || rules.jumps || rules.stemSquares.length > 0;
}
