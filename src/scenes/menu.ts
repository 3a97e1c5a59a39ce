// Menu: the first screen gets a player into a game in one tap, drawn as a hub (menu-hub.ts): one
// big card with Play (or Resume) and what it starts, Change for the setup page (menu-setup.ts), or
// on a first visit the guided game's offer; the ladder's next step and today's puzzle as cards; a
// row of small places (your games, how to play, build a board, settings; the same row with and without the offer).

import Phaser from 'phaser';
import type { MenuModel } from '../screens/menu/menu-model.ts';
import type { HubSnapshot } from '../screens/menu/menu-model.ts';
import { drawHub } from './menu-hub.ts';
import type { MenuView } from '../screens/menu/menu-view.ts';
import { drawSceneBackground } from '../ui/backdrop.ts';
import { showHowToPlay } from '../ui/how-to-play.ts';
import { metrics } from '../ui/screen.ts';
import { a11yToggle } from '../ui/a11y-toggle.ts';
import { installKeyboard } from '../ui/keyboard-focus.ts';
import { showNotice } from '../ui/notice.ts';
import { HistoryScreen } from '../screens/history/history-screen.ts';
import { localDay } from '../game/puzzles.ts';
import { cardPuzzle } from '../screens/menu/first-puzzle.ts';
import { rulesIdOf } from '../game/settings.ts';
import { loadSkill } from '../game/skill.ts';
import { setupFromSettings } from '../screens/menu/play-setup.ts';
import { playBuiltBoard } from './builder-play.ts';
import { SCENES } from './keys.ts';
import { menuModel } from './menu-services.ts';
import { drawSetup } from './menu-setup.ts';
import { askReplace } from './replace-game.ts';
import { newMatch, newMatchFromLink, saveCurrentSettings, type Services } from './services.ts';
import { scenePort } from '../ui/scene-port-phaser.ts';
import { routeFrom } from './scene-switch.ts';
import { dialogsOver } from '../ui/dialogs-phaser.ts';

export class MenuScene extends Phaser.Scene {
  private model!: MenuModel;

  constructor(private readonly services: Services) {
    super(SCENES.menu);
  }

  private get view(): MenuView {
    return this.model.view;
  }

  create(data?: Partial<MenuView>): void {
    this.model = menuModel(this.services);
    const s = this.services;
    const stays = this.model.open(data);
    // Phaser keeps a scene's last data for a start without any: that start is the home page, the
    // Yours tab follows the settings, and the builder's page is asked for each time.
    this.sys.settings.data = {};
    if (!stays) {
      routeFrom(this).open(SCENES.builder);
      return;
    }
    drawSceneBackground(this);
    const gone = this.model.forgetMissingBoard();
    if (gone) showNotice(gone);
    if (this.view.page !== 'home') {
      drawSetup(this, this.services, this.model.setup, this.view, {
        show: (view) => routeFrom(this).again(view),
        play: () => this.playSetup(),
        build: () => {
          this.model.setup.left();
          routeFrom(this).open(SCENES.builder);
        },
      });
      installKeyboard(this, { onEscape: () => routeFrom(this).again(this.model.back()) }, metrics(this).u);
    } else {
      const home = this.model.hub(localDay(new Date()), new Date().getHours(), performance.now());
      this.drawHome(home);
      const enter = {
        play: () => this.play(),
        'resume the saved game': () => this.resume(),
        'start the guided game': () => this.learn(),
      }[home.enterDoes];
      // With a mouse and keyboard the ring stands on what Enter presses from the start (Play or
      // Resume, the lit main action), so Enter never acts unseen; a touch screen shows no ring.
      const fine = window.matchMedia?.('(hover: hover) and (pointer: fine)').matches === true;
      const enterControl = fine
        ? {
            play: 'play',
            'resume the saved game': 'resume',
            'start the guided game': 'tutorial:start',
          }[home.enterDoes]
        : undefined;
      installKeyboard(this, { onEnter: enter, enterControl }, metrics(this).u);
      a11yToggle(scenePort(this), {
        on: s.settings.screenReader,
        enterDoes: home.enterDoes,
        welcome: home.welcome,
        onChange: (on) => {
          s.settings.screenReader = on;
          saveCurrentSettings(this.services);
        },
      });
    }
    this.scale.on('resize', this.onResize, this);
    this.events.once('shutdown', () => {
      this.scale.off('resize', this.onResize, this);
    });
    this.askLink();
    // The sounds are made while the person reads the menu, not during page load.
    setTimeout(() => s.sounds.warm(), 300);
  }

