// The upright tablet (768×1024 touch): its board took the whole height the panels left, so no
// band was kept for the notices and the coach's tips, and they stood over the "You" panel. The board
// now gives up a little of its size for the band under the bottom panel (notice-band-fit.ts), so a
// tip covers neither a panel nor a square still to play; a phone's tall board keeps its height.
import { expect, test } from 'vitest';
import { NOTICE_LEAST, noticePlace } from '../../src/ui/notice-place.ts';
import { overlaps } from '../../src/ui/notice-place.ts';
import { boardScreen } from '../screens/game/board-screen.ts';

const BOARDS = ['square:6', 'hex:4', 'square:8', 'petri:7', 'square:12', 'beaker:6x7'];

test.each(BOARDS.flatMap((id) => ['768x1024', '810x1080'].map((s) => [id, s] as const)))(
  'upright tablet - %s on %s - the notices have a band of their own, over no panel and no square',
  (id, size) => {
    const [cssW, cssH] = size.split('x').map(Number) as [number, number];
    const { areas, fit } = boardScreen(id, cssW, cssH, 1);
    const band = areas.notices;
    expect(band.height).toBeGreaterThanOrEqual(NOTICE_LEAST.height);
    for (const panel of areas.hudPlaces.panels) expect(overlaps(band, panel)).toBe(false);
    expect(overlaps(band, areas.board)).toBe(false);
    const place = noticePlace({
      width: cssW,
      height: cssH,
      board: areas.board,
      picture: areas.board,
      keepClear: areas.hudPlaces.panels,
      panels: areas.hudPlaces.panels,
      dpr: 1,
      margin: 4,
      kept: band,
    });
    for (const panel of areas.hudPlaces.panels) expect(overlaps(place, panel), 'the place').toBe(false);
    expect(overlaps(place, areas.board)).toBe(false);
    // The squares still a finger's and more: a 6×6 board's over 70 px.
    if (id === 'square:6') expect(fit.square).toBeGreaterThan(70);
  },
);
