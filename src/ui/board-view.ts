// The board as a person sees it: the vessel, one cell sprite per occupied square and the last-move
// ring; the person's presses go to BoardInput. It animates the match's events while holding it.

import type { QuickAimTipPorts } from '../screens/game/zoom-control.ts';
import Phaser from 'phaser';
import type { Layout } from '../engine/index.ts';
import { completeStems } from '../game/move-changes.ts';
import type { MoveEvent, UndoEvent } from '../game/events.ts';
import type { Match } from '../game/match.ts';
import { drawVessel } from './board-background.ts';
import { BoardGeometryFit, type Rect } from './board-geometry.ts';
import { BoardInput } from './board-input.ts';
import { pointsDown } from './art/board-plan.ts';
import type { PressSnapshot } from '../screens/game/press.ts';
import type { BoardFitChoice, Placing } from '../screens/game/board-fit.ts';
import { drawBoardLabels, keepLabelsClear, labelRoom } from './board-labels.ts';
import { fallFromY } from './fall-start.ts';
import { CellLinks, LINK_GROW_MS, type LinkedPair } from './cell-links.ts';
import { CellSprite, tween } from './cell-sprite.ts';
import { countsShown } from './piece-numeral.ts';
import { CellValue } from './cell-value.ts';
import { clearForLanding, floatMoveGains } from './move-flourish.ts';
import { cellPulse } from './cell-pulse.ts';
import { CaptureRiskMarks } from './capture-risk-marks.ts';
import type { MoveBeats } from '../screens/game/move-beats.ts';
import { DIVIDE_MS, landTime, moveBeats, moveSpeed, panelCount } from '../screens/game/move-beats.ts';
import { pacedSpeed, type MovesPace } from '../screens/game/move-pace.ts';
import { reducedMotion } from './motion.ts';
import { flashTakenSquare } from './taken-flash.ts';
import { paletteHex, type PaletteName } from './palette.ts';
import { LastMoveRing } from './last-move-ring.ts';
import { StemCells } from './stem-sprite.ts';
import { VariantCells } from './variant-moves.ts';

const BACKGROUND_KEY = 'board-background';

export interface BoardViewOptions {
  /** Animation time multiplier (1 = normal). */
  speed: number;
  /** Colour-blind marks on the cells, one shape per colour (cell-marks.ts). */
  marks?: boolean;
  /** The squares' names beside the board at this font size (game pixels); none when absent. */
  labels?: number;
  /** The players' names, for the notice of a refused tap ("Wait for Hard's move"); none in the guided game. */
  names?: readonly [string, string];
  /** A tap before an opponent's move has landed and divided is refused and told why; without it, it waits. */
  turnAfterDivisions?: boolean;
  /** How the board stands on an upright screen (screens/game/board-fit.ts): bleeding, its row numbers on its rim. */
  fit?: BoardFitChoice;
  /** How a finger places on squares smaller than one tap takes (the settings' choice, read at each press). */
  placing?: () => Placing;
  /** A board in play (the game's, the puzzle's): its cells of many pieces carry their count (piece-numeral.ts). */
  inPlay?: boolean;
  /** Whether the visit's first aim was told, kept across the scene's restarts (the services'); the view's own without it. */
  firstAim?: { told: boolean };
  /** Whether the first quick aim on small squares was told on this device (the settings'); the view's own without it. */
  quickAimTip?: QuickAimTipPorts;
  /** The player's pace for the moves (a game's board: move-pace.ts); none plays each move at the board's speed. */
  pace?: () => MovesPace;
}

type MoveCalls = { count?: (ms: number) => void; landed?: () => void; split?: () => void };
export class BoardView {
  readonly fit: BoardGeometryFit;
  private readonly layout: Layout;
  private readonly cells = new Map<number, CellSprite>();
  /** The stem cells (RULES.md section 12), under the players' cells. */
  private readonly stems: StemCells;
  readonly variantCells: VariantCells;
  /** Whose cell each drawn cell is: the links join the drawn cells, not the position's. */
  private readonly owners = new Map<number, 1 | 2>();
  /** Scoring by connections: the links between touching cells of one player, over the cells. */
  private readonly links: CellLinks;
  private readonly ring: LastMoveRing;
  private readonly layer: Phaser.GameObjects.Container;
  /** Bumped when the cells are redrawn or taken back (restart, undo): a move still animating stops. */
  private shown = 0;
  /** The releases of the match holds this view's animations have taken and not yet given back. */
  private readonly holds = new Set<() => void>();
  /** How many moves have their cell on the board (a move's cell lands after its event). */
  private landedMoves = 0;
  /** How many moves have split their pieces on the board: the panels count a move from then. */
  private splitMoves = 0;
  /** The last move shown: how long its cell took to land and its beats after (the ending's deadline, ending.ts). */
  lastMoveTimes: { landMs: number; beats: MoveBeats } | null = null;
  readonly input: BoardInput;
  /** Under capture, the last free square of each group the next move can take (capture-risk-marks.ts). */
  readonly risk: CaptureRiskMarks;
  /** The column letters and row numbers beside the board. */
  readonly labels: Phaser.GameObjects.Text[];