  private drawHome(hub: HubSnapshot): void {
    const s = this.services;
    const u = metrics(this).u;
    const go: Record<string, () => void> = {
      // Today's card opens today's puzzle itself (first-puzzle.ts), even where another puzzle (a link's, an easier one's) was left in play.
      puzzle: () =>
        routeFrom(this).open(SCENES.puzzle, { number: cardPuzzle(s.store, localDay(new Date())) }),
      build: () => routeFrom(this).open(SCENES.builder),
      help: () => showHowToPlay(this, u, s.settings.marks, () => {}, rulesIdOf(s.settings)),
      history: () => routeFrom(this).open(SCENES.history),
      options: () => routeFrom(this).again(this.model.options()),
    };
    drawHub(
      this,
      hub,
      s.settings.people,
      {
        play: () => this.play(),
        resume: () => this.resume(),
        change: () => routeFrom(this).again(this.model.change()),
        standardRules: () => {
          this.model.rulesMark();
          routeFrom(this).again(this.view);
        },
        later: () => {
          this.model.answerOffer();
          routeFrom(this).again(this.view);
        },
        start: () => this.learn(),
        ladder: () => this.ladderMap(),
        ladderPlay: () => this.climb(hub.ladder.start),
        startGame: (start) => this.climb(start),
        go: (id) => go[id]!(),
      },
      // The Play card shows the board Play starts, an opening on it in its players' colours.
      setupFromSettings(s.settings, loadSkill(s.store)),
    );
  }

  /** The guided game; Show me answers the offer only once it is played to its end (scenes/tutorial.ts). */
  private learn(): void {
    routeFrom(this).open(SCENES.tutorial, { part: 'square', kept: null });
  }

  /** A game the ladder's or the today card names, started in one tap (a ladder step puts the player on the ladder); with every step done, Your games' ladder. */
  private climb(start: { rules: string; players: [string, string] } | null): void {
    if (!start) return this.ladderMap();
    this.model.climb(start);
    this.services.fromBuilder = false;
    newMatch(this.services, start);
    routeFrom(this).open(SCENES.board);
  }

  /** Your games' Ladder tab, its map; its Back comes to the menu. */
  private ladderMap(): void {
    (this.services.history ??= new HistoryScreen()).show('ladder');
    routeFrom(this).open(SCENES.history);
  }

  private play(): void {
    this.model.played();
    this.services.fromBuilder = false;
    newMatch(this.services);
    routeFrom(this).open(SCENES.board);
  }

  /** The setup page's Play: the board being built, or a new game, asked first where it would replace the game in progress (out of sight here). */
  private playSetup(): void {
    const starts = this.model.setup.play(this.view);
    if (starts.kind === 'built') {
      this.model.setup.left();
      playBuiltBoard(dialogsOver(this), routeFrom(this), this.services, starts.board);
      return;
    }
    // The page's changes are kept once the game starts; "Keep mine" stays on the page, Cancel still there.
    askReplace(dialogsOver(this), starts.ask, () => {
      this.model.setup.left();
      this.play();
    });
  }

  /**
   * A shared link's game waiting to replace the game in progress: opened after "Open it"; "Keep mine"
   * stays here with Resume. It waits until answered, so a resize (which lays the menu out again) asks again.
   */
  private askLink(): void {
    const waiting = this.services.linkWaiting;
    if (!waiting) return;
    askReplace(
      dialogsOver(this),
      waiting.ask,
      () => {
        this.services.fromBuilder = false;
        newMatchFromLink(this.services, waiting.start);
        routeFrom(this).open(SCENES.board);
      },
      () => {
        this.services.linkWaiting = null;
      },
    );
  }

  /** Opens the saved match with the same moves; the opponent goes on if it is its turn. */
  private resume(): void {
    const saved = this.model.savedGame();
    if (!saved) return;
    this.services.fromBuilder = false;
    newMatch(this.services, saved.setup, saved.moves, true);
    routeFrom(this).open(SCENES.board);
  }

  private onResize(): void {
    routeFrom(this).again(this.view);
  }
}
