// The test build draws a frame only when something visible changed; the game draws every frame.
// Headless Chromium draws WebGL in software (SwiftShader), and an idle page drawing its whole scene
// every frame cost about half a core and got 3-12 frames a second (docs/testing.md, session 23):
// software WebGL is what the test machines are short of. Each frame still runs its update (input,
// timers, tweens, the models) and emits its render events; only the renderer's work is skipped, and
// only when a signature of everything drawn is what it was at the last drawn frame. Something
// moving (a tween, particles, a camera effect), a texture redrawn, a resize, or a second since the last
// draw draws anyway. Only at the tests' speed, and not with E2E_DRAW_ALL=1 (`cellDivisionDrawAll`).

import Phaser from 'phaser';

/** At most this long between drawn frames, whatever the signature says: a safety net for what it misses. */
const DRAW_AT_LEAST_EVERY_MS =
  Number((globalThis as { cellDivisionDrawEveryMs?: unknown }).cellDivisionDrawEveryMs) || 1000;

/** Whether the page asked for every frame drawn (tests/e2e/browser.ts sets it for E2E_DRAW_ALL=1). */
export function drawAllAsked(): boolean {
  return (globalThis as { cellDivisionDrawAll?: unknown }).cellDivisionDrawAll === true;
}

export interface DrawSkip {
  /** Resolves once a frame has been drawn from now on (the canvas shows the game as it is). */
  drawNow(): Promise<void>;
  /** Frames drawn and skipped so far. */
  counts(): { drawn: number; skipped: number; why: Record<string, number> };
}

type Loose = Record<string, unknown> & { list?: unknown[] };

/**
 * The properties each object's endless tweens drive (a rocking logo, a pulsing ring): at the tests'
 * speed they change every frame, and any of their frames is as true a picture as the next, so they
 * are left out of the signature and drawn by the once-a-second net.
 */
type Endless = Map<unknown, Set<string>>;

/** `list`'s length and entries onto `out` (a loop: a long Graphics' buffer would overflow a spread's arguments). */
function pushAll(out: unknown[], list: readonly unknown[]): void {
  out.push(list.length);
  for (const v of list) out.push(v);
}

/** Phaser's tween keys by the properties they set. */
const TWEEN_KEYS: Record<string, string[]> = { angle: ['rotation'], scale: ['scaleX', 'scaleY'] };

/** What an object shows, pushed onto `out`; containers and layers with their children. Returns what moves on its own, if anything. */
function signObject(out: unknown[], o: Loose, endless: Endless): string | null {
  const still = endless.get(o);
  if (still) out.push(still.size, ...still);
  const push = (...keys: string[]) => {
    for (const k of keys) out.push(still?.has(k) ? null : o[k]);
  };
  push('type', 'visible', 'x', 'y', 'scaleX', 'scaleY', 'rotation', 'alpha', 'depth', 'blendMode');
  if (!o.visible) return null;
  const texture = o.texture as { key?: string } | undefined;
  const frame = o.frame as { name?: unknown; cutWidth?: number; cutHeight?: number } | undefined;
  push('originX', 'originY', 'scrollFactorX', 'scrollFactorY', 'flipX', 'flipY', 'width', 'height');
  out.push(texture?.key, frame?.name, frame?.cutWidth, frame?.cutHeight, o.isCropped, o.mask);
  push('tintTopLeft', 'tintTopRight', 'tintBottomLeft', 'tintBottomRight', 'tintMode', 'tintFill');
  push('alphaTopLeft', 'alphaTopRight', 'alphaBottomLeft', 'alphaBottomRight');
  // Shapes, bitmap text, tile sprites.
  push('fillColor', 'fillAlpha', 'strokeColor', 'strokeAlpha', 'lineWidth', 'isFilled', 'isStroked');
  push('radius', 'startAngle', 'endAngle', 'tilePositionX', 'tilePositionY', 'text', 'fontSize');
  const crop = o._crop as { x?: number; y?: number; width?: number; height?: number } | undefined;
  if (o.isCropped && crop) out.push(crop.x, crop.y, crop.width, crop.height);
  const path = o.pathData as number[] | undefined;
  if (path) pushAll(out, path);
  const commands = o.commandBuffer as unknown[] | undefined;
  if (commands) pushAll(out, commands);
  const filters = o.filters as
    { internal?: { list?: unknown[] }; external?: { list?: unknown[] } } | undefined;
  const withFilters = !!(filters?.internal?.list?.length || filters?.external?.list?.length);
  let moving: string | null = withFilters
    ? 'filters'
    : o.type === 'Shader' ||
        o.type === 'Video' ||
        (o.type === 'ParticleEmitter' && ((o.alive as unknown[] | undefined)?.length ?? 0) > 0)
      ? String(o.type)
      : null;
  const anims = o.anims as { isPlaying?: boolean } | undefined;
  if (anims?.isPlaying) moving = 'animation';
  if (o.list) {
    out.push(o.list.length);
    for (const child of o.list) moving = signObject(out, child as Loose, endless) ?? moving;
  }
  return moving;
}

type SignedCamera = Phaser.Cameras.Scene2D.Camera & {
  rotation: number;
  fadeEffect: { isRunning: boolean; alpha: number; isComplete: boolean };
  flashEffect: { isRunning: boolean };
  shakeEffect: { isRunning: boolean };
  panEffect: { isRunning: boolean };
  zoomEffect: { isRunning: boolean };
};

