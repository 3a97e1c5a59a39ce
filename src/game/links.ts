// Links that start a match: `?layout=hex:5/connections&p1=human&p2=hard&first=2`, and share
// links that also carry the moves (`&moves=c3.d4.d3`) and the game's own number (`&salt=…`,
// game-salt.ts) and open the game replayed to that point, its opponent going on as it would have.
// `layout` takes a rules id (RULES.md section 10); `equal=1` stays as the older way to ask for
// equal moves. A bad link is answered with a short reason, so the game can show a notice and the menu.

import {
  tryParseLayout,
  tryParseRules,
  tryReplayRecord,
  moveNames,
  withOptions,
  type Position,
  quoteInput,
} from '../engine/index.ts';
import type { MatchSetup } from './match.ts';
import { isSalt } from './game-salt.ts';
import { opponentProblem } from './opponent-check.ts';
import { HUMAN, type PlayerId } from './players.ts';
import { boardIdOf } from './saved-boards.ts';

export interface LinkStart {
  setup: MatchSetup;
  /** The moves to replay, as square names (empty for a new match). */
  moves: string[];
}

const MATCH_PARAMS = ['layout', 'p1', 'p2', 'first', 'equal', 'moves', 'salt'];

/**
 * Reads a match from a URL's query string. Null when the link names no match (a plain visit),
 * the start when it does, or an error a person can act on.
 */
export function readMatchLink(search: string): { start: LinkStart } | { error: string } | null {
  const params = new URLSearchParams(search);
  if (!MATCH_PARAMS.some((name) => params.has(name))) return null;

  const layoutId = params.get('layout');
  if (!layoutId) return { error: 'the link names no layout (add layout=square:6, for example)' };
  const parsed = tryParseRules(layoutId);
  if ('error' in parsed) return { error: `the link's layout is wrong: ${parsed.error}` };

  const players: PlayerId[] = [];
  for (const name of ['p1', 'p2'] as const) {
    const id = (params.get(name) ?? HUMAN).trim().toLowerCase();
    const problem = opponentProblem(id);
    if (problem?.kind === 'too-slow') return { error: `the link's ${name} asks too much: ${problem.detail}` };
    if (problem) return { error: `the link's ${name} is wrong: ${problem.detail}; or use ${name}=human` };
    players.push(id);
  }

  const first = (params.get('first') ?? '1').trim().toLowerCase();
  if (!['1', '2', 'p1', 'p2'].includes(first))
    return { error: `the link's first should be 1 or 2 (who moves first), not ${quoteInput(first)}` };
  if (first === '2' || first === 'p2') players.reverse();

  const equalText = (params.get('equal') ?? '0').trim().toLowerCase();
  if (!['0', '1', 'true', 'false', 'yes', 'no', 'on', 'off', ''].includes(equalText)) {
    return {
      error: `the link's equal should be 1 or 0 (the equal-moves option), not ${quoteInput(equalText)}`,
    };
  }
  const equalMoves = ['1', 'true', 'yes', 'on', ''].includes(equalText) && params.has('equal');

  const saltText = (params.get('salt') ?? '').trim();
  const salt = saltText === '' ? undefined : /^[0-9]{1,16}$/.test(saltText) ? Number(saltText) : NaN;
  if (salt !== undefined && !isSalt(salt))
    return { error: `the link's salt should be a whole number, not ${quoteInput(saltText)}` };

  const written = (params.get('moves') ?? '').split(/[\s.,;]+/).filter((m) => m.length > 0);
  const rules = withOptions(parsed.rules, { equalMoves });
  const replay = tryReplayRecord([rules.id, ...written].join(' '));
  if ('error' in replay) return { error: `the link's moves are wrong: ${replay.error}` };

  return {
    start: {
      setup: {
        rules: rules.id,
        players: [players[0]!, players[1]!],
        ...(salt === undefined ? {} : { salt }),
      },
      moves: moveNames(replay.position),
    },
  };
}

