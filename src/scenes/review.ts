// Review: the finished game move by move. A still board of the position shown (the move just
// played ringed white, the best moves there ringed gold, a key beside it says so), a slider and the clickable chart of
// the score difference to go anywhere, the list of moves with their cost and mark for both
// sides, progress while the worker reviews, "Retry from here", Results (Esc too) and Menu (asked
// first: the menu cannot open this game's review again). The analysis runs in the
// opponents' worker script and arrives move by move; a resize keeps what has arrived.

import { labelFont } from '../ui/board-labels.ts';
import Phaser from 'phaser';
import { ReviewClient, type ReviewEnd } from '../ai/coach/review-client.ts';
import { createAgentWorker } from '../ai/browser-worker.ts';
import type { MoveReview } from '../ai/coach/analyse.ts';
import { squareName, readSquareName, type Player } from '../engine/index.ts';
import { describeMatch } from '../game/match-description.ts';
import { GameReview } from '../game/review.ts';
import { drawSceneBackground } from '../ui/backdrop.ts';
import { Button } from '../ui/button.ts';
import { drawDifferenceChart } from '../ui/chart.ts';
import { chartPlayers } from '../ui/chart-key.ts';
import { clearNotices } from '../ui/notice.ts';
import { matchPalettes } from '../ui/colours.ts';
import { installKeyboard } from '../ui/keyboard-focus.ts';
import type { Rect } from '../ui/board-geometry.ts';
import { ReviewBoard } from '../ui/review-board.ts';
import { drawReviewKey, reviewKeyHeight } from '../ui/review-key.ts';
import { MARK_COLOURS, ReviewList } from '../ui/review-list.ts';
import { addChartPicker, addSlider, type Strip } from '../ui/review-strip.ts';
import { markOf } from '../ai/coach/marks.ts';
import { costliestWords, costSentence } from '../ui/review-words.ts';
import { metrics, minTouch, pixelRatio } from '../ui/screen.ts';
import { minText } from '../ui/readable.ts';
import { THEME, textStyle } from '../ui/theme.ts';
import { A11yReviewSlider, reviewedGame, reviewPlaceWords } from '../ui/a11y-review.ts';
import { SCENES } from './keys.ts';
import { keepRetry, leaveRetry, startRetry } from './retry.ts';
import { askVerdict } from './retry-verdict.ts';
import { leaveForMenu } from './match-actions.ts';
import { confirmDialog } from '../ui/confirm.ts';
import type { Services } from './services.ts';
import { setBesideTitle, type BesideTitle } from '../ui/line-beside.ts';

let client: ReviewClient | null = null;
/** The review of the match last reviewed: kept across a resize, dropped for another game. */
let current: { review: GameReview; end: ReviewEnd | null; ply: number; onChange: (() => void) | null } | null = null;

/** The review in sight, for the automation hook; null away from it. */
export function reviewShown(): { review: GameReview; ply: number; end: ReviewEnd | null; cells: number; links: [number, number]; progress: string; progressBox: Rect; boardBox: Rect; key: { box: Rect; words: string[] } } | null {
  return current && shownCells !== null && drawn ? { review: current.review, ply: current.ply, end: current.end, cells: shownCells, links: shownLinks, progress: shownProgress, progressBox: progressBox!, ...drawn } : null;
}
let shownCells: number | null = null;
let shownLinks: [number, number] = [0, 0];
let shownProgress = '';
let progressBox: Rect | null = null;
/** Where the scene in sight drew its board and its key (game pixels). */
let drawn: { boardBox: Rect; key: { box: Rect; words: string[] } } | null = null;

export class ReviewScene extends Phaser.Scene {
  private board!: ReviewBoard;
  private strips: Strip[] = [];
  private list!: ReviewList;
  private line!: Phaser.GameObjects.Text;
  private scoreText!: Phaser.GameObjects.Text;
  private progress!: Phaser.GameObjects.Text;
  private progressPlace!: BesideTitle;
  private retryButton: Button | null = null;
  private persons: Player[] = [];
  private a11y: A11yReviewSlider | null = null;

  constructor(private readonly services: Services) {
    super(SCENES.review);
  }

