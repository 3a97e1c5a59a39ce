// The menu's setup page: tabs for who plays (opponent cards, or two people's names), the board
// (a picture per size, and the player's saved boards), and the rules. Every choice is remembered
// at once; Done goes back to the first screen and Play starts the game. A new tab of settings is
// one entry in TABS and one case in sectionsOf.

import type Phaser from 'phaser';
import { OPPONENT_CHOICES, type Mode, type OpponentChoice } from '../game/players.ts';
import { opponentInfo } from '../game/opponent-info.ts';
import { personName, tidyPersonName } from '../game/people.ts';
import { loadBoards } from '../game/saved-boards.ts';
import { BOARD_CHOICES, rulesIdOf, sizeName, type LayoutFamily, type Scoring } from '../game/settings.ts';
import { loadSkill } from '../game/skill.ts';
import { perfectAvailable, playableOpponent, solvedValue, solvedWords } from '../game/solved-boards.ts';
import { Button } from '../ui/button.ts';
import { buttonRows } from '../ui/button-rows.ts';
import { boardCard, opponentCard } from '../ui/menu-cards.ts';
import { readable } from '../ui/readable.ts';
import { metrics, minTouch } from '../ui/screen.ts';
import { askText } from '../ui/text-prompt.ts';
import { THEME, textStyle } from '../ui/theme.ts';
import type { MenuView } from './menu.ts';
import { saveCurrentSettings, services } from './services.ts';

export type SetupTab = 'players' | 'board' | 'rules';
const TABS: readonly { id: SetupTab; label: string }[] = [
  { id: 'players', label: 'Who plays' },
  { id: 'board', label: 'Board' },
  { id: 'rules', label: 'Rules' },
];

export interface SetupActions {
  show: (view: MenuView) => void;
  play: () => void;
  build: () => void;
}

/** A block of the page: its caption, its height at a width, and how it draws itself. */
interface Section {
  caption: string;
  /** On a short landscape screen the wide section takes a column of its own. */
  wide?: boolean;
  height: (w: number) => number;
  draw: (x: number, y: number, w: number) => void;
}

export function drawSetup(scene: Phaser.Scene, view: MenuView, actions: SetupActions): void {
  const { u, width, height } = metrics(scene);
  const touch = minTouch(scene);
  const rowH = Math.max(44 * u, touch);
  const gap = 10 * u;
  const colW = Math.min(width - 24 * u, 900 * u);
  const x = (width - colW) / 2;
  let y = 10 * u;
  TABS.forEach((t, i) => {
    const w = (colW - gap * (TABS.length - 1)) / TABS.length;
    new Button(scene, {
      id: `tab:${t.id}`, label: t.label, x: x + i * (w + gap) + w / 2, y: y + rowH / 2, width: w, height: rowH,
      fontSize: readable(18 * u), selected: t.id === view.tab, onClick: () => actions.show({ ...view, tab: t.id }),
    });
  });
  y += rowH + 2 * gap;
  const barY = height - 10 * u - rowH;
  const barW = Math.min(colW, 520 * u);
  new Button(scene, { id: 'setup:done', label: 'Done', x: width / 2 - barW / 4 - gap / 2, y: barY + rowH / 2, width: barW / 2 - gap / 2, height: rowH, fontSize: readable(20 * u), onClick: () => actions.show({ ...view, page: 'home' }) });
  new Button(scene, { id: 'play', label: 'Play', primary: true, x: width / 2 + barW / 4 + gap / 2, y: barY + rowH / 2, width: barW / 2 - gap / 2, height: rowH, fontSize: readable(22 * u), onClick: actions.play });

  const sections = sectionsOf(scene, view, actions, { u, rowH, gap, room: barY - gap - y });
  const captionH = readable(14 * u) * 1.3 + 4 * u;
  const heightOf = (list: Section[], w: number) => list.reduce((t, s) => t + (s.caption ? captionH : 0) + s.height(w) + gap, 0);
  // One column where it fits; two side by side on short landscape screens.
  const split = heightOf(sections, colW) > barY - y && width > height && sections.some((s) => s.wide);
  const columns = split ? [sections.filter((s) => !s.wide), sections.filter((s) => s.wide)] : [sections];
  const w = split ? (colW - 2 * gap) / 2 : colW;
  columns.forEach((list, i) => {
    let cy = y;
    for (const s of list) {
      const cx = x + i * (w + 2 * gap);
      if (s.caption) {
        scene.add.text(cx, cy, s.caption, textStyle(readable(14 * u), THEME.textDim, true));
        cy += captionH;
      }
      s.draw(cx, cy, w);
      cy += s.height(w) + gap;
    }
  });
}

