// What each tab of the setup page holds, in order, with what each choice does to the settings:
// Who plays (the mode, the opponents or two people's names, who moves first), Board (the family,
// its sizes or the player's saved boards), Rules (equal moves, scoring, capture, stem cells and
// jumps, each said in a plain line). The Settings page's rows are settings-sections.ts's. A new tab
// of settings is one case here and one entry in the setup model's TABS.

import { opponentPalette } from '../../ui/palette.ts';
import { opponentInfo } from '../../game/opponent-info.ts';
import { personName } from '../../game/people.ts';
import { OPPONENT_CHOICES, type Mode, type OpponentChoice } from '../../game/players.ts';
import { loadBoards } from '../../game/saved-boards.ts';
import {
  BOARD_CHOICES,
  boardLayoutId,
  layoutOf,
  rulesIdOf,
  sizeName,
  type Settings,
} from '../../game/settings.ts';
import { loadSkill } from '../../game/skill.ts';
import { perfectAvailable, playableOpponent, solvedWords } from '../../game/solved-boards.ts';
import { CONNECTIONS_OFF, ruleLines } from '../../ui/rule-lines.ts';
import type { MenuPorts } from './menu-ports.ts';
import type { MenuView } from './menu-view.ts';
import {
  row,
  toggle,
  type Choice,
  type FamilyCard,
  type Redraw,
  type SetupSection,
} from './setup-sections.ts';
import { sizeWords } from './size-words.ts';
import { seatSections } from './seat-line.ts';
import { seatValue } from './held-seat.ts';
import { hintsOffLine } from './hints-off-line.ts';
import { perfectAmong, perfectGivesWay } from './play-words.ts';
import { PERFECT_GIVES_WAY_LINE } from '../../words/opponent-choice-words.ts';
import { solvedMark, solvedSections } from './solved-words.ts';
import { equalPlayed, variantSections } from './setup-variants.ts';
import { equalSections } from './setup-equal.ts';
import { SHAPES_HELP } from '../../words/rules-tab-words.ts';
import { shapePages } from '../tutorial/how-to-play-pages.ts';
import { seedOpponentsMissLine } from './seed-opponents-miss.ts';
import { perfectAbsentLine, perfectWayBack } from './perfect-way-back.ts';
import { bestPlayKnownDescription } from '../../words/best-play-known-words.ts';
import { STRENGTH_KEY } from '../../words/opponent-marks.ts';

type Section = SetupSection<Choice>;

/** The sections of the view's tab; `saved` keeps the settings, `redraw` asks for the page drawn again. */
export function tabSections(
  ports: MenuPorts,
  view: MenuView,
  saved: (redraw: boolean, next?: Partial<MenuView>) => Redraw,
): Section[] {
  const settings = ports.settings;
  const rules = rulesIdOf(settings);
  switch (view.tab) {
    case 'players':
      return playersTab(ports, rules, saved);
    case 'board':
      // The size cards mark the solved boards; the way to the Best play known panel is on the Rules tab and
      // the first screen, so nothing comes and goes between the families and the sizes.
      return [
        {
          kind: 'families',
          caption: 'BOARD',
          cards: families(ports, view, saved),
          // After the families, in the grid's free place: every shape's picture and what it changes.
          more: {
            id: 'more:shapes',
            label: SHAPES_HELP.label,
            words: SHAPES_HELP.words,
            pages: shapePages(view.yours ? undefined : settings.family),
          },
        },
        view.yours ? savedBoards(ports, saved) : sizes(ports, saved),
        // What best play gives each seat here, said where the board is chosen, with the way to the winning seat.
        ...(view.yours && !settings.custom ? [] : seatSections(settings, rules, saved)),
      ];
    case 'rules': {
      // Each option in one short line beside its chip; its "?" opens the whole of it with a picture.
      const lines = ruleLines(rules, equalPlayed(settings), settings.scoring);
      const wayBack = perfectWayBack(settings, saved);
      const connectionsFull =
        settings.scoring === 'connections' ? [lines.scoring] : [CONNECTIONS_OFF, lines.scoring];
      return [
        ...equalSections(settings, rules, lines, saved),
        toggle(
          'connections',
          'Connections',
          settings.scoring === 'connections',
          lines.short.scoring,
          (v) => {
            settings.scoring = v ? 'connections' : 'divisions';
            return saved(true);
          },
          connectionsFull,
          null,
          [],
        ),
        ...(lines.short.gravity
          ? [
              {
                kind: 'line' as const,
                caption: 'ON THIS BOARD',
                name: 'rule:gravity',
                words: lines.short.gravity,
              },
            ]
          : []),
        ...variantSections(settings, saved),
        // An option that keeps the Perfect chosen from playing: said here, with the way back in one tap.
        ...(wayBack.length > 0 ? wayBack : solvedSections(rules, layoutOf(settings), perfectAmong(settings))),
      ];
    }
  }
}

