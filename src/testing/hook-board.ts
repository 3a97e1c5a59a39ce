// The automation hook's readers of the match in play and its board: the state, where a square
// stands on the page, the HUD, the floating gains and the coach's marks.

import { squareName, readSquareName, moveName, moveNames } from '../engine/index.ts';
import { loadStats } from '../game/stats.ts';
import { floatingGains } from '../ui/move-flourish.ts';
import { labelGuide, labelLit } from '../ui/board-labels.ts';
import type { CellDivisionHook } from './hook-contract.ts';
import { pageBox, type PageBox, type ToPage } from './hook-page.ts';
import { PAD } from '../ui/art/board-frame.ts';
import type { Services } from '../scenes/services.ts';

type BoardReaders = Pick<
  CellDivisionHook,
  | 'state'
  | 'drawn'
  | 'links'
  | 'inputs'
  | 'lastShared'
  | 'watch'
  | 'status'
  | 'statusBox'
  | 'coachWordsBox'
  | 'scorePanels'
  | 'panelLights'
  | 'hudTexts'
  | 'stats'
  | 'gains'
  | 'hint'
  | 'overlay'
  | 'coachWords'
>;

export function boardReaders(toPage: ToPage, services: Services): BoardReaders {
  return {
    state() {
      const s = services;
      const match = s.match;
      if (!match) return null;
      const p = match.position;
      return {
        rules: p.rules.id,
        layout: p.layout.id,
        equalMoves: p.rules.equalMoves,
        scoring: p.rules.scoring,
        moves: moveNames(p),
        scores: match.scores(),
        shown: s.board?.hud.displayedScores() ?? null,
        toMove: p.toMove(),
        over: p.isOver(),
        players: [...match.players],
        busy: match.busy,
        landed: s.board?.view.landed() ?? p.ply,
        split: s.board?.view.split() ?? p.ply,
        lastFree: (s.board?.view.risk.shown() ?? []).map((r) => squareName(p.layout, r.square)),
        stakes: (s.board?.view.risk.shown() ?? []).map((r) => r.label),
        threats: (s.board?.view.risk.threats() ?? []).map((t) => ({
          square: squareName(p.layout, t.square),
          label: t.label,
          words: t.words,
        })),
        toolbar: s.board?.toolbar.some((b) => b.visible) ?? false,
        pressed: (() => {
          const held = s.board?.view.presses().pressed ?? -1;
          return held >= 0 ? squareName(p.layout, held) : null;
        })(),
        aimed: (() => {
          const aimed = s.board?.view.presses().aimed ?? -1;
          return aimed >= 0 ? squareName(p.layout, aimed) : null;
        })(),
        previewHeld: (() => {
          const held = services.board?.coach?.heldSquare() ?? -1;
          return held >= 0 ? squareName(p.layout, held) : null;
        })(),
      };
    },
    drawn() {
      const match = services.match;
      const view = services.board?.view;
      if (!match || !view) return [];
      return view.drawnSquares().map((s) => squareName(match.position.layout, s));
    },
    links() {
      const shown =
        services.puzzle ??
        (services.board && services.match ? { view: services.board.view, match: services.match } : null);
      if (!shown?.view) return [];
      const layout = shown.match.position.layout;
      return shown.view.drawnLinks().map((l) => ({
        player: l.player,
        squares: [squareName(layout, l.a), squareName(layout, l.b)] as [string, string],
      }));
    },
    inputs() {
      const s = services;
      return {
        boardTaps: s.boardTaps ?? 0,
        accepted: s.match?.inputs.accepted ?? 0,
        refused: s.match?.inputs.refused ?? 0,
      };
    },
    lastShared: () => services.lastShared ?? null,
    watch(listener) {
      return services.match?.on(listener) ?? (() => {});
    },
    status: () => services.board?.hud.statusText() ?? null,
    statusBox() {
      const hud = services.board?.hud;
      return hud ? pageBox(toPage, hud.statusBounds()) : null;
    },
    coachWordsBox() {
      const box = services.board?.coach?.shownWordsBox();
      return box ? pageBox(toPage, box) : null;
    },
    scorePanels() {
      const hud = services.board?.hud;
      return hud ? hud.panelBounds().map((b) => pageBox(toPage, b)) : null;
    },
    panelLights() {
      return services.board?.hud.lights() ?? null;
    },
    hudTexts() {
      const hud = services.board?.hud;
      if (!hud) return null;
      return hud.nameAndScoreBounds().map((p) => ({
        name: { ...pageBox(toPage, p.name), text: p.name.text },
        score: { ...pageBox(toPage, p.score), text: p.score.text },
      }));
    },
    stats: () => loadStats(services.store),
    gains() {
      const match = services.match;
      if (!match) return [];
      const fit = services.board?.view.fit;
      return floatingGains().map((g) => {
        const c = fit?.centre(g.square);
        const squareBox =
          fit && c
            ? pageBox(toPage, {
                x: c.x - fit.square / 2,
                y: c.y - fit.square / 2,
                width: fit.square,
                height: fit.square,
              })
            : null;
        return {
          ...g,
          square: squareName(match.position.layout, g.square),
          box: pageBox(toPage, g.box),
          squareBox,
        };
      });
    },
    hint() {
      const coach = services.board?.coach;
      const hint = coach?.model.snapshot().hint;
      const match = services.match;
      if (!coach || !hint || !match) return null;
      const shown = { ...hint, tag: coach.hintTag() };
      const fit = services.board?.view.fit;
      // A jump's box is its landing square's, its name the record's ("a1xc1").
      const position = match.position;
      const jump = position.isJump(shown.square);
      const at = jump ? position.jumpSquares(shown.square).to : shown.square;
      const c = fit?.centre(at);
      const { sy } = toPage(0, 0);
      return {
        square: jump ? moveName(position, shown.square) : squareName(position.layout, at),
        jump: jump
          ? {
              from: squareName(position.layout, position.jumpSquares(shown.square).from),
              to: squareName(position.layout, at),
            }
          : null,
        text: shown.text,
        tag: shown.tag ? { box: pageBox(toPage, shown.tag.box), css: shown.tag.font * sy } : null,
        // The square's cell frame: one square wide, on a hexagonal board 2/√3 squares high.
        squareBox:
          fit && c
            ? pageBox(toPage, {
                x: c.x - fit.square / 2,
                y: c.y - fit.cellPlacement(at).size / 2,
                width: fit.square,
                height: fit.cellPlacement(at).size,
              })
            : null,
      };
    },
    overlay() {
      const coach = services.board?.coach;
      if (!coach) return null;
      const { overlayOn: on, overlay, reason, bestMarks } = coach.model.snapshot();
      const shown = overlay?.available ? overlay : null;
      const names = (squares: number[]) =>
        squares.flatMap((s) => shown?.values.find((v) => v.square === s)?.move ?? []);
      return {
        on,
        reason,
        values: shown ? Object.fromEntries(shown.values.map((v) => [v.move, v.margin])) : null,
        best: shown ? shown.values.filter((v) => shown.best.includes(v.square)).map((v) => v.move) : [],
        marked: names(bestMarks),
      };
    },
    coachWords: () => services.board?.coach?.model.snapshot().words ?? null,
  };
}

