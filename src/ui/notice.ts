// Short notices over the game (storage problems, a bad link, the opponent's fallback, "link copied").
// They are DOM, not canvas: they outlive scene changes and stay sharp. The share panel beside them
// is link-panel.ts's.

import { NOTICE_READ_MS, nextNoticeAt, type NoticeTurn } from './notice-place.ts';

/**
 * A screen's place for notices, in page CSS pixels (its top edge and width), or null for the
 * default. With a height it is a slot of the screen's layout: the newest notice alone shows there,
 * its text shrunk to fit, so it never spills onto what is drawn around the slot.
 */
/** Where the notices stand, in CSS px; `hidden`: out of sight for now (the aim's bubble fills every place with room). `near`: the page point the newest notice answers (a refused tap's). */
export type NoticeHome = (near?: { x: number; y: number }) => {
  x: number;
  y: number;
  width: number;
  height?: number;
  hidden?: boolean;
  /** Where the `count` oldest notices stand apart, when the place holds the newest only (noticesSplit). */
  older?: { x: number; y: number; width: number; count: number };
} | null;

/** The page's notices: their box, the screen's place for them, the ones in sight, who is told of each. */
class NoticeLayer {
  box: HTMLDivElement | null = null;
  /** The older notices' box, where the screen's place holds the newest only. */
  aside: HTMLDivElement | null = null;
  home: NoticeHome | null = null;
  /** The notices in sight, newest last; in a screen's place, when each showed and for how long. */
  readonly live: {
    line: HTMLDivElement;
    text: string;
    game: boolean;
    givesWay: boolean;
    turn: NoticeTurn | null;
    near?: { x: number; y: number };
    /** Set when its time ran out while out of sight: it fades once read after it shows again. */
    fade?: () => void;
  }[] = [];
  /** Whether the notices are out of sight for now (the aim's bubble fills their places). */
  hidden = false;
  /** When the newest notice was put in sight (performance.now()), or −Infinity. */
  toldAt = -Infinity;
  /** Notices waiting for the screen's place (one at a time there), with their timers. */
  readonly waiting: { turn: NoticeTurn; game: boolean; timer: ReturnType<typeof setTimeout> }[] = [];
  /** Told of every notice as it is shown (the test build's hook records them). */
  readonly listeners: ((text: string) => void)[] = [];
}

/** One per page: the notices outlive every scene. */
const layer = new NoticeLayer();

function noticeBox(): HTMLDivElement {
  if (layer.box) return layer.box;
  const box = stackBox();
  layer.box = box;
  box.setAttribute('role', 'status');
  box.setAttribute('aria-live', 'polite');
  placeNotices();
  return box;
}

/** A box of notices stacked in a column, centred on its left edge, in the page. */
function stackBox(): HTMLDivElement {
  const box = document.createElement('div');
  Object.assign(box.style, {
    position: 'fixed',
    transform: 'translateX(-50%)',
    zIndex: '10',
    display: 'flex',
    flexDirection: 'column',
    gap: '6px',
    alignItems: 'center',
    pointerEvents: 'none',
  });
  document.body.appendChild(box);
  return box;
}

/**
 * Gives the notices a place while a screen is up (the board's, clear of its scores, status line,
 * toolbar and labels); null gives back the default, the top of the page.
 */
export function setNoticeHome(place: NoticeHome | null): void {
  layer.home = place;
  placeNotices();
}

/** When the newest notice was put in sight, on performance.now()'s clock (−Infinity before any). */
export function newestNoticeAt(): number {
  return layer.toldAt;
}

/** How tall each notice in sight stands now, oldest first, in CSS px. */
export function noticeHeights(): number[] {
  return [...(layer.box?.children ?? [])].map((line) => (line as HTMLElement).offsetHeight);
}

/** How tall the notices in sight stand now, in CSS px (0 with none). */
export function noticesHeight(): number {
  return layer.box?.offsetHeight ?? 0;
}

/** Puts the notices where the screen's place is now (it moves when the coach's banner comes or goes). */
export function placeNotices(): void {
  const box = layer.box;
  if (!box) return;
  // Measured whole first: the home gives a height only where the notices in sight would not fit.
  box.style.height = '';
  if (layer.aside) box.prepend(...layer.aside.children);
  for (const line of box.children) (line as HTMLElement).style.display = '';
  let at = layer.home?.(layer.live.at(-1)?.near) ?? null;
  // Measured at the place's width: measured wider (the page's top), tall words on a narrow column
  // were taken for two short lines and ran off the screen's foot.
  if (at && box.style.width !== `${at.width}px`) {
    box.style.width = `${at.width}px`;
    at = layer.home?.(layer.live.at(-1)?.near) ?? null;
  }
  Object.assign(
    box.style,
    at
      ? { left: `${at.x + at.width / 2}px`, top: `${at.y}px`, width: `${at.width}px` }
      : { left: '50%', top: '12px', width: 'min(92vw, 560px)' },
  );
  Object.assign(
    box.style,
    at?.height
      ? { height: `${at.height}px`, overflow: 'hidden', justifyContent: 'center' }
      : { height: '', overflow: '', justifyContent: '' },
  );
  if (at?.height) fitToSlot(box, at.height);
  placeOlder(box, at);
  // Out of sight, still in the page: a screen reader still hears a notice told meanwhile. One whose
  // time ran out meanwhile stays to be read once it shows again.
  const hidden = at?.hidden === true;
  box.style.opacity = hidden ? '0' : '';
  if (layer.aside) layer.aside.style.opacity = hidden ? '0' : '';
  if (layer.hidden && !hidden) {
    for (const entry of layer.live) {
      const fade = entry.fade;
      delete entry.fade;
      if (fade) setTimeout(fade, NOTICE_READ_MS);
    }
  }
  layer.hidden = hidden;
}

