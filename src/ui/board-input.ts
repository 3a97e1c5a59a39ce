// A person's input on the board, drawn and forwarded: the pointer's events go to the press model
// (screens/game/press.ts: what a press, a slide and a release do, when a tap is refused and what
// it is told), which this view answers with the ghost cell, the aim (aim.ts), the faint cuts of the
// cells the move would divide (split-lines.ts) and the notices.

import { PressGainTag } from './press-gain-tag.ts';
import { tagOnOwnSquare } from './press-gain-place.ts';
import { SplitLines } from './split-lines.ts';
import { WorthTags } from './worth-tags.ts';
import { pressGainWords, ZOOMED_OFF_VIEW_WORDS } from '../words/press-words.ts';
import Phaser from 'phaser';
import type { Layout } from '../engine/index.ts';
import { gridFrame } from './art/cell-pieces.ts';
import { pointsDown } from './art/board-plan.ts';
import type { Match } from '../game/match.ts';
import { Aim } from './aim.ts';
import type { BoardGeometryFit, Rect } from './board-geometry.ts';
import { paletteCss, type PaletteName } from './palette.ts';
import { gainInk } from './gain-ink.ts';
import { pressCutOff, takeCutPress } from './cut-press.ts';
import { onceTip, pointerOf, takenAt, targetAt, wellInside } from './board-targets.ts';
import { showRefusedNotice } from './refused-notice.ts';
import { isHuman } from '../game/players.ts';
import { showNotice, withdrawNotice } from './notice.ts';
import { holdTipWords, quickAimTipWords, TAP_ONCE_ON_WORDS } from '../words/press-words.ts';
import { askOffers } from '../screens/game/one-tap-offer.ts';
import { placeWord } from '../game/settings.ts';
import { JumpMarks } from './jump-marks.ts';
import { PressModel, type PressPointer } from '../screens/game/press.ts';
import { playableSquares, pressStyle, type Placing } from '../screens/game/board-fit.ts';
import type { FirstAim } from '../screens/game/game-keep.ts';
import { BoardZoomView } from './board-zoom-view.ts';
import { showsLanding } from './landing-drop-view.ts';
import { countBoxes, type Box, type CountAt } from './worth-tag-place.ts';
import { firstQuickAimWords, wordsAZoomTakes, type QuickAimTipPorts } from '../screens/game/zoom-control.ts';

export class BoardInput {
  private readonly layout: Layout;
  private readonly ghost: Phaser.GameObjects.Image;
  /** Tap to aim, then confirm, for fingers on squares smaller than a finger. */
  private readonly aim: Aim;
  /** The presses' decisions. */
  readonly press: PressModel;
  /** The board brought closer by two fingers or a double tap; its map takes a finger's point to the board's. */
  readonly zoom: BoardZoomView;
  /** Whether the move shown says what it gains, cell by cell (gains-setting.ts): then its total is the worth's. */
  private worthOn = false;
  /** Ends the opponent's reply still animating, or null. */
  private replyFinish: (() => void) | null = null;
  /** What the jump's landing dots keep off (the hint's tag: board-coach.ts sets it). */
  private jumpDotsKeepOff: () => readonly Rect[] = () => [];

