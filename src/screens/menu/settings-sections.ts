// The Settings page's rows, the settings a player means by the word: the sound, the colour-blind
// marks, how a finger places on small squares (one tap, magnified, or aimed then placed), how fast
// the moves play, full screen, the screen readers' board, and the
// coach's hints and the best-play forecast for the chosen kind of game; last, the way to the Solved
// boards (kept off the menu's first screen, which keeps to a few controls). The game's setup (who
// plays, the board, the rules) is the setup page's; these change how any game looks and feels.

import { forecastCaption, forecastOn, setForecast } from '../../game/forecast-setting.ts';
import { hintsAnywhere, setHintsEverywhere } from '../../game/coach-settings.ts';
import { gainsShown, setGains } from '../../game/gains-setting.ts';
import { VOLUME_LEVELS } from '../../game/settings.ts';
import { soundLevel } from '../../ui/sound-level.ts';
import type { MenuPorts } from './menu-ports.ts';
import { row, type Choice, type Redraw, type SetupSection } from './setup-sections.ts';
import { BEST_PLAY_KNOWN } from '../../words/best-play-known-words.ts';
import { SETTINGS_EXPLAIN, SETTINGS_GROUPS } from '../../words/settings-words.ts';
import { TAP_ONCE_CHOICE } from '../../words/press-words.ts';
import { placingOf, type Placing } from '../game/board-fit.ts';
import type { MovesPace } from '../game/move-pace.ts';

type Section = SetupSection<Choice>;
type Volume = number | 'off';

const OFF_ON = [
  { value: false, label: 'Off' },
  { value: true, label: 'On' },
];
const capital = (w: string) => w.charAt(0).toUpperCase() + w.slice(1);

export const SETTINGS_WORDS = {
  title: 'Settings',
  sound: 'Sound',
  marks: 'Shapes for colour blindness',
  placing: 'Small squares by touch',
  magnify: 'Magnify',
  /** Short enough that the three ways stand on one line of a 390-wide phone. */
  aim: 'Tap + Place',
  /** One quick tap places (settings.tapOnce): the board sheet's toggle and the asking lens's button say it whole. */
  tapOnce: TAP_ONCE_CHOICE,
  moves: 'Moves',
  movesNormal: 'Normal',
  movesFast: 'Fast',
  fullScreen: 'Full screen',
  reader: 'Board for screen readers',
  gains: 'Show what a move gains',
  hints: 'Hints',
  solved: BEST_PLAY_KNOWN.settingsCaption,
  /** The link's words: what it opens, and the › of a way to another page. */
  solvedLink: `${BEST_PLAY_KNOWN.settingsLine} ›`,
} as const;

/** A group's heading over its rows. */
const heading = (words: string): Section => ({ kind: 'heading', caption: '', words });

/** A row whose label stands at its left, beside its buttons (Off and On, Normal and Fast). */
const beside = (section: Section): Section =>
  section.kind === 'row' ? { ...section, inline: true } : section;

/**
 * Every row of the Settings page, in groups under their headings as a phone's settings stand:
 * Play (how a finger places, how fast moves play), Help (hints, what a move gains, the forecast,
 * the boards where best play is known), Sound & screen (the sound, full screen, the colour-blind
 * marks, the screen readers' board). Hints are kept per opponent kind (or for two people) and the
 * forecast per mode: their labels say which.
 */
