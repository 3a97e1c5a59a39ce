// The cells' texture, loaded in sheets (ui/art/cell-sheets.ts): Preload loads the first sheet and the
// description of all of them; the rest follows in the background once the first screen is drawn,
// each sheet becoming one more source of the same 'cells' texture, so every frame keeps its name
// (`blue/1100`). A scene that draws cells waits in its preload for the sheets still on their way;
// once they are in, it waits for nothing.
import Phaser from 'phaser';
import { CELL_SHEETS, CELL_SHEETS_JSON } from '../ui/art/cell-sheets.ts';

/** The cells' texture key, as the views name it. */
export const CELLS = 'cells';
const SHEETS_JSON_KEY = 'cells:sheets';
/** The game registry's entry for the sheets still on their way. */
const ON_THEIR_WAY = 'cells:more';

type FrameRect = { x: number; y: number; w: number; h: number };
type SheetsJson = { sheets: { frames: Record<string, { frame: FrameRect }> }[] };

/** Preload's part: the sheets' description and the first sheet, as the 'cells' texture. */
export function loadFirstSheet(load: Phaser.Loader.LoaderPlugin): void {
  load.json(SHEETS_JSON_KEY, `cells/${CELL_SHEETS_JSON}`);
  load.image(CELLS, `cells/${CELL_SHEETS[0]!.image}`);
}

function addFrames(game: Phaser.Game, sheet: number): void {
  const json = game.cache.json.get(SHEETS_JSON_KEY) as SheetsJson;
  const texture = game.textures.get(CELLS);
  for (const [name, { frame }] of Object.entries(json.sheets[sheet]!.frames))
    texture.add(name, sheet, frame.x, frame.y, frame.w, frame.h);
}

/** Preload's create: names the first sheet's frames (`green/1100`), before any screen draws one. */
export function nameFirstSheet(game: Phaser.Game): void {
  if (!game.textures.get(CELLS).has(`${CELL_SHEETS[0]!.palettes[0]}/0000`)) addFrames(game, 0);
}

/** Whether every sheet is in the texture. */
export function allSheetsIn(game: Phaser.Game): boolean {
  return game.textures.exists(CELLS) && game.textures.get(CELLS).source.length >= CELL_SHEETS.length;
}

/**
 * After Preload: fetches the other sheets one by one, each added to the texture once decoded.
 * Returns the promise of all of them (kept in the registry, so a scene restart finds it); a failed
 * fetch is tried again by the next scene that waits.
 */
export function loadOtherSheets(game: Phaser.Game): Promise<void> {
  const texture = game.textures.get(CELLS);
  const pending = game.registry.get(ON_THEIR_WAY) as Promise<void> | undefined;
  if (pending) return pending;
  const arriving = (async () => {
    for (let sheet = texture.source.length; sheet < CELL_SHEETS.length; sheet++) {
      const image = new Image();
      image.src = `cells/${CELL_SHEETS[sheet]!.image}`;
      await image.decode();
      texture.source.push(new Phaser.Textures.TextureSource(texture, image));
      addFrames(game, sheet);
    }
  })();
  game.registry.set(ON_THEIR_WAY, arriving);
  arriving.catch((e: unknown) => {
    console.warn('cell sheets not loaded yet:', e);
    game.registry.remove(ON_THEIR_WAY);
  });
  return arriving;
}

/**
 * Preload's create: the other sheets once the next screen has been drawn (two frames on), so they
 * never delay it. A failure is told by loadOtherSheets and tried again by the next scene that waits.
 */
export function loadOtherSheetsOnceDrawn(game: Phaser.Game): void {
  let frames = 0;
  const afterFirstScreen = () => {
    if (++frames < 2) return;
    game.events.off(Phaser.Core.Events.POST_RENDER, afterFirstScreen);
    loadOtherSheets(game).catch(() => {});
  };
  game.events.on(Phaser.Core.Events.POST_RENDER, afterFirstScreen);
}

/** A loader entry that completes when the other sheets are in: the scene's create waits for it. */
class SheetsArrived extends Phaser.Loader.File {
  constructor(
    loader: Phaser.Loader.LoaderPlugin,
    private readonly arrived: Promise<void>,
  ) {
    // Nothing is cached: the sheets go into the 'cells' texture as they arrive.
    super(loader, {
      type: 'cell-sheets',
      key: 'cell-sheets',
      url: 'cell-sheets',
      cache: loader.cacheManager.json,
    });
  }

  override load(): void {
    this.arrived.then(
      () => this.loader.nextFile(this, true),
      () => this.loader.nextFile(this, false),
    );
  }
}

/** In a scene's preload: wait for the cell sheets still on their way (nothing, once they are in). */
export function waitForCellSheets(scene: Phaser.Scene): void {
  if (allSheetsIn(scene.game)) return;
  scene.load.addFile(new SheetsArrived(scene.load, loadOtherSheets(scene.game)));
}