/** The oldest notices moved to their own place, where the home gives one (noticesSplit); else none apart. */
function placeOlder(box: HTMLDivElement, at: ReturnType<NoticeHome>): void {
  const older = at?.older;
  if (!older) {
    if (layer.aside) layer.aside.style.display = 'none';
    return;
  }
  const aside = (layer.aside ??= stackBox());
  Object.assign(aside.style, {
    display: 'flex',
    left: `${older.x + older.width / 2}px`,
    top: `${older.y}px`,
    width: `${older.width}px`,
  });
  aside.append(...[...box.children].slice(0, older.count));
}

/** Calls `listener` with the words of every notice shown from now on. */
export function onNotice(listener: (text: string) => void): void {
  layer.listeners.push(listener);
}

/** The text sizes a notice in a slot may take, in CSS px: 15 down to the readable floor, 12 (never under it). */
export const SLOT_FONTS = { most: 15, least: 12 } as const;

/** The largest slot size at which `fits` holds, or the floor where none does (the slot's overflow hides the rest). */
export function slotFont(fits: (px: number) => boolean): number {
  for (let px = SLOT_FONTS.most; px > SLOT_FONTS.least; px--) if (fits(px)) return px;
  return SLOT_FONTS.least;
}

/** In a slot: only the newest notice shows, in the largest text (SLOT_FONTS) that fits its height. */
function fitToSlot(slot: HTMLDivElement, height: number): void {
  const lines = [...slot.children] as HTMLDivElement[];
  lines.forEach((line, i) => {
    line.style.display = i === lines.length - 1 ? '' : 'none';
  });
  const line = lines.at(-1);
  if (!line) return;
  Object.assign(line.style, {
    padding: '3px 12px',
    boxSizing: 'border-box',
    maxHeight: `${height}px`,
    overflow: 'hidden',
    lineHeight: '1.2',
  });
  const px = slotFont((size) => {
    line.style.fontSize = `${size}px`;
    return line.scrollHeight <= height;
  });
  line.style.fontSize = `${px}px`;
}

/** The most characters a notice shows: text from a link may be any length, a notice stays a few lines. */
export const NOTICE_MAX_CHARS = 200;

/** Text cut to at most `max` characters (whole code points), ending in … when cut. */
export function cutForScreen(text: string, max = NOTICE_MAX_CHARS): string {
  const chars = Array.from(text);
  return chars.length <= max ? text : chars.slice(0, max - 1).join('') + '…';
}

/** Where a notice stands, and what it belongs to. */
export interface NoticePlace {
  /** Top centre, in page CSS pixels, on a screen without a place for notices: by default, the top of the page. */
  at?: { x: number; y: number };
  /** A notice about the game in play (link copied) goes when that game does: see clearNotices. */
  game?: boolean;
  /**
   * A quiet aside (the third star's line beside a hint) gives way to the next notice, so two never
   * stack over the board's squares on a phone.
   */
  givesWay?: boolean;
  /** Whether what it says still holds: a notice waiting its turn is dropped, one in sight taken away, when it no longer does. */
  holds?: () => boolean;
  /** An answer to a tap (a refused one): shown at once, in the place of the notice in sight, not after it. */
  now?: boolean;
  /** The page point the tap was made at: the screen's place gives the notice its stretch nearest it. */
  near?: { x: number; y: number };
}

/**
 * Shows a short notice for a few seconds, in the screen's place for notices when it has one. There
 * (the board's) one shows at a time: a newer one waits until the one in sight has been read
 * (notice-place.ts's nextNoticeAt), then takes its place.
 */
export function showNotice(message: string, ms = 5000, place: NoticePlace = {}): void {
  const text = cutForScreen(message);
  for (const listener of layer.listeners) listener(text);
  if (!layer.home?.()) {
    putNotice(text, ms, place, null);
    return;
  }
  const now = Date.now();
  if (place.now) {
    putNotice(text, ms, place, { start: now, ms });
    return;
  }
  const turns = [...layer.live.flatMap((e) => (e.turn ? [e.turn] : [])), ...layer.waiting.map((w) => w.turn)];
  const turn = { start: nextNoticeAt(turns, now), ms };
  if (turn.start <= now) {
    putNotice(text, ms, place, turn);
    return;
  }
  const waiting = {
    turn,
    game: !!place.game,
    timer: setTimeout(() => {
      layer.waiting.splice(layer.waiting.indexOf(waiting), 1);
      if (place.holds?.() !== false) putNotice(text, ms, place, turn);
    }, turn.start - now),
  };
  layer.waiting.push(waiting);
}

