// The menu's choice cards: an opponent (name, difficulty mark, one line on how it plays) and a
// board (its picture, its size, and whether it is solved). A card is a Button with
// its words laid over it, so taps, the keyboard, the controls list and the hook treat it as one.

import { paletteHex, type PaletteName } from './palette.ts';
import { loneCellFrame } from './art/cell-pieces.ts';
import type Phaser from 'phaser';
import type { OpponentInfo } from '../game/opponent-info.ts';
import { Button } from './button.ts';
import { CARD_TEXT, cardNoteLines, cardTitleLines } from '../screens/menu/card-lines.ts';
import { addGlyph } from './menu-glyphs.ts';
import { addThumbnail } from './board-thumbnail.ts';
import { readable } from './readable.ts';
import { THEME, textStyle } from './theme.ts';
import { playsColourLine } from '../words/opponent-colour-words.ts';

export interface CardPlace {
  id: string;
  x: number;
  y: number;
  width: number;
  height: number;
  u: number;
  selected: boolean;
  onClick: () => void;
  /** Lines a board card's name may take (card-lines.ts): a family's "Petri" / "dish"; one by default. */
  titleLines?: number;
}

/** Cuts a text object to a width, ending in …, so a long word never runs out of its card. */
export function cutToWidth(text: Phaser.GameObjects.Text, width: number): Phaser.GameObjects.Text {
  if (text.width <= width) return text;
  const letters = Array.from(text.text);
  while (letters.length > 1 && text.width > width) {
    letters.pop();
    text.setText(letters.join('').trimEnd() + '…');
  }
  return text;
}

/** A box on the menu that is one tap target with its words drawn over it (no label of its own). */
export interface CardBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

export function cardBoxButton(
  scene: Phaser.Scene,
  box: CardBox,
  o: { id: string; label: string; radius: number; onClick: () => void; selected?: boolean; invite?: boolean },
): Button {
  return new Button(scene, {
    id: o.id,
    label: o.label,
    x: box.x + box.width / 2,
    y: box.y + box.height / 2,
    width: box.width,
    height: box.height,
    showLabel: false,
    tooltip: false,
    selected: o.selected,
    invite: o.invite,
    radius: o.radius,
    onClick: o.onClick,
  });
}

function cardButton(scene: Phaser.Scene, p: CardPlace, label: string): Button {
  return cardBoxButton(scene, p, {
    id: p.id,
    label,
    radius: 14 * p.u,
    onClick: p.onClick,
    selected: p.selected,
  });
}

/** The size of an opponent card's line on how it plays (the grid measures its lines at it: opponent-grid.ts). */
export function opponentLineSize(u: number): number {
  return readable(13 * u);
}

/** What an opponent's card says of it: its colour first, where one is shown, then how it plays. */
export function opponentSays(c: { info: OpponentInfo; colour: PaletteName | null }, compact = false): string {
  return c.colour && !compact ? playsColourLine(c.colour, c.info.line) : c.info.line;
}

