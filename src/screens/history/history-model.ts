// The History screen's decisions, Phaser-free: the kept games newest first as rows a view draws
// (opponent, result and margin, board, when), the record in words, the ladder and its next step,
// and saving or opening the file of everything. It reads the store each time its value is asked
// for, so it is never out of date, and tells a broken entry or a refused file through `notify`.

import { starsWonWords } from '../../words/ladder-star-words.ts';
import { exportEverything, importEverything } from '../../game/everything-file.ts';
import { loadHistory, personOf, type KeptGame } from '../../game/game-history.ts';
import { agentKind } from '../../game/players.ts';
import { loadPuzzleHistory } from '../../game/puzzle-history.ts';
import type { DayKey } from '../../game/puzzles.ts';
import { loadBoards } from '../../game/saved-boards.ts';
import { loadStats } from '../../game/stats.ts';
import type { Store } from '../../game/storage.ts';
import { gameRecord, RATE_SAMPLE, type GameRecord } from './game-record.ts';
import { adaptiveLevel, gamesPlayed, loadSkill } from '../../game/skill.ts';
import {
  adaptiveWords,
  droppedNotice,
  FIGURE_WORDS,
  familyWords,
  gameBoard,
  HISTORY_WORDS,
  importedWords,
  keptHelpWords,
  ladderLine,
  beatenName,
  opponentName,
  playStepWords,
  puzzleWords,
  refusalWords,
  sampleNote,
  resultWords,
  starWords,
  stepWords,
  streakWords,
  totalsWords,
  whenWords,
  winnerWords,
} from './history-words.ts';
import { ladder } from './ladder.ts';
import { recordFigures, type RecordFigures } from './record-figures.ts';
import { daysInARow } from './days-in-a-row.ts';
import { dayHeads, gamesHead, type DayHead, type GamesHead } from './games-head.ts';
import { starsLine } from '../../words/ladder-star-words.ts';

export interface HistoryPorts {
  readonly store: Store;
  /** Milliseconds since 1970: when the list says "Today". */
  now(): number;
  /** The local day, for the puzzles' streak. */
  today(): DayKey;
  /** A notice for the player (a broken entry left out, a file refused or taken). */
  notify(words: string): void;
}

export interface HistoryRow {
  /** The kept game's id (a control's id is `history-game-` and its place). */
  id: string;
  /** "Easy", or both names with two people or two opponents ("Ana vs Ben"). */
  opponent: string;
  /** "Won by 4", "Lost by 2", "Draw 28–28", or "Ana won by 4". */
  result: string;
  board: string;
  when: string;
  /** Whether it is in the record (a game played on from a retry is not), and if hints were used. */
  counts: boolean;
  hints: boolean;
  /** The help the game had by kind ("With 1 hint", "Looked at Best moves"), '' for none. */
  help: string;
  moves: number;
  /** The row in one line, for the screen reader and the tests. */
  line: string;
  /** The final score, the person's first ("61–65"), for a wide row's right end. */
  score: string;
  /** How it ended for the person (neutral: no person, or two): the score's colour. */
  mood: 'win' | 'loss' | 'draw' | 'neutral';
}

export interface RecordValue {
  overall: string;
  /** Said once, over the rows: those with too few games show their counts and no percentage (null when every row has one). */
  sampleNote: string | null;
  streak: string;
  byOpponent: { head: string; line: string }[];
  byFamily: { head: string; line: string }[];
  bestWins: string[];
  puzzles: string;
  /** The last games, oldest first: 1 won, 0 drawn, −1 lost (the small chart). */
  recent: (1 | 0 | -1)[];
  /** The adaptive opponent's level, kept between visits. */
  adaptive: string;
  /** Whether any counted game is in it (else the record says how it starts). */
  any: boolean;
  /** The same as a scoreboard: big numbers, compact rows, the chart's title (what the tab draws). */
  figures: RecordFigures;
  /**
   * The first games (some, but too few for a win rate): the ladder's next step and what its stars
   * are for, so one game already gives something to read and aim at; null before a game and after.
   */
  early: { heading: string; ladder: string; stars: string } | null;
}

