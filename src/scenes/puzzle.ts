// Puzzle: one position to solve, the daily one or one a link names. It says what to find, the
// player taps a square, and the match's verdict is shown: right (celebrated, with the streak),
// or what the move gives instead, taken back for another try. The history keeps the outcome.

import { puzzleGainLook } from '../ui/puzzle-gain-look.ts';
import { ReplyGhost } from '../ui/puzzle-reply-ghost.ts';
import { placeVerdict } from '../screens/puzzle/verdict-place.ts';
import Phaser from 'phaser';
import type { Layout } from '../engine/index.ts';
import type { MatchEvent } from '../game/events.ts';
import type { PuzzleMatch } from '../game/puzzle-play.ts';
import { localDay, puzzleLink } from '../game/puzzles.ts';
import { PuzzleModel, type PuzzleAction, type PuzzleActionId } from '../screens/puzzle/puzzle-model.ts';
import { placementSound } from '../audio/sounds.ts';
import { BoardView } from '../ui/board-view.ts';
import { labelFont, labelRoom, roomHigh } from '../ui/board-labels.ts';
import { BoardGeometryFit, type Rect } from '../ui/board-geometry.ts';
import { keepAimClear } from '../ui/aim.ts';
import { celebrateSolve } from '../ui/puzzle-solved.ts';
import { puzzlePalettes } from '../ui/colours.ts';
import { drawSceneBackground } from '../ui/backdrop.ts';
import { installKeyboard } from '../ui/keyboard-focus.ts';
import { KeyboardCursor } from '../ui/keyboard-cursor.ts';
import { clearNotices } from '../ui/notice.ts';
import { canShareSheet, handOnLink } from '../ui/share.ts';
import { metrics, minTouch, pixelRatio } from '../ui/screen.ts';
import { textStyle } from '../ui/theme.ts';
import { PUZZLE_INK, VERDICT_INK } from '../ui/puzzle-ink.ts';
import { puzzleBar, type PuzzleBarAction } from '../ui/puzzle-bar.ts';
import { meetRules } from './rules-help.ts';
import { puzzleGrid, screenReaderOn } from './a11y-boards.ts';
import { SCENES } from './keys.ts';
import { fitLine } from '../ui/fit-text.ts';
import { boardFitChoice, placingOf } from '../screens/game/board-fit.ts';
import { centredPair, puzzleSide, type PuzzleSide } from '../screens/puzzle/puzzle-side.ts';
import { puzzleSpare } from '../screens/puzzle/puzzle-spare.ts';
import { barWidth } from '../screens/puzzle/puzzle-bar-plan.ts';
import type { Services } from './services.ts';
import { aimTips } from './board-words.ts';
import { scenePort } from '../ui/scene-port-phaser.ts';
import { routeFrom } from './scene-switch.ts';
import { noticesInSlot } from './notice-slot.ts';
import { puzzleNoticePlace } from '../screens/puzzle/notice-place.ts';
import { unionOf } from '../ui/notice-place.ts';
import { gainsShown } from '../game/gains-setting.ts';
import { TryMark } from '../ui/puzzle-try-mark.ts';
import { drawPuzzleHeader, type PuzzleHeader } from './puzzle-header.ts';

function boxOf(t: Phaser.GameObjects.Text): Rect {
  const b = t.getBounds();
  return { x: b.x, y: b.y, width: b.width, height: b.height };
}

/** The words' column and the board beside it, the board as tall as the height allows, the two centred together. */
function besideWords(layout: Layout, width: number, height: number, pad: number, u: number): PuzzleSide {
  const side = puzzleSide(width, height, pad, pixelRatio());
  const room = labelRoom(layout, labelFont(u));
  const fit = new BoardGeometryFit(layout, side.board, room);
  return centredPair(side, fit.frame.width + room.left + room.right, pad);
}

/** What the scene is asked to open: a puzzle by number, or today's daily. */
export interface PuzzleSceneData {
  number?: number;
}

