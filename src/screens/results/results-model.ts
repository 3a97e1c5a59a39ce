// The results' decisions, without Phaser: the words (the title naming the players, kind words after a loss,
// the adaptive level, the record against this opponent, a retry not counted), the score line, the buttons
// (button-set.ts) and where each goes, the lead chart's reader, the sound, and whether the results are
// closed: the corner ✕ closes them to the finished board, with its ways on in the bar, as a player expects.

import { recordHelpWords } from '../../words/help-taken-words.ts';
import { unlockLines } from './step-unlock.ts';
import { ribbonLine } from './moments.ts';
import { describeMatch } from '../../game/match-description.ts';
import { isHuman, type PlayerId } from '../../game/players.ts';
import { tallyLine } from '../../game/stats.ts';
import { parseRules } from '../../engine/index.ts';
import { loneCellFrame } from '../../ui/art/cell-pieces.ts';
import { notCountedLine } from '../../game/match-result.ts';
import { resultWords } from './result-words.ts';
import { endingPlan, scoreLinePop, type EndingPlan } from './ending.ts';
import { earnedBy, stepButtonFacts, type Earned } from './results-earned.ts';
import { LADDER } from '../history/ladder.ts';
import { HISTORY_WORDS } from '../history/history-words.ts';
import {
  biggerBoardWords,
  CLOSE_LOSS,
  headlineWords,
  helpAside,
  leadTurnedWords,
  marginWords,
  RESULTS_WORDS,
} from '../../words/results-words.ts';
import { biggerBoardAfter } from './bigger-board.ts';
import { leadTurnedOf, type LeadTurned } from './lead-turned.ts';
import * as bar from './forecast-after-turn.ts';
import { captureTurnLine } from './capture-turn.ts';
import type { ResultsAction, ResultsTab } from './results-action.ts';
import { easierOpponent, GAMES_ID, MORE_ID, resultsButtonSet, type ResultsButton } from './button-set.ts';
import { personOf } from '../../game/game-history.ts';

import type { ResultsOptions } from './results-options.ts';

export type { ResultsOptions, StartingSettings } from './results-options.ts';

/**
 * A tap begun this soon after the results came into sight was aimed at what stood there before
 * (the final board): no one sees a new panel, finds a button and reaches it in less.
 */
export const READ_MS = 450;

export type { ResultsAction, ResultsButton, ResultsTab };

export interface ResultsSnapshot {
  /** The full sentence of the result ("You won against Easy by 4"): said first to a screen reader. */
  title: string;
  /** The big headline drawn first ("You won!", "So close: 2 short", "A draw"). */
  headline: string;
  /** The margin in words under the score ("By 8 points against Easy"). */
  marginLine: string;
  /** What the game earned: a ladder step cleared with its stars, the moments it made (ribbons). */
  earned: Earned;
  /** The tab shown: the result, or its details (the charts and the record). */
  tab: ResultsTab;
  mood: 'win' | 'loss' | 'draw' | 'neutral';
  /** The title cells burst from: a win with a winner. */
  burst: boolean;
  names: [string, string];
  scores: [number, number];
  scoreLine: string;
  /** The frame of a lone cell in the board's shape (a square, a hexagon, a triangle) that stands beside each count. */
  piece: string;
  /** The title and the lines under the scores, then what was earned, as said. */
  lines: string[];
  /** The lines under the scores alone, in order (scoring, kind words, skill, record). */
  under: string[];
  /** Those the result's tab shows (scoring, kind words, skill); the record is in the details. */
  kind: string[];
  /** The lead chart: the person's lead when one person plays, else player 1's, by name. */
  lead: { player: 0 | 1; title: string };
  buttons: ResultsButton[];
  /** A clear lead the person held near the end and lost, said once a device with the forecast offered; else null. */
  leadTurned: LeadTurned | null;
  /** What More's sheet holds, in order (the details, swap who starts, share, …, Menu last). */
  more: ResultsButton[];
  /** With the results closed, in the bar over the finished board: Play again, Review, the way back to the Results, Menu. */
  aside: ResultsButton[];
  sound: 'win' | 'lose' | 'draw';
  /** The results are closed: the finished board is in sight with the bar's ways on (`aside`). */
  peeking: boolean;
  /** The board's toolbar takes no tap under the results: shown only while the panel is up. */
  toolbarShown: boolean;
  /** How the ending shows: its kind, its parts in order and their times (ending.ts). */
  ending: EndingPlan;
  /** The score line's numbers from its first frame (the board's) and whose pops, over how long. */
  scorePop: { shown: [number, number]; pop: (0 | 1)[]; ms: number };
}