/** The line that the opponents chosen do not play capture, stem cells or jumps, where they are on. */
function seedOpponentsMiss(settings: Settings): Section[] {
  const words = seedOpponentsMissLine(settings);
  return words ? [{ kind: 'line', caption: '', name: 'setup:opponents-miss', words }] : [];
}

function playersTab(ports: MenuPorts, rules: string, saved: (redraw: boolean) => Redraw): Section[] {
  const settings = ports.settings;
  const mode = row<Mode>(
    'WHO PLAYS',
    'mode',
    settings.mode,
    [
      { value: 'solo', label: 'Vs opponent' },
      { value: 'duo', label: 'Two people' },
      { value: 'watch', label: 'Watch two' },
    ],
    (v) => {
      settings.mode = v;
      return saved(true);
    },
  );
  const skill = loadSkill(ports.store);
  /** A grid of opponent cards; Perfect among them only where it is perfect. */
  const cards = (caption: string, id: 'opponent' | 'opponent1' | 'opponent2', compact: boolean): Section => {
    const shown = playableOpponent(settings[id], rules);
    const offered = OPPONENT_CHOICES.filter((c) => c !== 'perfect' || perfectAvailable(rules));
    return {
      kind: 'opponents',
      caption,
      compact,
      cards: offered.map((c: OpponentChoice) => {
        const info = opponentInfo(c, skill);
        return {
          info,
          colour: opponentPalette(c),
          kind: c,
          option: {
            id: `${id}:${c}`,
            label: info.name,
            chosen: c === shown,
            apply: () => {
              settings[id] = c;
              return saved(true);
            },
          },
        };
      }),
    };
  };
  // The Perfect chosen gives way to the Expert on this board: said under the cards, on the spot;
  // what best play gives each seat is said under who moves first.
  const seat = seatSections(settings, rules, null);
  const wayBack = perfectWayBack(settings, saved);
  // Perfect not among the cards (a board too long for it, or options it cannot play): one line why.
  const absent = perfectAbsentLine(settings);
  const givesWay: Section[] = perfectGivesWay(settings)
    ? wayBack.length > 0
      ? wayBack
      : [{ kind: 'line', caption: '', name: 'setup:perfect-gives-way', words: PERFECT_GIVES_WAY_LINE }]
    : absent
      ? [{ kind: 'line', caption: '', name: 'setup:perfect-absent', words: absent }]
      : [];
  const hintsWord = hintsOffLine(settings, rules, skill);
  const hintsOff: Section[] = hintsWord
    ? [{ kind: 'line', caption: '', name: 'setup:hints-off', words: hintsWord }]
    : [];
  if (settings.mode === 'solo') {
    return [
      mode,
      cards(`OPPONENT ${STRENGTH_KEY}`, 'opponent', false),
      ...givesWay,
      ...seedOpponentsMiss(settings),
      ...hintsOff,
      row<'you' | 'opponent'>(
        'WHO MOVES FIRST',
        'first',
        settings.first,
        [
          { value: 'you', label: 'You' },
          { value: 'opponent', label: 'The opponent' },
        ],
        (v) => {
          settings.first = v;
          // The line under it names whose seat best play wins: drawn again where it stands.
          return saved(seat.length > 0);
        },
      ),
      ...seat,
    ];
  }
  if (settings.mode === 'watch')
    return [
      mode,
      cards(`FIRST OPPONENT ${STRENGTH_KEY}`, 'opponent1', true),
      cards('SECOND OPPONENT', 'opponent2', true),
      ...givesWay,
      ...seedOpponentsMiss(settings),
    ];
  const people = settings.people;
  return [
    mode,
    {
      kind: 'names',
      caption: 'NAMES (TAP ONE TO CHANGE IT)',
      // A name is typed in a prompt the view opens; the setup model's rename keeps it.
      names: ([0, 1] as const).map((i) => ({
        index: i,
        prompt: `Player ${i + 1}'s name`,
        value: people.names[i]!,
        option: { id: `name:${i + 1}`, label: personName(people, i), chosen: false, apply: () => null },
      })),
    },
    row<0 | 1>(
      'WHO MOVES FIRST',
      'first',
      people.first,
      [
        { value: 0, label: personName(people, 0) },
        { value: 1, label: personName(people, 1) },
      ],
      (v) => {
        people.first = v;
        return saved(false);
      },
    ),
    ...seat,
  ];
}

