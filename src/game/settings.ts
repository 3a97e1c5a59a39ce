// The menu's choices, remembered between visits. Read field by field, so a save from an older
// build (or garbage) keeps what is still valid and takes defaults for the rest.

import {
  parseLayout,
  rulesOf,
  tryParseLayout,
  tryParseRules,
  type GridKind,
  type Layout,
  type Scoring,
} from '../engine/index.ts';
import { OPPONENT_CHOICES, type Mode, type OpponentChoice } from './players.ts';
import { tidyPersonName, type People } from './people.ts';
import { isRecord, type Store } from './storage.ts';
import { boardIdOf } from './saved-boards.ts';
import { placeName } from '../words/place-words.ts';

export type { Scoring };

/**
 * The boards the menu offers: each layout family with its name, its sizes (small to large) and the
 * size it starts on. The menu, the saved settings and the record's names all read this list, so
 * a new family (hexagonal boards) is one entry here.
 */
export const BOARD_CHOICES = [
  {
    family: 'square',
    name: 'Square',
    sizes: ['square:4', 'square:5', 'square:6', 'square:8', 'square:12'],
    start: 'square:5',
  },
  {
    family: 'petri',
    name: 'Petri dish',
    sizes: ['petri:5', 'petri:6', 'petri:7', 'petri:8', 'petri:10'],
    start: 'petri:6',
  },
  {
    family: 'beaker',
    name: 'Beaker',
    sizes: ['beaker:4x5', 'beaker:6x7', 'beaker:8x8'],
    start: 'beaker:6x7',
  },
  { family: 'flask', name: 'Flask', sizes: ['flask:6x3', 'flask:8x3', 'flask:10x4'], start: 'flask:6x3' },
  // 4 a side, 37 hexagons: a game of a few minutes on a phone, as each family's first board is.
  { family: 'hex', name: 'Hexagon', sizes: ['hex:3', 'hex:4', 'hex:5', 'hex:6', 'hex:8'], start: 'hex:4' },
  { family: 'tri', name: 'Triangle', sizes: ['tri:4', 'tri:5', 'tri:6', 'tri:8', 'tri:10'], start: 'tri:6' },
] as const;

export type LayoutFamily = (typeof BOARD_CHOICES)[number]['family'];
export const LAYOUT_FAMILIES: readonly LayoutFamily[] = BOARD_CHOICES.map((b) => b.family);

/**
 * What a board's places are called, as a player sees them drawn: squares on square boards, hexagons
 * on hexagonal ones ("25 squares", "61 hexagons", "this hexagon stays empty").
 */
export function placeWord(grid: GridKind, count = 1): string {
  return placeName(grid, count);
}

/**
 * Every size is named the same way, by its number of places: "25 squares", "61 hexagons". A board of
 * your own may carry its stem squares (`custom:…/stem:c3`); its size is its layout's.
 */
export function sizeName(layoutId: string): string {
  const layout = parseLayout(boardLayoutId(layoutId));
  return `${layout.size} ${placeWord(layout.grid, layout.size)}`;
}

/** The sizes the menu offers per layout family, small to large, labelled by their number of squares. */
export const LAYOUT_SIZES: Readonly<Record<LayoutFamily, readonly { id: string; label: string }[]>> =
  Object.fromEntries(
    BOARD_CHOICES.map((b) => [
      b.family,
      b.sizes.map((id: string) => ({ id, label: String(parseLayout(id).size) })),
    ]),
  ) as Record<LayoutFamily, { id: string; label: string }[]>;

/** A family's name as the menu shows it. */
export function familyName(family: string): string | null {
  return BOARD_CHOICES.find((b) => b.family === family)?.name ?? null;
}

