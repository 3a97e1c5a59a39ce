// The builder's keeping and sharing: Save under a name, the list of saved boards (open, rename,
// delete), Paste of an id or rows of # and ., copying an id or a link.

import type { BoardGrid } from '../game/board-builder.ts';
import { loadBoards, type SavedBoard } from '../game/saved-boards.ts';
import {
  deleteKey,
  deleteQuestion,
  deleteSaved,
  PASTE_QUESTION,
  pasted,
  renameAs,
  renameKey,
  renameQuestion,
  savedGrid,
  saveAs,
  saveQuestion,
  type Told,
} from '../screens/builder/board-keeping.ts';
import { showLinkPanel } from '../ui/link-panel.ts';
import { showNotice } from '../ui/notice.ts';
import { handOnLink } from '../ui/share.ts';

/** Notices about the board being built go when the builder does (see clearNotices). */
export const BUILDER_NOTICE = { game: true };
import type { Dialogs } from '../ui/dialog-port.ts';
import { keptQuestion, type Services } from './services.ts';

export interface BuilderBoard {
  /** The board being built. */
  grid(): BoardGrid;
  /** Shows another board in the builder (a pasted one). */
  load(grid: BoardGrid): void;
  /** Opens a saved board, asking first over a board made by hand. */
  open(grid: BoardGrid, name: string): void;
}

export function boardKeeping(dialogs: Dialogs, services: Services, board: BuilderBoard) {
  const store = () => services.store;
  const tell = (told: Told) => showNotice(told.words, told.ms, BUILDER_NOTICE);

  // The question open here, with the words typed: a resize asks it again (the builder's create).
  const kept = keptQuestion(services);
  const screen = dialogs.screen;
  const keeping = {
    /**
     * Asks for a name (a default filled in, or `again`'s words after a resize) and saves the board;
     * `saved` runs once it is kept.
     */
    save(saved?: () => void, again?: { id: string; typed?: string }): void {
      const ask = saveQuestion(store(), board.grid());
      if ('told' in ask) {
        tell(ask.told);
        return;
      }
      // A name another board has is asked about: Replace saves over it, Another name asks again.
      const askName = (value: string, typing = false): void => {
        kept.asked(screen, 'save', value);
        dialogs.askText({
          ...ask.question,
          value,
          typing,
          onInput: (text) => kept.typed(text),
          onAccept: (name) => {
            kept.answered(screen, 'save');
            keep(name, false);
          },
          onCancel: () => kept.answered(screen, 'save'),
        });
      };
      const keep = (name: string, replace: boolean): void => {
        const result = saveAs(store(), ask.id, name, replace);
        if ('taken' in result) {
          const q = result.taken;
          kept.asked(screen, 'save-taken', name);
          dialogs.confirm({
            question: q.question,
            detail: q.detail,
            yes: 'Replace',
            no: 'Another name',
            kept: true,
            onYes: () => {
              kept.answered(screen, 'save-taken');
              keep(name, true);
            },
            onNo: () => {
              kept.answered(screen, 'save-taken');
              askName(name);
            },
          });
          return;
        }
        tell(result.told);
        if (result.saved) saved?.();
      };
      if (again?.id === 'save-taken' && again.typed !== undefined) keep(again.typed, false);
      else if (again?.typed !== undefined) askName(again.typed, true);
      else askName(ask.question.value);
    },

    list(): void {
      dialogs.boardList(loadBoards(store()), {
        open: (saved) => {
          const grid = savedGrid(saved);
          if (grid) board.open(grid, saved.name);
        },
        rename: (saved) => keeping.rename(saved),
        remove: (saved) => keeping.remove(saved),
      });
    },

    /** Asks before a saved board is deleted (again after a resize, until answered). */
    remove(saved: SavedBoard): void {
      const id = deleteKey(saved);
      kept.asked(screen, id);
      dialogs.askText({
        ...deleteQuestion(saved),
        onAccept: () => {
          kept.answered(screen, id);
          tell(deleteSaved(store(), saved));
        },
        onCancel: () => kept.answered(screen, id),
      });
    },

    /** Asks for a new name for a saved board (`typed`: the words typed before a resize). */
    rename(saved: SavedBoard, typed?: string): void {
      const id = renameKey(saved);
      kept.asked(screen, id, typed ?? saved.name);
      dialogs.askText({
        ...renameQuestion(saved),
        ...(typed === undefined ? {} : { value: typed, typing: true }),
        onInput: (text) => kept.typed(text),
        onAccept: (name) => {
          kept.answered(screen, id);
          tell(renameAs(store(), saved, name));
        },
        onCancel: () => kept.answered(screen, id),
      });
    },

    /** Asks for a board id or rows to load (`typed`: the text pasted before a resize). */
    paste(typed?: string): void {
      kept.asked(screen, 'paste', typed ?? '');
      dialogs.askText({
        ...PASTE_QUESTION,
        ...(typed === undefined ? {} : { value: typed, typing: true }),
        onInput: (text) => kept.typed(text),
        onAccept: (text) => {
          kept.answered(screen, 'paste');
          const read = pasted(text, board.grid().gravity);
          if ('told' in read) tell(read.told);
          else board.load(read.grid);
        },
        onCancel: () => kept.answered(screen, 'paste'),
      });
    },
  };
  return keeping;
}

/** Shares (or copies) a link to the builder with this board; its notice is short enough for a phone's slot. */
export async function shareBoardLink(services: Services, link: string): Promise<void> {
  services.lastShared = link;
  await handOnLink({
    link,
    title: 'Cell Division: a board to play on',
    copied: 'Link copied: it opens the builder with this board.',
    ms: 4000,
    place: BUILDER_NOTICE,
  });
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
