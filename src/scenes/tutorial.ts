// The guided first game: a few taps on a small board with the words beside them (tap here, see
// it divide, see the score, the opponent's turn), then a beaker where cells fall. Offered on the
// first visit (the welcome part), and opened from the how-to-play.

import { labelFont } from '../ui/board-labels.ts';
import Phaser from 'phaser';
import { parseLayout, readSquareName, type Layout } from '../engine/index.ts';
import type { MatchEvent } from '../game/events.ts';
import type { Match } from '../game/match.ts';
import { GuidedMatch, rememberTutorialOffered, ScriptedClient } from '../game/tutorial-match.ts';
import { drawSceneBackground } from '../ui/backdrop.ts';
import { BoardView } from '../ui/board-view.ts';
import { matchPalettes } from '../ui/colours.ts';
import { Hud } from '../ui/hud.ts';
import { installKeyboard } from '../ui/keyboard-focus.ts';
import { metrics, pixelRatio } from '../ui/screen.ts';
import { THEME } from '../ui/theme.ts';
import { TutorialCard } from '../ui/tutorial-card.ts';
import { missedWords, readingMs, type TutorialPhase } from '../ui/tutorial-words.ts';
import { tutorialGrid, whenScreenReaderOn } from './a11y-boards.ts';
import { SCENES } from './keys.ts';
import { newMatch, type Services } from './services.ts';

export type TutorialPart = 'welcome' | 'square' | 'beaker';

/** The two boards of the guided game, with the opponent's scripted moves. */
const PARTS = {
  square: { rules: 'square:3', opponent: ['a1', 'a3', 'c3'] },
  beaker: { rules: 'beaker:3x3', opponent: ['c1', 'c2', 'a1'] },
} as const;

const squareOf = (layout: Layout, name: string) => {
  const read = readSquareName(layout, name);
  if (!('square' in read)) throw new Error(`the tutorial names ${name}, not a square of ${layout.id}`);
  return read.square;
};

export class TutorialScene extends Phaser.Scene {
  private card!: TutorialCard;
  private match: GuidedMatch | null = null;
  private view!: BoardView;
  private hud!: Hud;
  private marker!: Phaser.GameObjects.Graphics;
  /** The match the person had before the tutorial: theirs again when it ends. */
  private kept: Match | null = null;
  private alive = false;
  /** What the guided game waits for: a tap that tells a wrong tap what to do. */
  private phase: TutorialPhase = 'next';
  /** The feedback line shown for a wrong tap, and the step's words it stands in for. */
  private missedLine: string | null = null;
  private steady = '';
  /** The reading time the step's words still had when a feedback line covered them: theirs again when they come back. */
  private steadyLeft = 0;

  constructor(private readonly services: Services) {
    super(SCENES.tutorial);
  }

  create(data?: { part?: TutorialPart; kept?: Match | null }): void {
    const s = this.services;
    this.alive = true;
    rememberTutorialOffered(s.store);
    this.kept = data && 'kept' in data ? data.kept ?? null : s.match;
    const part = data?.part ?? 'square';
    // The welcome stands over the menu (paused under it until the answer); the guided game has the screen.
    if (part === 'welcome') this.shadeMenu();
    else drawSceneBackground(this);
    const m = metrics(this);
    const { u, width, height } = m;
    const pad = 12 * u;
    // A phone on its side keeps its height for the board: the card stands at the right.
    const side = !m.portrait && height / pixelRatio() < 560;
    // Upright, the board keeps all but the room of the card's longest words (four lines) and its buttons.
    const cardH = side ? height - 2 * pad : Math.min(TutorialCard.heightFor(this, u, 4), height * 0.3);
    const cardW = side ? Math.min(width * 0.45, 420 * u) : Math.min(width - 2 * pad, 640 * u);
    const cardArea = side
      ? { x: width - pad - cardW, y: pad, width: cardW, height: cardH }
      : { x: (width - cardW) / 2, y: height - pad - cardH, width: cardW, height: cardH };
    this.card = new TutorialCard(this, cardArea, u, part === 'welcome' ? null : () => this.leave(false), side ? 'top' : 'bottom');
    installKeyboard(this, {}, u);
    this.events.once('shutdown', () => this.cleanUp());
    if (part === 'welcome') { void this.welcome(); return; }
    const spec = PARTS[part];
    const layout = parseLayout(spec.rules);
    const client = new ScriptedClient(spec.opponent.map((n) => squareOf(layout, n)));
    const match = new GuidedMatch({ rules: spec.rules, players: ['human', 'easy'] }, { client, minThinkMs: 600 * s.speed });
    // The opponent's moves come when the words are ready for them (a step of the pace).
    match.pace.setPaused(true);
    this.match = match;
    s.match = match;
    const boardW = (side ? width - cardW - 3 * pad : width - 2 * pad);
    const hudH = (side ? 80 : 104) * u;
    const palettes = matchPalettes(match.players);
    this.hud = new Hud(this, ['You', 'Opponent'], palettes, [0, 0], { x: pad, y: pad, width: boardW, height: hudH }, u, false, s.settings.marks);
    this.hud.setTurnWords(['Your turn', 'to move']);
    this.view = new BoardView(this, match, palettes, {
      x: pad, y: pad + hudH, width: boardW, height: (side ? height - 2 * pad : cardArea.y - pad) - hudH - pad,
    }, { speed: s.speed, marks: s.settings.marks, labels: labelFont(u) });
    s.board = { view: this.view, hud: this.hud, toolbar: [], size: { width: this.scale.width, height: this.scale.height } };
    this.marker = this.add.graphics().setDepth(25);
    this.tweens.add({ targets: this.marker, alpha: { from: 1, to: 0.35 }, duration: 600, yoyo: true, repeat: -1 });
    match.onMissed = (square) => this.missed(square);
    match.on((e) => this.onMatchEvent(e));
    whenScreenReaderOn(this, s, () => tutorialGrid(this, match, this.view, () => {}, () => this.card.words()));
    this.hud.setTurn(null);
    match.start();
    void (part === 'square' ? this.squarePart() : this.beakerPart()).catch((e: Error) => {
      if (this.alive) console.error('tutorial:', e.message);
    });
  }

