// What each score panel says and shows at each beat of a turn (panelsAt): the light goes with the
// turn's words, as a chess clock's does: the moment a move is made the next player's panel lights
// (its mover's panel goes quiet: "playing" there read as a turn not yet taken, and a light left on
// it read as the wrong player's turn). The person's panel says "Your turn" from that moment, since
// a tap while the computer's cell lands is kept and played (press.ts), and "next" beside "You" read
// as the computer still playing; a computer's says "thinking" while the person's move lands (its
// search has begun), then "thinking…" with its light breathing; two people's say "next", then "to move". "Paused" for the mover while a watched game holds. With jumps in the rules, the player's
// jumps left first ("2 jumps · Your turn"), at every moment; and the names over them, Adaptive's with
// its level.

import type { Player } from '../../engine/index.ts';
import type { PlayerId } from '../../game/players.ts';
import { levelOfAgent } from '../../game/skill.ts';
import { jumpsLeftWords } from '../../words/jump-words.ts';
import { nameWithLevel } from '../../words/opponent-choice-words.ts';
import { litPlayer, type TurnFacts } from './turn-light.ts';

export type { TurnFacts } from './turn-light.ts';

/** The names on the score panels: Adaptive's with its level ("Adaptive · level 6"), the rest as named. */
export function panelNames(
  players: readonly [PlayerId, PlayerId],
  names: [string, string],
): [string, string] {
  const named = (i: 0 | 1) => {
    const level = levelOfAgent(players[i]);
    return level === null ? names[i] : nameWithLevel(names[i], level);
  };
  return [named(0), named(1)];
}

export interface PanelMoment {
  /** This panel's player is the one to move. */
  theirTurn: boolean;
  /** This panel's opponent is thinking. */
  thinking: boolean;
  /** The other player's move still lands and divides: this panel's player moves next. */
  next?: boolean;
  /** A watched game holds. */
  paused: boolean;
  /** The words this panel shows on its player's turn. */
  turnWord: string;
  /** The thinking dots, 0 to 3. */
  dots: number;
  /** This panel's player's jumps left, null when the rules have no jumps. */
  jumpsLeft?: number | null;
}

export function panelWords(moment: PanelMoment): string {
  const turn = turnWords(moment);
  if (moment.jumpsLeft === undefined || moment.jumpsLeft === null) return turn;
  // The jumps first: "thinking" stays last, with the thinking cue after it.
  return [jumpsLeftWords(moment.jumpsLeft), turn].filter((w) => w !== '').join(' · ');
}

/** The words of the player who moves once the move on the board has settled. */
export const NEXT_WORD = 'next';
/** The one person's turn words against a computer (board-model.ts turnWords). */
export const YOUR_TURN = 'Your turn';
/**
 * A computer's words against the one person: it searches from the moment the person's move is made
 * (game/opponent-turn.ts), so its panel says so from then, as the board's "Expert is thinking" does,
 * not "next" (read as the game waiting on nothing for as long as the search took).
 */
export const THINKING_WORD = 'thinking';

function turnWords({ theirTurn, thinking, next, paused, turnWord, dots }: PanelMoment): string {
  const theirs = thinking || theirTurn;
  if (paused && theirs) return 'Paused';
  if (thinking) return THINKING_WORD + '.'.repeat(dots);
  if (theirs) return turnWord;
  if (!next) return '';
  return turnWord === YOUR_TURN || turnWord === THINKING_WORD ? turnWord : NEXT_WORD;
}

/** One panel at one beat: its light, its cell's strength and the facts its words are made of. */
export interface PanelBeat {
  /** The panel's light is on: its player's turn, or theirs next while the other's move lands. */
  lit: boolean;
  /** The cell at full strength (the lit panel's, or both when nobody's is). */
  strong: boolean;
  theirTurn: boolean;
  thinking: boolean;
  next: boolean;
}

/**
 * A waiting player's cell beside their name, at this strength: the lit panel says whose turn it is,
 * so the other's cell stays its colour (at 0.55 an opponent's purple read near black).
 */
export const WAITING_CELL_ALPHA = 0.8;

/**
 * Both panels at the beat `facts` describe: a move landing (the other lit, "next"), a computer
 * thinking (it alone lit), a player's turn, or nobody's (the game over). One panel at most is lit
 * (turn-light.ts), and only the lit panel's words name the turn.
 */
export function panelsAt(facts: TurnFacts): [PanelBeat, PanelBeat] {
  const { turn, playing, thinking, falling = null } = facts;
  const lit = litPlayer(facts);
  // A computer thinking has the board: the move before may still be counting its gain. A cell
  // still falling is its player's move: "Your turn" waits until it lands, so no tap is asked early.
  const mover = thinking === null && falling === null ? playing : null;
  const at = (i: 0 | 1): PanelBeat => {
    const me = (i + 1) as Player;
    return {
      lit: lit === me,
      strong: lit === me || lit === null,
      theirTurn: turn === me && lit === me,
      thinking: thinking === me,
      next: mover !== null && mover !== me,
    };
  };
  return [at(0), at(1)];
}