export class PuzzleScene extends Phaser.Scene {
  private model!: PuzzleModel;
  private match!: PuzzleMatch;
  private view!: BoardView;
  private feedback!: Phaser.GameObjects.Text;
  /** The title line: the puzzle, the day, the streak and the count solved (redrawn as they change). */
  private title!: Phaser.GameObjects.Text;
  private titleWidth = 0;
  /** The stakes line and the score over the board, redrawn as a try changes them. */
  private header: PuzzleHeader | null = null;
  /** Where the verdict may stand (screens/puzzle/verdict-place.ts). */
  private verdictRoom = { band: { top: 0, height: 0 }, bottom: 0, largest: 18, smallest: 14 };
  private bar: { show(actions: PuzzleBarAction[]): void } | null = null;
  /** After a wrong try, the reply that punishes it, drawn faintly on the board. */
  private ghost: ReplyGhost | null = null;
  /** A try's tick or cross on its square, from the moment it is judged. */
  private mark: TryMark | null = null;

  constructor(private readonly services: Services) {
    super(SCENES.puzzle);
  }

  create(data: PuzzleSceneData = {}): void {
    const s = this.services;
    // A resize restarts the scene: the puzzle in play carries on as it was.
    this.model = PuzzleModel.open({
      asked: data.number,
      kept: s.puzzle?.model,
      client: s.client,
      store: s.store,
      today: () => localDay(new Date()),
      canShare: canShareSheet(),
      pointer: () => s.pointer ?? 'touch',
      // By ear there is no pointing at a square: the line asks for the press only.
      gainsShown: () => gainsShown(s.settings) && !screenReaderOn(s),
    });
    this.match = this.model.match;
    const match = this.match;
    const shown = this.model.snapshot();

    const m = metrics(this);
    const { u, width, height, portrait } = m;
    drawSceneBackground(this);
    const pad = 12 * u;
    // On a landscape screen (a phone on its side, a tablet, a desktop) the words, the verdict and the
    // bar stand in a column at the left and the board takes the whole height beside it, the two
    // centred together; upright they stand above and under the board.
    const side = portrait ? null : besideWords(match.position.layout, width, height, pad, u);
    const colW = side ? side.colW : width - 2 * pad;
    const cx = side ? side.cx : width / 2;
    // The solver: the side to move in the puzzle as set, whatever has been played since (a restart after a try).
    const mover = match.puzzle.position.turn();
    const palettes = puzzlePalettes(mover, s.settings.opponent);
    let y = pad;
    const header: Phaser.GameObjects.Components.Transform[] = [];
    this.title = this.add.text(cx, y, '', textStyle(17 * u, PUZZLE_INK.title, true)).setOrigin(0.5, 0);
    this.titleWidth = colW;
    header.push(this.title);
    // Room for the title as a solve today leaves it (a streak and a count more), then the title now.
    y += Math.max(this.setTitle(shown.titleRoom), this.setTitle(shown.title)) + 5 * u;
    // Lines across the whole width on a landscape screen: fewer of them leave the board more room.
    const wrap = portrait ? Math.min(width - 2 * pad, 640 * u) : colW;
    const drawn = drawPuzzleHeader(this, s, match, shown, palettes, {
      cx,
      y,
      colW,
      wrap,
      portrait,
      side: side !== null,
      u,
    });
    header.push(...drawn.drawn);
    this.header = drawn;
    y = drawn.bottom;

    const barH = Math.max(52 * u, minTouch(this));
    // Room for the verdict and the two sentences of why.
    let feedbackH = (portrait ? 96 : 64) * u;
    let boardH = side ? side.board.height : height - y - feedbackH - barH - 2 * pad;
    // Upright the board takes the width as the board screen's does (board-fit.ts): its picture's
    // margin past the sides, its row numbers on its rim.
    const layout = match.position.layout;
    const fitChoice = portrait ? boardFitChoice(layout, 'upright', width / pixelRatio()) : undefined;
    const edge = portrait ? pad / 6 : pad;
    const boardArea = () => (side ? side.board : { x: edge, y, width: width - 2 * edge, height: boardH });
    // Where the verdict's band begins: under the board, or on its side under the words.
    const verdictTop = () => (side ? y : y + boardH);
    // On tall screens the header and board stand from the top, the verdict's band takes the rest (puzzle-spare.ts).
    const room = labelRoom(layout, labelFont(u), fitChoice?.labelsOnRim);
    const spare =
      boardH -
      roomHigh(room) -
      new BoardGeometryFit(layout, boardArea(), room, fitChoice?.bleed).frame.height;
    if (portrait && spare > 0) {
      const share = puzzleSpare(spare, u);
      for (const o of header) o.y += share.over;
      y += share.over;
      boardH -= spare;
      feedbackH += share.verdict;
    }
    this.view = new BoardView(this, match, palettes, boardArea(), {
      speed: s.speed,
      marks: s.settings.marks,
      labels: labelFont(u),
      placing: () => placingOf(s.settings),
      fit: fitChoice,
      inPlay: true,
      ...aimTips(s),
    });
    this.ghost = new ReplyGhost(this, this.view.fit, palettes[2 - mover]!);
    this.mark = new TryMark(this, this.view.fit);
    this.feedback = this.add
      .text(cx, verdictTop(), '', textStyle(18 * u, VERDICT_INK.text, true))
      .setOrigin(0.5, 0)
      .setAlign('center')
      .setWordWrapWidth(wrap);
    this.verdictRoom = {
      band: { top: verdictTop(), height: feedbackH },
      bottom: height - pad - barH - 4 * u,
      largest: Math.round(Math.max(18 * u, 16 * pixelRatio())),
      smallest: Math.round(Math.max(14 * u, 13 * pixelRatio())),
    };
    // The Place bubble of a tap-to-aim board keeps off the header's lines and the verdict's band.
    const texts = header.filter((o): o is Phaser.GameObjects.Text => o instanceof Phaser.GameObjects.Text);
    const verdictBand = { x: cx - wrap / 2, y: verdictTop(), width: wrap, height: feedbackH };
    const shownWords = () => [
      ...texts.map((t) => ({ text: t.text, box: boxOf(t) })),
      {
        text: this.feedback.text,
        box: this.feedback.text === '' ? verdictBand : unionOf([verdictBand, boxOf(this.feedback)]),
      },
    ];
    s.puzzle = { model: this.model, match, view: this.view, daily: this.model.daily, shownWords };
    // Unless the player turned it off, a puzzle shows what each square gains: its words say how to look.
    puzzleGainLook(this, match, this.view, s.settings.gains !== false);
    keepAimClear(this, () => shownWords().map((w) => w.box));
    this.bar = puzzleBar(
      this,
      { x: cx, y: height - pad - barH / 2, width: barWidth(colW, u), height: barH, u, dpr: pixelRatio() },
      this.model.barRows(),
    );
    const noticePlace = () =>
      puzzleNoticePlace({
        words: { x: cx - wrap / 2, width: wrap },
        wordsBottom: this.feedback.text === '' ? verdictTop() : this.feedback.y + this.feedback.height,
        band: { top: verdictTop(), height: feedbackH },
        barTop: height - pad - barH,
        gap: 4 * u,
        dpr: pixelRatio(),
      });
    noticesInSlot(
      this,
      () => noticePlace().slot,
      () => (noticePlace().coversVerdict ? this.feedback : null),
    );

    const cursor = new KeyboardCursor(this, match, this.view, u);
    installKeyboard(
      this,
      { onArrow: (dx, dy) => cursor.move(dx, dy), onEnter: (madeAt) => cursor.place(madeAt) },
      u,
    );
    if (screenReaderOn(s))
      puzzleGrid(scenePort(this), this.model, this.view, (square) => cursor.showAt(square));
    const off = match.on((e) => this.onMatchEvent(e));
    // A try is judged on its release: its verdict and mark show at once, while its cells land and divide.
    const detach = this.model.attach({ changed: () => this.showState() });
    this.events.once('shutdown', () => {
      off();
      detach();
      clearNotices();
      if (this.services.puzzle?.view === this.view)
        this.services.puzzle = { ...this.services.puzzle!, view: null, shownWords: () => [] };
    });
    this.scale.on('resize', this.onResize, this);
    this.events.once('shutdown', () => this.scale.off('resize', this.onResize, this));
    match.start();
    // A resize during a try's landing: the board is drawn as it stands, so its verdict shows now.
    if (this.model.awaitingVerdict) this.afterMove();
    else this.showState();
    meetRules(this, s, match.position.rules, u);
  }

