// The menu's first screen drawn as the hub-layout model places it: the title, a newcomer's offer of
// the guided game (or in its row the today card, menu-today.ts), the big glass card (Play and what it starts, Resume and New game), the ladder's and
// today's puzzle's cards, and the row of small places. It draws and forwards taps, nothing else.

import { minText } from '../ui/device-pixels.ts';
import type Phaser from 'phaser';
import type { HubSnapshot } from '../screens/menu/menu-model.ts';
import { hubLayout, type Box, type OfferParts } from '../screens/menu/hub-layout.ts';
import { addThumbnail } from '../ui/board-thumbnail.ts';
import { Button } from '../ui/button.ts';
import { addStartThumbnail, addPuzzleThumbnail } from '../ui/game-thumbnail.ts';
import type { MatchSetup } from '../game/match.ts';
import { pictureBeside, pictureUnder } from '../screens/menu/card-picture.ts';
import { cardBoxButton } from '../ui/menu-cards.ts';
import { addGlyph } from '../ui/menu-glyphs.ts';
import { drawTitle, headed, LADDER_BADGE, PUZZLE_BADGE } from './menu-hub-marks.ts';
import { drawToday } from './menu-today.ts';
import { drawPrimary, type PrimaryActions } from './menu-hub-primary.ts';
import { minTouch, pixelRatio } from '../ui/screen.ts';
import { RADIUS, THEME, textStyle } from '../ui/theme.ts';
import type { People } from '../game/people.ts';
import {
  cardInner,
  ladderCardUnder,
  ladderCardWords,
  planLadderCard,
  pathHeight,
  planPath,
} from '../screens/menu/ladder-card.ts';
import { drawPath } from './menu-ladder-path.ts';
import { drawFirstRun } from './menu-first-run.ts';
import { drawPlaces, wrapped } from './menu-places.ts';

export interface HubActions extends PrimaryActions {
  later(): void;
  start(): void;
  /** The ladder card (its map) and the card's Play › (its next step). */
  ladder(): void;
  ladderPlay(): void;
  /** The today card's next thing: a rematch, a gentler game, the ladder's next step. */
  startGame(start: { rules: string; players: [string, string] }): void;
  /** The places' and the puzzle card's taps, by control id. */
  go(id: string): void;
}

export function drawHub(
  scene: Phaser.Scene,
  hub: HubSnapshot,
  people: People,
  actions: HubActions,
  opening: MatchSetup | null = null,
): void {
  const { width, height } = scene.scale;
  if (hub.firstRun && hub.offer) return drawFirstRun(scene, hub, hub.offer, actions);
  const l = hubLayout(
    { width, height, dpr: pixelRatio() },
    hub.primary,
    hub.places.length,
    hub.offer !== null || hub.today !== null,
    hub.today !== null,
    hub.card.changed !== null,
    hub.door !== null,
  );
  const u = l.u;
  if (l.title) drawTitle(scene, l.title, l);
  if (hub.offer && l.offer) drawOffer(scene, hub.offer, l.offer, u, actions);
  else if (hub.today && l.offer) drawToday(scene, hub.today, l, actions);
  drawPrimary(scene, hub, l, people, actions, opening);
  drawLadder(scene, hub, l.ladder, u, actions);
  drawPuzzle(scene, hub, l.puzzle, u, () => actions.go('puzzle'));
  drawPlaces(scene, hub.places, l, actions, hub.door);
}

/** The guided game's offer above the big card: "New here? Learn to play", and "I know how to play". */
function drawOffer(
  scene: Phaser.Scene,
  offer: NonNullable<HubSnapshot['offer']>,
  at: OfferParts,
  u: number,
  actions: HubActions,
): void {
  const size = (b: Box, most: number) => Math.max(minText(), Math.min(most * u, b.height * 0.42));
  // Learn the larger, "I know how to play" beside it; Learn's shorter words where the whole offer takes two lines.
  const fits = (words: string, box: Box, px: number) => {
    const probe = scene.add.text(0, 0, words, textStyle(px, THEME.text));
    const w = probe.width;
    probe.destroy();
    return w <= box.width * 0.88;
  };
  const startLabel = fits(offer.start.label, at.start, size(at.start, 18))
    ? offer.start.label
    : offer.start.short;
  // The first launch offers the guided game, lit warm: the green stays Play's, the main action.
  for (const [part, label, box, most, onClick, invite] of [
    [offer.start, startLabel, at.start, 18, actions.start, true],
    [offer.later, offer.later.label, at.later, 16, actions.later, false],
  ] as const)
    new Button(scene, {
      id: part.id,
      label,
      invite,
      x: box.x + box.width / 2,
      y: box.y + box.height / 2,
      width: box.width,
      height: box.height,
      fontSize: size(box, most),
      radius: RADIUS.button * u,
      onClick,
    });
}

