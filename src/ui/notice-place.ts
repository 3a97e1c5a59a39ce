// The one place on the board screen where notices ("Link copied", a refused tap, the retry's
// verdict) and the coach's banner stand: a free band beside the board that keeps clear of the
// HUD's score panels, the status line, the toolbar and the board's labels. Above or below the
// board on a tall screen, in the empty column beside it on a wide one; when no band is big enough,
// over the score panel under the board, and over the top of the board's own picture only when
// there is none.

import type { Rect } from './board-geometry.ts';
import { coversAny, overlapArea } from './rects.ts';

export interface NoticeScreen {
  /** The screen, in game pixels. */
  width: number;
  height: number;
  /** The board's picture with its squares' labels. */
  board: Rect;
  /** The board's picture alone. */
  picture: Rect;
  /** What a notice must never cover: the score panels, the status line, the toolbar, the watch row. */
  keepClear: readonly Rect[];
  /** Game pixels per CSS pixel. */
  dpr: number;
  /** The margin kept around the place, in game pixels. */
  margin: number;
  /** The band the layout keeps for notices (upright: under the bottom panel, by the finger), 0 high or none where it keeps none. */
  kept?: Rect;
  /**
   * The score panels among `keepClear`: where no band is free (an upright tablet's board takes the
   * height), a notice stands over the panel under the board, whose score the status line also says,
   * rather than over squares.
   */
  panels?: readonly Rect[];
}

/** The least band that holds a notice of a line or two, in CSS pixels. */
export const NOTICE_LEAST = { width: 160, height: 64 };

/**
 * The least height of a band tried only for notices it holds whole, in CSS px (two lines): on an
 * upright phone with a 12×12 board the band under the lower scores is about 53 px, and when the
 * aim's Place bubble fills the one band over the board a tip goes there rather than over the bubble.
 */
export const NOTICE_SMALL_HEIGHT = 44;

/**
 * The coach's words' font (the hint's reason, Best moves' explainer), in game pixels: 14 CSS px
 * or more to start, up to 19 design px where the place is wide (a desktop's column beside the board,
 * where the status line stands at 28 px), shrinking to fit its place but never under 13 CSS
 * px (a hint is read in a glance, on a phone too).
 */
export function coachWordsFont(width: number, u: number, dpr: number): { size: number; least: number } {
  const least = 13 * dpr;
  return { size: Math.max(14 * dpr, Math.min(19 * u, width / 22)), least };
}

/** The height of a band that holds a notice of two lines with the place's margins (6 design units a side), in game pixels. */
export function noticeBandHeight(dpr: number, u: number): number {
  return Math.ceil(NOTICE_LEAST.height * dpr + 12 * u);
}

const bottomOf = (r: Rect) => r.y + r.height;
const rightOf = (r: Rect) => r.x + r.width;
/** Whether two boxes share any area. */
export const overlaps = (a: Rect, b: Rect): boolean =>
  a.x < rightOf(b) && b.x < rightOf(a) && a.y < bottomOf(b) && b.y < bottomOf(a);

/**
 * What is left of `band` once every rectangle to keep clear is cut away, cutting across only (a
 * row above or below the board keeps its whole width) unless `sideways` (a column beside it).
 */
function clearBand(band: Rect, keepClear: readonly Rect[], sideways: boolean): Rect {
  let { x, y, width, height } = band;
  for (const r of keepClear) {
    if (!overlaps({ x, y, width, height }, r)) continue;
    // Trim from whichever side loses less.
    const cuts = [
      { x, y, width, height: r.y - y },
      { x, y: bottomOf(r), width, height: y + height - bottomOf(r) },
      ...(sideways
        ? [
            { x, y, width: r.x - x, height },
            { x: rightOf(r), y, width: x + width - rightOf(r), height },
          ]
        : []),
    ].filter((c) => c.width > 0 && c.height > 0);
    // The piece after it (below, or right) unless the one before is clearly larger: in a column
    // beside the board the words then stand over the person's own panel, nearer their eyes' way
    // to the board, not under the opponent's.
    const best = cuts.reduce<Rect | null>(
      (a, c) => (a && a.width * a.height > 1.2 * c.width * c.height ? a : c),
      null,
    );
    if (!best) return { x, y, width: 0, height: 0 };
    ({ x, y, width, height } = best);
  }
  return { x, y, width, height };
}

/** The notices' place on the board screen, in game pixels. */
export function noticePlace(s: NoticeScreen): Rect {
  return noticePlaces(s)[0]!;
}

/**
 * The notices' place first, then every other free band big enough for a notice: where the coach's
 * banner goes when the place itself would cover the aim (its Place bubble or aimed square).
 */