  private onMatchEvent(e: MatchEvent): void {
    if (e.type === 'move') {
      // The verdict shows the moment the try is judged (the model calls for it); its buttons come
      // once the cells have divided: a wrong try's split is what the player looks at before trying again.
      void this.view
        .animateMove(e, { landed: () => this.services.sounds.play(placementSound(e.gains[e.player - 1]!)) })
        .then(() => this.afterMove());
      this.feedback.setText('');
    } else if (e.type === 'undo') {
      // The score goes back with the cells.
      void this.view.animateUndo(e).then(() => this.header?.setScore(this.model.snapshot().score));
    }
  }

  /** Once the move has landed and divided: the model keeps the outcome; a solve is celebrated on the board, as a win is. */
  private afterMove(): void {
    if (this.model.landed()) {
      const solved = this.model.snapshot().solved;
      if (solved) celebrateSolve(this, this.match.position, this.view, 'green', solved, this.services.sounds);
    }
    this.showState();
  }

  /** Draws the model's verdict and actions for where the puzzle stands. */
  private showState(): void {
    const { verdict, actions, title, reply, mark, goal, score } = this.model.snapshot();
    this.header?.goal.setText(goal);
    this.header?.setScore(score);
    this.ghost?.show(reply);
    this.mark?.show(mark);
    // A solve moves the streak and the count solved: the title says them at once.
    this.setTitle(title);
    this.feedback.setText(verdict.text).setColor(VERDICT_INK[verdict.tone]);
    // A long verdict grows down towards the bar, never up over the column labels.
    const f = this.feedback;
    const at = placeVerdict({
      ...this.verdictRoom,
      heightAt: (size) => f.setFontSize(size).height,
    });
    f.setFontSize(at.fontSize).setY(at.top);
    this.bar?.show(actions.map((a: PuzzleAction) => ({ ...a, onClick: () => this.act(a.id) })));
  }

