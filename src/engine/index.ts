// The engine's public surface: the rules of Cell Division, pure TypeScript (no Phaser, no DOM,
// no Node APIs). Nothing outside engine/ imports its files directly.

export { parseLayout, tryParseLayout, PRESET_LAYOUTS } from './layout.ts';
export type { Layout } from './layout.ts';
export { flaskRowWidths, ACCEPTED_LAYOUTS, LayoutError } from './layout-ids.ts';
export type { LayoutKind } from './layout-ids.ts';
export { writeCustomId } from './custom-layout.ts';
export { SQUARE_GRID, HEX_GRID, TRI_GRID } from './topology.ts';
export type { Topology, GridKind } from './topology.ts';
export {
  parseRules,
  tryParseRules,
  rulesOf,
  movesInGame,
  leavesOneSquareEmpty,
  hasVariants,
  RulesError,
  JUMPS_PER_PLAYER,
} from './rules.ts';
export type { Rules, RulesOptions, Scoring } from './rules.ts';
export { Position, MoveError, PATTERN_SCORE, STEM } from './position.ts';
export type { Player } from './position.ts';
export { squareName, columnLetter, readSquareName } from './names.ts';
export {
  replayRecord,
  tryReplayRecord,
  writeRecord,
  moveNames,
  moveName,
  resolveMove,
  withOptions,
  RecordError,
} from './record.ts';
export { renderBoardText } from './text.ts';
export { patternName, patternFrame, allPatternFrames, patternFromName } from './pattern.ts';
export { splitmix32, seededRandom, randomIndex } from './random.ts';
export { quoteInput } from './quote.ts';