interface Room {
  u: number;
  rowH: number;
  gap: number;
  /** Height between the tabs and the bottom bar. */
  room: number;
}

function sectionsOf(scene: Phaser.Scene, view: MenuView, actions: SetupActions, r: Room): Section[] {
  const s = services();
  const settings = s.settings;
  const changed = (restart: boolean, next: Partial<MenuView> = {}) => {
    saveCurrentSettings();
    if (restart) actions.show({ ...view, ...next });
  };
  const row = <T>(id: string, value: T, options: { value: T; label: string }[], onChoose: (v: T) => void, restart = true): Section => ({
    caption: '',
    height: () => r.rowH,
    draw: (x, y, w) => {
      const bw = (w - 8 * r.u * (options.length - 1)) / options.length;
      const buttons: Button[] = [];
      options.forEach((o, i) => buttons.push(new Button(scene, {
        id: `${id}:${String(o.value)}`, label: o.label, x: x + i * (bw + 8 * r.u) + bw / 2, y: y + r.rowH / 2, width: bw, height: r.rowH,
        fontSize: readable(17 * r.u), selected: o.value === value,
        onClick: () => { buttons.forEach((b, j) => b.setSelected(j === i)); onChoose(o.value); changed(restart); },
      })));
    },
  });
  const captioned = (caption: string, section: Section): Section => ({ ...section, caption });
  const rules = rulesIdOf(settings);

  switch (view.tab) {
    case 'players': {
      const mode = captioned('WHO PLAYS', row<Mode>('mode', settings.mode, [
        { value: 'solo', label: 'You vs opponent' }, { value: 'duo', label: 'Two people' }, { value: 'watch', label: 'Watch two' },
      ], (v) => { settings.mode = v; }));
      if (settings.mode === 'solo') {
        return [
          mode,
          captioned('OPPONENT', opponentCards(scene, 'opponent', settings.opponent, rules, r, false, (v) => { settings.opponent = v; changed(true); })),
          captioned('WHO MOVES FIRST', row<'you' | 'opponent'>('first', settings.first, [{ value: 'you', label: 'You' }, { value: 'opponent', label: 'The opponent' }], (v) => { settings.first = v; }, false)),
        ];
      }
      if (settings.mode === 'watch') {
        return [
          mode,
          captioned('FIRST OPPONENT', opponentCards(scene, 'opponent', settings.opponent, rules, r, true, (v) => { settings.opponent = v; changed(true); })),
          captioned('SECOND OPPONENT', opponentCards(scene, 'opponent2', settings.opponent2, rules, r, true, (v) => { settings.opponent2 = v; changed(true); })),
        ];
      }
      const people = settings.people;
      return [
        mode,
        captioned('NAMES (TAP ONE TO CHANGE IT)', namesSection(scene, r, () => changed(true))),
        captioned('WHO MOVES FIRST', row<0 | 1>('first', people.first, [{ value: 0, label: personName(people, 0) }, { value: 1, label: personName(people, 1) }], (v) => { people.first = v; }, false)),
      ];
    }
    case 'board':
      return [
        captioned('BOARD', familyRow(scene, view, r, actions)),
        captioned(view.yours ? 'YOUR SAVED BOARDS' : 'SIZE', view.yours ? savedBoards(scene, r, actions, () => changed(true)) : sizeCards(scene, r, () => changed(true))),
      ];
    case 'rules':
      return [
        captioned('EQUAL MOVES (ODD BOARDS END ONE MOVE EARLY)', row<boolean>('equal', settings.equalMoves, [{ value: false, label: 'Off' }, { value: true, label: 'On' }], (v) => { settings.equalMoves = v; })),
        captioned('SCORING', row<Scoring>('scoring', settings.scoring, [{ value: 'divisions', label: 'Divisions' }, { value: 'connections', label: 'Connections' }], (v) => { settings.scoring = v; })),
      ];
  }
}

