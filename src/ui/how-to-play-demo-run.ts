// One page's demo board in the how-to-play: its squares drawn three across, green and blue placed one
// by one, dividing along the lines that join them (a capture's cells turned over, a jump's hop, a
// stem cell shared out), and the score line over it; the board's moves in a loop until stopped.

import Phaser from 'phaser';
import { demoPlacement, HowToPlayDemo, type DemoSpec } from '../screens/tutorial/how-to-play-demo.ts';
import { captionLine, shownScore, type ShownCell } from '../screens/tutorial/demo-caption.ts';
import type { CellSprite } from './cell-sprite.ts';
import { demoCell, demoStems, hopCell, openStems } from './how-to-play-variants.ts';
import { demoTray, drawDemoBoard } from './demo-board.ts';
import { THEME, textStyle } from './theme.ts';
import { cellLines } from '../screens/tutorial/cell-lines.ts';
import { inkCellCount, inkCellLines } from './cell-line-ink.ts';
import { pixelRatio } from './device-pixels.ts';
import { countFits } from './piece-numeral.ts';
import { turnOver } from './variant-moves.ts';

export interface DemoArea {
  centreX: number;
  /** The board's top; the score line stands just above it. */
  top: number;
  /** A square's size: the board spans three. */
  sq: number;
  /** The score line's size. */
  fontSize: number;
}