  private async welcome(): Promise<void> {
    this.card.say('Welcome to Cell Division! New here? A one-minute guided game shows how cells divide and score.');
    const choice = await this.card.ask([{ id: 'tutorial:later', label: 'No thanks' }, { id: 'tutorial:start', label: 'Show me', primary: true }]);
    if (!this.alive) return;
    if (choice === 'tutorial:start') {
      this.scene.stop(SCENES.menu);
      this.scene.restart({ part: 'square', kept: this.kept });
    } else if (this.scene.isPaused(SCENES.menu)) {
      this.cleanUp();
      this.scene.resume(SCENES.menu);
      this.scene.stop();
    } else {
      this.leave(false);
    }
  }

  /** Dims the menu under the welcome, pauses it (no key or tap reaches it) and takes the taps on it. */
  private shadeMenu(): void {
    const { width, height } = this.scale;
    this.add.rectangle(0, 0, width, height, 0x000000, 0.55).setOrigin(0).setInteractive();
    // One request: a pause waits in Phaser's queue, and a second would reach a paused menu (a warning).
    const pause = () => this.scene.isActive(SCENES.menu) && !!this.scene.pause(SCENES.menu);
    if (!pause()) this.events.once(Phaser.Scenes.Events.CREATE, pause);
  }

  private async squarePart(): Promise<void> {
    const card = this.card;
    await this.tap('b2', 'Tap the glowing square to place your first cell.');
    card.say(`Your cell is on its own, so it counts 1. Your score is at the top: ${this.score()}.`);
    await this.next();
    await this.opponent("Now it is the opponent's turn. It places a cell of its colour.");
    await this.tap('c2', 'Your turn again. Tap the glowing square, right beside your cell.');
    card.say(`A cell that touches its own kind splits along a line pointing at that neighbour. Both of yours split in two, and each piece counts 1: you have ${this.score()}.`);
    await this.next();
    await this.opponent("The opponent's turn.");
    await this.tap('c1', 'Corners touch too. Tap the glowing square.');
    card.say(`Each of your cells now touches two of its kind, so it has two lines, one pointing at each: 4 pieces. You have ${this.score()}.`);
    await this.next();
    await this.opponent("The opponent's cells split only towards cells of their own colour.");
    card.say(`You have ${this.score()}, the opponent ${this.score(1)}. A real game goes on until the board is full. Now a second board: in a beaker, cells fall.`);
    await this.next();
    if (this.alive) this.scene.restart({ part: 'beaker', kept: this.kept });
  }

  private async beakerPart(): Promise<void> {
    const card = this.card;
    await this.tap('b3', 'In a beaker, cells fall to the bottom. Tap anywhere in the glowing column.');
    card.say('It dropped to the lowest empty square of the column.');
    await this.next();
    await this.opponent("The opponent's turn.");
    await this.tap('b3', 'Drop another cell into the same column.');
    card.say(`It landed on yours: they touch, so both split. You have ${this.score()}.`);
    await this.next();
    await this.opponent("The opponent's turn.");
    // The guided game is over: Skip means nothing now, the card's own choices say where to go.
    card.endSkip();
    card.say('That is the whole game: take turns until the board is full. The higher score wins.');
    const choice = await this.card.ask([{ id: 'tutorial:menu', label: 'Menu' }, { id: 'tutorial:play', label: this.kept ? 'Back to the game' : 'Play a game', primary: true }]);
    this.leave(choice === 'tutorial:play');
  }

