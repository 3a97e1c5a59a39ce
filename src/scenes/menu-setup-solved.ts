// The setup page's line on a board whose best play is known and its way to the panel of those boards (the Settings
// page's too); a board chosen in that panel (ui/about-panel.ts) becomes the menu's, against its
// strongest opponent, on the Who plays page (the setup model's chooseSolved). And, in the same
// room, the line that an option keeps Perfect from playing, with its one button back.

import type Phaser from 'phaser';
import type { MenuView } from '../screens/menu/menu-view.ts';
import type { SetupSection } from '../screens/menu/setup-sections.ts';
import { showAbout } from '../ui/about-panel.ts';
import { Button } from '../ui/button.ts';
import { readable } from '../ui/readable.ts';
import { THEME, textStyle } from '../ui/theme.ts';
import type { Room, Section } from './menu-section.ts';
import { menuModel } from './menu-services.ts';
import type { Services } from './services.ts';

/** The Best play known panel; a board chosen there becomes the menu's, against its strongest opponent, on the Who plays page. */
export function showSolvedBoards(
  scene: Phaser.Scene,
  services: Services,
  u: number,
  show: (view: MenuView) => void,
): void {
  showAbout(scene, u, (rules) => {
    const next = menuModel(services).setup.chooseSolved(rules);
    if (next) show(next);
  });
}

/** "Best play is known on this board", and the button to the panel. */
export function solvedLine(
  scene: Phaser.Scene,
  services: Services,
  s: Extract<SetupSection, { kind: 'solved' }>,
  r: Room,
  show: (view: MenuView) => void,
): Section {
  const open = s.open;
  if (s.link && open)
    return {
      caption: s.caption,
      height: () => r.rowH,
      draw: (x, y, w) =>
        new Button(scene, {
          id: open.id,
          label: open.label,
          x: x + w / 2,
          y: y + r.rowH / 2,
          width: w,
          height: r.rowH,
          fontSize: readable(16 * r.u),
          onClick: () => showSolvedBoards(scene, services, r.u, show),
        }),
    };
  return lineWithButton(
    scene,
    r,
    s.caption,
    s.words,
    s.name,
    open && {
      id: open.id,
      label: open.label,
      onClick: () => showSolvedBoards(scene, services, r.u, show),
    },
  );
}

/** A line and the one button that undoes what it says ("Perfect plays without jumps; …" · "Turn jumps off"). */
export function wayBackLine(
  scene: Phaser.Scene,
  s: Extract<SetupSection, { kind: 'way-back' }>,
  r: Room,
  press: (id: string) => void,
): Section {
  return lineWithButton(scene, r, s.caption, s.words, s.name, {
    id: s.option.id,
    label: s.option.label,
    onClick: () => press(s.option.id),
  });
}

/** One row: words on the left and, where there is one, a button on the right. */
function lineWithButton(
  scene: Phaser.Scene,
  r: Room,
  caption: string,
  words: string,
  name: string,
  button: { id: string; label: string; onClick: () => void } | null,
): Section {
  const u = r.u;
  // Wide enough for "Best play known ›" on one line on a phone on its side.
  const buttonW = 180 * u;
  // In a narrow column (Settings' three on a tablet) the words would wrap to a word a line beside
  // the button and stand over the caption: they take the column's width, the button the row under them.
  const stacked = (w: number) => button !== null && w - buttonW - r.gap < 200 * u;
  const style = (w: number) => ({
    ...textStyle(readable(15 * u), THEME.text),
    wordWrap: { width: stacked(w) || !button ? w : w - buttonW - r.gap, useAdvancedWrap: true },
  });
  // The words' own height where they wrap past the button's (the seat line's two or three lines).
  const wordsH = (w: number) => {
    const probe = scene.add.text(0, 0, words, style(w));
    const h = probe.height;
    probe.destroy();
    return Math.max(r.rowH, h);
  };
  return {
    caption,
    height: (w) => (stacked(w) ? wordsH(w) + r.rowH + r.gap / 2 : wordsH(w)),
    draw: (x, y, w) => {
      const under = stacked(w);
      const top = wordsH(w);
      scene.add
        .text(x, y + top / 2, words, style(w))
        .setOrigin(0, 0.5)
        .setName(name);
      if (!button) return;
      new Button(scene, {
        ...button,
        x: under ? x + buttonW / 2 : x + w - buttonW / 2,
        y: under ? y + top + r.rowH / 2 + r.gap / 2 : y + top / 2,
        width: buttonW,
        height: r.rowH,
        fontSize: readable(15 * u),
      });
    },
  };
}