export interface Settings {
  mode: Mode;
  /** Whom the player plays: the menu's "Vs opponent" and the builder's Play. */
  opponent: OpponentChoice;
  /** The first opponent when two opponents play each other, kept apart from the player's own. */
  opponent1: OpponentChoice;
  /** The second opponent, when two opponents play each other. */
  opponent2: OpponentChoice;
  first: 'you' | 'opponent';
  family: LayoutFamily;
  /** The chosen layout id per family, so switching family and back keeps the size. */
  layouts: Record<LayoutFamily, string>;
  equalMoves: boolean;
  /** RULES.md section 9: count connections instead of divisions. */
  scoring: Scoring;
  /** RULES.md section 11: surrounding a group of the other player's cells makes it yours. */
  capture: boolean;
  /** RULES.md section 12: stem cells on the squares nearest the centre. */
  stem: boolean;
  /** RULES.md section 13: two jumps each; never with equal moves or on a board where cells fall. */
  jumps: boolean;
  sound: boolean;
  /** Hints turned on or off by the player, per opponent kind (and `duo`); unset: coach-settings.ts's default. */
  hints: Partial<Record<OpponentChoice | 'duo', boolean>>;
  /**
   * A board of the player's own when they chose one, else null (the family's size): its `custom:`
   * id, with `/stem:SQUARES` when it has stem squares of its own.
   */
  custom: string | null;
  /** Two people on one device: their names and who moves first. */
  people: People;
  /** The sounds' loudness while sound is on, one of VOLUME_LEVELS. */
  volume: number;
  /** The screen readers' board: a DOM grid of the squares and a log announcing each move. */
  screenReader: boolean;
  /** Colour-blind marks: a shape per colour on the cells and on the players' swatches (ui/cell-marks.ts), so no one needs the hues. */
  marks: boolean;
  /** Whether the picture of scoring by connections has been seen and closed, so it comes up by itself only once. */
  /** Whether the line of which cells split each other on a triangle's or a hexagon's board was told (screens/menu/neighbours-card.ts): only the first time. */
  neighboursShown: boolean;
  /** The same for a triangle's board, told on its own first game (a hexagon's first game told the hexagon's line only). */
  triNeighboursShown: boolean;
  connectionsShown: boolean;
  /** Whether the board has said once what the small figures on the cells are (screens/game/count-notice.ts). */
  countsExplained: boolean;
  /** Whether a triangle board has said once why two of the person's triangles touching at a corner did not split (screens/game/corner-touch.ts). */
  cornerTouchTold: boolean;
  /** Whether the board has said once how to see what a square would gain before playing it (screens/game/gain-tip.ts). */
  gainTipTold: boolean;
  /** Whether the board has said once that two fingers zoom in on small squares (screens/game/hold-tip.ts). */
  zoomTold: boolean;
  /** Whether a zoomed board has said once that one finger drags it along (screens/game/pan-tip.ts). */
  panTold: boolean;
  /** Whether a quick tap on small squares has said once that it only aims (screens/game/zoom-control.ts). */
  quickAimTold: boolean;
  /** Whether the first game has said the rule in a line (screens/game/rule-tip.ts). */
  ruleTold: boolean;
  /** Whether the first game on a beaker or flask has said that cells fall (screens/game/rule-tip.ts). */
  fallingTold: boolean;
  /** Whether the first capture game has said how a capture is made (screens/game/variant-tip.ts). */
  captureTipTold: boolean;
  /** Whether the first stem cell game has said what a stem cell is (screens/game/variant-tip.ts). */
  stemTipTold: boolean;
  /** Whether the board has said once why a jump cost the person points (screens/game/jump-notice.ts). */
  jumpCostTold: boolean;
  /** Whether the Play card has said once, on a phone, that a board of 100 squares or more is a long game (screens/menu/long-game.ts). */
  longGameTold: boolean;
  /** In how many games the board has said what the capture ring means (screens/game/ring-notice.ts). */
  ringToldGames: number;
  /** The forecast of the final margin turned on or off by the player, per mode; unset: forecast-setting.ts's default. */
  forecast: Partial<Record<Mode, boolean>>;
  /** The game (its record) whose results said once that a clear lead turned (screens/results/lead-turned.ts), or null. */
  leadTurnedTold: string | null;
  /** How a finger places on squares too small for one tap: one gesture with the cell magnified above the finger, or aim first and press Place. */
  placing: 'magnify' | 'aim';
  /** Whether one quick tap places on squares too small for a finger, as on big ones (the player's choice; off: a tap aims first). */
  tapOnce: boolean;
  /** What a move gains shown on the board before it is made, as the player chose; null: gains-setting.ts's default. */
  gains: boolean | null;
  /** How fast the moves play on the board: "Fast" in half the time (screens/game/move-pace.ts). */
  moves: 'normal' | 'fast';
}

/** The loudness steps the sound button goes through, loudest first; after the last, sound is off. */
export const VOLUME_LEVELS: readonly number[] = [1, 0.5, 0.25];

/**
 * A first visit's loudness: the middle step, since a game opened inside a page should not start at
 * its loudest. A saved volume is kept as it is.
 */
export const FIRST_VOLUME = VOLUME_LEVELS[Math.floor(VOLUME_LEVELS.length / 2)]!;