/** Every scene's state, cameras and display list, pushed onto `out`. Returns what moves on its own, if anything. */
function signGame(out: unknown[], game: Phaser.Game): string | null {
  let moving: string | null = null;
  for (const scene of game.scene.scenes) {
    const sys = scene.sys;
    out.push(sys.settings.key, sys.settings.status, sys.settings.visible, sys.settings.active);
    if (!sys.settings.visible || !sys.displayList || !sys.cameras) continue;
    for (const c of sys.cameras.cameras as SignedCamera[]) {
      out.push(c.x, c.y, c.width, c.height, c.scrollX, c.scrollY, c.zoom, c.rotation, c.alpha, c.visible);
      out.push(c.backgroundColor.color32, c.transparent, c.fadeEffect.alpha, c.fadeEffect.isComplete);
      if (
        c.fadeEffect.isRunning ||
        c.flashEffect.isRunning ||
        c.shakeEffect.isRunning ||
        c.panEffect.isRunning ||
        c.zoomEffect.isRunning
      )
        moving = 'camera';
    }
    const tweens = (sys as { tweens?: Phaser.Tweens.TweenManager }).tweens;
    const endless: Endless = new Map();
    for (const t of tweens?.getTweens() ?? []) {
      if (!t.isPlaying()) continue;
      const data = t.data as unknown as { key?: string; repeat: number; targetIndex?: number }[];
      if (!data.every((d) => d.repeat === -1 && d.key !== undefined)) {
        moving = 'tween';
        continue;
      }
      for (const d of data) {
        const target = t.targets[d.targetIndex ?? 0];
        const keys = endless.get(target) ?? new Set<string>();
        for (const k of TWEEN_KEYS[d.key!] ?? [d.key!]) keys.add(k);
        endless.set(target, keys);
      }
    }
    const list = sys.displayList.list as unknown as Loose[];
    out.push(list.length);
    for (const o of list) moving = signObject(out, o, endless) ?? moving;
  }
  return moving;
}

function same(a: unknown[], b: unknown[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (!Object.is(a[i], b[i])) return false;
  return true;
}

/** Wraps `original` (a prototype method) so that calling it also calls `changed`. */
function alsoMarks<T extends object>(proto: T, name: keyof T, changed: () => void): void {
  const original = proto[name] as unknown as (...a: unknown[]) => unknown;
  (proto as Record<keyof T, unknown>)[name] = function (this: unknown, ...a: unknown[]) {
    changed();
    return original.apply(this, a);
  };
}

/** From now on `game` draws a frame only when something visible changed (or moves, or a second passed). */
export function drawOnlyOnChange(game: Phaser.Game): DrawSkip {
  const at = {
    last: [] as unknown[],
    drawnAt: -Infinity,
    dirty: true,
    skip: false,
    drawn: 0,
    skipped: 0,
    why: {} as Record<string, number>,
  };
  const waiting: (() => void)[] = [];
  const mark = () => {
    at.dirty = true;
  };
  // Textures redrawn in place (a Text's words or style, a canvas picture, a dynamic texture) change
  // what an object shows without changing the object.
  alsoMarks(Phaser.GameObjects.Text.prototype, 'updateText', mark);
  alsoMarks(Phaser.Textures.CanvasTexture.prototype, 'refresh', mark);
  alsoMarks(Phaser.Textures.DynamicTexture.prototype, 'render', mark);
  game.textures.on(Phaser.Textures.Events.ADD, mark);
  game.textures.on(Phaser.Textures.Events.REMOVE, mark);
  game.scale.on(Phaser.Scale.Events.RESIZE, mark);

  game.events.on(Phaser.Core.Events.POST_STEP, (time: number) => {
    const now: unknown[] = [];
    const moving = signGame(now, game);
    const why = at.dirty
      ? 'marked'
      : moving
        ? `moving:${moving}`
        : waiting.length > 0
          ? 'asked'
          : time - at.drawnAt >= DRAW_AT_LEAST_EVERY_MS
            ? 'late'
            : !same(now, at.last)
              ? 'changed'
              : null;
    const draw = why !== null;
    if (why) at.why[why] = (at.why[why] ?? 0) + 1;
    at.last = now;
    at.skip = !draw;
    if (draw) {
      at.dirty = false;
      at.drawnAt = time;
      at.drawn++;
    } else at.skipped++;
  });
  game.events.on(Phaser.Core.Events.POST_RENDER, () => {
    if (at.skip) return;
    for (const done of waiting.splice(0)) done();
  });

  const renderer = game.renderer as Phaser.Renderer.WebGL.WebGLRenderer;
  const preRender = renderer.preRender.bind(renderer);
  const postRender = renderer.postRender.bind(renderer);
  const sceneRender = game.scene.render.bind(game.scene);
  renderer.preRender = () => {
    if (!at.skip) preRender();
  };
  game.scene.render = (r) => {
    if (!at.skip) sceneRender(r);
  };
  renderer.postRender = () => {
    if (!at.skip) postRender();
  };

  return {
    drawNow: () => new Promise<void>((done) => waiting.push(done)),
    counts: () => ({ drawn: at.drawn, skipped: at.skipped, why: { ...at.why } }),
  };
}