  constructor(
    private readonly scene: Phaser.Scene,
    private readonly fit: BoardGeometryFit,
    private readonly match: Match,
    private readonly palettes: [PaletteName, PaletteName],
    /** The players' names: a refused tap is told why. Without them (the guided game speaks for itself) it is not. */
    names?: readonly [string, string],
    /** Shakes the cell on a square tapped while taken. */
    shake: (s: number) => void = () => {},
    /** How a finger places on squares too small for one tap, read at each press (the sheet may change it). */
    private readonly placing: () => Placing = () => 'magnify',
    /** Whether the visit's first aim was told (its notice comes once). */
    firstAim: FirstAim = { told: false },
    /** The piece count's disc on a square's cell, where one shows (`toCome`: or will once it splits): the split preview keeps off it. */
    readonly countAt: CountAt = () => null,
    /** The board's column and row names as drawn: the total keeps off them. */
    squareNames: () => readonly Box[] = () => [],
    /** Whether the first quick aim was told on this device (the settings'); the view's own without it. */
    quickAimTip: QuickAimTipPorts = onceTip(),
  ) {
    this.layout = match.position.layout;
    const jumpMarks = new JumpMarks(scene, fit, () => this.jumpDotsKeepOff());
    const splitLines = new SplitLines(scene, fit, this.layout, countAt);
    const worthTags = new WorthTags(scene, fit, this.layout, countAt);
    // The total keeps off the figures the player reads: each cell's count, the preview's tags, the board's names.
    const figures = () => [...worthTags.boxes(), ...squareNames(), ...countBoxes(this.layout.size, countAt)];
    const cuts = () => splitLines.lines().map(([from, to]) => ({ from, to }));
    const gainTag = new PressGainTag(scene, fit, () => this.match.position, figures, cuts);
    // The game's asks (a quick tap that only aimed) that offer "Place with one tap" under the lens.
    const offers = askOffers(() => ({
      zoomable: this.zoom.model.zoomable(),
      tapOnce: quickAimTip.oneTap?.on() ?? true,
    }));
    const moverPalette = () => this.palettes[(this.match.position.toMove() ?? 1) - 1];
    this.ghost = scene.add.image(0, 0, 'cells', this.loneCellFrame(palettes[0])).setAlpha(0);
    this.press = new PressModel({
      match,
      names,
      clock: () => performance.now(),
      reply: { plays: () => this.replyFinish !== null, finish: () => this.replyFinish?.() },
      board: {
        targetAt: (x, y) => targetAt(this.match.position, this.fit, x, y),
        takenAt: (x, y) => takenAt(this.match.position, this.fit, x, y),
        wellInside: (x, y, s) => wellInside(this.match.position, this.fit, x, y, s),
        onPicture: (x, y) => this.fit.contains(x, y),
        // Zoomed in, the squares as shown: one tap each.
        style: (touch) => pressStyle(this.zoom.model.snapshot().squareCss, touch, this.placing()),
      },
      view: {
        ghost: (s, alpha) => this.showGhost(s, alpha),
        aim: (s, lift, settled) => {
          if (s < 0) {
            offers.ask(-1);
            this.aim.clear();
            return;
          }
          const frame = this.loneCellFrame(this.palettes[this.match.position.toMove()! - 1]);
          this.aim.set(s, frame, lift, settled, lift && settled && offers.ask(s));
          // A finger found its way to place: the one-time tip (pinch or the magnifier to zoom in) goes, and a phone
          // on its side, whose column holds the bubble or the tip, keeps the bubble clear.
          withdrawNotice(holdTipWords(placeWord(this.layout.grid, 2)));
          // A quick tap that only aimed: the device's first says a second tap places, and the zoom control pulses.
          const places = placeWord(this.layout.grid, 2);
          const zoomable = this.zoom.model.zoomable();
          const words = lift && settled ? firstQuickAimWords(quickAimTip, zoomable, places) : null;
          if (words) {
            showNotice(words, 6000);
            this.zoom.pulse();
          }
        },
        shake,
        // Heard on every device: a finger hides a shaking cell, and a tap on the opponent's turn has none.
        refused: () => scene.game.events.emit('ui-click'),
        tell: (words, near) => showRefusedNotice(scene, this.zoom, this.fit, words, near),
        jumps: (from, landings, cells) => jumpMarks.show(from, landings, cells),
        splits: (splits) => splitLines.show(splits),
        worth: (worth) => {
          const palette = moverPalette();
          // Off the cuts just drawn: the lines a cell divides along are what its "+2" is for.
          worthTags.show(worth, gainInk(paletteCss(palette)), false, splitLines.lines());
          // The move's total above its square, for a mouse too; on squares a finger magnifies, the lens says it.
          const lens = pressStyle(this.zoom.model.snapshot().squareCss, true, this.placing()) !== 'tap';
          const total = worth && !lens ? worth.total : null;
          // The sum of the cells' tags reads as one: "= +8".
          const sum = worth && worth.terms.length > 1 ? '= ' : '';
          // With no finger on its square (the guided game's preview, a mouse's hover): on its own square.
          const pointer = scene.input.activePointer;
          gainTag.show(
            total === null
              ? null
              : {
                  square: worth!.square,
                  points: total,
                  words: `${sum}${pressGainWords(total)}`,
                  inLens: false,
                },
            palette,
            tagOnOwnSquare({ down: pointer.isDown, touch: pointer.wasTouch }),
          );
          worthTags.keepClearOf(gainTag.box());
        },
        gain: (shown) => {
          const palette = moverPalette();
          const inLens = this.aim.showGain(shown?.inLens ? shown.words : null, gainInk(paletteCss(palette)));
          // Where the lens's row has no room (beside "Tap again to place") or none shows, the tag by the
          // square; on large squares the worth's total says it, where it shows.
          const lens = pressStyle(this.zoom.model.snapshot().squareCss, true, this.placing()) !== 'tap';
          const pointer = scene.input.activePointer;
          if (!this.worthOn || lens) {
            gainTag.show(
              shown && !inLens ? shown : null,
              palette,
              tagOnOwnSquare({ down: pointer.isDown, touch: pointer.wasTouch }),
            );
            worthTags.keepClearOf(gainTag.box());
            // The lens takes the tag in whole with the square (its "+8" stood cut off at the lens's top).
            this.aim.lensTakes(gainTag.box());
          }
        },
      },
    });
    this.aim = new Aim(
      scene,
      fit,
      (_s, downTime) => this.press.confirmAim(downTime),
      () => playableSquares(this.match.position),
      firstAim,
      () => this.press.clearAim(),
      () => {
        quickAimTip.oneTap?.turnOn();
        withdrawNotice(quickAimTipWords(placeWord(this.layout.grid, 2)));
        showNotice(TAP_ONCE_ON_WORDS, 5000);
      },
    );
    this.zoom = new BoardZoomView(
      scene,
      fit,
      () => {
        this.press.out();
        this.press.clearAim();
        for (const words of wordsAZoomTakes(this.press.snapshot().told, placeWord(this.layout.grid, 2)))
          withdrawNotice(words);
      },
      () => {
        const { owner } = match.position;
        const last = match.position.lastMove();
        // The person's cells (the first person's, two on one phone): the zoom-in control goes where they play.
        const seat = isHuman(match.players[0]!) ? 1 : 2;
        const mine = [...owner.keys()].filter((s) => owner[s] === seat).map((s) => this.fit.centre(s));
        return { last: last >= 0 ? this.fit.centre(last) : null, over: match.position.isOver(), mine };
      },
    );
    // Under gravity the way down to where a cell would land shows before the tap.
    if (this.layout.gravity)
      showsLanding(scene, fit, match, () => this.loneCellFrame(moverPalette()), this.zoom);
  }