export const DEFAULT_SETTINGS: Settings = {
  mode: 'solo',
  opponent: 'easy',
  opponent1: 'medium',
  opponent2: 'hard',
  first: 'you',
  family: 'square',
  layouts: Object.fromEntries(BOARD_CHOICES.map((b) => [b.family, b.start])) as Record<LayoutFamily, string>,
  equalMoves: false,
  scoring: 'divisions',
  capture: false,
  stem: false,
  jumps: false,
  sound: true,
  hints: {},
  custom: null,
  people: { names: ['', ''], first: 0 },
  volume: FIRST_VOLUME,
  screenReader: false,
  marks: false,
  connectionsShown: false,
  neighboursShown: false,
  triNeighboursShown: false,
  countsExplained: false,
  cornerTouchTold: false,
  gainTipTold: false,
  zoomTold: false,
  panTold: false,
  quickAimTold: false,
  ruleTold: false,
  fallingTold: false,
  captureTipTold: false,
  stemTipTold: false,
  jumpCostTold: false,
  longGameTold: false,
  ringToldGames: 0,
  forecast: {},
  leadTurnedTold: null,
  placing: 'magnify',
  tapOnce: false,
  gains: null,
  moves: 'normal',
};

const KEY = 'settings';

/** The sound button's next step: full, half, a quarter, off, and full again. */
export function nextSoundLevel(settings: Pick<Settings, 'sound' | 'volume'>): {
  sound: boolean;
  volume: number;
} {
  if (!settings.sound) return { sound: true, volume: VOLUME_LEVELS[0]! };
  const at = VOLUME_LEVELS.indexOf(settings.volume);
  const next = VOLUME_LEVELS[at + 1];
  return next === undefined ? { sound: false, volume: settings.volume } : { sound: true, volume: next };
}

export function layoutOf(settings: Settings): string {
  return settings.custom ? boardLayoutId(settings.custom) : settings.layouts[settings.family];
}

/** The layout id of a board's id, without the stem squares a board of your own may carry. */
export function boardLayoutId(boardId: string): string {
  const slash = boardId.indexOf('/');
  return slash < 0 ? boardId : boardId.slice(0, slash);
}

/** The stem squares a board of your own carries in its id, or null when it has none of its own. */
function ownStemSquares(settings: Settings): readonly number[] | null {
  if (!settings.custom?.includes('/')) return null;
  const read = tryParseRules(settings.custom);
  return 'rules' in read && read.rules.stemSquares.length > 0 ? read.rules.stemSquares : null;
}

/** The stem cells the settings put on `layout`: a board of your own's, else the menu's choice where it fits. */
function stemOf(settings: Settings, layout: Layout): readonly number[] | boolean {
  return ownStemSquares(settings) ?? (settings.stem && stemPlayable(layout.id));
}

/**
 * Whether equal moves change a game on the settings' board (RULES.md section 2): it has an odd
 * number of squares to play (stem squares apart); on an even one each player makes as many moves
 * anyway, so equal moves are not played there (nor do they keep jumps off).
 */
export function equalMatters(settings: Settings): boolean {
  const layout = parseLayout(layoutOf(settings));
  return (layout.size - rulesOf(layout, { stem: stemOf(settings, layout) }).stemSquares.length) % 2 === 1;
}

/**
 * Whether jumps can be played with these settings (RULES.md section 10 refuses them with equal moves
 * and on a board where cells fall): jumps chosen on such a board are kept for the next board.
 */
export function jumpsPlayable(settings: Settings): boolean {
  return !(settings.equalMoves && equalMatters(settings)) && !parseLayout(layoutOf(settings)).gravity;
}

/**
 * The rules id the settings describe: the chosen layout with equal moves (where they change the
 * game), the scoring, capture, stem cells (where the board keeps two squares for the players) and
 * jumps (where they can be played).
 */
export function rulesIdOf(settings: Settings): string {
  const layout = parseLayout(layoutOf(settings));
  return rulesOf(layout, {
    equalMoves: settings.equalMoves && equalMatters(settings),
    scoring: settings.scoring,
    capture: settings.capture,
    // A board built with stem squares is played with them; on others the menu's choice puts them
    // on the squares nearest the centre.
    stem: stemOf(settings, layout),
    jumps: settings.jumps && jumpsPlayable(settings),
  }).id;
}

/** Whether a board can have stem cells: it keeps at least 2 squares for the players around them. */
export function stemPlayable(layoutId: string): boolean {
  return 'rules' in tryParseRules(`${layoutId}/stem`);
}