  constructor(
    private readonly scene: Phaser.Scene,
    private readonly match: Match,
    private readonly palettes: [PaletteName, PaletteName],
    area: Rect,
    private readonly options: BoardViewOptions = { speed: 1 },
  ) {
    this.layout = match.position.layout;
    const [font, onRim] = [options.labels ?? 0, options.fit?.labelsOnRim ?? false];
    this.fit = new BoardGeometryFit(
      this.layout,
      area,
      font > 0 ? labelRoom(this.layout, font, onRim) : undefined,
      options.fit?.bleed ?? false,
    );
    drawVessel(scene, this.fit, BACKGROUND_KEY);
    // Under gravity a pointer over a column lights where its cell would land.
    const meant = (x: number, y: number) => {
      const s = this.fit.squareAt(x, y);
      const landing =
        this.layout.gravity && s >= 0 ? match.position.landingSquare(this.layout.colOf[s]!) : -1;
      return landing >= 0 ? landing : s;
    };
    // With no pointer over the board the labels name the aimed square, else the last move.
    const marked = () => {
      const aimed = this.input?.aimedSquare() ?? -1;
      return aimed >= 0 ? aimed : match.position.lastMove();
    };
    this.labels = font > 0 ? drawBoardLabels(scene, this.fit, font, meant, marked, onRim) : [];
    keepLabelsClear(scene, this.labels);
    this.layer = scene.add.container(0, 0);
    this.variantCells = new VariantCells(
      scene,
      this.cells,
      this.owners,
      (s, player, pattern) => this.addCell(s, player, pattern ?? match.position.pattern[s]!),
      { layout: this.layout, fit: this.fit, palettes },
    );
    this.stems = new StemCells(scene, this.layer, this.fit, palettes);
    this.ring = new LastMoveRing(scene, this.layout, this.fit);
    // Over the cells and the ring: a new cell's links cross its ring, where they would hide under it.
    this.links = new CellLinks(scene, this.layout, (s) => this.fit.centre(s), this.fit.square, palettes);
    this.stems.chipsOnTop();
    this.input = new BoardInput(
      scene,
      this.fit,
      match,
      palettes,
      options.names,
      // A tap not taken on square s: its cell shakes and a ring flashes round it (heard as well: board-input.ts).
      (s) => flashTakenSquare(scene, this.fit, this.layout, s, this.cells.get(s) ?? this.stems.on(s)),
      options.placing,
      options.firstAim,
      (s, toCome) => this.cells.get(s)?.countDisc(toCome) ?? null,
      () => this.labels.filter((t) => t.visible).map((t) => t.getBounds()),
      options.quickAimTip,
    );
    this.syncAll();
    new CellValue(scene, this.fit, match, () => this.cancelPress(), this.input.zoom, options.names);
    this.risk = new CaptureRiskMarks(scene, this.fit, match, palettes);
    this.input.listen();
    // Zoomed in: the whole board's names name none in sight (they wait); its cells are big enough for their counts.
    this.input.zoom.onChange((zoomed) => {
      this.labels.forEach((t) => t.setVisible(!zoomed));
      for (const cell of this.cells.values()) cell.lookCloser(this.input.zoom.model.countsCloser());
    });
    scene.events.once('shutdown', () => {
      this.shown++;
      // A restart (a resize, a rotation) drops its animations: the match back, after this task (the next board shows a reply).
      const holds = [...this.holds];
      this.holds.clear();
      queueMicrotask(() => holds.forEach((release) => release()));
    });
  }

  /** Draws every cell as the position stands, without animation (start, restart, resize). */
  syncAll(): void {
    this.shown++;
    for (const cell of this.cells.values()) {
      cell.stop();
      cell.destroy();
    }
    this.cells.clear();
    this.owners.clear();
    const p = this.match.position;
    this.stems.sync(p.owner, completeStems(p));
    for (let s = 0; s < this.layout.size; s++)
      if (p.owner[s] === 1 || p.owner[s] === 2) this.addCell(s, p.owner[s] as 1 | 2, p.pattern[s]!);
    this.drawRing();
    this.showLinks();
    this.input.clear();
    this.landedMoves = this.splitMoves = p.ply;
  }