  /** Whether a finger's release on a square places there, as shown now (not aiming for Place on small squares). */
  liftPlaces(): boolean {
    return pressStyle(this.zoom.model.snapshot().squareCss, true, this.placing()) !== 'aim';
  }

  /** Starts taking the pointer's presses (until the scene shuts down). */
  /** Whether the move shown says what it gains, cell by cell: a hover, a press, a held finger (gains-setting.ts). */
  showWorth(on: boolean): void {
    this.worthOn = on;
    this.press.showWorth(on);
  }

  listen(): void {
    const input = this.scene.input;
    input.on('pointermove', this.onPointerMove, this);
    input.on('pointerdown', this.onPointerDown, this);
    input.on('pointerup', this.onPointerUp, this);
    input.on('pointerupoutside', this.onUpOutside, this);
    input.on('gameout', this.onOut, this);
    this.awaitDrawn();
    this.press.keepCutPress(takeCutPress(this.scene));
    // Zoomed in, a move out of sight (the opponent's, or the person's by keys or a kept tap) is
    // followed: the view glides to its square, the move before kept in sight where it can; the game's end shows the whole board, once its last
    // move has settled.
    let live = true;
    const offMatch = this.match.on((e) => {
      if (e.type === 'move') this.zoom.follow(this.fit.centre(e.square), this.fit.square, e.ply);
      if (e.type === 'over') void this.match.whenIdle().then(() => this.zoom.reset());
      // Once a move has settled (after every listener, the board's animation holding the match), the
      // cells that can jump are marked anew.
      if (e.type !== 'over')
        queueMicrotask(() => void this.match.whenIdle().then(() => live && this.press.jumps.refresh()));
    });
    this.scene.events.once('shutdown', () => {
      live = false;
      const held = this.press.heldOnSquare();
      if (held !== null) pressCutOff(this.scene, held);
      this.scene.game.events.off(Phaser.Core.Events.POST_RENDER, this.onDrawn, this);
      this.scene.game.events.off(Phaser.Core.Events.POST_RENDER, this.onOpponentDrawn, this);
      input.off('pointermove', this.onPointerMove, this);
      input.off('pointerdown', this.onPointerDown, this);
      input.off('pointerup', this.onPointerUp, this);
      input.off('pointerupoutside', this.onUpOutside, this);
      input.off('gameout', this.onOut, this);
      offMatch();
    });
  }

