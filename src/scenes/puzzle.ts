// Puzzle: one position to solve, the daily one or one a link names. It says what to find, the
// player taps a square, and the match's verdict is shown: right (celebrated, with the streak),
// or what the move gives instead, taken back for another try. The history keeps the outcome.

import Phaser from 'phaser';
import { patternFrame, squareName } from '../engine/index.ts';
import type { MatchEvent } from '../game/events.ts';
import { squareGains } from '../game/coach.ts';
import { PuzzleMatch } from '../game/puzzle-play.ts';
import { dailyNumber, localDay, puzzleLink, puzzleQuestion } from '../game/puzzles.ts';
import { loadPuzzleHistory, puzzlesSolved, puzzleStreak, recordPuzzle } from '../game/puzzle-history.ts';
import { puzzleCount, puzzleNumber } from '../ai/puzzles/puzzle-set.ts';
import { moveCount } from '../game/move-count.ts';
import { placementSound } from '../audio/sounds.ts';
import { BoardView } from '../ui/board-view.ts';
import { labelFont, labelRoom } from '../ui/board-labels.ts';
import { BoardGeometryFit, type Rect } from '../ui/board-geometry.ts';
import { keepAimClear } from '../ui/aim.ts';
import { burstCells } from '../ui/celebration.ts';
import { matchPalettes } from '../ui/colours.ts';
import { drawSceneBackground } from '../ui/backdrop.ts';
import { installKeyboard } from '../ui/keyboard-focus.ts';
import { KeyboardCursor } from '../ui/keyboard-cursor.ts';
import { clearNotices } from '../ui/notice.ts';
import { canShareSheet, handOnLink } from '../ui/share.ts';
import { metrics, minTouch, pixelRatio } from '../ui/screen.ts';
import { THEME, textStyle } from '../ui/theme.ts';
import { puzzleBar, type PuzzleBarAction } from '../ui/puzzle-bar.ts';
import { answerWhy, puzzleGoalLine, puzzleRulesLine, unusualRules } from '../ui/puzzle-words.ts';
import { placeWord } from '../game/settings.ts';
import { rulesMore } from './puzzle-rules-more.ts';
import { meetRules, openRulesHelp } from './rules-help.ts';
import { puzzleGrid, screenReaderOn } from './a11y-boards.ts';
import { SCENES } from './keys.ts';
import type { Services } from './services.ts';
import { addMark } from '../ui/cell-marks.ts';

/** The puzzle's words in sight (title, question, goal, rules, verdict) and their boxes in game pixels. */
let shownWords: () => { text: string; box: Rect }[] = () => [];

export function puzzleWordsShown(): { text: string; box: Rect }[] {
  return shownWords();
}

function boxOf(t: Phaser.GameObjects.Text): Rect {
  const b = t.getBounds();
  return { x: b.x, y: b.y, width: b.width, height: b.height };
}

function union(a: Rect, b: Rect): Rect {
  const x = Math.min(a.x, b.x);
  const y = Math.min(a.y, b.y);
  return { x, y, width: Math.max(a.x + a.width, b.x + b.width) - x, height: Math.max(a.y + a.height, b.y + b.height) - y };
}

/** What the scene is asked to open: a puzzle by number, or today's daily. */
export interface PuzzleSceneData {
  number?: number;
}

export class PuzzleScene extends Phaser.Scene {
  private match!: PuzzleMatch;
  private view!: BoardView;
  private feedback!: Phaser.GameObjects.Text;
  private daily = false;
  private bar: { show(actions: PuzzleBarAction[]): void } | null = null;

  constructor(private readonly services: Services) {
    super(SCENES.puzzle);
  }