export function noticePlaces(s: NoticeScreen): Rect[] {
  const m = s.margin;
  const b = s.board;
  const whole = { x: m, y: m, width: s.width - 2 * m, height: s.height - 2 * m };
  const candidates: Rect[] = [
    { x: whole.x, y: whole.y, width: whole.width, height: b.y - whole.y },
    { x: whole.x, y: bottomOf(b), width: whole.width, height: bottomOf(whole) - bottomOf(b) },
    { x: whole.x, y: whole.y, width: b.x - whole.x, height: whole.height },
    { x: rightOf(b), y: whole.y, width: rightOf(whole) - rightOf(b), height: whole.height },
  ]
    .map((band, i) => clearBand(band, s.keepClear, i >= 2))
    .map((r) => ({ x: r.x + m, y: r.y + m, width: r.width - 2 * m, height: r.height - 2 * m }));
  const fits = (r: Rect) => r.width >= NOTICE_LEAST.width * s.dpr && r.height >= NOTICE_LEAST.height * s.dpr;
  // Last, the bands that hold a short notice only (noticeHome takes one for a notice it holds whole).
  const small = candidates.filter(
    (r) => !fits(r) && r.width >= NOTICE_LEAST.width * s.dpr && r.height >= NOTICE_SMALL_HEIGHT * s.dpr,
  );
  // The band the layout keeps for them, where it holds a notice of two lines.
  const k = s.kept;
  const kept = k && { x: k.x + m, y: k.y + m, width: k.width - 2 * m, height: k.height - 2 * m };
  if (kept && fits(kept)) return [kept, ...overBlock(kept, s), ...candidates.filter(fits), ...small];
  // Right above the board, under whatever stands over it (the HUD, the status line, the forecast):
  // read with the board and near the finger, where the board leaves room for it.
  const over = s.keepClear.filter((r) => bottomOf(r) <= b.y + 1 && r.x < rightOf(b) && rightOf(r) > b.x);
  const hugTop = Math.max(whole.y, ...over.map(bottomOf));
  const hug = clearBand(
    { x: whole.x, y: hugTop, width: whole.width, height: b.y - hugTop },
    s.keepClear,
    true,
  );
  const near = { x: hug.x + m, y: hug.y + m, width: hug.width - 2 * m, height: hug.height - 2 * m };
  if (fits(near)) return [near, ...candidates.filter(fits), ...small];
  const [above, below, ...sides] = candidates;
  // Above the board first (read with the status line), then below it, then the larger column beside it.
  const beside = sides.filter(fits).sort((p, q) => q.width * q.height - p.width * p.height)[0];
  const chosen = [above!, below!].find(fits) ?? beside;
  if (chosen) return [chosen, ...candidates.filter((c) => c !== chosen && fits(c)), ...small];
  // No free band: over the score panel under the board, up to the toolbar.
  const panels = s.panels ?? [];
  const others = s.keepClear.filter((r) => !panels.includes(r));
  const underBoard = clearBand(
    { x: whole.x, y: bottomOf(b), width: whole.width, height: bottomOf(whole) - bottomOf(b) },
    others,
    false,
  );
  const overPanel = {
    x: underBoard.x + m,
    y: underBoard.y + m,
    width: underBoard.width - 2 * m,
    height: underBoard.height - 2 * m,
  };
  const panelThere = panels.some((r) => r.y >= bottomOf(b) - 1 && overlaps(r, underBoard));
  if (
    panelThere &&
    overPanel.width >= NOTICE_LEAST.width * s.dpr &&
    overPanel.height >= NOTICE_SMALL_HEIGHT * s.dpr
  )
    return [overPanel];
  // Else the top of the board's own picture, still clear of its labels and the HUD.
  const p = s.picture;
  const top = Math.max(
    p.y,
    ...s.keepClear
      .filter((r) => r.x < rightOf(p) && rightOf(r) > p.x && r.y < p.y + p.height / 2)
      .map(bottomOf),
  );
  return [
    {
      x: p.x + m,
      y: top + m,
      width: p.width - 2 * m,
      height: Math.max(NOTICE_LEAST.height * s.dpr, p.height / 3),
    },
  ];
}

/** A column's band over its panels' block, under the way out, in line with `kept`: the older tip's place when two do not fit under it (notice-split.ts). */
function overBlock(kept: Rect, s: NoticeScreen): Rect[] {
  const inColumn = (r: Rect) => r.x < rightOf(kept) && rightOf(r) > kept.x;
  const panels = (s.panels ?? []).filter((p) => inColumn(p) && bottomOf(p) <= kept.y);
  if (panels.length === 0) return [];
  const blockTop = Math.min(...panels.map((p) => p.y));
  const over = s.keepClear.filter((r) => inColumn(r) && bottomOf(r) <= blockTop);
  const top = Math.max(0, ...over.map(bottomOf)) + 2 * s.margin;
  const band = { x: kept.x, y: top, width: kept.width, height: blockTop - s.margin - top };
  return band.height >= NOTICE_SMALL_HEIGHT * s.dpr ? [band] : [];
}