  /** Hides the ghost and the aim (the board changed under them); `keepsKept`: a move comes in, a tap kept for the turn stays. */
  clear(keepsKept = false): void {
    this.press.clear(keepsKept);
  }

  /** Drops the aim only (a move taken back: the ghost under a mouse stays). */
  clearAim(): void {
    this.press.clearAim();
  }

  /** The aimed square, or −1. */
  aimedSquare(): number {
    return this.press.snapshot().aimed;
  }

  /** The jump's landing dots keep off `boxes` (the hint's tag). */
  keepJumpDotsOff(boxes: () => readonly Rect[]): void {
    this.jumpDotsKeepOff = boxes;
  }

  /** The Place bubble's and the aimed square's boxes while aimed, in game pixels. */
  aimBoxes(): Rect[] {
    return this.aim.boxes();
  }

  /** A person's move on square s from an input made at `madeAt` (see PressModel.playInput). */
  playInput(s: number, madeAt: number): boolean {
    return this.press.playInput(s, madeAt);
  }

  /** Tells why a press was refused (a closed toggle's reason), where a refused tap's notice hangs; the same words not twice in a short while. */
  tellRefused(words: string): boolean {
    return this.press.tell(words);
  }

  /** A hold asked a question: a tap's press places nothing on release (PressModel.cancelPress). */
  cancelPress(): void {
    this.press.cancelPress();
  }

  /** The opponent's reply animates now: `finish` ends it at once (a press during it, turn-open.ts). */
  replyPlays(finish: () => void): void {
    this.replyFinish = finish;
  }

  /** The reply that `finish` ends has ended. */
  replyEnded(finish: () => void): void {
    if (this.replyFinish === finish) this.replyFinish = null;
  }

  /** From now until the next frame is drawn, taps are older than the board they would play on. */
  awaitDrawn(): void {
    this.press.awaitDrawn();
    this.scene.game.events.off(Phaser.Core.Events.POST_RENDER, this.onDrawn, this);
    this.scene.game.events.once(Phaser.Core.Events.POST_RENDER, this.onDrawn, this);
  }

  /** Taps are older than the person's turn until awaitDrawn is called again (an opponent's move still settles). */
  hideTurn(): void {
    this.press.awaitDrawn();
    this.scene.game.events.off(Phaser.Core.Events.POST_RENDER, this.onDrawn, this);
  }