  create(data: PuzzleSceneData = {}): void {
    const s = this.services;
    const today = localDay(new Date());
    const asked = data.number ?? s.puzzle?.match.puzzle.number ?? dailyNumber(today);
    const puzzle = puzzleNumber(asked) ?? puzzleNumber(dailyNumber(today))!;
    this.daily = puzzle.number === dailyNumber(today);
    // A resize restarts the scene: the puzzle in play carries on as it was.
    const kept = s.puzzle?.match.puzzle.number === puzzle.number ? s.puzzle.match : null;
    this.match = kept ?? new PuzzleMatch(puzzle, { client: s.client });
    const match = this.match;

    const { u, width, height, portrait } = metrics(this);
    drawSceneBackground(this);
    const pad = 12 * u;
    const mover = match.position.turn();
    const palettes = matchPalettes(mover === 1 ? ['human', 'hard'] : ['hard', 'human']);
    let y = pad;
    const history = loadPuzzleHistory(s.store);
    const streak = puzzleStreak(history, today);
    const record = [streak > 0 ? `${streak}-day streak` : '', puzzlesSolved(history) > 0 ? `${puzzlesSolved(history)} solved` : ''].filter((w) => w !== '');
    const title = [this.daily ? `Daily puzzle · ${today}` : `Puzzle ${puzzle.number} of ${puzzleCount()}`, ...record].join(' · ');
    const header: Phaser.GameObjects.Components.Transform[] = [];
    header.push(this.add.text(width / 2, y, title, textStyle(17 * u, THEME.textDim, true)).setOrigin(0.5, 0));
    y += 26 * u;
    const question = this.add.text(width / 2, y, puzzleQuestion(puzzle), textStyle((portrait ? 26 : 30) * u, THEME.accentCss, true)).setOrigin(0.5, 0);
    if (question.width > width - 2 * pad) question.setScale((width - 2 * pad) / question.width);
    header.push(question);
    y += question.displayHeight + 4 * u;
    // What "best" means, and the board's rules: a new player is never left to guess either.
    // Lines across the whole width on a landscape screen: fewer of them leave the board more room.
    const wrap = portrait ? Math.min(width - 2 * pad, 640 * u) : width - 2 * pad;
    const goal = this.add.text(width / 2, y, puzzleGoalLine(puzzle.value, match.position.layout.grid), textStyle(16 * u, THEME.text)).setOrigin(0.5, 0).setAlign('center').setWordWrapWidth(wrap);
    header.push(goal);
    y += goal.height + 6 * u;
    const you = this.add.text(width / 2 + 14 * u, y, `You play the green cells · ${moveCount(match.position.movesLeft())} left`, textStyle(16 * u, THEME.text)).setOrigin(0.5, 0);
    const swatch = { x: you.x - you.width / 2 - 14 * u, y: y + you.height / 2, size: 20 * u };
    header.push(you, this.add.image(swatch.x, swatch.y, 'cells', `${palettes[mover - 1]}/${patternFrame(0, match.position.layout.axes)}`).setDisplaySize(swatch.size, swatch.size));
    const mark = addMark(this, swatch.x, swatch.y, swatch.size, palettes[mover - 1], s.settings.marks);
    if (mark) header.push(mark);
    y += you.height + 2 * u;
    // Rules other than the plain ones are said at the goal line's size and brightness, and a tap on
    // them (or their control) opens how to play for more.
    const unusual = unusualRules(match.position.rules);
    if (unusual) y += 6 * u;
    const rules = this.add.text(width / 2, y, puzzleRulesLine(match.position.rules), textStyle(unusual ? Math.max(16 * u, 14 * pixelRatio()) : 15 * u, unusual ? THEME.text : THEME.textDim)).setOrigin(0.5, 0).setAlign('center').setWordWrapWidth(wrap);
    header.push(rules);
    if (unusual) {
      const { drawn, added } = rulesMore(this, rules, u, () => openRulesHelp(this, s, match.position.rules, u));
      header.push(...drawn);
      y += added;
    }
    y += rules.height + 8 * u;

    const barH = Math.max(52 * u, minTouch(this));
    // Room for the verdict and the two sentences of why.
    const feedbackH = (portrait ? 96 : 64) * u;
    let boardH = height - y - feedbackH - barH - 2 * pad;
    // On tall screens the header, board and words stand together in the middle, not spread apart.
    const room = labelRoom(match.position.layout, labelFont(u));
    const spare = boardH - room.bottom - new BoardGeometryFit(match.position.layout, { x: pad, y, width: width - 2 * pad, height: boardH }, room).frame.height;
    if (portrait && spare > 0) {
      for (const o of header) o.y += spare / 2;
      y += spare / 2;
      boardH -= spare;
    }
    this.view = new BoardView(this, match, palettes, { x: pad, y, width: width - 2 * pad, height: boardH }, { speed: s.speed, marks: s.settings.marks, labels: labelFont(u) });
    s.puzzle = { view: this.view, match, daily: this.daily };
    this.feedback = this.add.text(width / 2, y + boardH + feedbackH / 2, '', textStyle(18 * u, THEME.text, true))
      .setOrigin(0.5).setAlign('center').setWordWrapWidth(wrap);
    // The Place bubble of a tap-to-aim board keeps off the header's lines and the verdict's band.
    const texts = header.filter((o): o is Phaser.GameObjects.Text => o instanceof Phaser.GameObjects.Text);
    const verdictBand = { x: width / 2 - wrap / 2, y: y + boardH, width: wrap, height: feedbackH };
    shownWords = () => [
      ...texts.map((t) => ({ text: t.text, box: boxOf(t) })),
      { text: this.feedback.text, box: this.feedback.text === '' ? verdictBand : union(verdictBand, boxOf(this.feedback)) },
    ];
    keepAimClear(this, () => shownWords().map((w) => w.box));
    this.bar = puzzleBar(this, { x: width / 2, y: height - pad - barH / 2, width: Math.min(width - 2 * pad, 640 * u), height: barH, u });

    const cursor = new KeyboardCursor(this, match, this.view, u);
    installKeyboard(this, { onArrow: (dx, dy) => cursor.move(dx, dy), onEnter: (madeAt) => cursor.place(madeAt) }, u);
    if (screenReaderOn(s)) puzzleGrid(this, match, this.view, (square) => cursor.showAt(square));
    const off = match.on((e) => this.onMatchEvent(e));
    this.events.once('shutdown', () => {
      off();
      shownWords = () => [];
      clearNotices();
      if (this.services.puzzle?.view === this.view) this.services.puzzle = { ...this.services.puzzle!, view: null };
    });
    this.scale.on('resize', this.onResize, this);
    this.events.once('shutdown', () => this.scale.off('resize', this.onResize, this));
    match.start();
    this.showState();
    meetRules(this, s, match.position.rules, u);
  }

