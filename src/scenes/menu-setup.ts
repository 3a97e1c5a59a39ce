// The menu's setup page: tabs for who plays (opponent cards, or two people's names), the board
// (a picture per size, and the player's saved boards), and the rules. Every choice is remembered
// at once; Done goes back to the first screen and Play starts the game. A new tab of settings is
// one entry in TABS and one case in sectionsOf.

import type Phaser from 'phaser';
import type { Mode } from '../game/players.ts';
import { personName } from '../game/people.ts';
import { loadBoards } from '../game/saved-boards.ts';
import { BOARD_CHOICES, rulesIdOf, sizeName, type LayoutFamily } from '../game/settings.ts';
import { solvedValue, solvedWords } from '../game/solved-boards.ts';
import { Button } from '../ui/button.ts';
import { groupControls } from '../ui/controls.ts';
import { captionWords } from '../ui/caption-words.ts';
import { buttonRows } from '../ui/button-rows.ts';
import { boardCard } from '../ui/menu-cards.ts';
import { commonFontSize, readable } from '../ui/readable.ts';
import { metrics, minTouch, pixelRatio } from '../ui/screen.ts';
import { THEME, textStyle } from '../ui/theme.ts';
import type { MenuView } from './menu.ts';
import { saveCurrentSettings, type Services } from './services.ts';
import { cardGrid, type Room, type Section } from './menu-section.ts';
import { namesSection, opponentCards } from './menu-setup-players.ts';
import { optionsSections } from './menu-setup-options.ts';
import { rulesSections } from './menu-setup-rules.ts';
import { solvedMark, solvedSections } from './menu-setup-solved.ts';
import { drawSetupSummary } from './menu-setup-summary.ts';

export type SetupTab = 'players' | 'board' | 'rules' | 'options';
const TABS: readonly { id: SetupTab; label: string }[] = [
  { id: 'players', label: 'Who plays' },
  { id: 'board', label: 'Board' },
  { id: 'rules', label: 'Rules' },
  { id: 'options', label: 'Options' },
];

export interface SetupActions {
  show: (view: MenuView) => void;
  play: () => void;
  build: () => void;
}