/** A grid of opponent cards; Perfect among them only where it is perfect. */
function opponentCards(scene: Phaser.Scene, id: 'opponent' | 'opponent2', chosen: OpponentChoice, rules: string, r: Room, compact: boolean, choose: (v: OpponentChoice) => void): Section {
  const skill = loadSkill(services().store);
  const offered = OPPONENT_CHOICES.filter((c) => c !== 'perfect' || perfectAvailable(rules));
  const shown = playableOpponent(chosen, rules);
  const u = r.u;
  // Two lines on how it plays, three where the page has the room.
  const lineH = readable(13 * u) * 1.25;
  const twoLines = 2 * 10 * u + readable(17 * u) * 1.25 + 4 * u + 2 * lineH;
  const rows = Math.ceil(offered.length / 3);
  const spare = (r.room - 3 * (r.rowH + 30 * u + r.gap)) / rows;
  const cardH = compact ? r.rowH : Math.max(twoLines, Math.min(twoLines + lineH, spare));
  const colsAt = (w: number) => Math.max(2, Math.min(compact ? 6 : 3, Math.floor((w + r.gap) / ((compact ? 120 : 180) * u + r.gap))));
  const rowsAt = (w: number) => Math.ceil(offered.length / colsAt(w));
  return {
    caption: '',
    wide: true,
    height: (w) => rowsAt(w) * cardH + (rowsAt(w) - 1) * 8 * u,
    draw: (x, y, w) => {
      const cols = colsAt(w);
      const cw = (w - (cols - 1) * 8 * u) / cols;
      offered.forEach((c, i) => {
        const info = opponentInfo(c, skill);
        opponentCard(scene, {
          id: `${id}:${c}`, x: x + (i % cols) * (cw + 8 * u), y: y + Math.floor(i / cols) * (cardH + 8 * u), width: cw, height: cardH, u,
          selected: c === shown, onClick: () => choose(c),
        }, info, compact);
      });
    },
  };
}

/** Two people's names: a button each that asks for the name (typed in a field, drawn as text only). */
function namesSection(scene: Phaser.Scene, r: Room, saved: () => void): Section {
  const people = services().settings.people;
  return {
    caption: '',
    height: () => r.rowH,
    draw: (x, y, w) => {
      const bw = (w - r.gap) / 2;
      ([0, 1] as const).forEach((i) => new Button(scene, {
        id: `name:${i + 1}`, label: personName(people, i), x: x + i * (bw + r.gap) + bw / 2, y: y + r.rowH / 2, width: bw, height: r.rowH,
        fontSize: readable(17 * r.u),
        onClick: () => askText(scene, metrics(scene).u, {
          caption: `Player ${i + 1}'s name`, value: people.names[i], okLabel: 'OK',
          onAccept: (text) => { people.names[i] = tidyPersonName(text); saved(); },
        }),
      }));
    },
  };
}

/** The layout families, and the player's own boards. */
function familyRow(scene: Phaser.Scene, view: MenuView, r: Room, actions: SetupActions): Section {
  const settings = services().settings;
  const items = [
    ...BOARD_CHOICES.map((b) => ({ id: `family:${b.family}`, label: b.name, selected: !view.yours && settings.family === b.family, family: b.family as LayoutFamily | null })),
    { id: 'family:yours', label: 'Yours', selected: view.yours, family: null },
  ];
  const minWidth = 120 * r.u;
  const rowsAt = (w: number) => Math.ceil(items.length / Math.max(1, Math.floor((w + r.gap) / (minWidth + r.gap))));
  return {
    caption: '',
    height: (w) => rowsAt(w) * r.rowH + (rowsAt(w) - 1) * 8 * r.u,
    draw: (x, y, w) => {
      buttonRows(scene, items.map((it) => ({
        id: it.id, label: it.label, selected: it.selected,
        onClick: () => {
          if (it.family) {
            settings.family = it.family;
            settings.custom = null;
            saveCurrentSettings();
          }
          actions.show({ ...view, yours: it.family === null });
        },
      })), { x, y, width: w, height: r.rowH, gap: 8 * r.u, minWidth, fontSize: readable(16 * r.u) });
    },
  };
}

