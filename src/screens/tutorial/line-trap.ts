// The guided game's try-it step, without Phaser: after the lines picture, a small board of the
// person's cells and two glowing squares (words/tutorial-script.ts, LINE_TRAP). The one that looks
// best touches more of theirs, but two pairs of them sit on one line each; the other touches fewer,
// each on a line of its own, and gains more. As Good Sudoku and Two Dots do, the person may pick
// wrong once, safely: the cell they tried shows its cuts, the words name the pairs that share a line,
// and they try the better square. A right first pick is praised, the other square shown faint with
// its fewer lines. Each cell shows one number, its pieces; the gains are in the words.

import { parseLayout, squareName, type Layout } from '../../engine/index.ts';
import { GUIDED_WORDS, LINE_TRAP } from '../../words/tutorial-script.ts';
import { cellLines, piecesOf, type LineDirection } from './cell-lines.ts';
import { patternAmong } from './lines-picture.ts';
import { squareNamed } from './square-named.ts';

/** A cell of the try-it board: its square, its division (bit a: cut along axis a), its lines and its pieces. */
export interface TrapCell {
  name: string;
  pattern: number;
  lines: readonly LineDirection[];
  pieces: number;
}

/** What the try-it board shows now, as one plain value. */
export interface LineTrapShown {
  rules: string;
  /** Every square of the board, by name. */
  squares: readonly string[];
  /** The person's cells as they stand, the cell tried among them. */
  cells: readonly TrapCell[];
  /** The square just tried (its cell and cuts drawn full), or null. */
  tried: string | null;
  /** The other square's cell as it would be, drawn faint beside the better one, or null. */
  ghost: TrapCell | null;
  /** The squares a tap is asked for now. */
  glowing: readonly string[];
}

/** What the step needs of the guided game: its card's words, and "Tap" or "Click". */
export interface TrapPort {
  say(words: string): void;
  press(): string;
}

const layoutOf = (): Layout => parseLayout(LINE_TRAP.rules);

/** The person's cells with a cell added on `extra` (or none), each divided among the others. */
export function trapCells(extra: string | null): TrapCell[] {
  const layout = layoutOf();
  const names: string[] = [...LINE_TRAP.yours, ...(extra ? [extra] : [])];
  const filled = names.map((n) => squareNamed(layout, n, 'the try-it board'));
  return names.map((name, i) => {
    const s = filled[i]!;
    const pattern = patternAmong(layout, s, filled);
    const lines = cellLines(layout, s, pattern);
    return { name, pattern, lines, pieces: piecesOf(lines.length) };
  });
}

const total = (cells: readonly TrapCell[]) => cells.reduce((sum, c) => sum + c.pieces, 0);

/** What a cell on `name` gains the person: its own pieces and the new lines of the cells it touches. */
export function trapGain(name: string): number {
  return total(trapCells(name)) - total(trapCells(null));
}

export class LineTrapStep {
  private tried: string | null = null;
  private ghost: string | null = null;
  private glowing: string[] = [LINE_TRAP.trap, LINE_TRAP.better];
  private answer: ((name: string) => void) | null = null;
  /** The squares tapped, in turn. */
  readonly taps: string[] = [];

  constructor(private readonly port: TrapPort) {}

  shown(): LineTrapShown {
    const layout = layoutOf();
    const ghost = this.ghost ? trapCells(this.ghost).find((c) => c.name === this.ghost)! : null;
    return {
      rules: LINE_TRAP.rules,
      squares: Array.from({ length: layout.size }, (_, s) => squareName(layout, s)),
      cells: trapCells(this.tried),
      tried: this.tried,
      ghost,
      glowing: this.answer ? this.glowing : [],
    };
  }

  /** A tap on the try-it board's square `name`: taken when it glows (true), else nothing happens. */
  tap(name: string): boolean {
    const answer = this.answer;
    if (!answer || !this.glowing.includes(name)) return false;
    this.answer = null;
    this.taps.push(name);
    answer(name);
    return true;
  }

  /** Asks for a square, shows the one tried; resolves once the better square's lesson is said. */
  async run(): Promise<void> {
    const words = GUIDED_WORDS;
    const [trap, better] = [LINE_TRAP.trap, LINE_TRAP.better];
    const first = await this.ask(words.trapAsk(this.port.press()));
    this.tried = first;
    if (first === trap) {
      this.glowing = [better];
      await this.ask(words.trapTaken(trapGain(trap)));
      this.tried = better;
    }
    // Either way the other square stays in sight, faint, with its fewer lines.
    this.ghost = trap;
    const gains = [trapGain(better), trapGain(trap)] as const;
    this.port.say(first === trap ? words.trapBetter(...gains) : words.trapRight(...gains));
  }

  /** Says `words` with the glowing squares waiting for a tap; resolves with the square tapped. */
  private ask(words: string): Promise<string> {
    return new Promise((resolve) => {
      this.answer = resolve;
      this.port.say(words);
    });
  }
}