/** The layout families as pictures of their chosen sizes, and the player's own boards. */
function families(
  ports: MenuPorts,
  view: MenuView,
  saved: (redraw: boolean, next?: Partial<MenuView>) => Redraw,
): FamilyCard<Choice>[] {
  const settings = ports.settings;
  const own = loadBoards(ports.store);
  const ownPicture = settings.custom ?? own[0]?.id ?? null;
  return [
    ...BOARD_CHOICES.map((b) => ({
      layout: settings.layouts[b.family],
      note: sizeWords(settings.layouts[b.family]),
      option: {
        id: `family:${b.family}`,
        label: b.name,
        chosen: !view.yours && settings.family === b.family,
        apply: () => {
          settings.family = b.family;
          settings.custom = null;
          return saved(true, { yours: false });
        },
      },
    })),
    {
      layout: ownPicture === null ? null : boardLayoutId(ownPicture),
      note: own.length ? `${own.length} saved` : 'Build one',
      option: {
        id: 'family:yours',
        label: 'Yours',
        chosen: view.yours,
        apply: (): Redraw => ({ ...view, yours: true }),
      },
    },
  ];
}

/**
 * The chosen family's sizes as pictures, named as a player reads them ("8×8", "4 a side") over
 * their count of places, marked where the board is solved.
 * The solved value itself would spoil the game for a player who wants to find out: it is in the
 * Best play known panel, and screen readers hear it after the card's name.
 */
function sizes(ports: MenuPorts, saved: (redraw: boolean) => Redraw): Section {
  const settings = ports.settings;
  const family = BOARD_CHOICES.find((b) => b.family === settings.family)!;
  return {
    kind: 'boards',
    caption: 'SIZE',
    cards: family.sizes.map((id: string) => {
      const rules = rulesIdOf({
        ...settings,
        custom: null,
        layouts: { ...settings.layouts, [settings.family]: id },
      });
      const value = seatValue(rules);
      const mark = solvedMark(rules);
      // With stem cells on, the picture shows them where this size has them.
      const stems = rules.split('/').some((o) => o === 'stem' || o.startsWith('stem:'));
      return {
        layout: id,
        ...(stems ? { picture: `${id}/stem` } : {}),
        // How many places under the size, and the solved mark under that.
        note: mark ? `${sizeName(id)}\n${mark}` : sizeName(id),
        description:
          value !== null ? bestPlayKnownDescription(sizeName(id), solvedWords(value)) : sizeName(id),
        option: {
          id: `size:${id}`,
          label: sizeWords(id),
          chosen: settings.layouts[settings.family] === id,
          apply: () => {
            settings.layouts[settings.family] = id;
            return saved(true);
          },
        },
      };
    }),
  };
}

/** The boards saved from the builder, each playable (as many as a phone's page holds); none yet: the way to the builder. */
function savedBoards(ports: MenuPorts, saved: (redraw: boolean) => Redraw): Section {
  const settings = ports.settings;
  const boards = loadBoards(ports.store).slice(0, 8);
  if (boards.length === 0) {
    return {
      kind: 'no-boards',
      caption: 'YOUR SAVED BOARDS',
      words: 'No saved boards yet: build one and save it, and it shows here.',
      build: { id: 'build', label: 'Build a board' },
    };
  }
  return {
    kind: 'boards',
    caption: 'YOUR SAVED BOARDS',
    cards: boards.map((b, i) => ({
      layout: boardLayoutId(b.id),
      note: sizeName(b.id),
      description: sizeName(b.id),
      option: {
        id: `saved:${i}`,
        label: b.name,
        chosen: settings.custom === b.id,
        apply: () => {
          settings.custom = b.id;
          return saved(true);
        },
      },
    })),
  };
}
