// The guided first game: a 3×3 board played to the end in a few taps, with the words beside them
// (tap here, see it divide, see the score, the opponent's turn). Offered on the first visit by the
// menu's big card (menu-hub.ts), and opened from the how-to-play.

import { labelFont } from '../ui/board-labels.ts';
import { exitSize, fittedBoardHeight, fittedBoardWidth } from '../ui/board-screen-areas.ts';
import type { Button } from '../ui/button.ts';
import { drawBoardExit } from '../ui/board-exit.ts';
import Phaser from 'phaser';
import { parseLayout, readSquareName } from '../engine/index.ts';
import type { MatchEvent } from '../game/events.ts';
import type { Match } from '../game/match.ts';
import {
  GuidedMatch,
  rememberGuidedOfferAnswered,
  rememberTutorialOffered,
  ScriptedClient,
} from '../game/tutorial-match.ts';
import {
  GUIDED_BOARD,
  TutorialModel,
  type TutorialChoice,
  type TutorialEnd,
  type TutorialSnapshot,
} from '../screens/tutorial/tutorial-model.ts';
import { drawSceneBackground } from '../ui/backdrop.ts';
import { BoardView } from '../ui/board-view.ts';
import { matchPalettes } from '../ui/colours.ts';
import { Hud } from '../ui/hud.ts';
import { installKeyboard } from '../ui/keyboard-focus.ts';
import { metrics, minTouch, onItsSide, pixelRatio } from '../ui/screen.ts';
import { THEME } from '../ui/theme.ts';
import { TutorialCard } from '../ui/tutorial-card.ts';
import { TutorialCuts } from '../ui/tutorial-cuts.ts';
import { TutorialWorth } from '../ui/tutorial-worth.ts';
import { TutorialOverBoard } from '../ui/tutorial-over-board.ts';
import type { CutLine } from '../screens/tutorial/cut-lines.ts';
import { tutorialLayout } from '../screens/tutorial/tutorial-layout.ts';
import { readingClock, readingPace } from '../screens/tutorial/reading-clock.ts';
import { tutorialGrid, whenScreenReaderOn } from './a11y-boards.ts';
import { SCENES } from './keys.ts';
import { newMatch, type Services } from './services.ts';
import { scenePort } from '../ui/scene-port-phaser.ts';
import { routeFrom } from './scene-switch.ts';
import { playEnding } from '../ui/ending-board.ts';
import { thinkRange } from '../game/think-time.ts';
import { flashTakenSquare } from '../ui/taken-flash.ts';

/** What the scene has drawn of the model's snapshot, so only what changed is drawn again. */
interface Drawn {
  choices: readonly TutorialChoice[] | null;
  turn: 1 | 2 | null;
  marked: number | null;
  skip: boolean;
  celebrated: boolean;
  thinking: boolean;
  cuts: readonly CutLine[];
  missed: number;
}

/** A scene that has drawn nothing yet (a restart starts from it again). */
function nothingDrawn(): Drawn {
  return {
    choices: null,
    turn: null,
    marked: null,
    skip: true,
    celebrated: false,
    thinking: false,
    cuts: [],
    missed: 0,
  };
}

/** A scripted square by name on this board. */
const squareOf = (rules: string, name: string) => {
  const layout = parseLayout(rules);
  const read = readSquareName(layout, name);
  if (!('square' in read)) throw new Error(`the tutorial names ${name}, not a square of ${layout.id}`);
  return read.square;
};

export class TutorialScene extends Phaser.Scene {
  private card!: TutorialCard;
  private model!: TutorialModel;
  private match: GuidedMatch | null = null;
  private view!: BoardView;
  private hud: Hud | null = null;
  /** The way out in the top corner, gone at the end (the card then says where to go). */
  private exit: Button | null = null;
  private marker!: Phaser.GameObjects.Graphics;
  private cuts!: TutorialCuts;
  private worth: TutorialWorth | null = null;
  /** The line rule's picture and the try-it board, over the board while their steps last. */
  private over!: TutorialOverBoard;
  /** The match the person had before the tutorial: theirs again when it ends. */
  private kept: Match | null = null;
  /** What is drawn now, so only what changed is drawn again. */
  private drawn: Drawn = nothingDrawn();

  constructor(private readonly services: Services) {
    super(SCENES.tutorial);
  }

