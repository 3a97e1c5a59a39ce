// The engine's public surface: the rules of Cell Division, pure TypeScript (no Phaser, no DOM,
// no Node APIs). Nothing outside engine/ imports its files directly.

export {
  parseLayout, tryParseLayout, flaskRowWidths, LayoutError, DIRECTIONS, AXIS_SYMBOLS, PRESET_LAYOUTS,
} from './layout.ts';
export type { Layout, LayoutKind } from './layout.ts';
export { Position, MoveError, PATTERN_SCORE } from './position.ts';
export type { Player, PositionOptions } from './position.ts';
export { squareName, columnLetter, readSquareName } from './names.ts';
export { replayRecord, tryReplayRecord, writeRecord, moveNames, resolveMove, RecordError } from './record.ts';
export { renderBoardText } from './text.ts';
export { quoteInput } from './quote.ts';
export { patternName, patternFromName } from './pattern.ts';
export { splitmix32, seededRandom, randomIndex } from './random.ts';