  /** Ends the animations in progress, cells as the position stands (an ending due while they crawl). */
  finishNow(): void {
    if (this.holds.size === 0) return;
    this.syncAll();
    const holds = [...this.holds];
    this.holds.clear();
    holds.forEach((release) => release());
  }

  /** How many moves have their cell on the board: the HUD may count a move's gain only after. */
  landed(): number {
    return this.landedMoves;
  }

  /** How many moves have split their pieces: the panels count a move's score from then (move-beats.ts). */
  split(): number {
    return this.splitMoves;
  }

  /** The squares whose cell is drawn at its square now: in sight, not yet falling into it. */
  drawnSquares(): number[] {
    const drawn: number[] = [];
    for (const [s, cell] of this.cells)
      if (cell.visible && cell.alpha > 0 && cell.scale > 0 && Math.abs(cell.y - this.fit.centre(s).y) < 0.5)
        drawn.push(s);
    return drawn;
  }

  /** A move to move-beats.ts's beats: `on.landed` as it lands, `on.split` with the gains, and `on.count` (its ms) then. */
  async animateMove(e: MoveEvent, on: MoveCalls = {}): Promise<void> {
    const [still, pace, owner] = [reducedMotion(), this.options.pace?.(), this.match.position.owner];
    const speed = pacedSpeed(moveSpeed(this.options.speed, e, still), this.layout, e, { owner, pace, still });
    const beats = moveBeats(this.layout, e, speed);
    const holdTurn = e.byOpponent && this.options.turnAfterDivisions === true;
    if (e.byOpponent) this.input.opponentMoveShows();
    if (holdTurn) this.input.hideTurn();
    else if (e.byOpponent) this.input.awaitDrawn();
    const release = this.match.hold();
    this.holds.add(release);
    const shown = this.shown;
    const told = { landed: false, split: false };
    // "Your turn" shows while the reply plays: a press then ends it and is taken (turn-open.ts).
    const finish = () => this.finishReply(on, told);
    if (holdTurn) this.input.replyPlays(finish);
    try {
      this.input.clear(true);
      const jumper = this.variantCells.jumper(e);
      const placed = jumper ?? this.addCell(e.square, e.player, 0);
      this.drawRing();
      const to = this.fit.centre(e.square);
      // Over its column, inside the glass (fall-start.ts: a flask's shoulders slant over theirs).
      const how = jumper ? 'hop' : this.layout.gravity ? 'drop' : 'pop';
      const fromY = how === 'drop' ? fallFromY(this.layout, this.fit, e.square) : to.y;
      const landMs = landTime(how, (to.y - fromY) / this.fit.square, speed);
      this.lastMoveTimes = { landMs, beats };
      if (jumper) await this.variantCells.leap(jumper, e, to, landMs);
      else if (how === 'drop') await placed.drop(fromY, landMs);
      else await placed.popIn(landMs);
      // Taken back (undo, restart) while the cell came in: its divisions are not to be shown.
      if (shown !== this.shown) return;
      this.landedMoves = e.ply;
      // No number of an earlier move stays, and no ring of one anywhere.
      clearForLanding(this.scene);
      this.scene.game.events.emit('cell-placed', e);
      told.landed = true;
      on.landed?.();
      const split = async () => {
        const wait = { targets: { t: 0 }, t: 1, duration: beats.count.from };
        if (wait.duration > 0) await tween(this.scene, wait);
        if (shown !== this.shown || !placed.scene) return;
        this.splitMoves = e.ply;
        told.split = true;
        on.split?.();
        const count = panelCount(landMs, beats);
        on.count?.(count.until - count.from);
        floatMoveGains(this.scene, this.fit, this.palettes, e, beats.floats, this.cells, this.owners);
      };
      const counting = split();
      // A capture's cells (and a jump's jumped cell) turn over in a wave from the arriving cell in
      // their old divisions, then divide with the rest; the stem cells this move completed open.
      await this.variantCells.turnConverted(e, speed);
      if (shown !== this.shown) return;
      const divisions = e.changes.filter((c) => c.to !== (c.from < 0 ? 0 : c.from));
      if (divisions.length > 0) this.scene.game.events.emit('cells-divided', divisions.length);
      const linked = this.showLinks(reducedMotion() ? 0 : LINK_GROW_MS * speed);
      const patterns = new Map(divisions.map((c) => [c.square, c.to]));
      await Promise.all([
        counting,
        linked,
        ...this.variantCells.inWave(e, [...patterns.keys()], speed, (s) => {
          const cell = this.cells.get(s);
          const owner = this.match.position.owner[s]!;
          if (!cell?.scene || shown !== this.shown) return; // taken back or gone while it waited
          const colour = paletteHex(this.palettes[owner === 2 ? 1 : 0]!);
          if (owner !== 0) cellPulse(this.scene, this.fit, s, colour, 480 * speed);
          return cell.divide(patterns.get(s)!, DIVIDE_MS * speed);
        }),
        ...this.stems.update(this.match.position.owner, completeStems(this.match.position), 600 * speed),
      ]);
    } finally {
      this.holds.delete(release);
      release();
      this.input.replyEnded(finish);
      if (holdTurn) this.input.awaitDrawn();
    }
  }

