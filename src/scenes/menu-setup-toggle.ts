// A rules option's chip on the setup page ("Capture: On", lit while on), its "?" and its one short
// line right beside them, or under them where the column is too narrow: one block, so the words
// never stand away from their chip. A small picture of what the option does stands after the "?"
// where the words keep their room (rule-pictures.ts). The "?" opens the whole of the option with
// its demo. Screen readers hear the chip's name, whether it is pressed, then the words; the "?" as
// "More about …". A chip another rule refuses ("Jumps: Locked" under equal moves) is faded and says
// why on a tap.
import type Phaser from 'phaser';
import { ruleChipLabels, type SetupSection } from '../screens/menu/setup-sections.ts';
import { Button } from '../ui/button.ts';
import { commonFontSize } from '../ui/readable.ts';
import { pixelRatio } from '../ui/device-pixels.ts';
import { SECONDARY_COLOUR, secondaryFont } from '../ui/secondary-text.ts';
import { THEME, textStyle } from '../ui/theme.ts';
import { chipBlock } from '../screens/menu/setup-place.ts';
import { isRuleKey, rulePicture } from '../screens/menu/rule-pictures.ts';
import { drawRulePicture } from '../ui/rule-picture.ts';
import type { Room, Section, SectionInput } from './menu-section.ts';

type Toggle = Extract<SetupSection, { kind: 'toggle' }>;

export function toggleChip(
  scene: Phaser.Scene,
  s: Toggle,
  r: Room,
  input: SectionInput,
  marks = false,
): Section {
  const id: string = s.option.id;
  const picture = isRuleKey(id) ? rulePicture(id) : null;
  const style = (width: number) => ({
    ...textStyle(secondaryFont(15, r.u, pixelRatio()), SECONDARY_COLOUR),
    wordWrap: { width, useAdvancedWrap: true },
  });
  const measure = (words: string, width: number) => {
    const probe = scene.add.text(0, 0, words, style(width));
    const h = probe.height;
    probe.destroy();
    return h;
  };
  // Every chip as wide as the longest label any chip says ("Equal moves: Locked") at the size of
  // the words beside it, so none wraps onto two lines and the chips stand in one straight column.
  const labels = ruleChipLabels();
  const chipFont = secondaryFont(15, r.u, pixelRatio());
  const probe = scene.add.text(0, 0, '', textStyle(chipFont, '#fff')).setVisible(false);
  const least = Math.max(...labels.map((l) => probe.setText(l).width)) / 0.88;
  probe.destroy();
  // Room for the longest words the chip can show here, so a tap moves nothing under the next finger.
  const block = (w: number) =>
    chipBlock(w, r.u, r.rowH, s.words, s.reserve, measure, least, picture ? r.rowH : 0);
  return {
    caption: '',
    height: (w) => block(w).height,
    draw: (x, y, w) => {
      const { chip: c, words: at, help: q, picture: p } = block(w);
      if (picture && p) drawRulePicture(scene, picture, x + p.x, y + p.y, p.side, marks);
      const fontSize = commonFontSize(scene, labels, c.w * 0.88, 17 * r.u);
      if (s.fact) {
        // Nothing to switch on this board: the option's name where its chip would stand, no button.
        scene.add
          .text(x + c.x + c.w / 2, y + c.y + c.h / 2, s.option.label, textStyle(fontSize, THEME.text))
          .setOrigin(0.5)
          .setName(`${s.name}:name`);
      }
      const chip = s.fact
        ? null
        : new Button(scene, {
            id: s.option.id,
            label: s.option.label,
            x: x + c.x + c.w / 2,
            y: y + c.y + c.h / 2,
            width: c.w,
            height: c.h,
            fontSize,
            selected: s.option.chosen,
            onClick: () => input.press(s.option.id),
          });
      if (chip) {
        chip.describe(s.words);
        // Locked (the other rule refuses it): drawn faded, and a tap says why.
        const why = s.locked;
        if (why !== null) chip.setEnabled(false).onRefused(() => input.refused(why));
        input.buttons.set(s.option.id, chip);
      }
      new Button(scene, {
        id: s.more.id,
        label: s.more.words,
        words: s.more.label,
        x: x + q.x + q.w / 2,
        y: y + q.y + q.h / 2,
        width: q.w,
        height: q.h,
        fontSize: 22 * r.u,
        onClick: () => input.more(s.more),
      });
      scene.add.text(x + at.x, y + at.y, s.words, style(at.width)).setName(s.name);
    },
  };
}
