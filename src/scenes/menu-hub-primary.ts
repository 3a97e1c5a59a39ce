// The menu's big card drawn where hub-layout.ts and primary-card.ts put its parts: the board's
// picture (the kept game's as it stands, or the chosen board as a new game starts on it), who plays, the board, the mark of
// changed rules (its tap goes back to the standard rules), Change, and Play or Resume and New game.

import type Phaser from 'phaser';
import type { MatchSetup } from '../game/match.ts';
import type { People } from '../game/people.ts';
import type { Box, HubLayout } from '../screens/menu/hub-layout.ts';
import type { HubSnapshot } from '../screens/menu/menu-model.ts';
import { addThumbnail } from '../ui/board-thumbnail.ts';
import { Button } from '../ui/button.ts';
import { minText } from '../ui/device-pixels.ts';
import { addGameThumbnail, addStartThumbnail } from '../ui/game-thumbnail.ts';
import { drawGlass } from '../ui/glass-surface.ts';
import { addHalo } from '../ui/halo.ts';
import { cutToWidth } from '../ui/menu-cards.ts';
import { RADIUS, THEME, textStyle } from '../ui/theme.ts';
import { addWhoSwatches, gapped } from '../ui/who-swatches.ts';
import { whoColours } from '../screens/menu/who-colours.ts';

/** What the big card's taps do. */
export interface PrimaryActions {
  play(): void;
  resume(): void;
  change(): void;
  /** The mark of changed rules: back to the standard rules, or its Undo once there. */
  standardRules(): void;
}

