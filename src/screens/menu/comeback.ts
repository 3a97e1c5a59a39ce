// The one next thing the menu offers a player coming back, decided without Phaser from what they
// did: the game they left unfinished; after a close loss or a draw a rematch; after a heavy loss a
// gentler game (the opponent one step gentler, or Adaptive, which eased off by itself); after a
// ladder win the ladder's next step; else today's puzzle while it is still to play, the ladder's
// step, or the menu's Play. Where the big Play is the ladder's step, the card offers no other game:
// after a heavy loss "Warm up with Easy?" over a green "Play step 4" was two next things, so the card
// offers the step again (a rematch of that very game keeps its words). The today card
// (today-card.ts) shows it under the greeting, and one tap starts it.

import type { KeptGame } from '../../game/game-history.ts';
import { personOf } from '../../game/game-history.ts';
import { agentIdOf, agentKind, type PlayerId } from '../../game/players.ts';
import { adaptiveLevel } from '../../game/skill.ts';
import { COMEBACK_WORDS, type OfferWords } from '../../words/comeback-words.ts';
import { opponentName, stepBoard } from '../history/history-words.ts';
import { LADDER, ladder, type LadderStep } from '../history/ladder.ts';
import { easierOpponent } from '../results/button-set.ts';
import { CLOSE_MARGIN } from '../results/result-words.ts';

/** A game to start: its rules and players, the person in the seat they had. */
export interface GameStart {
  rules: string;
  players: [PlayerId, PlayerId];
}

export interface ComebackOffer extends OfferWords {
  why: 'resume' | 'rematch' | 'gentler' | 'ladder' | 'puzzle' | 'play';
  /** The game a tap starts (a rematch, a gentler game, the ladder's step); null for the others. */
  start: GameStart | null;
}

export interface ComebackFacts {
  kept: readonly KeptGame[];
  /** The game left unfinished, in words ("You vs Hard", "12 moves"), and the ladder step it is on (ladder-follow.ts's savedGameStep), or null. */
  unfinished: { who: string; moves: string; step?: number | null } | null;
  /** Whether today's puzzle is played to its end. */
  puzzleDone: boolean;
  /** Adaptive's skill now (a rematch meets it where it stands). */
  skill: number;
  /** What the menu's Play starts, in words ("You vs Medium"). */
  play: string;
  /** The ladder step the menu's big Play starts (ladder-follow.ts's playIsNextStep), or null: the card offers no other game. */
  playStep?: LadderStep | null;
}

/** The kept game the person played last against an opponent, counted; or null. */
function lastGame(kept: readonly KeptGame[]): KeptGame | null {
  for (let i = kept.length - 1; i >= 0; i--) {
    const g = kept[i]!;
    const person = personOf(g);
    if (g.counts && person !== null && !g.players.every((p) => p === 'human')) return g;
  }
  return null;
}

export function comebackOffer(f: ComebackFacts): ComebackOffer {
  const offer = nextThing(f);
  const step = f.playStep ?? null;
  if (!step || !offer.start) return offer;
  const same = sameGame(offer.start, step);
  if (same && offer.why !== 'rematch') return offer;
  // The big Play is the step: the card offers it too, in the step's words, a rematch of that very
  // game as well ("Rematch Medium" over "Play step 4" read as two games).
  const n = LADDER.findIndex((s) => s.id === step.id) + 1;
  const last = lastGame(f.kept);
  const person = last ? personOf(last)! : 0;
  const onIt =
    last !== null && last.rules === step.rules && agentKind(last.players[1 - person]!) === step.opponent;
  const lostBy = onIt ? last.scores[1 - person]! - last.scores[person]! : null;
  const game = `${opponentName(step.opponent)} on ${stepBoard(step.rules)}`;
  const words =
    lostBy === null || lostBy < 0
      ? COMEBACK_WORDS.step(n, opponentName(step.opponent), stepBoard(step.rules))
      : COMEBACK_WORDS.stepAgain(
          n,
          lostBy === 0 ? 'last time a draw' : lostBy <= CLOSE_MARGIN ? `you lost by ${lostBy}` : game,
        );
  // A rematch stays one to the greeting (greeting.ts says no result over it).
  const why = same ? 'rematch' : 'ladder';
  return { why, ...words, start: { rules: step.rules, players: ['human', step.opponent] } };
}

/** Whether `start` is the step's game: its rules, the person first against its opponent. */
function sameGame(start: GameStart, step: LadderStep): boolean {
  return start.rules === step.rules && start.players[0] === 'human' && start.players[1] === step.opponent;
}

/** The next thing from what the player did, before the big Play is asked. */
function nextThing(f: ComebackFacts): ComebackOffer {
  if (f.unfinished)
    return {
      why: 'resume',
      ...COMEBACK_WORDS.resume(f.unfinished.who, f.unfinished.moves, f.unfinished.step ?? null),
      start: null,
    };
  const last = lastGame(f.kept);
  const climb = ladder(f.kept);
  const stepOffer = (): ComebackOffer | null => {
    const next = climb.next;
    if (!next) return null;
    const n = climb.steps.indexOf(next) + 1;
    const words = COMEBACK_WORDS.step(n, opponentName(next.opponent), stepBoard(next.rules));
    return { why: 'ladder', ...words, start: { rules: next.rules, players: ['human', next.opponent] } };
  };
  if (last) {
    const person = personOf(last)!;
    const margin = last.scores[person] - last.scores[1 - person]!;
    const them = last.players[1 - person]!;
    const kind = agentKind(them);
    // The same seats again, Adaptive where it stands now.
    const seat = (opponent: PlayerId): GameStart => {
      const players: [PlayerId, PlayerId] = [...last.players];
      players[1 - person] = opponent;
      return { rules: last.rules, players };
    };
    const now = kind === 'adaptive' ? agentIdOf('adaptive', f.skill) : them;
    if (margin < 0 && -margin <= CLOSE_MARGIN)
      return { why: 'rematch', ...COMEBACK_WORDS.rematch(opponentName(kind), -margin), start: seat(now) };
    if (margin === 0)
      return { why: 'rematch', ...COMEBACK_WORDS.drawn(opponentName(kind)), start: seat(now) };
    if (margin < 0) {
      if (kind === 'adaptive')
        return { why: 'gentler', ...COMEBACK_WORDS.eased(adaptiveLevel(f.skill)), start: seat(now) };
      const easier = easierOpponent(last.players);
      if (easier)
        return {
          why: 'gentler',
          ...COMEBACK_WORDS.gentler(opponentName(easier), stepBoard(last.rules)),
          start: seat(easier),
        };
      return { why: 'rematch', ...COMEBACK_WORDS.rematch(opponentName(kind), -margin), start: seat(now) };
    }
    // A win on a ladder step: the next step up.
    const onStep = LADDER.some((s) => s.rules === last.rules && s.opponent === kind);
    const step = onStep ? stepOffer() : null;
    if (step) return step;
  }
  if (!f.puzzleDone) return { why: 'puzzle', ...COMEBACK_WORDS.puzzle, start: null };
  return stepOffer() ?? { why: 'play', ...COMEBACK_WORDS.play(f.play), start: null };
}
