// Every word a player reads about their history, record, ladder and the file that carries them:
// one place, in a player's language.

import type { Imported, RefusalReason } from '../../game/everything-file.ts';
import { familyName, sizeName } from '../../game/settings.ts';
import { boardName } from '../../ui/board-name.ts';
import { rulesNames, sizeWords } from '../menu/size-words.ts';
import type { Totals } from './game-record.ts';
import type { HelpTaken } from '../../game/help-taken.ts';
import { helpRowWords } from '../../words/help-taken-words.ts';

export const HISTORY_WORDS = {
  title: 'Your games',
  /** No game kept in this browser: where they are kept, and how to bring them from another device. */
  empty:
    'No finished games yet: every game you finish is kept here, the last 200. Your games stay on this device: to move them, use Save everything and Open a file below.',
  notCounted: 'Played on from a retry: not counted',
  /** The same, short, under a row of the list. */
  notCountedShort: 'not counted',
  hints: 'You used hints',
  /** Under a retry's score: played on from a retry, the game is not counted. */
  practice: 'Practice, not counted',
  tabs: { games: 'Games', record: 'Record', ladder: 'Ladder' },
  replay: 'Replay',
  review: 'Review',
  retry: 'Retry worst move',
  share: 'Share',
  back: 'Back',
  menu: 'Menu',
  play: 'Play',
  pause: 'Pause',
  exportFile: 'Save everything',
  importFile: 'Open a file',
  shareTitle: 'Cell Division: a game from my history',
  shareCopied: 'Link copied: it opens this game at its last move.',
  chartTitle: 'Your last games (won above, lost below)',
  noRecord: 'Play a game against an opponent and your record starts here.',
  ladderTitle: 'The ladder',
  locked: 'Win the step before to open it',
  unreadableFile: 'No file was opened: none was chosen, or the browser could not read it.',
  chooseGame: 'Choose a game to replay it, review it, retry its costliest move or share it.',
  noCostlyMove: 'Every move of yours in this game was the best one: there is no costly move to retry.',
  allStars: 'Every step of the ladder has its three stars.',
  writeFailed: "This game could not be added to your history: the browser's storage is full or blocked.",
  exported: 'Everything this game keeps is in the file: your games, record, settings, boards and puzzles.',
} as const;

/** The Record's big numbers and its sections, each a word or two. */
export const FIGURE_WORDS = {
  games: 'Games',
  won: 'Won',
  rate: 'Win rate',
  /** The win rate's tile before games enough to tell by (its note says how many more): a dash there read as a fault. */
  rateSoon: 'soon',
  streak: 'Wins in a row',
  best: 'Best streak',
  puzzles: 'Puzzles solved',
  daily: 'Daily streak',
  opponents: 'Against each opponent',
  boards: 'On each kind of board',
  bestWins: 'Best wins',
  /** After a best win the coach helped to. */
  withHelp: 'with hints',
  puzzlesHead: 'Puzzles',
  /** The first games' record: the ladder's next step and its stars, over the numbers still to come. */
  nextHead: 'Your next step',
} as const;

/** The Record chart's labels: which way a win and a loss go, and which end is the latest game. */
export const CHART_WORDS = { won: 'Won', lost: 'Lost', older: '‹ older', latest: 'latest ›' } as const;

/** A Record bar's part in words: "3 won", "1 drawn", "2 lost". */
export function recordPartWords(kind: 'won' | 'drawn' | 'lost', n: number): string {
  return `${n} ${kind}`;
}

/** A Record section's heading over bars that say their counts alone: the parts' order named once. */
export function barsHeading(heading: string, say: 'words' | 'counts'): string {
  return say === 'counts' ? `${heading}: won · drawn · lost` : heading;
}

/** "1 game", "11 games". */
export function gamesWords(n: number): string {
  return count(n, 'game');
}

/**
 * After "Win rate" before there are games enough to tell by, in plain words ("Win rate
 * after 8 more games" read oddly): "shows after 10 games: 2 so far".
 */
export function rateSoonWords(games: number, needed: number): string {
  return `shows after ${count(needed, 'game')}: ${games} so far`;
}

/** Over the chart of the last games: "Last 15 games: 9 won, 1 drawn, 5 lost"; no draw, none said ("Last 2 games: 1 won, 1 lost"). */
export function recentWords(games: number, won: number, drawn: number, lost: number): string {
  return `Last ${count(games, 'game')}: ${won} won, ${drawn > 0 ? `${drawn} drawn, ` : ''}${lost} lost`;
}