/** Cards in a grid that fits the room left: as many columns as keep each card at least `least` wide. */
function cardGrid(count: number, r: Room, least: number): Pick<Section, 'height'> & { place: (x: number, y: number, w: number, i: number) => { x: number; y: number; w: number; h: number } } {
  const u = r.u;
  const textH = readable(15 * u) * 1.25 + 2 * readable(12 * u) * 1.2 + 16 * u;
  const layout = (w: number) => {
    const cols = Math.max(1, Math.min(count, Math.floor((w + 8 * u) / (least + 8 * u))));
    const rows = Math.ceil(count / cols);
    const cw = (w - (cols - 1) * 8 * u) / cols;
    // The picture as tall as the card is wide at most, less where the rows would overflow the room.
    const roomH = (r.room - 2 * r.rowH - 4 * r.gap) / rows - 8 * u;
    const h = Math.max(textH + 36 * u, Math.min(cw * 0.8 + textH, roomH));
    return { cols, rows, cw, h };
  };
  return {
    height: (w) => { const l = layout(w); return l.rows * l.h + (l.rows - 1) * 8 * u; },
    place: (x, y, w, i) => { const l = layout(w); return { x: x + (i % l.cols) * (l.cw + 8 * u), y: y + Math.floor(i / l.cols) * (l.h + 8 * u), w: l.cw, h: l.h }; },
  };
}

/** The chosen family's sizes as pictures, named by their squares, with the solved value where there is one. */
function sizeCards(scene: Phaser.Scene, r: Room, saved: () => void): Section {
  const settings = services().settings;
  const family = BOARD_CHOICES.find((b) => b.family === settings.family)!;
  const sizes: readonly string[] = family.sizes;
  const grid = cardGrid(sizes.length, r, 110 * r.u);
  return {
    caption: '',
    wide: true,
    height: grid.height,
    draw: (x, y, w) => sizes.forEach((id, i) => {
      const p = grid.place(x, y, w, i);
      const rules = rulesIdOf({ ...settings, custom: null, layouts: { ...settings.layouts, [settings.family]: id } });
      const solved = solvedValue(rules);
      boardCard(scene, {
        id: `size:${id}`, x: p.x, y: p.y, width: p.w, height: p.h, u: r.u, selected: settings.layouts[settings.family] === id,
        onClick: () => { settings.layouts[settings.family] = id; saved(); },
      }, id, sizeName(id), solved ? `Solved: ${solvedWords(solved.value)}` : null);
    }),
  };
}

/** The boards saved from the builder, each playable; none yet: the way to the builder. */
function savedBoards(scene: Phaser.Scene, r: Room, actions: SetupActions, saved: () => void): Section {
  const settings = services().settings;
  // As many as a phone's page holds; the builder lists them all.
  const boards = loadBoards(services().store).slice(0, 8);
  if (boards.length === 0) {
    return {
      caption: '',
      height: () => r.rowH * 2 + r.gap,
      draw: (x, y, w) => {
        scene.add.text(x, y, 'No saved boards yet: build one and save it, and it shows here.', { ...textStyle(readable(15 * r.u), THEME.textDim), wordWrap: { width: w, useAdvancedWrap: true } });
        new Button(scene, { id: 'build', label: 'Build a board', x: x + Math.min(w, 240 * r.u) / 2, y: y + r.rowH * 1.5 + r.gap, width: Math.min(w, 240 * r.u), height: r.rowH, fontSize: readable(17 * r.u), onClick: actions.build });
      },
    };
  }
  const grid = cardGrid(boards.length, r, 110 * r.u);
  return {
    caption: '',
    wide: true,
    height: grid.height,
    draw: (x, y, w) => boards.forEach((b, i) => {
      const p = grid.place(x, y, w, i);
      boardCard(scene, {
        id: `saved:${i}`, x: p.x, y: p.y, width: p.w, height: p.h, u: r.u, selected: settings.custom === b.id,
        onClick: () => { settings.custom = b.id; saved(); },
      }, b.id, b.name, sizeName(b.id));
    }),
  };
}
