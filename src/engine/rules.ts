// The rules of a game as one value (RULES.md section 10): the layout, equal moves and the
// scoring, named by one rules id such as `hex:5/equal/connections`. Records, links, saves, the
// match, the worker and the console all carry this value or its id.

import { LayoutError } from './layout-error.ts';
import { parseLayout, type Layout } from './layout.ts';
import { quoteInput } from './quote.ts';

/** RULES.md section 3 (divisions: a cell cut along k axes counts 2k) or section 9 (connections). */
export type Scoring = 'divisions' | 'connections';

export interface Rules {
  /** The canonical rules id: the layout id, then `/equal` and `/connections` when they apply. */
  readonly id: string;
  readonly layout: Layout;
  /** RULES.md section 2: with an odd number of squares the game ends one move early. */
  readonly equalMoves: boolean;
  readonly scoring: Scoring;
}

export interface RulesOptions {
  equalMoves?: boolean;
  scoring?: Scoring;
}

/** A rules id with an unknown or repeated option; a LayoutError when the layout is the trouble. */
export class RulesError extends LayoutError {
  override name = 'RulesError';
}

const OPTIONS = ['equal', 'connections'] as const;
const OPTION_LIST = 'the options are /equal (equal moves) and /connections (scoring by connections)';
const cache = new Map<string, Rules>();

/** The rules of a layout with these options (classic rules when none are given). */
export function rulesOf(layout: Layout | string, options: RulesOptions = {}): Rules {
  const compiled = typeof layout === 'string' ? parseLayout(layout) : layout;
  const equalMoves = options.equalMoves ?? false;
  const scoring = options.scoring ?? 'divisions';
  const id = `${compiled.id}${equalMoves ? '/equal' : ''}${scoring === 'connections' ? '/connections' : ''}`;
  let rules = cache.get(id);
  if (!rules || rules.layout !== compiled) {
    rules = Object.freeze({ id, layout: compiled, equalMoves, scoring });
    cache.set(id, rules);
  }
  return rules;
}

/**
 * Reads a rules id: a layout id, then options after `/` (any order, each at most once, any
 * letter case). Throws a LayoutError or RulesError whose message a person can act on.
 */
export function parseRules(id: string): Rules {
  const cached = cache.get(id);
  if (cached) return cached;
  const [layoutId, ...options] = String(id).trim().split('/');
  const layout = parseLayout(layoutId!);
  const seen = new Set<string>();
  for (const written of options) {
    const option = written.toLowerCase();
    if (!(OPTIONS as readonly string[]).includes(option)) {
      throw new RulesError(written === '' ? `${quoteInput(id)} has an empty option after '/'; ${OPTION_LIST}` : `${quoteInput(written)} is not a rules option; ${OPTION_LIST}`);
    }
    if (seen.has(option)) throw new RulesError(`${quoteInput(id)} gives /${option} twice; ${OPTION_LIST}`);
    seen.add(option);
  }
  return rulesOf(layout, { equalMoves: seen.has('equal'), scoring: seen.has('connections') ? 'connections' : 'divisions' });
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

/** Number of moves a game under these rules lasts. */
export function movesInGame(rules: Rules): number {
  const n = rules.layout.size;
  return rules.equalMoves && n % 2 === 1 ? n - 1 : n;
}