/** Plays `spec` on `layer` in `area`; the returned function stops it and takes its pieces away. */
export function playDemo(
  scene: Phaser.Scene,
  spec: DemoSpec,
  area: DemoArea,
  u: number,
  marks: boolean,
): { layer: Phaser.GameObjects.Container; stop: () => void } {
  const { centreX, top: boardTop, sq } = area;
  const layer = scene.add.container(0, 0);
  const board = scene.add.graphics();
  const scoreText = scene.add
    .text(centreX, boardTop - 10 * u, '', textStyle(area.fontSize, THEME.text, true))
    .setOrigin(0.5, 1);
  layer.add([board, scoreText]);
  const demo = new HowToPlayDemo([spec]);
  let cells: CellSprite[] = [];
  // Over the cells, each cell's lines drawn straight across it and its count on it (cell-line-ink.ts):
  // "along a line that points at it" is seen, where the art alone showed rounded pieces. A board of
  // triangles keeps its own picture (its cuts are not all lines through the middle).
  const ink = scene.add.graphics();
  layer.add(ink);
  let counts: Phaser.GameObjects.Text[] = [];
  let inked = '';
  const inkCells = () => {
    if (demo.layout.grid === 'tri') return;
    const drawn = cells
      .filter((c) => c.scene && c.visible)
      .map((c) => ({ c, s: c.getData('square') as number, pattern: c.shownPattern }));
    const key = drawn.map((d) => `${d.s}:${d.pattern}:${Math.round(d.c.x)}:${Math.round(d.c.y)}`).join();
    if (key === inked) return;
    inked = key;
    ink.clear();
    counts.forEach((t) => t.destroy());
    counts = [];
    for (const { c, s, pattern } of drawn) {
      const lines = cellLines(demo.layout, s, pattern);
      const side = place(s).unit;
      inkCellLines(ink, c.x, c.y, side, lines);
      if (lines.length > 0 && countFits('square', side / pixelRatio()))
        counts.push(inkCellCount(scene, ink, c.x, c.y, side, 2 * lines.length));
    }
    layer.bringToTop(ink);
    layer.add(counts);
  };
  let place = demoPlacement(demo.layout, demo.names(), sq, centreX, boardTop);
  const drawBoard = () => {
    board.clear();
    drawDemoBoard(board, demo.layout, demo.squares(), place, demoTray(centreX, boardTop, sq, u));
  };
  drawBoard();
  let stems = demoStems(scene, layer, demo, place);
  // The score line counts what the picture shows this moment (demo-caption.ts): the cells drawn,
  // their divisions as drawn, the stem cells' shares once drawn shared out; a move's words once it
  // has played out.
  let said: string | undefined;
  /** The moves begun: a move's words wait for it to play out, and a later move's start drops them. */
  let begun = 0;
  let shares: [number, number] = [0, 0];
  const caption = () => {
    const shown = new Map<number, ShownCell>();
    for (const c of cells)
      if (c.scene)
        shown.set(c.getData('square') as number, {
          owner: c.getData('owner') as 1 | 2,
          pattern: c.shownPattern,
        });
    const byConnections = demo.position.rules.scoring === 'connections';
    const line = captionLine(said, shownScore(demo.layout, byConnections, shown, shares));
    if (scoreText.text !== line) scoreText.setText(line);
    if (!byConnections) inkCells();
  };
  /** Stem cells a move completed whose sharing out has not been drawn yet, and their shares. */
  let toOpen: { squares: number[]; shares: [number, number] } | null = null;
  /**
   * Holds the picture on the engine's position (demo.shown()): every animation still running is
   * ended, each cell in its owner's colour, its division and its place, stem cells shared out. A
   * frame under load can take a quarter of a second, so a move's pop, turn and division ran past the
   * pause and the next move began over a cell still whole beside one of its own (b3 under b2): now
   * each move begins from the last one's end state and ends on its own.
   */
  const settle = () => {
    if (closed) return;
    const want = demo.shown();
    for (const c of cells) {
      const q = c.getData('square') as number;
      const w = want.get(q);
      if (!c.scene || !w || w.owner !== c.getData('owner')) {
        c.destroy();
        continue;
      }
      c.stop().setVisible(true).setPosition(place(q).x, place(q).y);
      if (c.shownPattern !== w.pattern) c.setPattern(w.pattern);
    }
    cells = cells.filter((c) => c.scene);
    for (const [q, w] of want) {
      if (cells.some((c) => c.getData('square') === q)) continue;
      const cell = demoCell(scene, demo.layout, place, q, w.owner, w.pattern, marks);
      layer.add(cell);
      cells.push(cell);
    }
    if (toOpen) {
      void openStems(stems, toOpen.squares, demo.position.owner, 0);
      shares = toOpen.shares;
      toOpen = null;
    }
    caption();
  };
  // Paced by a tween rather than the scene clock, whose timer events stalled in the menu scene.
  let timer: Phaser.Tweens.Tween | null = null;
  let closed = false;
  const next = () => {
    if (closed) return;
    timer = scene.tweens.addCounter({
      from: 0,
      to: 1,
      duration: demo.pause(),
      // Each frame of the wait: the line follows the picture as cells land, divide and turn.
      onUpdate: caption,
      onComplete: () => tick(),
    });
  };
  /** Plays the demo's next move; `atOnce` shows its cell whole, with no pop-in (the page's first frame). */
  const tick = (atOnce = false) => {
    if (closed) return;
    try {
      // The last move's end state, whatever of its animation is still running.
      settle();
      const step = demo.advance();
      if (step.kind === 'next-board') {
        // Round again: the board cleared, its score line at nought each (never a gap where the line stands).
        cells.forEach((c) => c.destroy());
        cells = [];
        place = demoPlacement(demo.layout, demo.names(), sq, centreX, boardTop);
        said = undefined;
        shares = [0, 0];
        toOpen = null;
        caption();
        drawBoard();
        stems.forEach((stem) => stem.destroy());
        stems = demoStems(scene, layer, demo, place);
        return;
      }
      const { square: s } = step;
      const move = ++begun;
      said = undefined;
      const position = demo.position;
      if (step.opened.length > 0) toOpen = { squares: step.opened, shares: step.shares };
      // A jump's cell flies from the square it leaves; a placed cell pops in already divided.
      const jumper = step.jump ? cells.find((c) => c.getData('square') === step.jump!.from) : undefined;
      const cell = jumper
        ? undefined
        : demoCell(scene, demo.layout, place, s, step.owner, step.arrives, marks);
      if (cell) {
        layer.add(cell);
        cells.push(cell);
      }
      // Every cell takes its new division in one frame, then settles with a small wobble: a division's
      // stretch before the cut held the old pieces a quarter of a second under load, a cell whole
      // beside the placed one already cut towards it.
      const divideAll = (): Promise<unknown> | undefined =>
        closed || move !== begun
          ? undefined
          : Promise.all(
              cells.map((c) => {
                const to = position.pattern[c.getData('square') as number]!;
                if (to === c.shownPattern) return undefined;
                c.setPattern(to);
                return c.divide(to, 420);
              }),
            );
      // A placement: the cell pops in and its neighbours divide at once, one change from one legal
      // state to the next. A jump or a capture: the hop or the wave first, as on the board.
      const plain = !jumper && step.converted.length === 0;
      const arrived = () =>
        jumper
          ? hopCell(scene, jumper, place, s, atOnce ? 0 : 520)
          : atOnce
            ? undefined
            : plain
              ? Promise.all([cell?.popIn(220), divideAll()])
              : cell?.popIn(220);
      // A capture's cells turn over to the mover's colour in a wave from the new cell, as on the board.
      const turn = (): Promise<unknown> | undefined =>
        closed || move !== begun
          ? undefined
          : Promise.all(
              step.converted.map((q, i) => {
                const old = cells.find((c) => c.getData('square') === q);
                const fresh = demoCell(scene, demo.layout, place, q, step.owner, step.before[q]!, marks);
                layer.add(fresh);
                cells = cells.filter((c) => c !== old);
                cells.push(fresh);
                if (!atOnce) return turnOver(scene, old, fresh, i * 110, 220);
                old?.destroy();
                return undefined;
              }),
            );
      // The score changes once the cells have divided, as on the board.
      void Promise.resolve(arrived())
        .then(turn)
        .then(divideAll)
        // A stem cell whose last neighbour arrived is shared out once the cells have divided.
        .then(() => {
          if (closed || move !== begun || !toOpen) return undefined;
          const open = toOpen;
          toOpen = null;
          shares = open.shares;
          return openStems(stems, open.squares, position.owner, atOnce ? 0 : 600);
        })
        .then(() => {
          // The move's words once it has played out, unless the next move has begun; the picture held on its end state.
          if (closed || move !== begun) return;
          settle();
          said = step.said;
          caption();
        });
      caption();
    } catch (e) {
      console.error('how to play:', (e as Error).stack);
    } finally {
      next();
    }
  };
  // The first move is on the board from the page's first frame: it never opens on an empty demo.
  tick(true);
  return {
    layer,
    stop: () => {
      if (closed) return;
      closed = true;
      timer?.stop();
      layer.destroy();
    },
  };
}