export function loadSettings(store: Store): Settings {
  const saved = store.read(KEY, isRecord);
  const s: Settings = structuredClone(DEFAULT_SETTINGS);
  if (!saved) return s;
  const pick = <T>(value: unknown, allowed: readonly T[], fallback: T): T =>
    allowed.includes(value as T) ? (value as T) : fallback;
  s.mode = pick(saved.mode, ['solo', 'duo', 'watch'] as const, s.mode);
  s.opponent = pick(saved.opponent, OPPONENT_CHOICES, s.opponent);
  // A save from before the watch had its own first opponent watched the player's.
  s.opponent1 = pick(saved.opponent1, OPPONENT_CHOICES, s.opponent);
  s.opponent2 = pick(saved.opponent2, OPPONENT_CHOICES, s.opponent2);
  s.first = pick(saved.first, ['you', 'opponent'] as const, s.first);
  s.family = pick(saved.family, LAYOUT_FAMILIES, s.family);
  if (typeof saved.equalMoves === 'boolean') s.equalMoves = saved.equalMoves;
  s.scoring = pick(saved.scoring, ['divisions', 'connections'] as const, s.scoring);
  for (const option of ['capture', 'stem', 'jumps'] as const)
    if (typeof saved[option] === 'boolean') s[option] = saved[option];
  if (typeof saved.sound === 'boolean') s.sound = saved.sound;
  if (isRecord(saved.hints)) {
    for (const key of [...OPPONENT_CHOICES, 'duo'] as const)
      if (typeof saved.hints[key] === 'boolean') s.hints[key] = saved.hints[key];
  }
  if (typeof saved.custom === 'string') {
    // A saved board's id that no longer reads as a board of your own falls back to the family's size.
    const read = boardIdOf(saved.custom);
    if ('id' in read) s.custom = read.id;
  }
  if (isRecord(saved.people)) {
    const names = saved.people.names;
    if (Array.isArray(names) && names.length === 2) {
      s.people.names = [0, 1].map((i) =>
        typeof names[i] === 'string' ? tidyPersonName(names[i] as string) : '',
      ) as [string, string];
    }
    s.people.first = pick(saved.people.first, [0, 1] as const, 0);
  }
  s.volume = pick(saved.volume, VOLUME_LEVELS, s.volume);
  if (typeof saved.screenReader === 'boolean') s.screenReader = saved.screenReader;
  if (typeof saved.marks === 'boolean') s.marks = saved.marks;
  if (typeof saved.connectionsShown === 'boolean') s.connectionsShown = saved.connectionsShown;
  if (typeof saved.neighboursShown === 'boolean') s.neighboursShown = saved.neighboursShown;
  if (typeof saved.triNeighboursShown === 'boolean') s.triNeighboursShown = saved.triNeighboursShown;
  if (typeof saved.countsExplained === 'boolean') s.countsExplained = saved.countsExplained;
  if (typeof saved.cornerTouchTold === 'boolean') s.cornerTouchTold = saved.cornerTouchTold;
  if (typeof saved.gainTipTold === 'boolean') s.gainTipTold = saved.gainTipTold;
  if (typeof saved.zoomTold === 'boolean') s.zoomTold = saved.zoomTold;
  if (typeof saved.panTold === 'boolean') s.panTold = saved.panTold;
  if (typeof saved.quickAimTold === 'boolean') s.quickAimTold = saved.quickAimTold;
  if (typeof saved.ruleTold === 'boolean') s.ruleTold = saved.ruleTold;
  if (typeof saved.fallingTold === 'boolean') s.fallingTold = saved.fallingTold;
  if (typeof saved.captureTipTold === 'boolean') s.captureTipTold = saved.captureTipTold;
  if (typeof saved.stemTipTold === 'boolean') s.stemTipTold = saved.stemTipTold;
  if (typeof saved.jumpCostTold === 'boolean') s.jumpCostTold = saved.jumpCostTold;
  if (typeof saved.longGameTold === 'boolean') s.longGameTold = saved.longGameTold;
  if (
    typeof saved.ringToldGames === 'number' &&
    Number.isInteger(saved.ringToldGames) &&
    saved.ringToldGames >= 0
  )
    s.ringToldGames = saved.ringToldGames;
  if (isRecord(saved.forecast)) {
    for (const mode of ['solo', 'duo', 'watch'] as const)
      if (typeof saved.forecast[mode] === 'boolean') s.forecast[mode] = saved.forecast[mode];
  }
  // An old save's answer to the forecast's question (no longer asked) is left unread: the forecast's own setting holds the choice.
  if (typeof saved.leadTurnedTold === 'string') s.leadTurnedTold = saved.leadTurnedTold;
  s.placing = pick(saved.placing, ['magnify', 'aim'] as const, s.placing);
  if (typeof saved.tapOnce === 'boolean') s.tapOnce = saved.tapOnce;
  if (typeof saved.gains === 'boolean') s.gains = saved.gains;
  s.moves = pick(saved.moves, ['normal', 'fast'] as const, s.moves);
  if (isRecord(saved.layouts)) {
    for (const family of LAYOUT_FAMILIES) {
      const id = saved.layouts[family];
      if (typeof id !== 'string') continue;
      // Kept in its canonical spelling (`square:05 ` is `square:5`): the match and its save use it as it is.
      const parsed = tryParseLayout(id);
      if ('layout' in parsed && parsed.layout.id.startsWith(family + ':'))
        s.layouts[family] = parsed.layout.id;
    }
  }
  return s;
}

export function saveSettings(store: Store, settings: Settings): boolean {
  return store.write(KEY, settings);
}
