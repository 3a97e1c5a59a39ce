// `explain RECORD [--json] [--equal-moves]`: every legal move with its features for both
// players, its easy, medium and hard values, and the move each seed opponent would choose.

import { moveName, squareName, type Player, type Position } from '../../engine/index.ts';
import { createAgent, easyValue, hardValue, mediumValue } from '../../ai/index.ts';
import { flag, openPosition, type CliCommand } from '../command.ts';

interface MoveExplanation {
  move: string;
  centrality: number;
  openness: number;
  features: Record<
    'p1' | 'p2',
    { overlap: number; interlap: number; extensions: number; unconnected: number; deltaScore: number }
  >;
  easy: number;
  medium: number;
  hard: number;
}

export function explainPosition(position: Position): {
  toMove: Player;
  moves: MoveExplanation[];
  choices: Record<string, string>;
} {
  const p = position.turn();
  const features = (q: Player, m: number) => ({
    overlap: position.overlap(q, m),
    interlap: position.interlap(q, m),
    extensions: position.extensions(q, m),
    unconnected: position.unconnected(q, m),
    deltaScore: position.deltaScore(q, m),
  });
  const moves = position.legalMoveList().map((m) => ({
    move: squareName(position.layout, m),
    centrality: round(position.centrality(m)),
    openness: position.openness(m),
    features: { p1: features(1, m), p2: features(2, m) },
    easy: round(easyValue(position, m)),
    medium: round(mediumValue(position, m, p)),
    hard: round(hardValue(position, m, p)),
  }));
  const choices = Object.fromEntries(
    ['easy', 'medium', 'hard', 'adaptive'].map((id) => [
      id,
      moveName(position, createAgent(id).choose(position).square),
    ]),
  );
  return { toMove: p, moves, choices };
}

const round = (x: number) => Math.round(x * 1e6) / 1e6;

export const explainCommand: CliCommand = {
  name: 'explain',
  usage: 'explain RECORD [--json] [--equal-moves]',
  summary: 'every legal move with its features and values, and what each opponent would play',
  flags: ['json', 'equal-moves'],
  takesWords: true,
  async run(args, io) {
    const position = openPosition(args, io, 'explain', 'explain');
    if (!position) return 1;
    const explained = explainPosition(position);
    if (flag(args, 'json')) {
      io.out(JSON.stringify(explained));
      return 0;
    }
    io.out(`player ${explained.toMove} to move; features are overlap/interlap/extensions/unconnected/Δscore`);
    io.out(
      `${'move'.padEnd(5)} ${'centr'.padStart(6)} open  ${'player 1'.padEnd(13)} ${'player 2'.padEnd(13)} ${'easy'.padStart(7)} ${'medium'.padStart(8)} ${'hard'.padStart(8)}`,
    );
    for (const m of explained.moves) {
      const f = (x: MoveExplanation['features']['p1']) =>
        `${x.overlap}/${x.interlap}/${x.extensions}/${x.unconnected}/${x.deltaScore}`.padEnd(13);
      io.out(
        `${m.move.padEnd(5)} ${m.centrality.toFixed(3).padStart(6)} ${String(m.openness).padStart(4)}  ${f(m.features.p1)} ${f(m.features.p2)} ${m.easy.toFixed(3).padStart(7)} ${m.medium.toFixed(3).padStart(8)} ${m.hard.toFixed(3).padStart(8)}`,
      );
    }
    io.out(
      Object.entries(explained.choices)
        .map(([id, move]) => `${id} plays ${move}`)
        .join('; '),
    );
    return 0;
  },
};