/** An opponent's card; with room for one line only (`compact`), the name and mark alone. */
export function opponentCard(
  scene: Phaser.Scene,
  p: CardPlace,
  info: OpponentInfo,
  compact = false,
  colour: PaletteName | null = null,
  badge: string | null = null,
): Button {
  const card = cardButton(scene, p, info.name);
  // Its colour named first, where one is shown: a new colour on the board is the opponent chosen.
  const says = opponentSays({ info, colour }, compact);
  // The mark's meaning in words: a screen reader says nothing of its dots and crown.
  card.describe(compact ? info.markWords : `${info.markWords}. ${says}`);
  const { u } = p;
  const pad = 10 * u;
  const inner = p.width - 2 * pad;
  const nameSize = readable(17 * u);
  const name = scene.add.text(p.x + pad, p.y + pad, info.name, textStyle(nameSize, THEME.text, true));
  const mark = scene.add.text(
    p.x + p.width - pad,
    p.y + pad,
    info.mark,
    textStyle(readable((badge ? 15 : 14) * u), badge ?? THEME.accentCss),
  );
  mark.setOrigin(1, 0);
  // A glossy chip before its name in the colour its cells play on the board (not on the compact
  // cards of a watched pair, whose colours go by the pair): a chip in another ink promised a colour
  // the board never showed. Hard, Adaptive, the Expert and Perfect share the rose; their marks'
  // pills (opponent-badges.ts) tell them apart.
  // A long name by a wide mark (Adaptive's arrow on a side phone's narrow card read "Adapt…"):
  // the chip a little smaller and nearer, so the whole name fits.
  if (colour && !compact) {
    const tight = name.width + name.height * 0.72 + 12 * u + mark.width > inner;
    const side = Math.round(name.height * (tight ? 0.6 : 0.72));
    colourChip(scene, p.x + pad, name.y + (name.height - side) / 2, side, colour);
    name.setX(p.x + pad + side + (tight ? 3 : 6) * u);
  }
  if (compact) fitCompact(name, mark, p, pad);
  else fitBesideMark(name, inner - (name.x - p.x - pad) - mark.width - 6 * u);
  if (badge) badgePill(scene, mark, badge, u);
  if (!compact) {
    const top = name.y + name.height + 4 * u;
    const line = scene.add.text(p.x + pad, top, says, {
      ...textStyle(opponentLineSize(u), p.selected ? THEME.text : THEME.textDim),
      wordWrap: { width: inner, useAdvancedWrap: true },
    });
    // Too tall for the card: the lines that fit, the last cut with …
    const room = p.y + p.height - pad / 2 - top;
    if (line.height > room) {
      const lines = line.getWrappedText();
      const perLine = line.height / Math.max(1, lines.length);
      const keep = Math.max(1, Math.floor(room / perLine));
      line.setWordWrapWidth(null as unknown as number).setText(lines.slice(0, keep).join('\n'));
      if (keep < lines.length)
        line.setText(
          lines
            .slice(0, keep - 1)
            .concat(lines[keep - 1]! + '…')
            .join('\n'),
        );
    }
  }
  return card;
}

/** A card's name beside its mark: a size smaller where the readable least allows, before it is cut. */
function fitBesideMark(name: Phaser.GameObjects.Text, room: number): void {
  if (name.width > room) {
    const [size, middle] = [parseFloat(String(name.style.fontSize)), name.y + name.height / 2];
    name.setFontSize(readable(Math.floor((size * room) / name.width)));
    name.setY(middle - name.height / 2);
  }
  cutToWidth(name, room);
}

/**
 * A one-line card's name and mark: the mark under the name (every card of the row alike), the
 * name shrunk to the card's width (never under the readable least) before it is cut.
 */
function fitCompact(
  name: Phaser.GameObjects.Text,
  mark: Phaser.GameObjects.Text,
  p: CardPlace,
  pad: number,
): void {
  const inner = p.width - 2 * pad;
  mark.setFontSize(readable(12 * p.u));
  const size = parseFloat(String(name.style.fontSize));
  if (name.width > inner) name.setFontSize(readable(Math.floor((size * inner) / name.width)));
  cutToWidth(name, inner);
  const top = p.y + (p.height - name.height - mark.height) / 2;
  name.setY(top);
  mark.setOrigin(0, 0).setPosition(p.x + pad, top + name.height);
}

/**
 * A board's card: its picture above, its size (or a saved board's name), and an optional second
 * line; `description` (by default the line) is what screen readers hear after the card's name.
 */
export function boardCard(
  scene: Phaser.Scene,
  p: CardPlace,
  layoutId: string | readonly string[] | null,
  title: string,
  note: string | null,
  description = note,
): Button {
  const card = cardButton(scene, p, title);
  if (description) card.describe(description);
  const { u } = p;
  const pad = CARD_TEXT.pad * u;
  const titleSize = readable(CARD_TEXT.title * u);
  const noteSize = readable(CARD_TEXT.note * u);
  const width = p.width - 2 * pad;
  // Each note line whole (card-lines.ts): "Best play known" takes two lines, or "Best play", on a narrow card, and a
  // count too long for one line takes two, the picture giving up the room.
  const probe = scene.add.text(0, 0, '', textStyle(noteSize, THEME.accentCss)).setVisible(false);
  const lines = note ? cardNoteLines(note, (line) => probe.setText(line).width <= width) : [];
  probe.setStyle(textStyle(titleSize, THEME.text, true));
  const names = cardTitleLines(title, (line) => probe.setText(line).width <= width, p.titleLines ?? 1);
  probe.destroy();
  // A card of several boards (How each board plays) has no note: its picture takes the note's room.
  const noteLines =
    typeof layoutId === 'object' && layoutId ? lines.length : Math.max(CARD_TEXT.noteLines, lines.length);
  const textH = names.length * titleSize * 1.25 + noteLines * noteSize * 1.2 + 4 * u;
  const picH = Math.max(10 * u, p.height - textH - 2 * pad);
  // No board yet (the player's own boards before the first is saved): the builder's glyph.
  if (layoutId === null)
    addGlyph(scene, 'build', p.x + p.width / 2, p.y + pad + picH / 2, Math.min(picH, width) * 0.6);
  else if (typeof layoutId === 'string')
    addThumbnail(scene, layoutId, p.x + p.width / 2, p.y + pad + picH / 2, width, picH);
  else shapesPicture(scene, layoutId, { x: p.x + pad, y: p.y + pad, width, height: picH }, u);
  const titleText = scene.add
    .text(p.x + p.width / 2, p.y + pad + picH + 2 * u, names.join('\n'), {
      ...textStyle(titleSize, THEME.text, true),
      align: 'center',
    })
    .setOrigin(0.5, 0);
  if (names.length === 1) cutToWidth(titleText, width);
  if (lines.length > 0)
    scene.add
      .text(p.x + p.width / 2, titleText.y + titleText.height, lines.join('\n'), {
        ...textStyle(noteSize, THEME.accentCss),
        align: 'center',
      })
      .setOrigin(0.5, 0);
  return card;
}

