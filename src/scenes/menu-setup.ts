// The menu's setup page, drawn from the setup model's value: the tabs, each tab's sections (in one
// column, or two side by side on a short landscape screen), the line saying what Play starts over
// the bar: "‹ Back" and Play on the setup page (one main action); the Settings page has no bar, its
// "‹ Back" at its top left beside its title, as a phone's settings (each choice applies as made). A
// press goes to the model; the page is drawn again, or where it stays, its rows' chosen buttons and
// the line are read again.

import type Phaser from 'phaser';
import type { MenuView } from '../screens/menu/menu-view.ts';
import type { MoreHelp, SetupSection } from '../screens/menu/setup-sections.ts';
import { PAGE_BUTTONS } from '../words/how-to-play-pages.ts';
import type { SetupModel } from '../screens/menu/setup-model.ts';
import { Button } from '../ui/button.ts';
import { cutToWidth } from '../ui/menu-cards.ts';
import { showNotice } from '../ui/notice.ts';
import { showHelpPages } from '../ui/how-to-play.ts';
import { readable } from '../ui/readable.ts';
import { onItsSide } from '../screens/screen-shape.ts';
import { metrics, minTouch, pixelRatio } from '../ui/screen.ts';
import { THEME, textStyle } from '../ui/theme.ts';
import { explainedPlacement } from '../screens/menu/setup-place.ts';
import { sectionView } from './menu-setup-sections.ts';
import { drawSetupSummary } from './menu-setup-summary.ts';
import type { Services } from './services.ts';
import type { Section } from './menu-section.ts';

export interface SetupActions {
  show: (view: MenuView) => void;
  play: () => void;
  build: () => void;
}