/** The smallest box holding every one of `rects`. */
export function unionOf(rects: readonly Rect[]): Rect {
  const x = Math.min(...rects.map((r) => r.x));
  const y = Math.min(...rects.map((r) => r.y));
  return {
    x,
    y,
    width: Math.max(...rects.map((r) => r.x + r.width)) - x,
    height: Math.max(...rects.map((r) => r.y + r.height)) - y,
  };
}

/** The parts of `place` above and below the boxes that stand in it (a phone on its side has one column for notices and the Place bubble). */
export function partsClearOf(place: Rect, boxes: readonly Rect[], gap: number): Rect[] {
  const inPlace = boxes.filter((b) => overlaps(b, place));
  if (inPlace.length === 0) return [place];
  const top = Math.min(...inPlace.map((b) => b.y)) - gap;
  const bottom = Math.max(...inPlace.map((b) => b.y + b.height)) + gap;
  const parts = [
    { ...place, height: top - place.y },
    { ...place, y: bottom, height: place.y + place.height - bottom },
  ];
  return parts.filter((p) => p.height > 0);
}

/** The parts of `place` left and right of the boxes that stand in it. */
export function partsBesideOf(place: Rect, boxes: readonly Rect[], gap: number): Rect[] {
  const inPlace = boxes.filter((b) => overlaps(b, place));
  if (inPlace.length === 0) return [place];
  const left = Math.min(...inPlace.map((b) => b.x)) - gap;
  const right = Math.max(...inPlace.map((b) => b.x + b.width)) + gap;
  const parts = [
    { ...place, width: left - place.x },
    { ...place, x: right, width: place.x + place.width - right },
  ];
  return parts.filter((p) => p.width > 0);
}

/**
 * The height notices may take from `top` down to the foot of `place` (game pixels), where the ones
 * in sight (`need` tall) would run past it onto what lies below (a phone's bottom bar); undefined
 * where they stand whole. Given a height, the notices show only the newest, fitted to it.
 */
export function roomUnder(place: Rect, top: number, need: number): number | undefined {
  const room = place.y + place.height - top;
  return need > room + 0.5 && room > 0 ? room : undefined;
}

/**
 * Where notices stand among `places` (game pixels): the first with `least` height free under the
 * coach's `banner` (with `gap` between) and no aim's bubble in it; else the first part of a place
 * above or below the bubbles with that room; else the widest part beside them with the room and
 * `fit.narrowest` width; else a place clear of the bubbles that holds `fit.need`; else the first
 * place with the room; else the first.
 * Returns the place and the top of the notices in it, and `hidden` where they would stand over a bubble.
 */
export function noticeHome(...args: Parameters<typeof noticeSpot>): {
  place: Rect;
  top: number;
  hidden?: true;
} {
  const home = noticeSpot(...args);
  const [, , aimed, least, , fit] = args;
  // Where every place with room has the bubble in it (a phone on its side: one column beside the
  // board holds the status line and the bubble), the notices wait out of sight while the aim
  // lasts, and show again where they were when it goes: they never stand over the bubble.
  const box = { x: home.place.x, y: home.top, width: home.place.width, height: fit?.need || least };
  return aimed.some((a) => overlaps(a, box)) ? { ...home, hidden: true } : home;
}

function noticeSpot(
  places: readonly Rect[],
  banner: Rect | null,
  aimed: readonly Rect[],
  least: number,
  gap: number,
  /**
   * The notices' height now and the top of the board's squares, which a notice under the banner must
   * not pass; and the narrowest a place beside the bubble may be (none tried without it).
   */
  fit?: {
    need: number;
    floor: number;
    narrowest?: number;
    /** The banner came after the notices in sight: asked for, it is not covered by an older notice. */
    bannerNewer?: boolean;
  },
): { place: Rect; top: number; hidden?: true } {
  const under = (place: Rect) =>
    banner && overlaps(banner, place) ? Math.max(place.y, banner.y + banner.height + gap) : place.y;
  const clearParts = places.flatMap((place) => partsClearOf(place, aimed, gap));
  const roomy =
    places.find(
      (place) => place.y + place.height - under(place) >= least && !aimed.some((a) => overlaps(a, place)),
    ) ??
    // Above or below the bubble: first where the notices in sight fit whole, so none runs onto it.
    (fit ? clearParts.find((part) => part.y + part.height - under(part) >= fit.need) : undefined) ??
    clearParts.find((part) => part.y + part.height - under(part) >= least) ??
    // An upright phone's one band over a large board, the bubble in it: the side of it with room.
    places
      .flatMap((place) => partsBesideOf(place, aimed, gap))
      .filter((part) => part.width >= (fit?.narrowest ?? Infinity))
      .sort((p, q) => q.width - p.width)
      .find((part) => part.y + part.height - under(part) >= least) ??
    // A band smaller than a place should be, clear of the bubble, that holds the notices whole: they
    // never stand over the bubble while one does.
    (fit
      ? places.find(
          (place) =>
            place.y + place.height - under(place) >= fit.need && !aimed.some((a) => overlaps(a, place)),
        )
      : undefined) ??
    places.find((place) => place.y + place.height - under(place) >= least);
  if (roomy) return { place: roomy, top: under(roomy) };
  // No place holds the banner and a notice both (an upright phone's band over the board): under the
  // banner where the notice ends above the board's squares, else, brief as it is, over the banner;
  // but not over a banner newer than it (a hint just asked for): the notice waits out of sight and
  // shows again when the banner goes.
  const place = places[0]!;
  const top = under(place);
  if (!fit || top + fit.need <= fit.floor) return { place, top };
  return fit.bannerNewer ? { place, top: place.y, hidden: true } : { place, top: place.y };
}