/** Where square `name` stands on the page (zoomed in, where it shows): on the builder's board, the puzzle's or the match's; `edge`: a point by its edge toward the nearest square. */
export function squareOnPage(
  toPage: ToPage,
  services: Services,
  scene: string,
  name: string,
  where: 'middle' | 'edge' = 'middle',
): { x: number; y: number } | null {
  if (scene === 'builder') {
    const c = services.builder?.squareCentre(name);
    return c ? (({ x, y }) => ({ x, y }))(toPage(c.x, c.y)) : null;
  }
  const puzzle = scene === 'puzzle' ? services.puzzle : null;
  const board = puzzle ? puzzle : services.board;
  const match = puzzle ? puzzle.match : services.match;
  if (!board?.view || !match) return null;
  const read = readSquareName(match.position.layout, name);
  if (!('square' in read)) return null;
  // By an edge: four tenths of the way to the nearest square's centre (another column's under
  // gravity), in the band where a quick tap on small squares asks first (tap-inside.ts).
  const layout = match.position.layout;
  const centre = board.view.centre(read.square);
  const others = Array.from({ length: layout.size }, (_, s) => s).filter(
    (s) => s !== read.square && (!layout.gravity || layout.colOf[s] !== layout.colOf[read.square]),
  );
  const away = (s: number) =>
    Math.hypot(board.view!.centre(s).x - centre.x, board.view!.centre(s).y - centre.y);
  const next = where === 'edge' ? others.reduce((a, b) => (away(b) < away(a) ? b : a)) : read.square;
  const n = board.view.centre(next);
  const point = { x: centre.x + (n.x - centre.x) * 0.4, y: centre.y + (n.y - centre.y) * 0.4 };
  // Zoomed in, where the square shows now (it may be out of the zoomed view).
  const c = board.view.input.zoom.toScreen(point);
  const { x, y } = toPage(c.x, c.y);
  return { x, y };
}

/** How much the board in sight is zoomed in (1: the whole board), or null away from a board. */
export function zoomOfBoard(services: Services, scene: string): number | null {
  const board = scene === 'puzzle' ? services.puzzle : services.board;
  return board?.view ? board.view.input.zoom.model.snapshot().scale : null;
}

/** The column letters and row numbers beside the board in sight (the match's or the puzzle's), on the page. */
export function labelsOnPage(
  toPage: ToPage,
  services: Services,
  scene: string,
): ReturnType<CellDivisionHook['boardLabels']> {
  const view =
    scene === 'puzzle'
      ? services.puzzle?.view
      : scene === 'board' || scene === 'results' || scene === 'tutorial'
        ? services.board?.view
        : null;
  if (!view) return null;
  return view.labels.map((t) => {
    const b = t.getBounds();
    const box = pageBox(toPage, { x: b.x, y: b.y, width: b.width, height: b.height });
    const guide = labelGuide(t);
    const onPage = (p: { x: number; y: number }) => {
      const q = toPage(p.x, p.y);
      return { x: q.x, y: q.y };
    };
    return {
      text: t.text,
      ...box,
      css: parseFloat(String(t.style.fontSize)) * toPage(0, 0).sy,
      lit: labelLit(t),
      guide: guide && { from: onPage(guide.from), to: onPage(guide.to) },
    };
  });
}

/** The board's glass (its vessel, without the picture's margin) on the page, or null away from the board. */
export function glassOnPage(toPage: ToPage, services: Services, scene: string): PageBox | null {
  const fit = scene === 'board' ? services.board?.view.fit : null;
  if (!fit) return null;
  const margin = PAD * fit.square;
  return pageBox(toPage, {
    x: fit.left + margin,
    y: fit.top + margin,
    width: fit.frame.width - 2 * margin,
    height: fit.frame.height - 2 * margin,
  });
}