/** A smaller card: a button with a heading, a line or two and a foot line laid over it. */
function card(
  scene: Phaser.Scene,
  b: Box,
  u: number,
  id: string,
  label: string,
  description: string,
  onClick: () => void,
): { inner: Box } {
  const button = cardBoxButton(scene, b, { id, label, radius: RADIUS.card * u, onClick });
  button.describe(description);
  return { inner: cardInner(b, u) };
}

/** A card's foot line, at its bottom right: what a tap does. Returns the room it leaves above it, and its left edge. */
function foot(
  scene: Phaser.Scene,
  inner: Box,
  words: string | null,
  u: number,
): { room: number; left: number } {
  const right = inner.x + inner.width;
  if (!words) return { room: inner.height, left: right };
  const t = scene.add
    .text(right, inner.y + inner.height, words, textStyle(15 * u, THEME.accentCss, true))
    .setOrigin(1, 1);
  return { room: inner.height - t.height - 2 * u, left: right - t.width };
}

function drawLadder(scene: Phaser.Scene, hub: HubSnapshot, b: Box, u: number, actions: HubActions): void {
  const l = hub.ladder;
  const said = [l.line, l.teaches, l.starsRule].filter(Boolean).join('. ');
  const { inner: whole } = card(scene, b, u, l.id, l.label, said, () => actions.ladder());
  // With no button of its own (the big Play is the step), the card's foot says a tap opens the path.
  const { room } = l.play ? { room: whole.height } : foot(scene, whole, l.go, u);
  const inner = { ...whole, height: room };
  const size = Math.max(16 * u, minText()); // textStyle's floor: measured at the size drawn
  const line = scene.add.text(0, 0, '', textStyle(size, THEME.text, true));
  const heading = line.setFontSize(Math.max(15 * u, minText())).setText(l.heading).height;
  // Where the step's board, the words and the Play › stand, and the step line fitted whole (ladder-card.ts).
  const plan = planLadderCard({
    ...{ inner, u, touch: minTouch(scene), headHeight: heading, line: l.line, size, least: minText() },
    // The step's board beside the words where its own button plays it; where the big card plays the
    // step its board is there already, and the words and the path take the room.
    ...{ picture: l.start !== null && l.play !== null, play: !!(l.play && l.go) },
    widthAt: (text, at) => line.setFontSize(at).setText(text).width,
    lineHeight: (at) => line.setFontSize(at).setText('Ag').height,
  });
  const { words, picture } = plan;
  if (picture) stepPicture(scene, l.start!, picture.x, picture.y, picture.side);
  const head = headed(scene, words, l.heading, 'ladder', LADDER_BADGE, u);
  if (l.corner !== null) {
    const corner = scene.add
      .text(words.x + words.width, words.y, l.corner, textStyle(15 * u, THEME.accentCss))
      .setOrigin(1, 0);
    // The same words on every shape ("★ 4 of 42"): beside a narrow card's heading, a size smaller.
    const room = corner.x - head.x - head.width - 8 * u;
    corner.setFontSize(Math.max(minText(), Math.floor(15 * u * Math.min(1, room / corner.width))));
  }
  if (plan.play) playFoot(scene, plan.play, l, u, () => actions.ladderPlay());
  const rest = { x: words.x, y: plan.line.y, width: words.width, height: plan.bottom - plan.line.y };
  line.destroy();
  const drawn = plan.line.whole
    ? scene.add.text(rest.x, rest.y, plan.line.lines.join('\n'), textStyle(plan.line.size, THEME.text, true))
    : wrapped(
        scene,
        { ...rest, height: rest.height * (l.teaches ? 0.55 : 1) },
        l.line,
        size,
        THEME.text,
        true,
      );
  let end = drawn.y + drawn.height;
  // What the step teaches, then what each star asks, each where the card has room for it whole (a cut
  // lesson reads as a fault, half a rule would mislead) and leaves the path its room with its
  // numbers (ladder-card.ts's pathHeight); a narrow card's in fewer words.
  const more = ladderCardWords(l, inner.width <= 2.2 * inner.height, u, minText());
  const needs = pathHeight(words.width, l.path.length, u, minText()) + 10 * u;
  const bare = { x: words.x, y: end + 6 * u, width: words.width, height: plan.bottom - 10 * u - end };
  const keep = l.start !== null && planPath(bare, l.path.length, u, minText()) ? needs : 0;
  for (const [words, colour] of [
    [more.teach, THEME.textDim],
    [more.rule, THEME.accentCss],
  ] as const) {
    if (!words) continue;
    const t = scene.add.text(rest.x, end + 2 * u, words, {
      ...textStyle(more.size, colour),
      wordWrap: { width: rest.width, useAdvancedWrap: true },
    });
    if (t.y + t.height <= plan.bottom - keep) end = t.y + t.height;
    else t.destroy();
  }
  if (l.start === null) return;
  const below = end + 6 * u;
  const tall = plan.bottom - 4 * u - below;
  const under = { x: words.x, y: below, width: words.width, height: tall };
  // The path with the player's place on it wherever it fits; the step's board only where it does not (ladder-card.ts).
  const path = planPath(under, l.path.length, u, minText());
  const shows = ladderCardUnder({
    path,
    ownPlay: l.play !== null,
    boardBeside: picture !== null,
    room: under,
    u,
  });
  if (shows === 'path') drawPath(scene, l.path, path!, u);
  else if (shows === 'board')
    stepPicture(
      scene,
      l.start,
      words.x + words.width / 2,
      below + tall / 2,
      Math.min(tall, words.width * 0.8),
    );
}