  create(data?: { kept?: Match | null }): void {
    const s = this.services;
    rememberTutorialOffered(s.store);
    this.kept = data && 'kept' in data ? (data.kept ?? null) : s.match;
    this.hud = null;
    this.match = null;
    drawSceneBackground(this);
    const m = metrics(this);
    const { u, width, height } = m;
    // Wider than tall, the board keeps the whole height: the card stands in a column beside it.
    const guided = parseLayout(GUIDED_BOARD.rules);
    const at = tutorialLayout({
      width,
      height,
      u,
      side: onItsSide(m, pixelRatio()),
      cardHeight: () => TutorialCard.heightFor(this, u, 4),
      board: {
        layout: guided,
        height: (box, fit) => fittedBoardHeight(guided, box, labelFont(u), fit),
        width: (box, fit) => fittedBoardWidth(guided, box, labelFont(u), fit),
      },
      exit: exitSize(minTouch(), pixelRatio()),
    });
    this.card = new TutorialCard(this, at.card, u, () => this.leave(false), at.cardAt, at.wordsPx);
    this.over = new TutorialOverBoard(this, at.board, s.settings.marks, (name) => this.model.tryTrap(name));
    // The way out in sight in the top corner, as on the board screen: Skip's way, to the menu (or
    // back to the game in progress the guided game was opened over).
    const leave = { id: 'tutorial:leave', icon: '', onClick: () => this.leave(false) };
    this.exit = drawBoardExit(
      this,
      { ...leave, label: this.kept ? 'Back to your game' : 'Menu' },
      { exit: at.exit, title: null },
      '',
    ).exit;
    this.drawn = nothingDrawn();
    installKeyboard(this, {}, u);
    this.events.once('shutdown', () => this.cleanUp());
    this.marker = this.add.graphics().setDepth(25);
    this.cuts = new TutorialCuts(
      this,
      () => this.view.fit.square,
      () => this.view?.countDiscs() ?? [],
    );
    // A tap not taken: the tapped square flashes where the eye is, and the glowing square's ring
    // swells and flashes three times, drawing the eye to it.
    const blink = (square: number) => {
      // Under the try-it board the guided board is out of sight: nothing of it flashes.
      if (this.over.trying) return;
      const layout = this.match?.position.layout;
      if (layout && square >= 0 && square < layout.size)
        flashTakenSquare(this, this.view.fit, layout, square, undefined);
      this.tweens.add({
        targets: this.marker,
        alpha: { from: 1, to: 0.1 },
        duration: 120,
        yoyo: true,
        repeat: 2,
      });
      this.tweens.add({
        targets: this.marker,
        scale: { from: 1, to: 1.22 },
        duration: 180,
        yoyo: true,
        repeat: 2,
      });
    };
    // Wall-clock time: the words are read in it, however slowly the frames come (at the tests'
    // speed a fifth of it: reading-clock.ts).
    const clock = readingClock(
      {
        now: () => performance.now(),
        after: (ms: number, fn: () => void) => void window.setTimeout(fn, ms),
      },
      readingPace(s.pauses ?? 1),
    );
    const tutorialView = {
      changed: () => this.draw(this.model.snapshot()),
      blink,
      centre: (square: number) => this.view.fit.centre(square),
      squareSize: () => this.view.fit.square,
    };
    const spec = GUIDED_BOARD;
    const client = new ScriptedClient(spec.opponent.map((n) => squareOf(spec.rules, n)));
    const match = new GuidedMatch(
      { rules: spec.rules, players: ['human', 'easy'] },
      { client, minThinkMs: 600 * s.speed },
    );
    // The opponent's moves come when the words are ready for them (a step of the pace).
    match.pace.setPaused(true);
    this.match = match;
    s.match = match;
    const palettes = matchPalettes(match.players);
    const hud = new Hud(this, {
      names: ['You', 'Opponent'],
      palettes,
      scores: [0, 0],
      area: at.hud,
      // On a tablet or desktop the panels one above the other in the column beside the board.
      places: at.panels && {
        panels: at.panels,
        status: { x: at.hud.x, y: at.hud.y + at.hud.height, width: at.hud.width, height: 0 },
      },
      u,
      marks: s.settings.marks,
    });
    this.hud = hud;
    hud.setTurnWords(['Your turn', 'to move']);
    this.view = new BoardView(this, match, palettes, at.board, {
      speed: s.speed,
      marks: s.settings.marks,
      labels: labelFont(u),
      fit: at.fit,
      // The steps name 4 and 8 pieces: the cells say their count as they will in every game.
      inPlay: true,
    });
    s.board = {
      view: this.view,
      hud,
      toolbar: [],
      size: { width: this.scale.width, height: this.scale.height },
    };
    this.tweens.add({
      targets: this.marker,
      alpha: { from: 1, to: 0.35 },
      duration: 600,
      yoyo: true,
      repeat: -1,
    });
    this.worth = new TutorialWorth(this, this.view, palettes);
    match.on((e) => this.onMatchEvent(e));
    const model = new TutorialModel({
      clock,
      view: tutorialView,
      match,
      hasGame: this.kept !== null,
      pointer: () => s.pointer ?? 'touch',
      // Easy's least thinking time in a real game (none at the tests' speed).
      thinkMs: thinkRange('easy').min * (s.pauses ?? 1),
    });
    this.model = model;
    whenScreenReaderOn(scenePort(this), s, () =>
      tutorialGrid(
        scenePort(this),
        match,
        this.view,
        () => {},
        () => model.snapshot().words,
      ),
    );
    hud.setTurn(null);
    match.start();
    void model
      .run()
      .then((end) => {
        // Straight into the first real game: the forecast is offered in it when a lead may not last, not asked here.
        if (!model.left) this.end(end);
      })
      .catch((e: Error) => {
        if (!model.left) console.error('tutorial:', e.message);
      });
  }