export class ResultsModel {
  private aside: boolean;
  private saved = false;
  private tab: ResultsTab;
  private earnedOnce: Earned | null = null;
  /** When the results were first on the screen, on the clock; null until then. */
  private seenAt: number | null = null;
  private captureSaid: string | null | undefined;

  constructor(private readonly o: ResultsOptions) {
    this.aside = o.peeking ?? false;
    this.tab = o.tab ?? 'result';
  }

  /** What the game earned, judged once (the kept games do not change under the results). */
  private earned(): Earned {
    const { result, kept, usedHelp, ladderSteps, openedAt } = this.o;
    return (this.earnedOnce ??= earnedBy(result, kept ?? [], usedHelp, ladderSteps ?? LADDER, openedAt));
  }

  snapshot(): ResultsSnapshot {
    const { result } = this.o;
    const { mode, names, person, humans } = describeMatch(result.players, this.o.settings?.people);
    const words = resultWords({
      names,
      mode,
      person,
      winner: result.winner,
      scores: result.scores,
      skill: result.skill,
      players: result.players,
      rules: result.rules,
      history: result.history,
      onLadder: this.earned().ladder !== null,
    });
    const helped = this.o.usedHelp ? ` · ${recordHelpWords(this.o.taken)}` : '';
    const record =
      result.tally && person !== null
        ? `Against ${names[1 - person]} on this board: ${tallyLine(result.tally)}${helped}`
        : notCountedLine(result);
    const scoring = result.scoring === 'connections' ? RESULTS_WORDS.scoredByConnections : null;
    const turned = this.leadTurned();
    // A capture that turned the game is the plainest reason (capture-turn.ts): it comes first.
    const forecastBar = bar.forecastAfterTurn(this.o.forecast);
    const turnedLine =
      this.captureLine() ??
      (turned ? leadTurnedWords(turned.lead, turned.movesLeft, forecastBar.line, turned.biggest) : null);
    const under = [scoring, turnedLine ?? words.line, words.skill, record].filter((l): l is string => !!l);
    const ending = endingPlan(words.mood, this.o.reducedMotion === true);
    const earned = this.earned();
    const step = earned.ladder;
    const bigger = biggerBoardAfter(result.rules, result.players, result.winner);
    const margin = Math.abs(result.scores[0] - result.scores[1]);
    const { buttons, more } = resultsButtonSet({
      mood: words.mood,
      step: step ? stepButtonFacts(step) : null,
      turned: ending.first === 'turned',
      players: result.players,
      tab: this.tab,
      canShareSheet: this.o.canShareSheet,
      unsavedBoard: this.o.unsavedBoard ? { saved: this.saved } : null,
      fromBuilder: this.o.fromBuilder,
      bigger: bigger?.size ?? null,
      forecast: turned && { label: forecastBar.control },
      close: margin <= CLOSE_LOSS,
      kept: this.keptInGames(),
    });
    const winnerName =
      result.winner === 0 || (mode === 'solo' && person !== null) ? null : names[result.winner - 1]!;
    const opponent = mode === 'solo' && person !== null ? names[1 - person]! : null;
    const stepLines = step
      ? [step.line, ...unlockLines(step), step.starsLine, step.starsWhy, step.tip ?? '']
      : [];
    const ribbons = earned.moments.map(ribbonLine);
    const earnedLines = [...stepLines.filter(Boolean), ...ribbons];
    return {
      title: words.title,
      headline: headlineWords({ mood: words.mood, winnerName, margin }),
      marginLine: `${marginWords({ mood: words.mood, margin, opponent, winnerName, score: result.scores[0] })}${helpAside(this.o, HISTORY_WORDS.hints)}${result.retryOf !== undefined ? ` · ${HISTORY_WORDS.practice}` : ''}`,
      earned,
      tab: this.tab,
      mood: words.mood,
      burst: words.mood === 'win' && result.winner !== 0,
      names,
      scores: result.scores,
      piece: loneCellFrame(parseRules(result.rules).layout.grid),
      scoreLine: `${names[0]}  ${result.scores[0]}   –   ${result.scores[1]}  ${names[1]}`,
      lines: [words.title, ...under, ...earnedLines],
      under,
      // At most two short lines under the score: the kind words, the adaptive level, how it scores.
      kind: [turnedLine ?? words.line, words.skill, scoring].filter((l): l is string => !!l).slice(0, 2),
      lead: { player: person ?? 0, title: mode === 'solo' ? 'Your lead' : `${names[0]}'s lead` },
      buttons,
      more,
      aside: this.closedBar(),
      sound: result.winner === 0 ? 'draw' : mode === 'solo' && !humans[result.winner - 1] ? 'lose' : 'win',
      peeking: this.aside,
      toolbarShown: !this.aside,
      ending,
      scorePop: scoreLinePop(ending, result.scores, mode === 'solo' ? person : null),
      leadTurned: turned,
    };
  }