export function settingsSections(ports: MenuPorts, saved: (redraw: boolean) => Redraw): Section[] {
  const settings = ports.settings;
  const volume: Volume = settings.sound ? settings.volume : 'off';
  const sound = row<Volume>(
    SETTINGS_WORDS.sound,
    'volume',
    volume,
    [
      ...VOLUME_LEVELS.map((v) => ({ value: v, label: capital(soundLevel(true, v).word) })),
      { value: 'off', label: 'Off' },
    ],
    (v) => {
      settings.sound = v !== 'off';
      if (v !== 'off') settings.volume = v;
      ports.sounds.setVolume(settings.volume);
      ports.sounds.setOn(settings.sound);
      return saved(false);
    },
  );
  const marks = row<boolean>(
    SETTINGS_WORDS.marks,
    'marks',
    settings.marks,
    OFF_ON,
    (on) => {
      settings.marks = on;
      return saved(false);
    },
    SETTINGS_EXPLAIN.marks,
  );
  // One row for the three ways (one tap is its own setting, kept apart from the other two, which it
  // stands above): a fourth row would run the page past a phone's screen.
  const placing = row<Placing>(
    SETTINGS_WORDS.placing,
    'placing',
    placingOf(settings),
    [
      { value: 'tap', label: SETTINGS_WORDS.tapOnce },
      { value: 'magnify', label: SETTINGS_WORDS.magnify },
      { value: 'aim', label: SETTINGS_WORDS.aim },
    ],
    (v) => {
      settings.tapOnce = v === 'tap';
      if (v !== 'tap') settings.placing = v;
      return saved(false);
    },
    SETTINGS_EXPLAIN.placing,
  );
  const moves = row<MovesPace>(
    SETTINGS_WORDS.moves,
    'moves',
    settings.moves,
    [
      { value: 'normal', label: SETTINGS_WORDS.movesNormal },
      { value: 'fast', label: SETTINGS_WORDS.movesFast },
    ],
    (v) => {
      settings.moves = v;
      return saved(false);
    },
    SETTINGS_EXPLAIN.moves,
  );
  const screen = ports.screen;
  const full = screen.canBeFull()
    ? [
        row<boolean>(SETTINGS_WORDS.fullScreen, 'fullscreen', screen.full(), OFF_ON, (on) => {
          screen.setFull(on);
          // The page is laid out again as the screen changes size.
          return null;
        }),
      ]
    : [];
  const coach = coachRows(ports, saved);
  return [
    heading(SETTINGS_GROUPS.play),
    placing,
    beside(moves),
    heading(SETTINGS_GROUPS.help),
    ...coach.help.map(beside),
    heading(SETTINGS_GROUPS.screen),
    sound,
    ...[...full, marks, coach.reader].map(beside),
    // A way to another page, not a setting: apart from the toggles, under its own heading, drawn as a link.
    heading(SETTINGS_GROUPS.more),
    {
      kind: 'solved',
      caption: '',
      name: 'settings:solved',
      words: '',
      open: { id: 'about', label: SETTINGS_WORDS.solvedLink },
      link: true,
    },
  ];
}

/** Hints in every game, what a move gains and the forecast for the chosen mode; and the screen readers' board. */
function coachRows(
  ports: MenuPorts,
  saved: (redraw: boolean) => Redraw,
): { help: Section[]; reader: Section } {
  const settings = ports.settings;
  const help = [
    row<boolean>(
      SETTINGS_WORDS.hints,
      'hints',
      hintsAnywhere(settings),
      OFF_ON,
      (on) => {
        setHintsEverywhere(settings, on);
        return saved(false);
      },
      SETTINGS_EXPLAIN.hints,
    ),
    // On until chosen here (gains-setting.ts).
    row<boolean>(
      SETTINGS_WORDS.gains,
      'gains',
      gainsShown(settings),
      OFF_ON,
      (on) => {
        setGains(settings, on);
        return saved(false);
      },
      SETTINGS_EXPLAIN.gains,
    ),
    row<boolean>(
      forecastCaption(settings.mode),
      'forecast',
      forecastOn(settings, settings.mode),
      OFF_ON,
      (on) => {
        setForecast(settings, settings.mode, on);
        return saved(false);
      },
      SETTINGS_EXPLAIN.forecast,
    ),
  ];
  const reader = row<boolean>(
    SETTINGS_WORDS.reader,
    'reader',
    settings.screenReader,
    OFF_ON,
    (on) => {
      settings.screenReader = on;
      return saved(false);
    },
    SETTINGS_EXPLAIN.reader,
  );
  return { help, reader };
}
