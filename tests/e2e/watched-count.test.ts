// A watched game (two computer opponents): every frame the game draws, the HUD's scores are at most
// what the cells drawn on the board are worth; a move is never counted before its cell shows. Read
// in the frame's own postrender (what that frame showed), through whole games on a square board
// and under gravity, at Speed ×4 with shortened animations: still tweens, in the same order.
// About 25 s for both games.
import { expect, inject, test } from 'vitest';
import { replayRecord } from '../../src/engine/index.ts';
import { useChromium } from './browser.ts';
import { openScreen, tapControl } from './tablet-page.ts';

const browser = useChromium({ testSpeed: false });

type Frame = { moves: string[]; drawn: string[]; shown: [number, number] | null };

test.each(['square:4', 'beaker:4x4'])(
  "a watched game's HUD never counts a move before its cell is drawn - %s",
  async (layout) => {
    const { context, page, errors } = await openScreen(browser(), inject('gameUrl'), {
      width: 1024,
      height: 768,
      touch: true,
      query: `layout=${layout}&p1=easy&p2=medium`,
      scene: 'board',
    });
    await page.evaluate(() => {
      const w = window as unknown as { frames: Frame[] };
      w.frames = [];
      const stop = window.cellDivision.frames(() => {
        const s = window.cellDivision.state();
        if (s) w.frames.push({ moves: s.moves, drawn: window.cellDivision.drawn(), shown: s.shown });
        if (s?.over && !s.busy) stop();
      });
    });
    await tapControl(page, 'watch:speed');
    await tapControl(page, 'watch:speed');
    await page.waitForFunction(
      () => {
        const s = window.cellDivision.state();
        return !!s && s.over && !s.busy;
      },
      null,
      { timeout: 120_000 },
    );
    const frames = await page.evaluate(() => (window as unknown as { frames: Frame[] }).frames);
    const id = (await page.evaluate(() => window.cellDivision.state()))!.layout;
    // What the drawn cells are worth: the moves made, as far as their cells are drawn.
    const worth = (f: Frame) => replayRecord([id, ...f.moves.filter((m) => f.drawn.includes(m))].join(' '));
    const ahead = frames.filter((f) => {
      const p = worth(f);
      return f.shown![0] > p.score(1) || f.shown![1] > p.score(2);
    });
    expect(ahead).toEqual([]);
    // The frames caught each kind of moment: a move made before its cell showed (a drop from the
    // top of the beaker), and a count-up under way behind the drawn cells.
    if (layout.startsWith('beaker')) expect(frames.some((f) => f.drawn.length < f.moves.length)).toBe(true);
    expect(
      frames.some((f) => {
        const p = worth(f);
        return f.shown![0] < p.score(1) || f.shown![1] < p.score(2);
      }),
    ).toBe(true);
    expect(frames.at(-1)!.drawn.length).toBe(frames.at(-1)!.moves.length);
    expect(errors).toEqual([]);
    await context.close();
  },
);