/** The ladder card's Play ›, a finger's button at `at` over the card (whose tap opens the map). */
function playFoot(scene: Phaser.Scene, at: Box, l: HubSnapshot['ladder'], u: number, go: () => void): void {
  new Button(scene, {
    id: l.play!.id,
    label: l.play!.label,
    words: l.go!,
    x: at.x + at.width / 2,
    y: at.y + at.height / 2,
    width: at.width,
    height: at.height,
    fontSize: 15 * u,
    tooltip: false,
    onClick: go,
  });
}

/** The ladder step's board as a new game starts on it, as the Play card's (its layout's drawing where the engine refuses it). */
function stepPicture(scene: Phaser.Scene, start: MatchSetup, x: number, y: number, side: number): void {
  if (!addStartThumbnail(scene, start, x, y, side, side, 'ladder'))
    addThumbnail(scene, start.rules.split('/')[0]!, x, y, side, side);
}

function drawPuzzle(scene: Phaser.Scene, hub: HubSnapshot, b: Box, u: number, onClick: () => void): void {
  const p = hub.puzzle;
  const { inner } = card(scene, b, u, p.id, p.label, p.line, onClick);
  const show = (at: Box | null) => {
    if (at)
      addPuzzleThumbnail(
        scene,
        p.record,
        p.opponent,
        at.x + at.width / 2,
        at.y + at.height / 2,
        at.width,
        at.height,
      );
  };
  // A wide card shows today's position at its right over "Solve ›"; others under their words or beside the foot (card-picture.ts).
  const { room, left } = foot(scene, inner, p.go, u);
  const beside = pictureBeside(inner, u, inner.height - room);
  show(beside.picture);
  const words = { ...inner, width: beside.wordsWidth };
  const head = headed(scene, words, p.heading, 'puzzle', PUZZLE_BADGE, u);
  // Today's solved: a tick beside the heading, as the line under it says.
  const tick = head.height * 0.9;
  if (p.solved)
    addGlyph(scene, 'solved', head.x + head.width + 6 * u + tick / 2, head.y + head.height / 2, tick);
  const top = head.y + head.height + 2 * u;
  // Each "·" stays at the end of its line, never at the start of the next ("3 days in a row ·" / "1 first try").
  const line = wrapped(
    scene,
    { x: words.x, y: top, width: words.width, height: words.y + room - top },
    p.line.replaceAll(' · ', '\u00a0· '),
    16 * u,
    THEME.text,
  );
  if (beside.wordsWidth < inner.width) return;
  show(
    pictureUnder({ inner, wordsBottom: line.y + line.height, footTop: inner.y + room, footLeft: left }, u),
  );
}