export function drawSetup(scene: Phaser.Scene, services: Services, view: MenuView, actions: SetupActions): void {
  const { u, width, height } = metrics(scene);
  const touch = minTouch(scene);
  const rowH = Math.max(44 * u, touch);
  const gap = 10 * u;
  const colW = Math.min(width - 24 * u, 900 * u);
  const x = (width - colW) / 2;
  let y = 10 * u;
  // Opened from the builder, the board is the one being built.
  const tabs = view.from === 'builder' ? TABS.filter((t) => t.id !== 'board') : TABS;
  tabs.forEach((t, i) => {
    const w = (colW - gap * (tabs.length - 1)) / tabs.length;
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

  // What Play starts stands over the buttons, part of the bar: the tabs' rows end above it.
  const summary = drawSetupSummary(scene, services, view.from, x, colW, barY - 6 * u, u);
  const barTop = barY - 6 * u - summary.height;
  // A clear gap (8 CSS px) above the bar, however small the unit.
  const clear = Math.max(gap, 8 * pixelRatio());

  const sections = sectionsOf(scene, services, view, actions, { u, rowH, gap, room: barTop - clear - y, colW }, summary.refresh);
  const captionH = readable(14 * u) * 1.3 + 4 * u;
  const heightOf = (list: Section[], w: number) => list.reduce((t, s) => t + (s.caption ? captionH : 0) + s.height(w) + gap, 0);
  // One column where it fits with a clear gap (8 CSS px) above the bar; two side by side on short
  // landscape screens: the wide sections on the right, else the sections shared out evenly.
  const room = barTop - y - clear;
  const split = heightOf(sections, colW) - gap > room && width > height && sections.length > 1;
  const columns = !split ? [sections]
    : sections.some((s) => s.wide) ? [sections.filter((s) => !s.wide), sections.filter((s) => s.wide)]
      : halves(sections, (list) => heightOf(list, (colW - 2 * gap) / 2));
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

/** The sections in two columns, the first holding as many as keep it no taller than the second. */
function halves(sections: Section[], heightOf: (list: Section[]) => number): Section[][] {
  let k = 1;
  while (k < sections.length - 1 && heightOf(sections.slice(0, k + 1)) <= heightOf(sections.slice(k + 1))) k++;
  return [sections.slice(0, k), sections.slice(k)];
}

function sectionsOf(scene: Phaser.Scene, services: Services, view: MenuView, actions: SetupActions, r: Room, said: () => void): Section[] {
  const s = services;
  const settings = s.settings;
  const changed = (restart: boolean, next: Partial<MenuView> = {}) => {
    saveCurrentSettings(services);
    said();
    if (restart) actions.show({ ...view, ...next });
  };
  const row = <T>(id: string, value: T, options: { value: T; label: string }[], onChoose: (v: T) => void, restart = true): Section => ({
    caption: '',
    height: () => r.rowH,
    draw: (x, y, w) => {
      const bw = (w - 8 * r.u * (options.length - 1)) / options.length;
      // One text size for the row: the one at which its longest label fits.
      const font = commonFontSize(scene, options.map((o) => o.label), bw * 0.88, 17 * r.u);
      const buttons: Button[] = [];
      options.forEach((o, i) => buttons.push(new Button(scene, {
        id: `${id}:${String(o.value)}`, label: o.label, x: x + i * (bw + 8 * r.u) + bw / 2, y: y + r.rowH / 2, width: bw, height: r.rowH,
        fontSize: font, selected: o.value === value,
        onClick: () => { buttons.forEach((b, j) => b.setSelected(j === i)); onChoose(o.value); changed(restart); },
      })));
    },
  });
  // The caption names the choices under it for screen readers too ("Sound: Medium").
  const captioned = (caption: string, section: Section): Section => ({
    ...section, caption, draw: (x, y, w) => groupControls(scene, captionWords(caption), () => section.draw(x, y, w)),
  });
  const rules = rulesIdOf(settings);

  switch (view.tab) {
    case 'players': {
      const mode = captioned('WHO PLAYS', row<Mode>('mode', settings.mode, [
        { value: 'solo', label: 'Vs opponent' }, { value: 'duo', label: 'Two people' }, { value: 'watch', label: 'Watch two' },
      ], (v) => { settings.mode = v; }));
      if (settings.mode === 'solo') {
        return [
          mode,
          captioned('OPPONENT', opponentCards(scene, services, 'opponent', settings.opponent, rules, r, false, (v) => { settings.opponent = v; changed(true); })),
          captioned('WHO MOVES FIRST', row<'you' | 'opponent'>('first', settings.first, [{ value: 'you', label: 'You' }, { value: 'opponent', label: 'The opponent' }], (v) => { settings.first = v; }, false)),
        ];
      }
      if (settings.mode === 'watch') {
        return [
          mode,
          captioned('FIRST OPPONENT', opponentCards(scene, services, 'opponent1', settings.opponent1, rules, r, true, (v) => { settings.opponent1 = v; changed(true); })),
          captioned('SECOND OPPONENT', opponentCards(scene, services, 'opponent2', settings.opponent2, rules, r, true, (v) => { settings.opponent2 = v; changed(true); })),
        ];
      }
      const people = settings.people;
      return [
        mode,
        captioned('NAMES (TAP ONE TO CHANGE IT)', namesSection(scene, services, r, () => changed(true))),
        captioned('WHO MOVES FIRST', row<0 | 1>('first', people.first, [{ value: 0, label: personName(people, 0) }, { value: 1, label: personName(people, 1) }], (v) => { people.first = v; }, false)),
      ];
    }
    case 'board':
      return [
        captioned('BOARD', familyRow(scene, services, view, r, actions)),
        ...solvedSections(scene, services, rules, r, actions.show),
        captioned(view.yours ? 'YOUR SAVED BOARDS' : 'SIZE', view.yours ? savedBoards(scene, services, r, actions, () => changed(true)) : sizeCards(scene, services, r, () => changed(true))),
      ];
    case 'rules':
      return [...rulesSections(scene, settings, r, row, captioned), ...solvedSections(scene, services, rules, r, actions.show)];
    case 'options':
      return optionsSections(services, row, captioned);
  }
}

/** The layout families, and the player's own boards. */
function familyRow(scene: Phaser.Scene, services: Services, view: MenuView, r: Room, actions: SetupActions): Section {
  const settings = services.settings;
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
            saveCurrentSettings(services);
          }
          actions.show({ ...view, yours: it.family === null });
        },
      })), { x, y, width: w, height: r.rowH, gap: 8 * r.u, minWidth, fontSize: readable(16 * r.u) });
    },
  };
}

/**
 * The chosen family's sizes as pictures, named by their squares, marked where the board is solved.
 * The solved value itself would spoil the game for a player who wants to find out: it is in the
 * menu's Solved boards, and screen readers hear it after the card's name.
 */
function sizeCards(scene: Phaser.Scene, services: Services, r: Room, saved: () => void): Section {
  const settings = services.settings;
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
      }, id, sizeName(id), solvedMark(rules), solved ? `Solved: ${solvedWords(solved.value)}` : null);
    }),
  };
}

/** The boards saved from the builder, each playable; none yet: the way to the builder. */
function savedBoards(scene: Phaser.Scene, services: Services, r: Room, actions: SetupActions, saved: () => void): Section {
  const settings = services.settings;
  // As many as a phone's page holds; the builder lists them all.
  const boards = loadBoards(services.store).slice(0, 8);
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