  /** Points at a square (under gravity, the column it names), says what to do, waits for that move. */
  private async tap(name: string, words: string): Promise<void> {
    const match = this.match!;
    const layout = match.position.layout;
    let s = squareOf(layout, name);
    if (layout.gravity) s = match.position.landingSquare(layout.colOf[s]!);
    this.card.say(words);
    this.mark(s);
    this.phase = 'tap';
    this.hud.setTurn(1);
    match.expected = s;
    await this.moved(false);
    this.marker.clear();
  }

  /**
   * Says the opponent's line, lets it move, and keeps the words in sight long enough to be read:
   * the line, or a feedback line a tap put over it (the move landing does not cut either short).
   */
  private async opponent(words: string): Promise<void> {
    this.card.say(words);
    this.phase = 'opponent';
    this.hud.setTurn(2);
    this.match!.pace.step();
    await this.moved(true);
    this.phase = 'reading';
    await this.card.whenRead();
  }

  private next(): Promise<string> {
    this.phase = 'next';
    return this.card.ask([{ id: 'tutorial:next', label: 'Next', primary: true }]);
  }

  /**
   * A tap the guided game did not take: the ring blinks, and the card says where to tap (or why
   * to wait) for a moment before its words come back.
   */
  private missed(square: number): void {
    const match = this.match!;
    const fit = this.view.fit;
    const wanted = match.expected;
    this.tweens.add({ targets: this.marker, alpha: { from: 1, to: 0.1 }, duration: 120, yoyo: true, repeat: 2 });
    // Just after the person's move, while it animates: the words for it are on their way.
    if (this.phase === 'tap' && wanted < 0) return;
    const tapped = square >= 0 && square < match.position.layout.size ? fit.centre(square) : null;
    const line = missedWords(this.phase, match.position.layout.gravity, tapped, wanted >= 0 ? fit.centre(wanted) : null, fit.square);
    const words = this.card.words();
    // A second wrong tap keeps the step's words to come back to, not the first one's feedback.
    if (words !== this.missedLine) {
      this.steady = words;
      this.steadyLeft = this.card.readingLeft();
    }
    this.missedLine = line;
    this.card.say(line);
    const [before, beforeLeft] = [this.steady, this.steadyLeft];
    // Wall-clock time: the words are read in it, however slowly the frames come.
    window.setTimeout(() => {
      if (this.alive && this.card.words() === line && this.missedLine === line) {
        this.card.say(before, beforeLeft);
        this.missedLine = null;
      }
    }, readingMs(line));
  }

  /** Resolves once a move (the person's, or the opponent's) has been made and shown. */
  private moved(byOpponent: boolean): Promise<void> {
    const match = this.match!;
    return new Promise((resolve) => {
      const off = match.on((e) => {
        if (e.type !== 'move' || e.byOpponent !== byOpponent) return;
        off();
        void match.whenIdle().then(() => resolve());
      });
    });
  }

  private score(player: 0 | 1 = 0): number {
    return this.match!.scores()[player];
  }

  /** A glowing ring on square s; under gravity, the whole column down to it. */
  private mark(s: number): void {
    const fit = this.view.fit;
    const { x, y } = fit.centre(s);
    const size = fit.square;
    const top = this.match!.position.layout.gravity ? fit.gridTop() : y - size / 2;
    const g = this.marker.clear();
    g.lineStyle(Math.max(3, size * 0.08), THEME.accent, 1);
    g.strokeRoundedRect(x - size / 2, top, size, y + size / 2 - top, size * 0.2);
  }

  /** The guided opponent does not think (its moves wait for the words): no thinking shows, its panel says "to move". */
  private onMatchEvent(e: MatchEvent): void {
    const speed = this.services.speed;
    if (e.type === 'move') {
      void this.view.animateMove(e, () => this.hud.countTo(e.scores, 450 * speed));
      // The turn follows the words: nobody's while the card explains a move and waits for Next;
      // the opponent's when its line comes, the person's when the card asks for a tap.
      this.hud.setTurn(null);
    }
  }

  /** Ends the tutorial: to the game (the person's own, or a new one) or to the menu. */
  private leave(play: boolean): void {
    const s = this.services;
    const kept = this.kept;
    this.cleanUp();
    if (play) {
      s.match = kept ?? newMatch(s);
      this.scene.start(SCENES.board);
    } else {
      s.match = kept;
      this.scene.start(kept ? SCENES.board : SCENES.menu);
    }
  }

  private cleanUp(): void {
    this.alive = false;
    const s = this.services;
    if (this.match && s.match === this.match) s.match = this.kept;
    if (s.board?.view === this.view) s.board = null;
    this.match?.dispose();
    this.match = null;
  }
}