  /** The opponent's move begins to show now: taps from the next frame until the turn is drawn are kept for the turn. */
  opponentMoveShows(): void {
    this.press.opponentMoveShows();
    this.scene.game.events.off(Phaser.Core.Events.POST_RENDER, this.onOpponentDrawn, this);
    this.scene.game.events.once(Phaser.Core.Events.POST_RENDER, this.onOpponentDrawn, this);
  }

  private onOpponentDrawn(): void {
    this.press.opponentMoveDrawn();
  }

  private onDrawn(): void {
    this.press.drawn();
  }

  private onOut(): void {
    this.press.out();
  }

  private onUpOutside(pointer: Phaser.Input.Pointer): void {
    if (this.zoom.up(pointer.id)) return;
    this.press.out(pointer.id);
  }

  /** The pointer at its point on the board (zoomed in, the board's point under the finger). */
  private onBoard(pointer: Phaser.Input.Pointer): PressPointer {
    return pointerOf(pointer, this.zoom.toBoard(pointer.x, pointer.y));
  }

  private onPointerMove(pointer: Phaser.Input.Pointer): void {
    if (this.zoom.move(pointer.id, pointer.x, pointer.y)) return;
    this.press.move(this.onBoard(pointer));
  }

  private onPointerDown(pointer: Phaser.Input.Pointer, over: Phaser.GameObjects.GameObject[]): void {
    const { id, x, y, downTime, wasTouch } = pointer;
    if (this.zoom.down(id, x, y, downTime, wasTouch, over.length > 0)) return;
    this.press.down(this.onBoard(pointer), over.length > 0);
  }

  private onPointerUp(pointer: Phaser.Input.Pointer): void {
    if (this.zoom.up(pointer.id)) return;
    // Zoomed in, a tap off the board in sight is told, by it, how to see the rest (board-zoom.ts).
    const off = this.zoom.model.releasedOff(pointer.id, pointer);
    if (off && this.press.tell(ZOOMED_OFF_VIEW_WORDS, off)) this.scene.game.events.emit('ui-click');
    const ply = this.match.position.ply;
    this.press.up(this.onBoard(pointer));
    // A quick tap that placed nothing may be a double tap's first (board-zoom.ts); one that aimed
    // is not: the next tap on the aim places, however quick (a player's "tap again" is often a
    // double tap's pace, and it must not zoom instead).
    const shown = this.press.snapshot();
    const placed = this.match.position.ply !== ply || shown.queued >= 0 || shown.aimed >= 0;
    if (pointer.wasTouch && pointer.upTime - pointer.downTime < 300)
      this.zoom.tapped(pointer.x, pointer.y, pointer.upTime, placed);
  }

  /** The frame of a cell with no connection, on this board's grid. */
  private loneCellFrame(palette: PaletteName): string {
    return `${palette}/${gridFrame(this.layout.grid, 0)}`;
  }

  /** The mover's cell, see-through, on square s (−1 hides it). */
  private showGhost(s: number, alpha: number): void {
    if (s < 0) {
      this.ghost.setAlpha(0);
      return;
    }
    // Where and as the board draws the cell: on a triangle pointing down, its picture turned round.
    const { x, y, size: side } = this.fit.cellPlacement(s);
    // The person's cell, on their turn or kept for it while the computer's move is to come.
    const mover = this.match.position.toMove()!;
    const seat = isHuman(this.match.players[mover - 1]!) ? mover : 3 - mover;
    const size = side * (alpha > 0.5 ? 0.96 : 0.9);
    this.ghost.setFrame(this.loneCellFrame(this.palettes[seat - 1])).setDisplaySize(size, size);
    this.ghost
      .setAngle(pointsDown(this.layout, s) ? 180 : 0)
      .setPosition(x, y)
      .setAlpha(alpha);
  }
}