  /** Draws the model's snapshot: the card's words and buttons, Skip, the glowing square, the panels' turn. */
  private draw(shown: TutorialSnapshot): void {
    if (shown.words !== this.card.words() || shown.missed !== this.drawn.missed) {
      this.drawn.missed = shown.missed;
      this.card.say(shown.words, shown.missed > 0);
    }
    if (shown.choices !== this.drawn.choices) {
      this.drawn.choices = shown.choices;
      this.card.showChoices(shown.choices, (id) => this.model.choose(id));
    }
    if (!shown.skip && this.drawn.skip) {
      this.drawn.skip = false;
      // Played to its end: the menu stops offering it.
      if (shown.step === 'end') rememberGuidedOfferAnswered(this.services.store);
      this.card.endSkip();
    }
    // At the end the card's own Menu and Play say where to go: the corner's way out goes.
    if (!shown.exit && this.exit) {
      this.exit.destroy();
      this.exit = null;
    }
    if (shown.celebrate && !this.drawn.celebrated) {
      this.drawn.celebrated = true;
      this.celebrate();
    }
    if (shown.marked !== this.drawn.marked) {
      this.drawn.marked = shown.marked;
      if (shown.marked === null) this.marker.clear();
      else this.mark(shown.marked);
      this.view.hideLastMoveRing(!shown.lastMove);
    }
    if (this.hud && shown.turn !== this.drawn.turn) {
      this.drawn.turn = shown.turn;
      this.hud.setTurn(shown.turn);
    }
    if (shown.cuts !== this.drawn.cuts) {
      this.drawn.cuts = shown.cuts;
      const at = (s: number) => this.view.fit.centre(s);
      this.cuts.show(shown.cuts.map((c) => ({ from: at(c.from), to: at(c.to) })));
    }
    this.worth?.draw(shown.preview, shown.worth);
    this.over.draw(shown);
    if (this.hud && shown.thinking !== this.drawn.thinking) {
      this.drawn.thinking = shown.thinking;
      this.hud.setThinking(shown.thinking ? 2 : null);
    }
  }

  /** Where the guided game leads once it is over. */
  private end(end: TutorialEnd): void {
    this.leave(end.play, end.start);
  }

  /** The guided game won: the board celebrates as a won game's does (ui/ending-board.ts). */
  private celebrate(): void {
    const match = this.match;
    if (!match?.result) return;
    const view = this.view;
    playEnding(
      this,
      match.result,
      {
        position: match.position,
        view: { centre: (s) => view.fit.centre(s), fit: view.fit, cellOn: view.cellOn },
        palettes: matchPalettes(match.players),
      },
      this.services.sounds,
    );
  }

  /** A glowing ring on square s. */
  private mark(s: number): void {
    const fit = this.view.fit;
    const { x, y } = fit.centre(s);
    const size = fit.square;
    // Drawn about the square's centre, so a blink's swell grows from it.
    const g = this.marker.clear().setPosition(x, y);
    g.lineStyle(Math.max(3, size * 0.08), THEME.accent, 1);
    g.strokeRoundedRect(-size / 2, -size / 2, size, size, size * 0.2);
  }

  /** The guided opponent's turn and thinking are the model's (its moves wait for the words, then think). */
  private onMatchEvent(e: MatchEvent): void {
    // The panels count as the pieces split, as on the game's board (screens/game/move-beats.ts).
    if (e.type === 'move') void this.view.animateMove(e, { count: (ms) => this.hud?.countTo(e.scores, ms) });
  }

  /** Ends the tutorial: to the game (the person's own, or a new one, against `opponent` when named) or to the menu. */
  private leave(play: boolean, start?: TutorialEnd['start']): void {
    const s = this.services;
    const kept = this.kept;
    this.cleanUp();
    if (play) {
      s.fromBuilder = false;
      s.match = kept ?? newMatch(s, start);
      routeFrom(this).open(SCENES.board);
    } else {
      s.match = kept;
      routeFrom(this).open(kept ? SCENES.board : SCENES.menu);
    }
  }

  private cleanUp(): void {
    this.model?.stop();
    const s = this.services;
    if (this.match && s.match === this.match) s.match = this.kept;
    if (s.board?.view === this.view) s.board = null;
    this.match?.dispose();
    this.match = null;
  }
}
