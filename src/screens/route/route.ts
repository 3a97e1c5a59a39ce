// Which screen opens next, and how: every scene start, restart, stop and launch of the game goes
// through a Route, whose one adapter (scenes/scene-switch.ts) does it with Phaser's scene manager.
// The route's own decisions (the first screen after loading, where leaving a match goes, the
// results over the board) are here, tested in Node (tests/screens/route.test.ts).

/** The screens, by their scene keys (the names the automation hook reports). */
export const SCREENS = {
  boot: 'boot',
  preload: 'preload',
  menu: 'menu',
  board: 'board',
  results: 'results',
  builder: 'builder',
  review: 'review',
  tutorial: 'tutorial',
  puzzle: 'puzzle',
  history: 'history',
} as const;

export type Screen = (typeof SCREENS)[keyof typeof SCREENS];

/** What a route asks of the scenes (scenes/scene-switch.ts does it with Phaser's, queued as Phaser queues them). */
export interface SceneSwitch {
  /** Starts `to` with `data`, stopping `from` (the screen asking) when it is running. */
  start(from: Screen | null, to: Screen, data?: object): void;
  /** Shuts `screen` down and starts it again with `data` (a resize, a choice that reshapes it). */
  restart(screen: Screen, data?: object): void;
  stop(screen: Screen): void;
  /** Starts `screen` over the ones running, which go on. */
  launch(screen: Screen): void;
  pause(screen: Screen): void;
  /** Whether `screen` runs now (in sight and updating). */
  active(screen: Screen): boolean;
  /** Whether `screen` is paused (the board under the results). */
  paused(screen: Screen): boolean;
}

/** What decides the first screen after loading (main.ts has read the page's link by then). */
export interface Opening {
  /** A link's game that would replace the game in progress: the menu asks first. */
  linkWaiting: boolean;
  /** A match made already: a link's, or a game resumed. */
  match: boolean;
  /** A puzzle link's puzzle number, or null. */
  puzzle: number | null;
  /** A builder link's board. */
  builder: boolean;
  /** Whether this is the first visit of a player not on the screen readers' board (the menu offers the guided game): asked only when nothing else opens, as asking marks the offer made. */
  firstVisit: () => boolean;
}

export interface Destination {
  screen: Screen;
  data?: object;
  /** The menu opens with its big card offering the guided game. */
  offerGuidedGame?: boolean;
}

/** The first screen after loading: a waiting link the menu asks about, then a puzzle link's puzzle, a match's board, a builder link's builder; else the menu. */
export function firstScreen(o: Opening): Destination {
  if (o.linkWaiting) return { screen: SCREENS.menu };
  if (!o.match && !o.builder && o.puzzle === null && o.firstVisit())
    return { screen: SCREENS.menu, offerGuidedGame: true };
  if (!o.match && o.puzzle !== null) return { screen: SCREENS.puzzle, data: { number: o.puzzle } };
  return { screen: o.match ? SCREENS.board : o.builder ? SCREENS.builder : SCREENS.menu };
}

/** The way on from one screen (the one asking): every scene change of the game is one of these. */
export class Route {
  constructor(
    private readonly scenes: SceneSwitch,
    /** The screen asking, or null for the page itself (main.ts, the test hook). */
    private readonly at: Screen | null,
  ) {}

  /** Opens `to` in place of this screen. */
  open(to: Screen, data?: object): void {
    this.scenes.start(this.at, to, data);
  }

  /** Draws this screen again from its create, with `data` (a resize, a choice that reshapes it). */
  again(data?: object): void {
    if (this.at) this.scenes.restart(this.at, data);
  }

  /** Lays out again the screens among `screens` that run now (the screen readers' mode turned on: their boards get a grid). */
  againWhereRunning(screens: readonly Screen[]): void {
    for (const screen of screens) if (this.scenes.active(screen)) this.scenes.restart(screen);
  }

  /** Only the board, in place of this screen and the `others` running beside it (the test hook's opened link). */
  onlyBoard(others: readonly Screen[]): void {
    for (const other of others) this.scenes.stop(other);
    this.open(SCREENS.board);
  }

  /** Closes this screen (the results with no finished match under them). */
  close(): void {
    if (this.at) this.scenes.stop(this.at);
  }

  /** Leaves the match in play for the builder, when the game was started there, else the menu; the board closes under the results too. */
  leaveMatch(toBuilder: boolean): void {
    if (this.at !== SCREENS.board) this.scenes.stop(SCREENS.board);
    this.open(toBuilder ? SCREENS.builder : SCREENS.menu);
  }

  /** From the results over the board: the board closes and `to` opens (a new game's board, the review). */
  fromResults(to: Screen, data?: object): void {
    this.scenes.stop(SCREENS.board);
    this.open(to, data);
  }

  /** A finished game's results over the board, which pauses under them; after a resize they are up already and only the board pauses again. */
  resultsOverBoard(): void {
    if (!this.scenes.active(SCREENS.results)) this.scenes.launch(SCREENS.results);
    this.scenes.pause(SCREENS.board);
  }

  /** The guided game from anywhere (the how-to-play's button): the results, board and menu close first; a match left waits for Resume. */
  guidedGame(data: object): void {
    for (const screen of [SCREENS.results, SCREENS.board, SCREENS.menu]) {
      if (this.scenes.active(screen) || this.scenes.paused(screen)) this.scenes.stop(screen);
    }
    this.scenes.start(null, SCREENS.tutorial, data);
  }
}