/** Puts a notice in sight; in the screen's place (`turn` given), in the place of the ones there. */
function putNotice(text: string, ms: number, place: NoticePlace, turn: NoticeTurn | null): void {
  const live = layer.live;
  layer.toldAt = performance.now();
  for (const old of live.filter((e) => e.givesWay || (turn && e.turn))) {
    old.line.remove();
    live.splice(live.indexOf(old), 1);
  }
  const line = document.createElement('div');
  line.className = 'notice';
  line.textContent = text;
  Object.assign(line.style, {
    background: 'rgba(22, 50, 60, 0.96)',
    color: '#e8f6f8',
    border: '1px solid #3c7a90',
    borderRadius: '10px',
    padding: '8px 14px',
    font: '15px "Trebuchet MS", "Segoe UI", Roboto, Arial, sans-serif',
    textAlign: 'center',
    boxShadow: '0 4px 14px rgba(0,0,0,0.4)',
    transition: 'opacity 0.4s',
    overflowWrap: 'anywhere',
    maxWidth: '100%',
  });
  const homed = layer.home?.() ?? null;
  if (place.at && !homed) {
    Object.assign(line.style, {
      position: 'fixed',
      left: `${place.at.x}px`,
      top: `${place.at.y}px`,
      transform: 'translateX(-50%)',
      zIndex: '10',
      pointerEvents: 'none',
      width: 'max-content',
      maxWidth: 'min(92vw, 560px)',
    });
    document.body.appendChild(line);
  } else {
    noticeBox().appendChild(line);
    placeNotices();
  }
  const entry: (typeof live)[number] = { line, text, game: !!place.game, givesWay: !!place.givesWay, turn };
  if (place.near) entry.near = place.near;
  live.push(entry);
  // Placed again now that it is the newest: by the tap it answers.
  if (entry.near) placeNotices();
  const gone = () => {
    line.remove();
    const at = live.indexOf(entry);
    if (at >= 0) live.splice(at, 1);
    placeNotices();
  };
  const fade = () => {
    if (
      layer.hidden &&
      line.parentElement &&
      [layer.box, layer.aside].includes(line.parentElement as HTMLDivElement)
    ) {
      entry.fade = fade;
      return;
    }
    line.style.opacity = '0';
    setTimeout(gone, 500);
  };
  setTimeout(fade, ms);
  // In sight, it goes as soon as what it says stops holding (the person moved), asked 4 times a second.
  if (place.holds) {
    const watch = setInterval(() => {
      if (!live.includes(entry)) clearInterval(watch);
      else if (!place.holds!()) {
        clearInterval(watch);
        fade();
      }
    }, 250);
  }
}

/** Takes a notice in sight that no longer holds away at once (one still waiting is dropped by its `holds`). */
export function withdrawNotice(message: string): void {
  const text = cutForScreen(message);
  for (const entry of layer.live.filter((e) => e.text === text)) {
    entry.line.remove();
    layer.live.splice(layer.live.indexOf(entry), 1);
  }
  placeNotices();
}

/** Takes away the notices about the game in play (it was restarted or left). */
export function clearNotices(): void {
  for (const w of layer.waiting.filter((e) => e.game)) {
    clearTimeout(w.timer);
    layer.waiting.splice(layer.waiting.indexOf(w), 1);
  }
  const live = layer.live;
  for (const entry of live.filter((e) => e.game)) {
    entry.line.remove();
    live.splice(live.indexOf(entry), 1);
  }
  document.getElementById('share-panel')?.remove();
}

/** A fresh start of the page's game (the test build's): no notice, no share panel, the default place. */
export function clearEveryNotice(): void {
  for (const w of layer.waiting.splice(0)) clearTimeout(w.timer);
  for (const entry of layer.live.splice(0)) entry.line.remove();
  layer.box?.remove();
  layer.box = null;
  layer.aside?.remove();
  layer.aside = null;
  layer.home = null;
  document.getElementById('share-panel')?.remove();
}

/** Where the newest notice in sight stands, in page pixels, or null (none, or all waiting out of sight for a newer banner or the aim's bubble). */
export function noticeBoxOnScreen(): { x: number; y: number; width: number; height: number } | null {
  if (layer.hidden) return null;
  const r = layer.live.at(-1)?.line.getBoundingClientRect();
  return r ? { x: r.left, y: r.top, width: r.width, height: r.height } : null;
}

/** Where every notice in sight stands, in page pixels: the aim's Place bubble keeps off them. */
export function noticeBoxesOnScreen(): { x: number; y: number; width: number; height: number }[] {
  return layer.live
    .map(({ line }) => line.getBoundingClientRect())
    .map((r) => ({ x: r.left, y: r.top, width: r.width, height: r.height }));
}

/** The text of the newest notice in sight, or null. */
export function noticeOnScreen(): string | null {
  return layer.live.at(-1)?.text ?? null;
}
