// A rules option's chip on the setup page ("Capture: On", lit while on) with its words right beside
// it, or under it where the column is too narrow for both: one block, so the words never stand
// away from their chip. Screen readers hear the chip's name, whether it is pressed, then the words.
// A chip another rule refuses ("Jumps: Locked" under equal moves) is faded and says why on a tap.

import type Phaser from 'phaser';
import type { SetupSection } from '../screens/menu/setup-sections.ts';
import { Button } from '../ui/button.ts';
import { showNotice } from '../ui/notice.ts';
import { commonFontSize } from '../ui/readable.ts';
import { pixelRatio } from '../ui/device-pixels.ts';
import { SECONDARY_COLOUR, secondaryFont } from '../ui/secondary-text.ts';
import { textStyle } from '../ui/theme.ts';
import type { Room, Section, SectionInput } from './menu-section.ts';

type Toggle = Extract<SetupSection, { kind: 'toggle' }>;

export function toggleChip(scene: Phaser.Scene, s: Toggle, r: Room, input: SectionInput): Section {
  const gap = 12 * r.u;
  const chipW = (w: number) => Math.min(200 * r.u, Math.max(150 * r.u, w * 0.36));
  // Beside the chip where the words keep a readable width, else under it.
  const beside = (w: number) => w - chipW(w) - gap >= 180 * r.u;
  const wordsW = (w: number) => (beside(w) ? w - chipW(w) - gap : w);
  const style = (w: number) => ({
    ...textStyle(secondaryFont(15, r.u, pixelRatio()), SECONDARY_COLOUR),
    wordWrap: { width: wordsW(w), useAdvancedWrap: true },
  });
  const wordsH = (w: number) => {
    const probe = scene.add.text(0, 0, s.words, style(w));
    const h = probe.height;
    probe.destroy();
    return h;
  };
  return {
    caption: '',
    height: (w) => (beside(w) ? Math.max(r.rowH, wordsH(w)) : r.rowH + 6 * r.u + wordsH(w)),
    draw: (x, y, w) => {
      const cw = beside(w) ? chipW(w) : Math.min(w, 220 * r.u);
      const chip = new Button(scene, {
        id: s.option.id,
        label: s.option.label,
        x: x + cw / 2,
        y: y + r.rowH / 2,
        width: cw,
        height: r.rowH,
        fontSize: commonFontSize(scene, [s.option.label], cw * 0.88, 17 * r.u),
        selected: s.option.chosen,
        onClick: () => input.press(s.option.id),
      });
      chip.describe(s.words);
      // Locked (the other rule refuses it): drawn faded, and a tap says why.
      const why = s.locked;
      if (why !== null) chip.setEnabled(false).onRefused(() => showNotice(why));
      input.buttons.set(s.option.id, chip);
      const h = wordsH(w);
      const words = beside(w)
        ? scene.add.text(x + cw + gap, y + Math.max(0, (r.rowH - h) / 2), s.words, style(w))
        : scene.add.text(x, y + r.rowH + 6 * r.u, s.words, style(w));
      words.setName(s.name);
    },
  };
}