/**
 * The top centre of the coach's banner, `w` × `h`, among `areas` (the notices' place first, then
 * the other free bands it fits): each place's top first (read with the status line), then each
 * one's foot; the first spot clear of the boxes to `avoid`, else the least covering.
 */
export function bannerSpot(
  areas: readonly Rect[],
  w: number,
  h: number,
  avoid: readonly Rect[],
): { x: number; y: number } {
  const places = areas.filter((a, i) => i === 0 || (w <= a.width && h <= a.height));
  const spots = [
    ...places.map((a) => ({ x: a.x + a.width / 2, y: a.y })),
    ...places.map((a) => ({ x: a.x + a.width / 2, y: Math.max(a.y, a.y + a.height - h) })),
  ];
  const covered = (p: { x: number; y: number }) =>
    avoid.reduce((sum, r) => sum + overlapArea({ x: p.x - w / 2, y: p.y, width: w, height: h }, r), 0);
  return spots.find((p) => covered(p) === 0) ?? [...spots].sort((a, b) => covered(a) - covered(b))[0]!;
}

/**
 * The coach's words' spot (bannerSpot) kept off `avoid` and off a card being read (the first triangle
 * game's picture): where no spot is clear of the card, the words the player asked for stand where
 * they would and the card gives way (`cardGoes`), never the two over each other.
 */
export function wordsBesideCard(
  areas: readonly Rect[],
  w: number,
  h: number,
  avoid: readonly Rect[],
  card: Rect | null,
): { x: number; y: number; cardGoes: boolean } {
  const at = bannerSpot(areas, w, h, card ? [...avoid, card] : avoid);
  const box = { x: at.x - w / 2, y: at.y, width: w, height: h };
  return { ...at, cardGoes: card !== null && coversAny(box, [card]) };
}

/**
 * The widest stretch of `area`, side to side, that no box of `avoid` standing in its height
 * crosses (the aim's Place bubble at the band's end), if at least `least` wide; else null. Words
 * that would cover such a box wrap narrower into it instead.
 */
export function spanBeside(
  area: Rect,
  avoid: readonly Rect[],
  least: number,
): { x: number; width: number } | null {
  const inBand = avoid.filter((r) => r.y < area.y + area.height && r.y + r.height > area.y);
  const cuts = inBand
    .map((r) => [Math.max(area.x, r.x), Math.min(area.x + area.width, r.x + r.width)] as const)
    .filter(([a, b]) => b > a)
    .sort((p, q) => p[0] - q[0]);
  let best: { x: number; width: number } | null = null;
  let from = area.x;
  for (const [a, b] of [...cuts, [area.x + area.width, area.x + area.width] as const]) {
    if (a - from >= least && (!best || a - from > best.width)) best = { x: from, width: a - from };
    from = Math.max(from, b);
  }
  return best;
}

/** The least time a notice on the board stays in sight before a newer one takes its place, in ms: a line or two read. */
export const NOTICE_READ_MS = 2500;

/** A notice in the board's place, in sight or waiting for it: when it shows and for how long, in ms. */
export interface NoticeTurn {
  start: number;
  ms: number;
}

/**
 * When a new notice takes the board's place (one notice at a time, so none stacks over the board):
 * at once when it is free, else once the last notice in sight or waiting has been read for
 * NOTICE_READ_MS, or has ended if it is briefer. The new one then replaces it.
 */
export function nextNoticeAt(turns: readonly NoticeTurn[], now: number): number {
  return Math.max(now, ...turns.map((t) => t.start + Math.min(t.ms, NOTICE_READ_MS)));
}
