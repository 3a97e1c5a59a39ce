// The dialogs over a Phaser scene, as the Dialogs port the screens' actions take (dialog-port.ts).

import type Phaser from 'phaser';
import type { Dialogs } from './dialog-port.ts';
import { showBoardList } from './board-list.ts';
import { confirmDialog } from './confirm.ts';
import { metrics } from './screen.ts';
import { askText } from './text-prompt.ts';

/** The dialogs over `scene`, sized by its unit `u` (the scene's own by default). */
export function dialogsOver(scene: Phaser.Scene, u = metrics(scene).u): Dialogs {
  return {
    screen: scene.sys.settings.key,
    confirm: (o) => confirmDialog(scene, u, o),
    askText: (o) => askText(scene, u, o),
    boardList: (boards, actions) => showBoardList(scene, u, boards, actions),
  };
}
