// The puzzle's verdict under the board, without Phaser (puzzle-model.ts shows it): what to do while
// solving, a wrong try's outcome with the reply that punishes it and the hint, a solve with the
// streak and why (a find after the hint, which comes unasked, is the player's solve too), and the
// answer shown with the reply the tempting move allows. A try's verdict shows the moment it is
// judged (verdictAtOnce), its square ticked or crossed (tryMark), while its cells still land.

import { squareName } from '../../engine/index.ts';
import type { Puzzle } from '../../ai/puzzles/puzzle-set.ts';
import type { PuzzleMatch } from '../../game/puzzle-play.ts';
import { marginWords } from '../../game/puzzles.ts';
import { placeWord } from '../../game/settings.ts';
import { replyLine } from '../../words/puzzle-reply-words.ts';
import { outOfTriesLine, shownTail, streakTail } from '../../words/puzzle-streak-words.ts';
import { puzzleWhy, temptingSquare } from './answer-why.ts';
import { puzzleHint } from './puzzle-hint.ts';
import { replyWords } from './reply-words-of.ts';
import type { PuzzleTone } from './puzzle-snapshot.ts';
import { NOT_QUITE_WORDS } from '../../words/puzzle-try-words.ts';

export interface VerdictFacts {
  match: PuzzleMatch;
  /** Whether the day's streak is told (today's daily, not a replay). */
  counted: boolean;
  streak: number;
  firstTry: number;
  /** The ask while solving: "Tap the square you would play." and the like, by `place`. */
  ask(tries: number, place: string): string | null;
}

/**
 * A wrong move's reply line ("After e5 they answer d4 for +15."), or '' where the move ends the
 * game. `before`: the wrong try before it, whose line, if its cost also came later, is not said again.
 */
function replyOf(puzzle: Puzzle, square: string, before?: number, over = false): string {
  const move = [...puzzle.values.keys()].find((s) => nameOf(puzzle, s) === square);
  const words = move === undefined ? null : replyWords(puzzle, move);
  if (!words) return '';
  const previous = before === undefined || before === move ? null : replyWords(puzzle, before);
  return replyLine({ ...words, over, again: previous !== null && !previous.explains });
}

const nameOf = (puzzle: Puzzle, s: number): string => squareName(puzzle.position.layout, s);

const lines = (...parts: (string | null)[]): string => parts.filter((p) => p).join('\n');

export function puzzleVerdict(f: VerdictFacts): { text: string; tone: PuzzleTone } {
  const match = f.match;
  const puzzle = match.puzzle;
  const place = placeWord(match.position.layout.grid);
  switch (match.state) {
    case 'solving': {
      const first = puzzleHint(puzzle, match.wrongTries, match.tries);
      return { text: lines(first, f.ask(match.tries, place)), tone: 'text' };
    }
    case 'wrong': {
      // After the second wrong try (a daily's last), three squares to choose from, the answer among them.
      const hint = match.outOfTries ? null : puzzleHint(puzzle, match.wrongTries, match.tries);
      const verdict = match.verdict!;
      return {
        text: lines(
          `${NOT_QUITE_WORDS} ${verdict.words}`,
          replyOf(puzzle, verdict.square, match.wrongTries.at(-2)),
          hint,
        ),
        // The reason to try again is what the player reads next: in the text's full colour, not dimmed.
        tone: 'text',
      };
    }
    case 'solved': {
      const tail = f.counted ? ` ${streakTail(f.streak, match.tries, f.firstTry)}` : '';
      return { text: `${match.verdict!.words}${tail}\n${puzzleWhy(puzzle)}`, tone: 'accent' };
    }
    case 'shown': {
      const wrong = match.lastWrong;
      const answer = { name: puzzle.answer, margin: marginWords(puzzle.value) };
      const outOfTries = wrong !== null && match.tries >= match.allowed;
      const head = outOfTries
        ? outOfTriesLine({ name: wrong.square, margin: marginWords(wrong.value) }, answer)
        : match.verdict!.words;
      // The last wrong try's reply, unless the why names the same square's reply.
      const tempting = temptingSquare(puzzle);
      const reply =
        outOfTries && (tempting === null || nameOf(puzzle, tempting) !== wrong.square)
          ? replyOf(puzzle, wrong.square, match.wrongTries.at(-2), true)
          : '';
      const tail = f.counted ? shownTail(f.streak, f.firstTry) : null;
      return { text: lines(head, reply, puzzleWhy(puzzle), tail), tone: 'text' };
    }
  }
}

/**
 * A try's verdict the moment it is judged, while its cells still land and divide: a wrong one's whole
 * (its reason needs nothing more), a right one's "Right! …" (the streak and why follow once landed).
 */
export function verdictAtOnce(match: PuzzleMatch): { text: string; tone: PuzzleTone } {
  if (match.state === 'solved') return { text: match.verdict!.words, tone: 'accent' };
  if (match.state !== 'wrong') return { text: '', tone: 'dim' };
  return puzzleVerdict({ match, counted: false, streak: 0, firstTry: 0, ask: () => '' });
}

/** The square of the try just judged, to tick (right) or cross on the board; null while solving or once the answer is shown. */
export function tryMark(match: PuzzleMatch): { square: number; right: boolean } | null {
  if (match.state !== 'wrong' && match.state !== 'solved') return null;
  return { square: match.position.lastMove(), right: match.state === 'solved' };
}