  /** Sets the title's words, smaller or on two lines where the column is narrow; returns its height. */
  private setTitle(words: string): number {
    const t = this.title;
    if (t.text !== words) t.setWordWrapWidth(null).setText(words);
    return fitLine(t, this.titleWidth);
  }

  private act(id: PuzzleActionId): void {
    const model = this.model;
    switch (id) {
      case 'menu':
        this.toMenu();
        break;
      case 'share':
        void this.share();
        break;
      case 'answer':
        model.showAnswer(this.view.input.aimedSquare());
        break;
      case 'again':
        model.tryAgain();
        this.showState();
        break;
      case 'next':
        this.open(model.nextNumber());
        break;
    }
  }

  private open(number: number): void {
    this.services.puzzle = null;
    routeFrom(this).again({ number });
  }

  private toMenu(): void {
    this.services.puzzle?.model.dispose();
    this.services.puzzle = null;
    routeFrom(this).open(SCENES.menu);
  }

  /** Shares (or copies) a link that opens this puzzle (or shows it, without either). */
  private async share(): Promise<void> {
    const link = puzzleLink(location.href, this.match.puzzle.number);
    this.services.lastShared = link;
    await handOnLink({
      link,
      title: `Cell Division: puzzle ${this.match.puzzle.number}`,
      copied: 'Link copied: it opens this puzzle.',
    });
  }

  private onResize(): void {
    routeFrom(this).again({ number: this.match.puzzle.number });
  }
}
