// The setup page's sections drawn from the setup model's value: a row of choices (one text size,
// the one at which its longest label fits), the families, opponent cards, two people's names, board
// cards, a plain line, the solved board's line. A captioned section names its buttons' group for
// screen readers ("Sound: Medium").

import type Phaser from 'phaser';
import type { SetupSection } from '../screens/menu/setup-sections.ts';
import { Button } from '../ui/button.ts';
import { captionWords } from '../ui/caption-words.ts';
import { groupControls } from '../ui/controls.ts';
import { boardCard } from '../ui/menu-cards.ts';
import { CARD_TEXT, leastCardWidth } from '../screens/menu/card-lines.ts';
import { readable, widestLabel } from '../ui/readable.ts';
import { pixelRatio } from '../ui/device-pixels.ts';
import { SECONDARY_COLOUR, secondaryFont } from '../ui/secondary-text.ts';
import { THEME, textStyle } from '../ui/theme.ts';
import { cardGrid, type Room, type Section, type SectionInput } from './menu-section.ts';
import { namesSection, opponentCards } from './menu-setup-players.ts';
import { solvedLine, wayBackLine } from './menu-setup-solved.ts';
import { toggleChip } from './menu-setup-toggle.ts';
import { choiceRow } from './menu-setup-row.ts';
import type { Services } from './services.ts';

export function sectionView(
  scene: Phaser.Scene,
  services: Services,
  s: SetupSection,
  r: Room,
  input: SectionInput,
): Section {
  const section = drawn(scene, services, s, r, input);
  if (!s.caption) return section;
  const draw = (x: number, y: number, w: number) =>
    groupControls(scene, captionWords(s.caption), () => section.draw(x, y, w));
  // A row whose caption is its label beside its buttons draws it itself: no caption over it.
  if (s.kind === 'row' && s.inline) return { ...section, draw };
  return { ...section, caption: s.caption, draw };
}

function drawn(
  scene: Phaser.Scene,
  services: Services,
  s: SetupSection,
  r: Room,
  input: SectionInput,
): Section {
  switch (s.kind) {
    case 'row':
      return choiceRow(scene, s, r, input);
    case 'families': {
      // Each card wide enough for the longest word of any family's name; a name of two words too
      // long for one line takes two ("Petri" / "dish"), never "Petri…".
      const least = leastCardWidth(
        s.cards.map((c) => c.option.label),
        (word) => widestLabel(scene, [word], readable(CARD_TEXT.title * r.u), true),
        CARD_TEXT.pad * r.u,
        84 * r.u,
      );
      const more = s.more;
      return {
        ...cardSection(
          scene,
          s.cards,
          r,
          least,
          FAMILY_SHARE,
          input,
          (c) => ({ layout: c.layout, note: c.note, description: c.note, titleLines: 2 }),
          // The families' grid's free place after Yours: every shape's picture and what it changes.
          // Drawn as a board card whose picture is every shape's (the families' own pictures).
          (p) =>
            boardCard(
              scene,
              {
                id: more.id,
                x: p.x,
                y: p.y,
                width: p.w,
                height: p.h,
                u: r.u,
                selected: false,
                onClick: () => input.more(more),
                // Whole words on a narrow card (a phone on its side): a line a word if need be.
                titleLines: more.words.split(' ').length,
              },
              s.cards.flatMap((c) => (c.layout ? [c.layout] : [])),
              more.words,
              null,
            ),
        ),
        wide: false,
        beside: true,
      };
    }
    case 'opponents':
      return opponentCards(scene, s, r, input.press);
    case 'names':
      return namesSection(scene, s, r, input.rename);
    case 'boards':
      return cardSection(
        scene,
        s.cards,
        r,
        96 * r.u,
        1 - FAMILY_SHARE,
        input,
        (c) => ({ ...c, layout: c.picture ?? c.layout }),
        undefined,
        true,
      );
    case 'no-boards':
      return {
        caption: '',
        height: () => r.rowH * 2 + r.gap,
        draw: (x, y, w) => {
          scene.add.text(x, y, s.words, {
            ...textStyle(secondaryFont(15, r.u, pixelRatio()), SECONDARY_COLOUR),
            wordWrap: { width: w, useAdvancedWrap: true },
          });
          new Button(scene, {
            id: s.build.id,
            label: s.build.label,
            x: x + Math.min(w, 240 * r.u) / 2,
            y: y + r.rowH * 1.5 + r.gap,
            width: Math.min(w, 240 * r.u),
            height: r.rowH,
            fontSize: readable(17 * r.u),
            onClick: input.build,
          });
        },
      };
    case 'line': {
      const style = (w: number) => ({
        ...textStyle(secondaryFont(15, r.u, pixelRatio()), SECONDARY_COLOUR),
        wordWrap: { width: w, useAdvancedWrap: true },
      });
      return {
        caption: '',
        height: (w) => {
          const probe = scene.add.text(0, 0, s.words, style(w));
          const h = probe.height;
          probe.destroy();
          return h;
        },
        draw: (x, y, w) => {
          scene.add.text(x, y, s.words, style(w)).setName(s.name);
        },
      };
    }
    case 'solved':
      return solvedLine(scene, services, s, r, input.show);
    case 'way-back':
      return wayBackLine(scene, s, r, input.press);
    case 'toggle':
      return toggleChip(scene, s, r, input, services.settings.marks);
    case 'heading': {
      // A group's heading in the accent, with air over it: the groups read apart at a glance.
      const size = readable(17 * r.u);
      const air = 10 * r.u;
      return {
        caption: '',
        heads: true,
        height: () => air + size * 1.3,
        draw: (x, y) => {
          scene.add
            .text(x, y + air, s.words, textStyle(size, THEME.accentCss, true))
            .setName(`heading:${s.words}`);
        },
      };
    }
  }
}

/**
 * The Board tab's share of the page's height for the families' pictures in one column; the sizes
 * have the rest. Both are fixed by the tab, so a family tapped changes what the size cards show,
 * never where the families stand.
 */
const FAMILY_SHARE = 0.45;

/** A grid of board picture cards: a wide section, in a column of its own on a short landscape page. */
function cardSection<C extends { option: { id: string; label: string; chosen: boolean } }>(
  scene: Phaser.Scene,
  cards: C[],
  r: Room,
  least: number,
  share: number,
  input: SectionInput,
  picture: (c: C) => {
    layout: string | null;
    note: string | null;
    description: string | null;
    titleLines?: number;
  },
  /** A card after the others (the families' "How each board plays"), drawn in the next place. */
  after?: (place: { x: number; y: number; w: number; h: number }) => void,
  /** Fewer cards to a row where each picture is bigger so (cardGrid). */
  bigger = false,
): Section {
  const grid = cardGrid(cards.length + (after ? 1 : 0), r, least, share, bigger);
  return {
    caption: '',
    wide: true,
    height: grid.height,
    draw: (x, y, w) => {
      after?.(grid.place(x, y, w, cards.length));
      cards.forEach((c, i) => {
        const p = grid.place(x, y, w, i);
        const { layout, note, description, titleLines } = picture(c);
        boardCard(
          scene,
          {
            id: c.option.id,
            x: p.x,
            y: p.y,
            width: p.w,
            height: p.h,
            u: r.u,
            selected: c.option.chosen,
            onClick: () => input.press(c.option.id),
            ...(titleLines ? { titleLines } : {}),
          },
          layout,
          c.option.label,
          note,
          description,
        );
      });
    },
  };
}