export interface LadderValue {
  line: string;
  steps: {
    id: string;
    label: string;
    teaches: string;
    /** The lesson in a few words, for the map. */
    lesson: string;
    rules: string;
    /** The opponent's kind (`medium`) and name ("Medium"). */
    opponent: string;
    opponentName: string;
    open: boolean;
    stars: number;
    /** Which stars are held: a win, a win by the margin, a win without help. */
    held: [boolean, boolean, boolean];
    /** Each star held or missed and why, or (no win yet) what each is for; '' on a locked step. */
    starsLine: string;
    /** The stars as drawn ("★★☆"); nothing on a locked step, which has none to show. */
    starText: string;
    starWords: string;
  }[];
  /** The stars won of all, in the home's Ladder card's words: "★ 5 of 42". */
  starTotal: string;
  /** The current step's stars, each held or missed and why, or what each is for ('' with every step done). */
  nextStars: string;
  /** The step the menu offers in one tap, with what its Play starts. */
  next: { id: string; label: string; play: string; rules: string; opponent: string } | null;
}

export interface HistoryValue {
  title: string;
  empty: string;
  rows: HistoryRow[];
  /** Over the rows: the record in a few numbers and the widest win (games-head.ts). */
  head: GamesHead;
  /** Where the days part the rows, with their headings. */
  days: DayHead[];
  record: RecordValue;
  ladder: LadderValue;
}

export class HistoryModel {
  constructor(private readonly ports: HistoryPorts) {}

  /** The kept games, newest first; a broken entry is left out and said once. */
  games(): KeptGame[] {
    return loadHistory(this.ports.store, (n) => this.ports.notify(droppedNotice(n))).reverse();
  }

  value(): HistoryValue {
    const { store } = this.ports;
    const games = this.games();
    const saved = loadBoards(store);
    const now = this.ports.now();
    const puzzles = loadPuzzleHistory(store);
    const today = this.ports.today();
    const record = gameRecord(games, loadStats(store), puzzles, today);
    const ladder = ladderValue(games);
    return {
      title: HISTORY_WORDS.title,
      empty: HISTORY_WORDS.empty,
      rows: games.map((g) => rowOf(g, saved, now)),
      head: gamesHead(record, daysInARow(games, puzzles, today).days),
      days: dayHeads(games, now),
      record: {
        ...recordValue(record),
        adaptive: adaptiveWords(adaptiveLevel(loadSkill(store)), gamesPlayed(store)),
        early: earlyRecord(record, ladder),
      },
      ladder,
    };
  }

  /** One kept game by its id, or null when it is not kept (any more). */
  game(id: string): KeptGame | null {
    return loadHistory(this.ports.store).find((g) => g.id === id) ?? null;
  }

  /** The file of everything the game keeps: its name and its text. */
  exportFile(): { name: string; text: string } {
    const now = this.ports.now();
    const day = new Date(now).toISOString().slice(0, 10);
    return { name: `cell-division-${day}.json`, text: exportEverything(this.ports.store, now) };
  }

  /** Opens a file: merges it and says what it added, or says why it was refused. Returns whether it was taken. */
  importFile(text: string): boolean {
    const outcome = importEverything(this.ports.store, text);
    this.ports.notify(outcome.ok ? importedWords(outcome.imported) : refusalWords(outcome.reason));
    return outcome.ok;
  }
}

function rowOf(g: KeptGame, saved: readonly { name: string; id: string }[], now: number): HistoryRow {
  const person = personOf(g);
  const opponent =
    person === null ? `${g.names[0]} vs ${g.names[1]}` : opponentName(agentKind(g.players[1 - person]!));
  const result =
    person === null
      ? winnerWords(g.names, g.scores)
      : resultWords(g.scores[person] - g.scores[1 - person]!, g.scores[person]);
  const board = gameBoard(g.rules, saved);
  const when = whenWords(g.endedAt, now);
  const help = keptHelpWords(g);
  const extras = [help, g.counts ? '' : HISTORY_WORDS.notCounted].filter(Boolean);
  const [mine, theirs] = person === 1 ? [g.scores[1], g.scores[0]] : [g.scores[0], g.scores[1]];
  const mood = person === null ? 'neutral' : mine > theirs ? 'win' : mine < theirs ? 'loss' : 'draw';
  return {
    id: g.id,
    opponent,
    result,
    board,
    when,
    counts: g.counts,
    hints: g.hints,
    help,
    moves: g.moves.length,
    line: [person === null ? opponent : `Against ${opponent}`, result, board, when, ...extras].join(' · '),
    score: `${mine}–${theirs}`,
    mood,
  };
}