/** Several boards' pictures in rows of three (the Board tab's "How each board plays": every shape at a glance). */
function shapesPicture(
  scene: Phaser.Scene,
  layouts: readonly string[],
  box: { x: number; y: number; width: number; height: number },
  u: number,
): void {
  const cols = Math.min(3, layouts.length);
  const rows = Math.ceil(layouts.length / cols);
  const gap = 3 * u;
  const cellW = (box.width - (cols - 1) * gap) / cols;
  const cellH = (box.height - (rows - 1) * gap) / rows;
  const side = Math.min(cellW, cellH);
  // The block of pictures centred in the card's picture place.
  const left = box.x + (box.width - (cols * side + (cols - 1) * gap)) / 2;
  const top = box.y + (box.height - (rows * side + (rows - 1) * gap)) / 2;
  layouts.forEach((id, i) => {
    const c = i % cols;
    const r = Math.floor(i / cols);
    addThumbnail(
      scene,
      id,
      left + c * (side + gap) + side / 2,
      top + r * (side + gap) + side / 2,
      side,
      side,
    );
  });
}

/** The opponent's badge: a dark pill edged in its ink behind its strength mark (opponent-badges.ts). */
function badgePill(scene: Phaser.Scene, mark: Phaser.GameObjects.Text, ink: string, u: number): void {
  const padX = 5 * u;
  const padY = 2 * u;
  const b = mark.getBounds();
  const g = scene.add.graphics();
  const h = b.height + 2 * padY;
  g.fillStyle(0x06141a, 0.8);
  g.fillRoundedRect(b.x - padX, b.y - padY, b.width + 2 * padX, h, h / 2);
  g.lineStyle(Math.max(1, 1.5 * u), Number.parseInt(ink.slice(1), 16), 1);
  g.strokeRoundedRect(b.x - padX, b.y - padY, b.width + 2 * padX, h, h / 2);
  g.setDepth(mark.depth);
  mark.setDepth(mark.depth + 1);
}

/**
 * An opponent's colour as a chip: its own lone cell, the very picture its cells are on the board
 * (a flat chip in the palette's colour read bluer and brighter than the shaded cells, so the word
 * above and the cells below disagreed). While the cells' second sheet is still on its way (the menu
 * never waits for it) a flat chip stands in, and the cell takes its place once the sheet is in.
 */
function colourChip(scene: Phaser.Scene, x: number, y: number, side: number, colour: PaletteName): void {
  const frame = `${colour}/${loneCellFrame('square')}`;
  const cells = () => scene.textures.exists('cells') && scene.textures.get('cells').has(frame);
  const cell = () =>
    scene.add.image(x + side / 2, y + side / 2, 'cells', frame).setDisplaySize(side * 1.1, side * 1.1);
  if (cells()) {
    cell();
    return;
  }
  const g = scene.add.graphics();
  const r = side * 0.28;
  g.fillStyle(paletteHex(colour), 1);
  g.fillRoundedRect(x, y, side, side, r);
  g.lineStyle(Math.max(1, side * 0.06), 0x000000, 0.35);
  g.strokeRoundedRect(x, y, side, side, r);
  const waiting = scene.time.addEvent({
    delay: 100,
    loop: true,
    callback: () => {
      if (!cells()) return;
      waiting.remove();
      if (!g.active) return;
      cell().setDepth(g.depth);
      g.destroy();
    },
  });
  g.once('destroy', () => waiting.remove());
}