/**
 * What a player is told about a bad link, from `readMatchLink`'s error: which parameter is wrong,
 * in a sentence, and that the menu is there instead (the parser's detail goes to the console).
 * The parameter is read from the start of the error, never from words inside it (an opponent
 * called "moves", or "who moves first").
 */
export function linkProblemSentence(error: string): string {
  if (/^the link's (p1|p2) asks too much/.test(error))
    return 'That link asks the expert to search more than it can in the time a move may take; here is the menu.';
  const param = /^the link names no layout/.test(error)
    ? 'layout'
    : /^the link's (layout|p1|p2|first|equal|moves|salt)\b/.exec(error)?.[1];
  const sentence: Record<string, string> = {
    layout: "That link names a board we don't have",
    p1: "That link names an opponent we don't have",
    p2: "That link names an opponent we don't have",
    moves: 'That link has moves that do not fit its board',
    first: "That link's first= should be 1 or 2 (who moves first)",
    equal: "That link's equal= should be 1 or 0 (equal moves, on or off)",
    salt: "That link's game number is damaged, so the game cannot be replayed from it",
  };
  return `${(param && sentence[param]) ?? 'That link has settings we could not read'}; here is the menu.`;
}

const A11Y_PARAM = 'a11y';

/** Whether the link asks for the screen readers' board: `a11y=1` (or `a11y`, `a11y=on`, `a11y=true`). */
export function readA11yLink(search: string): boolean {
  const value = new URLSearchParams(search).get(A11Y_PARAM);
  return value !== null && ['1', 'true', 'yes', 'on', ''].includes(value.trim().toLowerCase());
}

/** A link that opens this match replayed to this position, on the page at `base`. */
export function matchLink(base: string, setup: MatchSetup, position?: Position): string {
  const url = new URL(base);
  // The screen readers' mode is the sharer's own way to play, not part of the match.
  for (const name of [...MATCH_PARAMS, A11Y_PARAM]) url.searchParams.delete(name);
  url.searchParams.set('layout', setup.rules);
  url.searchParams.set('p1', setup.players[0]);
  url.searchParams.set('p2', setup.players[1]);
  const moves = position ? moveNames(position) : [];
  if (moves.length > 0) url.searchParams.set('moves', moves.join('.'));
  // The game's own number, so the opponent goes on as it would have (0, a game from before numbers, needs none).
  if (setup.salt !== undefined && setup.salt !== 0) url.searchParams.set('salt', String(setup.salt));
  // Rules ids and agent ids read better with their colons and slashes left as they are.
  return url.toString().replace(/%3A/gi, ':').replace(/%2F/gi, '/');
}

/** A link that opens the builder with this board loaded: `?build=custom:5x5:fc6b1f8` (and its stem squares). */
export function buildLink(base: string, boardId: string): string {
  const url = new URL(base);
  for (const name of [...MATCH_PARAMS, 'build']) url.searchParams.delete(name);
  url.searchParams.set('build', boardId);
  return url.toString().replace(/%3A/gi, ':').replace(/%2F/gi, '/');
}

/** The board a builder link names (null when the link names none), or why it cannot be opened. */
export function readBuildLink(search: string): { id: string } | { error: string } | null {
  const id = new URLSearchParams(search).get('build');
  if (id === null) return null;
  // A board with stem squares carries them after its layout: `custom:4x4:ffff/stem:b2`.
  const slash = id.indexOf('/');
  const parsed = tryParseLayout(slash < 0 ? id : id.slice(0, slash));
  if ('error' in parsed) return { error: `the link's board is wrong: ${parsed.error}` };
  if (parsed.layout.grid !== 'square')
    return {
      error: `the link's board ${parsed.layout.id} is hexagonal; the builder makes boards of squares`,
    };
  if (slash < 0) return { id: parsed.layout.id };
  const board = boardIdOf(id);
  return 'error' in board ? { error: `the link's board is wrong: ${board.error}` } : board;
}