/** The Record as a screen reader says it, a line each: the sentences behind the scoreboard the tab draws. */
export function spokenRecord(r: RecordValue): string[] {
  return [
    ...(r.any ? [] : [HISTORY_WORDS.noRecord]),
    r.overall,
    ...(r.sampleNote ? [r.sampleNote] : []),
    r.streak,
    ...r.byOpponent.map((o) => `${o.head}: ${o.line}`),
    ...r.byFamily.map((f) => `${f.head}: ${f.line}`),
    ...r.bestWins,
    r.puzzles,
    r.adaptive,
  ];
}

function recordValue(r: GameRecord): Omit<RecordValue, 'adaptive' | 'early'> {
  const figures = recordFigures(r);
  const rows = [r.overall, ...r.byOpponent, ...r.byFamily];
  return {
    overall: totalsWords(r.overall),
    sampleNote: rows.some((t) => t.games > 0 && t.rate === null) ? sampleNote(RATE_SAMPLE) : null,
    streak: streakWords(r.overall.current, r.overall.best),
    byOpponent: r.byOpponent.map((o) => ({
      head: opponentName(o.opponent),
      line: [
        totalsWords(o),
        streakWords(o.current, o.best),
        ...(o.bestMargin > 0 ? [`best win by ${o.bestMargin}`] : []),
      ].join(' · '),
    })),
    byFamily: r.byFamily.map((f) => ({ head: familyWords(f.family), line: totalsWords(f) })),
    bestWins: r.bestWins.map(
      (w) => `${resultWords(w.margin)} against ${beatenName(w.opponent, w.level)} on ${gameBoard(w.rules)}`,
    ),
    puzzles: puzzleWords(r.puzzles),
    recent: r.recent,
    any: r.overall.games > 0,
    figures,
  };
}

/** The first games' record: the ladder's next step, while the win rate waits for its sample. */
function earlyRecord(r: GameRecord, l: LadderValue): RecordValue['early'] {
  const { games } = r.overall;
  if (games === 0 || games >= RATE_SAMPLE) return null;
  return { heading: FIGURE_WORDS.nextHead, ladder: l.line, stars: l.nextStars };
}

function ladderValue(games: readonly KeptGame[]): LadderValue {
  const l = ladder(games);
  const steps = l.steps.map((s, i) => ({
    id: s.id,
    label: stepWords(i + 1, l.steps.length, s.opponent, s.rules),
    teaches: s.teaches,
    lesson: s.lesson ?? s.teaches,
    rules: s.rules,
    opponent: s.opponent,
    opponentName: opponentName(s.opponent),
    open: s.open,
    stars: s.starCount,
    held: s.stars,
    starsLine: s.open ? starsLine({ stars: s.stars, margin: s.margin, bestWin: s.bestWin }, false) : '',
    starText: s.open ? s.stars.map((lit) => (lit ? '★' : '☆')).join('') : '',
    starWords: starWords(s.stars, s.margin),
  }));
  const n = l.next ? l.steps.indexOf(l.next) + 1 : 0;
  return {
    line: ladderLine(
      l.next ? { n, opponent: l.next.opponent, rules: l.next.rules } : null,
      l.steps.length,
      l.stars,
      l.maxStars,
    ),
    steps,
    starTotal: starsWonWords(l.stars, l.maxStars),
    nextStars: n > 0 ? steps[n - 1]!.starsLine : '',
    next: l.next
      ? {
          id: l.next.id,
          label: steps[n - 1]!.label,
          play: playStepWords(n, l.steps.length),
          rules: l.next.rules,
          opponent: l.next.opponent,
        }
      : null,
  };
}
