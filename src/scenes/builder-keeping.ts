// The builder's keeping and sharing: Save under a name, the list of saved boards (open, rename,
// delete), Paste of an id or rows of # and ., copying an id or a link, and a question before a
// preset or Clear replaces a board made by hand.

import type Phaser from 'phaser';
import { customIdOf, gridFromId, preset, PRESETS, problemOf, readPasted, squareCount, withGravity, type BoardGrid } from '../game/board-builder.ts';
import { defaultBoardName, deleteBoard, loadBoards, renameBoard, saveBoard } from '../game/saved-boards.ts';
import { showBoardList } from '../ui/board-list.ts';
import { showLinkPanel, showNotice } from '../ui/notice.ts';
import { handOnLink } from '../ui/share.ts';

/** Notices about the board being built go when the builder does (see clearNotices). */
export const BUILDER_NOTICE = { game: true };
import { askText } from '../ui/text-prompt.ts';
import { confirmDialog } from '../ui/confirm.ts';
import type { Services } from './services.ts';

export interface BuilderBoard {
  /** The board being built. */
  grid(): BoardGrid;
  /** Shows another board in the builder. */
  load(grid: BoardGrid): void;
}

export function boardKeeping(scene: Phaser.Scene, services: Services, u: number, board: BuilderBoard) {
  const store = () => services.store;
  const report = (result: { error: string } | object, done: string) =>
    showNotice('error' in result ? (result as { error: string }).error : done, 4000, BUILDER_NOTICE);

  return {
    /** Asks for a name (a default filled in) and saves the board; `saved` runs once it is kept. */
    save(saved?: () => void): void {
      const problem = problemOf(board.grid());
      if (problem) { showNotice(problem, 5000, BUILDER_NOTICE); return; }
      const id = customIdOf(board.grid());
      const boards = loadBoards(store());
      const same = boards.find((b) => b.id === id);
      // A name another board has is asked about: Replace saves over it, Another name asks again.
      const ask = (value: string): void => askText(scene, u, { caption: 'Save this board as', value, okLabel: 'Save', onAccept: (name) => keep(name, false) });
      const keep = (name: string, replace: boolean): void => {
        const result = saveBoard(store(), name, id, { replace });
        if ('exists' in result) {
          confirmDialog(scene, u, { question: result.question, detail: result.detail, yes: 'Replace', no: 'Another name', onYes: () => keep(name, true), onNo: () => { if (scene.sys.isActive()) ask(name); } });
          return;
        }
        report(result, `Saved "${name.trim()}".`);
        if (!('error' in result)) saved?.();
      };
      ask(same?.name ?? defaultBoardName(boards));
    },

    list(): void {
      showBoardList(scene, u, loadBoards(store()), {
        open: (saved) => {
          const read = gridFromId(saved.id);
          if ('grid' in read) board.load(read.grid);
        },
        rename: (saved) => askText(scene, u, {
          caption: `Rename "${saved.name}" to`, value: saved.name, okLabel: 'Rename',
          onAccept: (name) => report(renameBoard(store(), saved.name, name), `Renamed to "${name.trim()}".`),
        }),
        remove: (saved) => askText(scene, u, {
          caption: `Delete "${saved.name}"? Its id, to keep a copy:`, value: saved.id, okLabel: 'Delete',
          onAccept: () => report(deleteBoard(store(), saved.name), `Deleted "${saved.name}".`),
        }),
      });
    },

    paste(): void {
      askText(scene, u, {
        caption: 'Paste a board id (custom:5x5:fc6b1f8) or rows of # and .', value: '', multiline: true, okLabel: 'Load',
        onAccept: (text) => {
          const read = readPasted(text, board.grid().gravity);
          if ('error' in read) showNotice(read.error, 8000, BUILDER_NOTICE);
          else board.load(read.grid);
        },
      });
    },
  };
}

/** Shares (or copies) a link to the builder with this board; its notice is short enough for a phone's slot. */
export async function shareBoardLink(services: Services, link: string): Promise<void> {
  services.lastShared = link;
  await handOnLink({ link, title: 'Cell Division: a board to play on', copied: 'Link copied: it opens the builder with this board.', ms: 4000, place: BUILDER_NOTICE });
}

/** Copies an id, or shows it to copy by hand; the hook sees it as the last thing shared. */
export async function copyText(services: Services, text: string, told: string): Promise<void> {
  services.lastShared = text;
  try {
    await navigator.clipboard.writeText(text);
    showNotice(`${told}: ${text}`, 4000, BUILDER_NOTICE);
  } catch {
    showLinkPanel(text);
  }
}

/** Whether `grid` is one of the presets at its size (gravity aside): nothing made by hand to lose. */
function presetShape(grid: BoardGrid): boolean {
  const shape = customIdOf(withGravity(grid, false));
  return PRESETS.some((name) => customIdOf(withGravity(preset(name, grid.rows, grid.cols), false)) === shape);
}

/**
 * Replaces the board being built (a preset, Clear) at once where nothing made by hand would go: an
 * empty board or a preset's own shape. Otherwise asks first, so one mis-tap loses no design.
 */
export function replaceBoard(scene: Phaser.Scene, u: number, grid: BoardGrid, what: string, replace: () => void): void {
  if (squareCount(grid) === 0 || presetShape(grid)) {
    replace();
    return;
  }
  confirmDialog(scene, u, {
    question: `${what}?`, detail: 'This replaces the board you made. Save it first to keep it.', yes: 'Replace', no: 'Keep mine', onYes: replace,
  });
}