export function drawSetup(
  scene: Phaser.Scene,
  services: Services,
  setup: SetupModel,
  view: MenuView,
  actions: SetupActions,
): void {
  const { u, width, height } = metrics(scene);
  const touch = minTouch(scene);
  const rowH = Math.max(44 * u, touch);
  const gap = 10 * u;
  // A phone on its side takes its whole width: the Rules tab's three columns keep their words at 13 CSS px.
  const colW = onItsSide(metrics(scene), pixelRatio()) ? width - 24 * u : Math.min(width - 24 * u, 900 * u);
  const x = (width - colW) / 2;
  let y = 10 * u;
  const shown = setup.snapshot(view);
  const buttons = new Map<string, Button>();
  const press = (id: string) => {
    const next = setup.choose(view, id);
    if (next) {
      actions.show(next);
      return;
    }
    // The page stays: its rows' chosen buttons and what Play starts, read again.
    const now = setup.snapshot(view);
    for (const s of now.sections)
      if (s.kind === 'row') for (const o of s.options) buttons.get(o.id)?.setSelected(o.chosen);
    summary.refresh(now.summary);
  };
  if (shown.title)
    scene.add
      .text(width / 2, y + rowH / 2, shown.title, textStyle(readable(24 * u), THEME.text, true))
      .setOrigin(0.5)
      .setName('setup:title');
  shown.tabs.forEach((t, i) => {
    const w = (colW - gap * (shown.tabs.length - 1)) / shown.tabs.length;
    new Button(scene, {
      id: t.id,
      label: t.label,
      x: x + i * (w + gap) + w / 2,
      y: y + rowH / 2,
      width: w,
      height: rowH,
      fontSize: readable(18 * u),
      selected: t.chosen,
      onClick: () => press(t.id),
    });
  });
  // The Settings page's way back at its top left, in the title's row: no bar at its foot.
  const topBack = shown.title !== null && !shown.play && !shown.cancel;
  if (topBack)
    new Button(scene, {
      id: shown.done.id,
      label: shown.done.label,
      x: x + 60 * u,
      y: y + rowH / 2,
      width: 120 * u,
      height: rowH,
      fontSize: readable(18 * u),
      onClick: () => press(shown.done.id),
    });
  y += rowH + 2 * gap;
  const barY = topBack ? height - 4 * u : height - 10 * u - rowH;
  const barW = Math.min(colW, 560 * u);
  // "‹ Back" and Play along the bar, Play the main one and the widest.
  const shares = shown.play ? [0.34, 0.66] : [0.5, 0.5];
  const free = barW - gap * (shares.length - 1);
  let bx = (width - barW) / 2;
  const bar = shares.map((s) => {
    const b = { x: bx, width: free * s };
    bx += b.width + gap;
    return b;
  });
  const barButton = (
    i: number,
    id: string,
    label: string,
    size: number,
    onClick: () => void,
    primary = false,
  ) =>
    new Button(scene, {
      id,
      label,
      primary,
      x: bar[i]!.x + bar[i]!.width / 2,
      y: barY + rowH / 2,
      width: bar[i]!.width,
      height: rowH,
      fontSize: readable(size * u),
      onClick,
    });
  const cancel = shown.cancel;
  if (cancel) barButton(0, cancel.id, cancel.label, 18, () => press(cancel.id));
  if (!topBack) barButton(cancel ? 1 : 0, shown.done.id, shown.done.label, 20, () => press(shown.done.id));
  if (shown.play) barButton(1, shown.play.id, shown.play.label, 22, actions.play, true);

  // What Play starts stands over the buttons, part of the bar: the tabs' rows end above it.
  const summary = drawSetupSummary(scene, shown.summary, x, colW, barY - 6 * u, u);
  const barTop = barY - 6 * u - summary.height;
  // A clear gap (8 CSS px) above the bar, however small the unit.
  const clear = Math.max(gap, 8 * pixelRatio());

  const room = { u, rowH, gap, room: barTop - clear - y, colW };
  // A notice under the lowest section, over no control (the tab row at the top was covered before).
  const say = (words: string) => {
    const rect = scene.game.canvas.getBoundingClientRect();
    const k = rect.width / width;
    showNotice(words, 5000, { at: { x: rect.left + (width / 2) * k, y: rect.top + lowest * k + 4 } });
  };
  const input = {
    press,
    buttons,
    show: actions.show,
    build: actions.build,
    more: (help: MoreHelp) =>
      showHelpPages(scene, u, services.settings.marks, () => {}, help.pages, PAGE_BUTTONS.guidedBasics),
    rename: (i: 0 | 1, text: string) => {
      const next = setup.rename(view, i, text);
      if (next) actions.show(next);
    },
    refused: say,
    // At the page's top, over its title: under the sections it stood over the bar upright.
    tell: (words: string) => showNotice(words, 6000, { now: true }),
  };
  const viewsAt = (list: readonly SetupSection[], explain: 'under' | 'ask') =>
    list.map((s) => sectionView(scene, services, s, { ...room, explain }, input));
  let lowest = y;
  const captionH = readable(14 * u) * 1.3 + 4 * u;
  const blocks = (list: readonly Section[]) => list.map((s) => ({ ...s, caption: s.caption !== '' }));
  // Each row's sentence of what it does under it where the page has room, else behind its "?"; one
  // column where it fits with a clear gap (8 CSS px) above the bar; on short landscape screens side
  // by side (setup-place.ts).
  const page = { x, y, colW, landscape: width > height, gap, captionH, room: room.room };
  const placeAll = (list: readonly SetupSection[]) => {
    const under = viewsAt(list, 'under');
    const asked = list.some((s) => s.kind === 'row' && s.explain) ? viewsAt(list, 'ask') : under;
    const chosen = explainedPlacement(blocks(under), blocks(asked), page);
    return { sections: chosen.under ? under : asked, placed: chosen.placed };
  };
  // A spare section (the Board tab's seat line, said over Play too) stands only where the page has room.
  const spare = (s: SetupSection) => (s.kind === 'line' || s.kind === 'way-back') && s.spare === true;
  let laid = placeAll(shown.sections);
  if (laid.placed.lowest - gap > y + room.room + 0.5 && shown.sections.some(spare))
    laid = placeAll(shown.sections.filter((s) => !spare(s)));
  const { sections, placed } = laid;
  sections.forEach((s, i) => {
    const at = placed.places[i]!;
    // A caption longer than its column is cut there, never over the next column's.
    if (s.caption)
      cutToWidth(
        scene.add.text(at.x, at.y, s.caption, textStyle(readable(14 * u), THEME.textDim, true)),
        at.w,
      );
    s.draw(at.x, at.top, at.w);
  });
  lowest = placed.lowest;
}