/** Some kept games could not be read and were left out. */
export function droppedNotice(count: number): string {
  return count === 1
    ? 'One game in your history could not be read and was left out; the others are kept.'
    : `${count} games in your history could not be read and were left out; the others are kept.`;
}

/** Why an imported file was refused, and what to do about it. */
export function refusalWords(reason: RefusalReason): string {
  switch (reason) {
    case 'not-json':
      return 'This file cannot be read: it is not a file this game saved. Choose the file made by "Save everything".';
    case 'not-ours':
      return 'This file is not from Cell Division, so nothing was taken from it.';
    case 'newer':
      return 'This file comes from a newer version of Cell Division: update the game, then open it again.';
    case 'nothing':
      return 'This Cell Division file holds nothing to add: no games, record, settings, boards or puzzles.';
  }
}

const count = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;

/** What an import added: "Added 12 games (3 more already here), 2 boards and 5 puzzles." */
export function importedWords(i: Imported): string {
  const parts = [count(i.games, 'game') + (i.gamesHere > 0 ? ` (${i.gamesHere} more already here)` : '')];
  if (i.boards > 0) parts.push(count(i.boards, 'board'));
  if (i.puzzles > 0) parts.push(count(i.puzzles, 'puzzle'));
  const last = parts.pop()!;
  const lines = [`Added ${parts.length > 0 ? `${parts.join(', ')} and ${last}` : last}.`];
  if (i.tallies > 0)
    lines.push(
      `The record took the file's counts where they held more games (${count(i.tallies, 'board and opponent', 'boards and opponents')}).`,
    );
  if (i.settings) lines.push("This device had no settings of its own, so it took the file's.");
  if (i.dropped > 0)
    lines.push(
      `${count(i.dropped, 'game')} in the file could not be read and ${i.dropped === 1 ? 'was' : 'were'} left out.`,
    );
  if (!i.written) lines.push("The browser's storage is full or blocked: part of the file could not be kept.");
  return lines.join(' ');
}

/** An opponent's name: `easy` is "Easy". */
export function opponentName(kind: string): string {
  return kind.charAt(0).toUpperCase() + kind.slice(1);
}

/** The opponent a win was over, Adaptive with the level it played at: "Medium", "Adaptive at level 7". */
export function beatenName(kind: string, level: number | null): string {
  return level === null ? opponentName(kind) : `${opponentName(kind)} at level ${level}`;
}

/**
 * A game's rules options after its board, named as the Play card names them (size-words.ts
 * rulesNames, the one namer), lower case: ", stem cells", ", by connections, capture and jumps";
 * "" for the standard rules.
 */
export function rulesAfterBoard(rules: string): string {
  const names = rulesNames(rules).map((n) => (n === 'Connections' ? 'by connections' : n.toLowerCase()));
  if (names.length === 0) return '';
  const last = names.pop()!;
  return `, ${names.length ? `${names.join(', ')} and ${last}` : last}`;
}

/** "Square 5×5", with its rules said ("Square 12×12, stem cells"): the board a game was played on. */
export function gameBoard(rules: string, saved: readonly { name: string; id: string }[] = []): string {
  return `${boardName(rules, saved)}${rulesAfterBoard(rules)}`;
}

/** A draw with its score, so a row says what the game was: "Draw 28–28". */
const drawWords = (score: number) => `Draw ${score}–${score}`;

/**
 * A result from the person's side with its margin: "Won by 4", "Lost by 2", and a draw with its
 * score where `score` (either side's) is given: "Draw 28–28".
 */
export function resultWords(margin: number, score?: number): string {
  if (margin === 0) return score === undefined ? 'Draw' : drawWords(score);
  return margin > 0 ? `Won by ${margin}` : `Lost by ${-margin}`;
}

