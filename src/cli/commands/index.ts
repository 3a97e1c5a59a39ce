// The table of console commands. A new command is a file in this folder, added here.

import type { CliCommand } from '../command.ts';
import { recordCommand } from './record.ts';
import { playCommand } from './play.ts';
import { moveCommand } from './move.ts';
import { explainCommand } from './explain.ts';
import { solveCommand } from './solve.ts';
import { tournamentCommand } from './tournament.ts';
import { hintCommand } from './hint.ts';
import { analyseCommand } from './analyse.ts';
import { puzzleCommand } from './puzzle.ts';

export const COMMANDS: CliCommand[] = [
  recordCommand,
  playCommand,
  moveCommand,
  explainCommand,
  solveCommand,
  tournamentCommand,
  hintCommand,
  analyseCommand,
  puzzleCommand,
];