  /** The game is in Your games, a game against the computer: the results say so and open them. */
  private keptInGames(): boolean {
    return this.o.result.kept !== undefined && personOf(this.o.result) !== null;
  }

  /** The capture that turned the game, replayed once (the result does not change under the results). */
  private captureLine(): string | null {
    if (this.captureSaid === undefined)
      this.captureSaid = captureTurnLine(this.o.result, this.o.settings?.people);
    return this.captureSaid;
  }

  /** The lead the person lost near the end, when these results say so (lead-turned.ts). */
  private leadTurned(): LeadTurned | null {
    return leadTurnedOf(this.o.result, this.o.forecast, this.o.settings?.people);
  }

  /** The board was saved from here: its button says so and takes no more taps. */
  boardSaved(): void {
    this.saved = true;
  }

  /** The results are on the screen (their first frame drawn): taps begun from a moment later are theirs. */
  seen(): void {
    this.seenAt ??= this.o.clock?.now() ?? 0;
    // Said once a device: from now on only these results (a redraw of them) say it.
    if (this.leadTurned()) bar.forecastTold(this.o.forecast, this.o.result.record);
  }

  /**
   * Whether a tap begun at `began` (the event's own time, on the clock) was meant for the results:
   * begun once they had been in sight for the read time. A press with no tap (a key) always is.
   */
  tapMeant(began?: number): boolean {
    if (began === undefined || !(began > 0)) return true;
    return this.seenAt !== null && began >= this.seenAt + (this.o.readMs ?? READ_MS);
  }

  /**
   * A press on the button `id` (of the panel, of the bar with the results closed, or the ✕ `see-board`);
   * `began`: when the tap that pressed it went down (none for a key): a stray tap does nothing.
   */
  press(id: string, began?: number): ResultsAction {
    if (!this.tapMeant(began)) return { kind: 'none' };
    switch (id) {
      case 'again':
      case 'results:again':
        return this.again(false);
      case 'switch':
        return this.again(true);
      case 'review':
      case 'results:review':
        // At the game's key moment, the move its header, button and list name (screens/review/key-moment.ts).
        return { kind: 'review', atKey: true };
      case 'easier': {
        const easier = easierOpponent(this.o.result.players);
        const players = this.o.result.players.map((p) => (isHuman(p) || !easier ? p : easier));
        return easier
          ? { kind: 'play', setup: { rules: this.o.result.rules, players: [players[0]!, players[1]!] } }
          : { kind: 'none' };
      }
      case 'bigger':
      case 'results:bigger': {
        const bigger = biggerBoardAfter(this.o.result.rules, this.o.result.players, this.o.result.winner);
        return bigger ? { kind: 'play', setup: bigger.setup } : { kind: 'none' };
      }
      case 'next-step': {
        const next = this.earned().ladder?.next;
        return next ? { kind: 'play', setup: next.start } : { kind: 'none' };
      }
      case 'details':
      case 'result':
        this.tab = id;
        return { kind: 'tab', tab: id };
      case MORE_ID:
        return { kind: 'more' };
      case 'share':
        return { kind: 'share' };
      case 'forecast': // The small control: the bar on or off for the person's games, as Settings does.
        if (!this.leadTurned()) return { kind: 'none' };
        return { kind: bar.forecastSwitch(this.o.forecast), tab: this.tab };
      case 'save-board':
        return this.o.unsavedBoard && !this.saved
          ? { kind: 'save-board', board: this.o.unsavedBoard }
          : { kind: 'none' };
      case 'see-board':
        return this.peek(true);
      case 'results:back':
        return this.peek(false);
      case GAMES_ID:
        return this.keptInGames() ? { kind: 'leave', to: 'history' } : { kind: 'none' };
      case 'menu':
      case 'results:menu':
        return { kind: 'leave', to: 'menu' };
      case 'builder':
      case 'results:builder':
        return { kind: 'leave', to: 'builder' };
      default:
        return { kind: 'none' };
    }
  }

