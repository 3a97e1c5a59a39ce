// The Resume card's words: who plays the saved game, how hard its opponent is, and how far it got.
// They come from the save itself, never from the menu's settings, which may since name another
// opponent or board.

import { opponentInfo } from './opponent-info.ts';
import { describeMatch } from './match-description.ts';
import { moveCount } from './move-count.ts';
import type { People } from './people.ts';
import { agentKind, isHuman, OPPONENT_CHOICES, type OpponentChoice, type PlayerId } from './players.ts';
import type { SavedMatch } from './saved-match.ts';

export interface SavedGameWords {
  /** "You vs Hard", "Ada vs Bo", "Watch Easy vs Expert". */
  line: string;
  /** The opponent's difficulty mark, against one person only. */
  mark: string | null;
  /** The mark in words, for screen readers ("Strength 3 of 5"). */
  markWords: string | null;
  /** "12 moves", or "no moves yet" for a game kept before its first move. */
  moves: string;
}

/** The name and difficulty of an opponent by its agent id; adaptive at the level its id carries. */
function opponentOf(id: PlayerId): { name: string; mark: string | null; markWords: string | null } {
  const kind = agentKind(id);
  const choice = OPPONENT_CHOICES.find((c) => c === kind) as OpponentChoice | undefined;
  if (!choice) return { name: kind.charAt(0).toUpperCase() + kind.slice(1), mark: null, markWords: null };
  const skill = Number(id.slice(kind.length + 1));
  const info = opponentInfo(choice, Number.isFinite(skill) ? skill : 0.5);
  return { name: info.name, mark: info.markAndLevel, markWords: info.markWords };
}

export function savedGameWords(saved: SavedMatch, people: People): SavedGameWords {
  const [a, b] = saved.setup.players;
  const told = describeMatch(saved.setup.players, people);
  const n = saved.moves.length;
  const moves = n === 0 ? 'no moves yet' : moveCount(n);
  if (told.mode === 'duo')
    return { line: `${told.names[0]} vs ${told.names[1]}`, mark: null, markWords: null, moves };
  if (told.mode === 'watch')
    return {
      line: `Watch ${opponentOf(a).name} vs ${opponentOf(b).name}`,
      mark: null,
      markWords: null,
      moves,
    };
  const opponent = opponentOf(isHuman(a) ? b : a);
  return { line: `You vs ${opponent.name}`, mark: opponent.mark, markWords: opponent.markWords, moves };
}

/** Told once when another tab saved a newer game: this tab's game is no longer saved. */
export const SAVE_CHANGED_WORDS =
  'This game was played on in another tab, so it is no longer saved here. Open the menu and Carry on to play the newer game.';
