// `puzzle [--date YYYY-MM-DD] [--json]`: the daily puzzle of a date (today's, by this computer's
// calendar, without --date): the position, the question, and its answer. `--json` prints
// `{"record": "...", "answer": ["d4"], "value": 6}`, value being the final margin with best play
// from the side to move.

import { quoteInput, renderBoardText, squareName } from '../../engine/index.ts';
import { hardMove } from '../../ai/puzzles/prove.ts';
import { puzzleCount } from '../../ai/puzzles/puzzle-set.ts';
import { dailyPuzzle, dayNumber, localDay, marginWords, puzzleQuestion } from '../../game/puzzles.ts';
import { flag, UsageError, type CliCommand } from '../command.ts';

export const puzzleCommand: CliCommand = {
  name: 'puzzle',
  usage: 'puzzle [--date YYYY-MM-DD] [--json]',
  summary: "the daily puzzle of a date (today's without --date): find the one best move",
  options: ['date'],
  flags: ['json'],
  async run(args, io) {
    const given = args.options.get('date');
    const day = typeof given === 'string' ? given.trim() : localDay(new Date());
    if (dayNumber(day) === null)
      throw new UsageError(`--date takes a calendar date like 2026-11-23, not ${quoteInput(String(given))}`);
    const puzzle = dailyPuzzle(day);
    if (flag(args, 'json')) {
      io.out(JSON.stringify({ record: puzzle.record, answer: [puzzle.answer], value: puzzle.value }));
      return 0;
    }
    const position = puzzle.position;
    const hard = hardMove(position);
    io.out(
      `puzzle ${puzzle.number} of ${puzzleCount()}, the daily puzzle of ${day}: ${position.rules.id}, player ${position.turn()} (${position.turn() === 1 ? 'x' : 'o'}) to move`,
    );
    io.out(renderBoardText(position));
    io.out(`${puzzleQuestion(puzzle)}.`);
    io.out(`record: ${puzzle.record}`);
    io.out(
      `answer: ${puzzle.answer} (${marginWords(puzzle.value)}; the hard opponent plays ${squareName(position.layout, hard)}, which ${marginWords(puzzle.values.get(hard)!)})`,
    );
    return 0;
  },
};