  private onMatchEvent(e: MatchEvent): void {
    if (e.type === 'move') {
      void this.view.animateMove(e, () => {
        this.services.sounds.play(placementSound(e.gains[e.player - 1]!));
        this.afterMove();
      });
      this.feedback.setText('');
    } else if (e.type === 'undo') {
      void this.view.animateUndo(e);
    }
  }

  /** Once the move has landed: keeps the outcome, celebrates a solve, and tells a wrong move. */
  private afterMove(): void {
    const match = this.match;
    if (match.state === 'solved' || match.state === 'shown') {
      recordPuzzle(this.services.store, match.puzzle.number, { day: localDay(new Date()), tries: match.tries, solved: match.state === 'solved', daily: this.daily });
      if (match.state === 'solved') {
        const at = this.view.fit.centre(match.puzzle.answerSquare);
        const side = this.view.fit.square;
        burstCells(this, { x: at.x - side / 2, y: at.y - side / 2, width: side, height: side }, 'green', side * 0.8, side * 3);
      }
    }
    this.showState();
  }

  /** The words and buttons for where the puzzle stands. */
  private showState(): void {
    const match = this.match;
    const menu: PuzzleBarAction = { id: 'menu', label: 'Menu', onClick: () => this.toMenu() };
    const share: PuzzleBarAction = { id: 'share', label: canShareSheet() ? 'Share' : 'Copy link', onClick: () => void this.share() };
    // An answer the player aimed at but did not place yet is theirs: Show answer credits it.
    const answer: PuzzleBarAction = { id: 'answer', label: 'Show answer', onClick: () => match.showAnswer(this.view.aimedSquare()) };
    const next: PuzzleBarAction = { id: 'next', label: 'Next puzzle', primary: true, onClick: () => this.open(match.puzzle.number % puzzleCount() + 1) };
    switch (match.state) {
      case 'solving':
        this.feedback.setText(match.tries === 0 ? `Tap the ${placeWord(match.position.layout.grid)} you would play.` : `Tap another ${placeWord(match.position.layout.grid)}.`).setColor(THEME.text);
        this.bar?.show([menu, share, answer]);
        break;
      case 'wrong':
        this.feedback.setText(match.verdict!.words).setColor(THEME.textDim);
        this.bar?.show([menu, share, { id: 'again', label: 'Try again', primary: true, onClick: () => { match.tryAgain(); this.showState(); } }, answer]);
        break;
      case 'solved': {
        const streak = puzzleStreak(loadPuzzleHistory(this.services.store), localDay(new Date()));
        const tail = this.daily && streak > 0 ? ` Streak: ${streak} day${streak === 1 ? '' : 's'}.` : '';
        this.feedback.setText(`${match.verdict!.words}${tail}\n${this.why()}`).setColor(THEME.accentCss);
        this.bar?.show([menu, share, next]);
        break;
      }
      case 'shown':
        this.feedback.setText(`${match.verdict!.words}\n${this.why()}`).setColor(THEME.text);
        this.bar?.show([menu, share, next]);
        break;
    }
  }

  /** Why the answer is the answer, from the solver's values and what each square scores at once. */
  private why(): string {
    const puzzle = this.match.puzzle;
    const at = puzzle.position;
    const squares = [...puzzle.values].map(([s, margin]) => ({ name: squareName(at.layout, s), margin, gain: squareGains(at, s).gain }));
    return answerWhy({ answer: puzzle.answer, squares });
  }

  private open(number: number): void {
    this.services.puzzle = null;
    this.scene.restart({ number });
  }

  private toMenu(): void {
    this.services.puzzle?.match.dispose();
    this.services.puzzle = null;
    this.scene.start(SCENES.menu);
  }

  /** Shares (or copies) a link that opens this puzzle (or shows it, without either). */
  private async share(): Promise<void> {
    const link = puzzleLink(location.href, this.match.puzzle.number);
    this.services.lastShared = link;
    await handOnLink({ link, title: `Cell Division: puzzle ${this.match.puzzle.number}`, copied: 'Link copied: it opens this puzzle.' });
  }

  private onResize(): void {
    this.scene.restart({ number: this.match.puzzle.number });
  }
}