  /**
   * Enter with no button focused: the results again when closed; on the results, nothing (an Enter
   * still pressed for the last move starts no game; a button takes Enter once Tab focuses it).
   */
  enter(): ResultsAction {
    return this.aside ? this.peek(false) : { kind: 'none' };
  }

  /** Esc: closes the results, or opens them again (as the bar's Results does). */
  escape(): ResultsAction {
    return this.peek(!this.aside);
  }

  /** Closes the results to the finished board (true), or opens them again. */
  peek(aside: boolean): ResultsAction {
    this.aside = aside;
    return { kind: 'peek', aside };
  }

  /** A new match: the same players (or swapped, and who starts remembered so); the adaptive opponent at its new skill. */
  private again(swap: boolean): ResultsAction {
    const { result, settings } = this.o;
    const players: [PlayerId, PlayerId] = swap ? [result.players[1], result.players[0]] : [...result.players];
    if (swap && settings && result.players.every(isHuman)) {
      // Two people: the same two players, the other person first.
      settings.people.first = settings.people.first === 0 ? 1 : 0;
      this.o.saveSettings?.();
    } else if (swap && settings?.mode === 'solo') {
      settings.first = settings.first === 'you' ? 'opponent' : 'you';
      this.o.saveSettings?.();
    }
    const skill = result.skill?.after;
    const fix = (p: PlayerId) => (skill !== undefined && p.startsWith('adaptive') ? `adaptive:${skill}` : p);
    return { kind: 'play', setup: { rules: result.rules, players: [fix(players[0]), fix(players[1])] } };
  }

  /**
   * The bar over the finished board with the results closed, where the board's toolbar stood: Play
   * again first (the thing to do next; after a draw Perfect held, the next board up as on the
   * panel), Review, and the way back to the Results (the rest of the ways on are there); Menu stays
   * in the board's corner. From the builder, Builder takes Review's place.
   */
  private closedBar(): ResultsButton[] {
    const b = (id: string, label: string, primary = false): ResultsButton => ({ id, label, primary });
    const r = this.o.result;
    const bigger = biggerBoardAfter(r.rules, r.players, r.winner);
    return [
      bigger
        ? b('results:bigger', biggerBoardWords(bigger.size), true)
        : b('results:again', RESULTS_WORDS.barAgain, true),
      ...(this.o.fromBuilder ? [] : [b('results:review', RESULTS_WORDS.barReview)]),
      b('results:back', RESULTS_WORDS.barResults),
      // The way out stays in the corner the board showed it in ("‹ Menu"): it does not jump into the bar.
      ...this.leaveButtons('results:').map((l) => (l.id === 'results:menu' ? { ...l, corner: true } : l)),
    ];
  }

  private leaveButtons(prefix: string): ResultsButton[] {
    const menu = { id: `${prefix}menu`, label: 'Menu', primary: false };
    return this.o.fromBuilder ? [{ id: `${prefix}builder`, label: 'Builder', primary: false }, menu] : [menu];
  }
}

export function resultsModel(options: ResultsOptions): ResultsModel {
  return new ResultsModel(options);
}