  create(): void {
    // A resize restarts the scene on the same object: the last layout's strips and buttons are gone.
    this.strips = [];
    this.retryButton = null;
    const s = this.services;
    const match = s.match;
    if (!match?.result) {
      this.scene.start(SCENES.menu);
      return;
    }
    const record = match.record();
    // A new game, or one whose review stopped on a fault: reviewed afresh.
    if (current?.review.record !== record || (current.end !== null && !current.end.done)) {
      client?.cancel();
      // The same game reviewed again (its review was stopped for a retry) keeps the move in sight.
      const ply = current?.review.record === record ? current.ply : match.position.ply;
      current = { review: new GameReview(record), end: null, ply, onChange: null };
      this.analyse(current);
    }
    const state = current;
    const review = state.review;
    const n = review.moves.length;
    const players = match.players;
    // Two people go by the names they entered, as on the board and the results.
    const { mode, names, humans } = describeMatch(players, s.settings.people);
    this.persons = ([1, 2] as const).filter((p) => humans[p - 1]);
    const palettes = matchPalettes(players, this.services.settings.people);
    const { u, width, height, portrait } = metrics(this);
    drawSceneBackground(this);
    const pad = 16 * u;
    const buttonH = Math.max(50 * u, minTouch(this));
    const sliderH = Math.max(40 * u, minTouch(this));
    const title = this.add.text(pad, pad, 'Review', textStyle(30 * u, THEME.accentCss, true));
    // A phone on its side has no room beside the title in the board's column: the progress line
    // runs along the top, at the review's text size, and the side column starts under it.
    const acrossTop = !portrait && height / pixelRatio() < 560;
    const sideTop = acrossTop ? pad + title.height + 4 * u : pad;
    let boardArea;
    let side;
    if (portrait) {
      const boardH = Math.min(width - 2 * pad, height * 0.4);
      boardArea = { x: pad, y: pad + 64 * u, width: width - 2 * pad, height: boardH };
      side = { x: pad, y: boardArea.y + boardH + sliderH + 8 * u, width: width - 2 * pad, height: height - (boardArea.y + boardH + sliderH + 8 * u) - pad };
    } else {
      const boardW = Math.min(height - 2 * pad - sliderH - 64 * u, width * 0.5);
      boardArea = { x: pad, y: pad + 64 * u, width: boardW, height: height - 2 * pad - 64 * u - sliderH };
      side = { x: pad + boardW + 24 * u, y: sideTop, width: width - boardW - 40 * u - pad, height: height - pad - sideTop };
    }
    this.progress = this.add.text(pad + title.width + 16 * u, pad + 8 * u, '', textStyle(16 * u, THEME.textDim));
    // Landscape, the side column starts at the top: the line keeps to the board's column, off the move's words.
    this.progressPlace = { right: portrait || acrossTop ? width - pad : side.x - 12 * u, size: 16 * u, small: 13 * u, top: pad, height: title.height };
    // Menu, named as every other Menu is: at the end of the buttons' row where the side column has
    // room for three; else as a short word button at the end of the title's row (an icon alone
    // there is not read as the way to the menu).
    const menuInRow = side.width >= 560 * u;
    if (!menuInRow) {
      const size = minTouch(this);
      const menuW = Math.max(size, 76 * u);
      const right = this.progressPlace.right;
      new Button(this, { id: 'review:menu', label: 'Menu', x: right - menuW / 2, y: Math.max(size / 2 + 4 * u, pad + title.height / 2), width: menuW, height: size, fontSize: 18 * u, onClick: () => this.askMenu() });
      this.progressPlace.right = right - menuW - 12 * u;
    }
    this.scoreText = this.add.text(pad, pad + 40 * u, '', textStyle(18 * u, THEME.text, true));
    this.board = new ReviewBoard(this, match.position.layout, palettes, boardArea, labelFont(u), s.settings.marks);
    const go = (ply: number) => this.go(ply);
    const step = (by: number) => this.go(state.ply + by);
    const stepW = Math.max(64 * u, minTouch(this));
    const sliderY = boardArea.y + boardArea.height + 4 * u;
    new Button(this, { id: 'review-previous', label: 'Prev', x: boardArea.x + stepW / 2, y: sliderY + sliderH / 2, width: stepW, height: sliderH, fontSize: 16 * u, onClick: () => step(-1) });
    new Button(this, { id: 'review-next', label: 'Next', x: boardArea.x + boardArea.width - stepW / 2, y: sliderY + sliderH / 2, width: stepW, height: sliderH, fontSize: 16 * u, onClick: () => step(1) });
    this.strips.push(addSlider(this, { x: boardArea.x + stepW + 6 * u, y: sliderY, width: boardArea.width - 2 * stepW - 12 * u, height: sliderH }, n, u, go, step));

    // The side: what the shown move cost, the chart, the list, the buttons.
    let y = portrait || acrossTop ? side.y : side.y + 8 * u;
    this.line = this.add.text(side.x, y, '', textStyle(17 * u, THEME.text)).setWordWrapWidth(side.width, true);
    y += 50 * u;
    // The key to the board's rings and the marks, beside the board, under the line that uses them.
    const keyH = reviewKeyHeight(u);
    const key = drawReviewKey(this, { x: side.x, y, width: side.width, height: keyH }, u);
    const fit = this.board.fit;
    drawn = { boardBox: { x: fit.left, y: fit.top, width: fit.frame.width, height: fit.frame.height }, key };
    y += keyH + 6 * u;
    // The list's rows are tall enough for readable words (a row's words are 0.62 of its height).
    const listRoom = (side.height - (y - side.y) - buttonH - 24 * u) * 0.45;
    const listRows = portrait ? 4 : Math.max(3, Math.min(7, Math.floor(listRoom / (minText() / 0.62))));
    const rowH = Math.min(30 * u, listRoom / listRows);
    const chartH = Math.max(90 * u, side.y + side.height - y - buttonH - 24 * u - listRows * rowH);
    const chartRect = { x: side.x, y, width: side.width, height: chartH };
    const who = chartPlayers(names, palettes, s.settings.marks);
    const leader: 0 | 1 = mode === 'solo' && humans[1] ? 1 : 0;
    const plot = drawDifferenceChart(this, chartRect, review.scores, who, u, { player: leader, title: `${mode === 'solo' ? 'Your' : `${names[0]}'s`} lead: tap to go to a move`, moves: review.scores.map((_, ply) => ply) });
    this.strips.push(addChartPicker(this, plot, n, u, go, step));
    y += chartH + 8 * u;
    this.list = new ReviewList(this, { x: side.x, y, width: side.width, height: listRows * rowH }, listRows, u, n, names, go);
    const by = side.y + side.height - buttonH / 2;
    const menuW = menuInRow ? 130 * u : 0;
    const bw = Math.min(230 * u, (side.width - (menuInRow ? menuW + 24 * u : 12 * u)) / 2);
    if (menuInRow) new Button(this, { id: 'review:menu', label: 'Menu', icon: 'icon/menu', showLabel: true, x: side.x + side.width - menuW / 2, y: by, width: menuW, height: buttonH, fontSize: 19 * u, onClick: () => this.askMenu() });
    if (this.persons.length > 0) {
      this.retryButton = new Button(this, { id: 'retry', label: 'Retry from here', primary: true, x: side.x + bw / 2, y: by, width: bw, height: buttonH, fontSize: 19 * u, onClick: () => this.retry() });
    }
    new Button(this, { id: 'results', label: 'Results', x: side.x + side.width - (menuInRow ? menuW + 12 * u : 0) - bw / 2, y: by, width: bw, height: buttonH, fontSize: 19 * u, onClick: () => this.toResults() });
    this.data.set('names', names);
    this.a11y = s.settings.screenReader ? new A11yReviewSlider(this, n, go, names) : null;
    installKeyboard(this, { onArrow: (dx, dy) => step(dx !== 0 ? dx : dy), onEscape: () => this.toResults() }, u);
    state.onChange = () => this.refresh();
    this.go(state.ply);
    this.scale.on('resize', this.onResize, this);
    this.events.once('shutdown', () => {
      this.scale.off('resize', this.onResize, this);
      if (state.onChange) state.onChange = null;
      shownCells = null;
      drawn = null;
    });
  }

  private analyse(state: NonNullable<typeof current>): void {
    client ??= new ReviewClient(() => createAgentWorker());
    void client.analyse(state.review.record, (r) => {
      state.review.add(r);
      state.onChange?.();
    }).then((end) => {
      // The board stays where the player is looking; the progress line names their costliest move.
      state.end = end;
      state.onChange?.();
    });
  }

  private go(ply: number): void {
    const state = current!;
    state.ply = Math.max(0, Math.min(state.review.moves.length, ply));
    this.refresh();
  }

  /** Draws everything for the ply shown and the reviews arrived so far. */
  private refresh(): void {
    const state = current!;
    const { review, ply } = state;
    const position = review.positionAt(ply);
    const shown = ply > 0 ? review.reviewed[ply - 1] : undefined;
    const bestSquares = (shown?.best ?? []).map((name) => readSquareName(position.layout, name)).flatMap((r) => ('square' in r ? [r.square] : []));
    this.board.show(position, bestSquares);
    shownCells = position.ply;
    shownLinks = this.board.linkCounts();
    for (const strip of this.strips) strip.show(ply);
    const names = this.data.get('names') as [string, string];
    this.scoreText.setText(`${names[0]} ${position.score(1)} – ${position.score(2)} ${names[1]}   ·   move ${ply} of ${review.moves.length}`);
    this.line.setText(this.describe(ply, shown, names));
    if (shown) this.line.setColor(MARK_COLOURS[markOf(shown.cost)]);
    else this.line.setColor(THEME.text);
    this.list.show(ply, review.reviewed, review.moves.map((m) => squareName(position.layout, m)));
    const end = state.end;
    const worst = end?.done ? review.worstMove(this.persons) : null;
    shownProgress = end === null ? `reviewing… ${review.count} of ${review.moves.length} moves`
      : !end.done ? `the review stopped: ${end.error}`
      : `${review.moves.length} moves reviewed${worst ? ` · ${costliestWords(worst, names, this.persons.length > 1)}` : ''}`;
    setBesideTitle(this.progress, shownProgress, this.progressPlace);
    progressBox = this.progress.getBounds();
    // On a move that is not a costly one of the person's, the button retries their worst move, and says so.
    const target = this.retryTarget();
    this.retryButton?.setEnabled(target !== null).setLabel(target && target.index === ply - 1 ? 'Retry from here' : 'Retry worst move');
    this.a11y?.show(ply, reviewPlaceWords(reviewedGame(review, names), ply), { position, played: ply > 0 ? review.moves[ply - 1]! : null, best: bestSquares });
  }

  private describe(ply: number, shown: MoveReview | undefined, names: [string, string]): string {
    if (ply === 0) return 'The empty board. Step through the game with the slider, the arrows or the chart.';
    const review = current!.review;
    const who = names[(ply - 1) % 2]!;
    const move = squareName(review.start.layout, review.moves[ply - 1]!);
    if (!shown) return `${ply}. ${who}: ${move} (being reviewed…)`;
    if (markOf(shown.cost) === 'best') return `${ply}. ${who}: ${move}, ${costSentence(shown)}.`;
    return `${ply}. ${who}: ${move}, ${costSentence(shown)}. Best: ${shown.best.slice(0, 4).join(', ')}.`;
  }

  /** The shown move when it is a costly move of the person's; otherwise their worst so far. */
  private retryTarget(): MoveReview | null {
    const state = current!;
    const shown = state.ply > 0 ? state.review.reviewed[state.ply - 1] : undefined;
    if (shown && shown.cost > 0 && this.persons.includes(shown.mover)) return shown;
    return state.review.worstMove(this.persons);
  }

  private retry(): void {
    const target = this.retryTarget();
    const match = this.services.match;
    if (!target || !match || !client) return;
    client.cancel();
    // The review stays kept: "Back to review" brings the retried game's review back, at the retried move.
    current!.ply = target.index + 1;
    const s = this.services;
    const game = this.game;
    startRetry(s, current!.review, target, { rules: match.setup.rules, players: [...match.players] }, client, (verdict, answered) => {
      const retried = s.match;
      if (!game.scene.isActive(SCENES.board) || !retried) return false;
      const board = game.scene.getScene(SCENES.board);
      // The question says it all: the retry's opening notice goes, and no notice repeats the verdict.
      clearNotices();
      askVerdict(board, s, verdict, target, () => {
        if (leaveRetry(s)) board.scene.start(SCENES.review);
      }, () => { keepRetry(s); answered(); });
      return true;
    });
    this.scene.start(SCENES.board);
  }

  /** Leaving for the menu loses this game's review (the menu cannot open it again): asked first, as leaving a game is. */
  private askMenu(): void {
    confirmDialog(this, metrics(this).u, {
      question: 'Leave the review for the menu?', detail: 'This game and its review are not kept: the menu cannot open them again.', yes: 'Leave', no: 'Keep reviewing',
      onYes: () => {
        client?.cancel();
        leaveForMenu(this.services, this, false);
      },
    });
  }

  private toResults(): void {
    // The board scene shows a finished match's results as it starts.
    this.scene.start(SCENES.board);
  }

  private onResize(): void {
    this.scene.restart();
  }
}