/** A result between two people or two opponents: "Ana won by 4", "Draw 28–28". */
export function winnerWords(names: readonly [string, string], scores: readonly [number, number]): string {
  const margin = scores[0] - scores[1];
  if (margin === 0) return drawWords(scores[0]);
  return `${margin > 0 ? names[0] : names[1]} won by ${Math.abs(margin)}`;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** When a game ended, against now (local time): "Today, 14:05", "Yesterday, 09:30", "3 Nov", "3 Nov 2025". */
export function whenWords(endedAt: number, now: number): string {
  const ended = new Date(endedAt);
  const today = new Date(now);
  const dayOf = (d: Date) =>
    Math.round(new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime() / 86_400_000);
  const days = dayOf(today) - dayOf(ended);
  const time = `${String(ended.getHours()).padStart(2, '0')}:${String(ended.getMinutes()).padStart(2, '0')}`;
  if (days === 0) return `Today, ${time}`;
  if (days === 1) return `Yesterday, ${time}`;
  const date = `${ended.getDate()} ${MONTHS[ended.getMonth()]}`;
  return ended.getFullYear() === today.getFullYear() ? date : `${date} ${ended.getFullYear()}`;
}

/**
 * Totals with their sample size: "12 games: 9 won, 1 drawn, 2 lost (75% won)"; under the sample a
 * rate needs, the counts alone ("3 games: 2 won, 0 drawn, 1 lost"), which `sampleNote` says once.
 */
export function totalsWords(t: Totals): string {
  const base = `${count(t.games, 'game')}: ${t.wins} won, ${t.draws} drawn, ${t.losses} lost`;
  return t.rate === null || t.games === 0 ? base : `${base} (${Math.round(t.rate * 100)}% won)`;
}

/** The record's one note on rows without a rate: "Rows with under 10 games show no percentage yet." */
export function sampleNote(sample: number): string {
  return `Rows with under ${sample} games show no percentage yet.`;
}

/**
 * A streak: "3 wins in a row, best 5", "4 wins in a row: your best streak", "Best streak: 5 wins in a row";
 * a single win is no run ("1 win in a row" read oddly), so before two in a row it says what starts one.
 */
export function streakWords(current: number, best: number): string {
  if (best === 0) return 'No wins in a row yet';
  if (best === 1) return 'No two wins in a row yet';
  if (current > 1)
    return current >= best
      ? `${current} wins in a row: your best streak`
      : `${current} wins in a row, best ${best}`;
  return `Best streak: ${best} wins in a row`;
}

/** A board family's name ("Petri dish"), built boards as "Your boards". */
export function familyWords(family: string): string {
  return family === 'custom' ? 'Your boards' : (familyName(family) ?? family);
}

/**
 * The puzzles' line: "7 puzzles solved · daily streak 3 days"; with nothing yet, what starts it
 * ("0 puzzles solved · daily streak 0 days" read like a scold).
 */
export function puzzleWords(p: { solved: number; streak: number }): string {
  if (p.solved === 0) return "No puzzles solved yet: today's starts a daily streak";
  if (p.streak === 0) return `${count(p.solved, 'puzzle')} solved · today's puzzle starts a daily streak`;
  return `${count(p.solved, 'puzzle')} solved · daily streak ${count(p.streak, 'day')}`;
}

/**
 * A ladder step's board, said as a newcomer reads it and as the Play card names it (size-words.ts):
 * "a 5×5 board", "a petri dish 5 across", "a hexagon 5 a side".
 */
export function stepBoard(rules: string): string {
  const [layout = rules] = rules.split('/');
  const [family = layout, size = ''] = layout.split(':');
  const square = family === 'square' && /^\d+$/.test(size);
  const named = familyName(family);
  const name = square
    ? `${/^(8\d*|11|18)$/.test(size) ? 'an' : 'a'} ${size}×${size} board`
    : named
      ? `a ${named.toLowerCase()} ${sizeWords(layout)}`
      : `a board of ${sizeName(layout)}`;
  return `${name}${rulesAfterBoard(rules)}`;
}

/** A ladder step in words: "Step 3 of 14: Medium on a 5×5 board". */
export function stepWords(n: number, total: number, opponent: string, rules: string): string {
  return `Step ${n} of ${total}: ${opponentName(opponent)} on ${stepBoard(rules)}`;
}

/** The cue at the map's foot while steps lie below it: "Steps 11–14 below ▾" (a tap scrolls there). */
export function stepsBelowWords(first: number, last: number): string {
  return first === last ? `Step ${first} below ▾` : `Steps ${first}–${last} below ▾`;
}

/** Under the first locked step on the ladder's map: "Win step 3 to open". */
export function unlockWords(step: number): string {
  return `Win step ${step} to open`;
}

/** A tap on a locked step: what opens it. */
export function lockedTapWords(step: number): string {
  return `Locked: win step ${step} to open the next step.`;
}

/** The ladder's Play button: "Play step 3 of 14". */
export function playStepWords(n: number, total: number): string {
  return `Play step ${n} of ${total}`;
}

/** A step's stars in words (the screen reader's and the tests'): "2 of 3 stars: won, won by 4". */
export function starWords(stars: readonly [boolean, boolean, boolean], margin: number): string {
  const names = ['won', `won by ${margin} or more`, 'won without hints'].filter((_, i) => stars[i]);
  return `${names.length} of 3 stars${names.length > 0 ? `: ${names.join(', ')}` : ''}`;
}

/** The ladder's line over its steps: "Ladder: step 3 of 14 — Medium on a 5×5 board · 5 of 42 stars" (the stars' count kept on one line where it wraps). */
export function ladderLine(
  next: { n: number; opponent: string; rules: string } | null,
  total: number,
  stars: number,
  maxStars: number,
): string {
  if (next === null) return `Ladder: every step climbed, ${stars} of ${maxStars} stars`;
  return `Ladder: step ${next.n} of ${total} — ${opponentName(next.opponent)} on ${stepBoard(next.rules)} · ${stars}\u00a0of\u00a0${maxStars}\u00a0stars`;
}

/**
 * The help a kept game had, by kind ("With 1 hint", "Looked at Best moves"); a game kept before the
 * kinds were, "You used hints" as it was marked; '' for none.
 */
export function keptHelpWords(g: { hints: boolean; help?: HelpTaken }): string {
  if (g.help) return helpRowWords(g.help);
  return g.hints ? HISTORY_WORDS.hints : '';
}

/** A kept game's row line under its head: "Square 3×3 · Today, 09:30 · With 1 hint · not counted". */
export function rowLine(row: {
  board: string;
  when: string;
  counts: boolean;
  hints: boolean;
  help?: string;
}): string {
  const help = row.help ?? (row.hints ? HISTORY_WORDS.hints : '');
  const extras = [help, row.counts ? '' : HISTORY_WORDS.notCountedShort];
  return [row.board, row.when, ...extras.filter(Boolean)].join(' · ');
}

/** The replay's line: "Move 3 of 9: You played c3" or the empty board. */
export function replayLine(ply: number, moves: number, who: string, square: string | null): string {
  if (ply === 0 || square === null) return `The empty board · ${count(moves, 'move')} to replay`;
  return `Move ${ply} of ${moves}: ${who} played ${square}`;
}

/**
 * The line under the menu's "Today's puzzle": the streak counts the days in a row whose daily was
 * played to its end (solved within its tries, or its answer shown); the first-try days are said
 * beside it. A missed day is said kindly.
 */
export function dailyWords(d: {
  streak: number;
  firstTry: number;
  solvedToday: boolean;
  /** Today's answer was shown rather than found: the day counts, not as solved. */
  shownToday?: boolean;
  solvedBefore: boolean;
}): string {
  const firstTry = d.firstTry > 0 ? ` · ${d.firstTry} first try` : '';
  if (d.solvedToday)
    return d.streak > 1
      ? `Solved today · ${count(d.streak, 'day')} in a row${firstTry}`
      : `Solved today${d.firstTry > 0 ? ' at the first try' : ''}: come back tomorrow to make it 2 days`;
  if (d.shownToday)
    return d.streak > 1
      ? `Answer shown today · ${count(d.streak, 'day')} in a row${firstTry}`
      : 'Answer shown today: come back tomorrow to make it 2 days';
  if (d.streak > 0) return `${count(d.streak, 'day')} in a row${firstTry} · keep it going today`;
  if (d.solvedBefore) return "Missed a day? No matter: today's puzzle starts a new streak";
  return "Solve today's to start a streak";
}

/** The adaptive opponent's level, kept between visits: "Adaptive plays at level 4 of 10 (from your 6 games)". */
export function adaptiveWords(level: number, games: number): string {
  if (games === 0) return `Adaptive starts at level ${level} of 10 and follows how you play`;
  return `Adaptive plays at level ${level} of 10, kept from your ${count(games, 'game')} against it`;
}

/** The ladder's offer on the menu, a button's words: "Ladder: step 3 of 14"; the step itself is said by `stepWords`. */
export function ladderButton(n: number | null, total: number): string {
  return n === null ? 'Ladder: all steps climbed' : `Ladder: step ${n} of ${total}`;
}