export function drawPrimary(
  scene: Phaser.Scene,
  hub: HubSnapshot,
  l: HubLayout,
  people: People,
  actions: PrimaryActions,
  opening: MatchSetup | null,
): void {
  const { u, primary: c, parts } = l;
  drawGlass(scene.add.graphics(), c.x, c.y, c.width, c.height, RADIUS.panel * u, {
    line: Math.max(1.5, 2 * u),
    rimAlpha: 0.8,
  });
  const button = (b: Box, id: string, label: string, primary: boolean, size: number, onClick: () => void) =>
    new Button(scene, {
      id,
      label,
      primary,
      x: b.x + b.width / 2,
      y: b.y + b.height / 2,
      width: b.width,
      height: b.height,
      fontSize: Math.min(size * u, b.height * 0.45),
      radius: RADIUS.button * u * 1.4,
      onClick,
    });
  const [first, second] = parts.buttons;
  const card = hub.card;
  const pic = parts.picture;
  // The board lies on the lab's light table: a pool of light behind it makes it the card's hero.
  addHalo(
    scene,
    pic.x + pic.width / 2,
    pic.y + pic.height / 2,
    pic.width * 1.7,
    pic.height * 1.7,
    0x8fe6ff,
    0.16,
  );
  if ('game' in card.picture)
    addGameThumbnail(
      scene,
      card.picture.game,
      people,
      pic.x + pic.width / 2,
      pic.y + pic.height / 2,
      pic.width,
      pic.height,
    );
  else if (
    !opening ||
    !addStartThumbnail(scene, opening, pic.x + pic.width / 2, pic.y + pic.height / 2, pic.width, pic.height)
  )
    addThumbnail(
      scene,
      card.picture.layout,
      pic.x + pic.width / 2,
      pic.y + pic.height / 2,
      pic.width,
      pic.height,
    );
  // Who plays, then the board and its rules options, then the difficulty or the kept game's moves.
  const w = parts.words;
  // Each name with its colour's swatch beside it, so the picture's colours read as who plays whom.
  const players = 'game' in card.picture ? card.picture.game.setup.players : (opening?.players ?? null);
  const colours = whoColours(card.who, players, people);
  const whoLine = colours ? gapped(card.who) : card.who;
  const lines = [
    // Whose game Play starts (the ladder's step, or the player's chosen game): said first, in amber.
    ...(card.heading ? [scene.add.text(w.x, 0, card.heading, textStyle(15 * u, THEME.accentCss, true))] : []),
    scene.add.text(w.x, 0, whoLine, textStyle(20 * u, THEME.text, true)),
    scene.add.text(w.x, 0, card.board, textStyle(15 * u, THEME.textDim)),
    // A kept game's rules (a mark below says the rules changed for Play).
    ...(card.rules ? [scene.add.text(w.x, 0, card.rules, textStyle(15 * u, THEME.text))] : []),
    ...(card.note ? [scene.add.text(w.x, 0, card.note, textStyle(15 * u, THEME.accentCss))] : []),
  ];
  // Two people's names too long for one line break after "vs", where both lines fit and the words
  // still fit the card's height: "Player 1 vs" / "Player 2" rather than "Player 1 vs Play…". Where
  // they do not ("You vs Adaptive" beside a tablet's picture, under its heading), a smaller font
  // keeps the one line whole, never under the readable least.
  const who = lines[card.heading ? 1 : 0]!;
  const full = Math.round(Math.max(minText(), 20 * u));
  const size = who.style.fontSize;
  const fitWho = (line: string) => {
    who.setText(line).setFontSize(size);
    const vs = line.indexOf(' vs ');
    if (who.width > w.width && vs > 0) {
      const twoLines = `${line.slice(0, vs)} vs\n${line.slice(vs + 4)}`;
      who.setText(twoLines).setFontSize(Math.round(Math.max(minText(), 17 * u)));
      const rest = lines.filter((t) => t !== who).reduce((sum, t) => sum + t.height, 0);
      if (who.width > w.width || who.height + rest > w.height) who.setText(line).setFontSize(full);
    }
    if (who.width > w.width) {
      const least = Math.min(full, Math.round(Math.max(minText(), 16 * u)));
      who.setFontSize(Math.max(least, Math.floor((full * w.width) / who.width)));
    }
  };
  fitWho(whoLine);
  // The swatches' room cut a name ("You vs Mediu…" on a tablet): the names alone, whole, no swatch.
  if (colours && who.width > w.width) fitWho(card.who);
  const total = lines.reduce((sum, t) => sum + t.height, 0);
  const gap = Math.max(0, (w.height - total) / lines.length);
  let y = w.y;
  for (const t of lines) {
    cutToWidth(t, w.width).setY(y + gap / 2);
    y += t.height + gap;
  }
  if (colours) addWhoSwatches(scene, who, colours);
  // Rules changed for Play, in warm words on a finger's button: its tap goes back to the standard
  // rules; then the plain Undo in its place.
  if (card.changed && parts.mark) {
    const m = parts.mark;
    new Button(scene, {
      id: card.changed.id,
      label: card.changed.label,
      words: card.changed.words,
      x: m.x + m.width / 2,
      y: m.y + m.height / 2,
      width: m.width,
      height: m.height,
      fontSize: Math.min(16 * u, m.height * 0.4),
      radius: RADIUS.button * u,
      caution: card.changed.id === 'rules:standard',
      tooltip: false,
      onClick: actions.standardRules,
    }).describe(card.changed.description);
  }
  const ch = parts.change;
  const change = new Button(scene, {
    id: card.id,
    label: card.label,
    x: ch.x + ch.width / 2,
    y: ch.y + ch.height / 2,
    width: ch.width,
    height: ch.height,
    fontSize: Math.min(17 * u, ch.height * 0.42),
    radius: RADIUS.button * u,
    onClick: actions.change,
  });
  // The mark's dots say nothing aloud: its words follow Change, which picks the opponent.
  if (card.markWords) change.describe(card.markWords);
  if ('resume' in hub.play) {
    const resume = button(first!, hub.play.resume.id, hub.play.resume.label, true, 28, actions.resume);
    // A game left on a ladder step: Resume plays on that step, said as Play says its step.
    if (card.heading) resume.describe(`${card.heading}: ${card.who}, ${card.board}`);
    button(second!, hub.play.newGame.id, hub.play.newGame.label, false, 19, actions.play);
  } else {
    // Play is the screen's green main action, a first launch's too (the guided game's offer over it
    // is lit warm): a grey Play beside a green Learn read as switched off.
    const play = button(first!, hub.play.id, hub.play.label, true, 30, actions.play);
    // Screen readers hear whose game Play starts: the ladder's step, or the player's chosen game.
    if (card.heading) play.describe(`${card.heading}: ${card.who}, ${card.board}`);
  }
}