  /** Ends the reply in progress at once: its cells as the position stands, its landing and count told now, the turn drawn next frame. */
  private finishReply(on: MoveCalls, told: { landed: boolean; split: boolean }): void {
    this.finishNow();
    if (!told.landed) on.landed?.();
    if (!told.split) on.split?.();
    on.count?.(0);
    this.input.awaitDrawn();
  }

  /** Shows an undo: the removed cells shrink away, the changed patterns step back. */
  async animateUndo(e: UndoEvent): Promise<void> {
    // Under capture, stem cells or jumps a move changes more than its own cell: draw the position anew.
    if (this.match.position.variants) return this.syncAll();
    this.shown++;
    this.landedMoves = this.splitMoves = this.match.position.ply;
    this.input.clearAim();
    for (const cell of this.cells.values()) cell.stop();
    const gone = e.removed.map((s) => this.cells.get(s)).filter((c): c is CellSprite => !!c);
    for (const s of e.removed) {
      this.cells.delete(s);
      this.owners.delete(s);
    }
    this.showLinks();
    for (const c of e.changes) this.cells.get(c.square)?.setPattern(c.to);
    this.drawRing();
    await Promise.all(
      gone.map((cell) =>
        tween(this.scene, { targets: cell, scale: 0, alpha: 0, duration: 160 }).then(() => cell.destroy()),
      ),
    );
  }

  /** The drawn cell on square s (a game's ending makes the winner's hop), or undefined. */
  readonly cellOn = (s: number): Phaser.GameObjects.Container | undefined => this.cells.get(s);

  /** The count discs on the cells now: lines drawn over the board keep off them. */
  readonly countDiscs = () => [...this.cells.values()].flatMap((c) => c.countDisc() ?? []);

  /** The centre of square s in game pixels. */
  centre(s: number): { x: number; y: number } {
    return this.fit.centre(s);
  }

  private addCell(s: number, player: 1 | 2, pattern: number): CellSprite {
    this.cells.get(s)?.stop().destroy();
    const { x, y, size } = this.fit.cellPlacement(s);
    const cell = new CellSprite(
      this.scene,
      x,
      y,
      size,
      this.palettes[player - 1],
      pattern,
      this.layout.topology,
      this.options.marks ?? false,
      pointsDown(this.layout, s),
      countsShown(this.options.inPlay ?? false, this.match.position.rules.scoring) ? 'play' : 'board',
    );
    if (this.input?.zoom.model.zoomed()) cell.lookCloser(this.input.zoom.model.countsCloser());
    this.layer.add(cell);
    this.cells.set(s, cell);
    this.owners.set(s, player);
    return cell;
  }

  /** Joins the drawn cells that touch, under scoring by connections (they score as the HUD counts); new links grow in over `growMs`. */
  private showLinks(growMs = 0): Promise<void> {
    const on = this.match.position.rules.scoring === 'connections';
    return this.links.show((s) => this.owners.get(s) ?? 0, on, growMs);
  }

  /** The links between touching cells drawn now (none under divisions scoring). */
  drawnLinks(): readonly LinkedPair[] {
    return this.links.shown();
  }

  private drawRing(): void {
    this.ring.show(this.match.position.lastMove());
  }

  /** Hides the last move's ring while another ring asks for the eye (the guided game's). */
  hideLastMoveRing(hidden: boolean): void {
    this.ring.hide(hidden);
  }

  /** What the person's presses show now (the press model's snapshot). */
  presses(): PressSnapshot {
    return this.input.press.snapshot();
  }

  /** A person's move on square s from an input made at `madeAt` (see BoardInput.playInput). */
  playInput(s: number, madeAt: number): boolean {
    return this.input.playInput(s, madeAt);
  }

  /** Drops the press in progress: its release places nothing (a hold that asked a question). */
  cancelPress(): void {
    this.input.cancelPress();
  }

  /** A brief notice over the board saying why a press was refused (see BoardInput.tellRefused). */
  tellRefused(words: string): boolean {
    return this.input.tellRefused(words);
  }
}
