// Where the menu stands: the first screen, the setup page or the Settings page, the setup's tab, whether the Board
// tab shows the player's saved boards, and whether the builder opened it.

export type SetupTab = 'players' | 'board' | 'rules';

export interface MenuView {
  page: 'home' | 'setup' | 'settings';
  tab: SetupTab;
  /** The board tab shows the player's saved boards rather than a family's sizes. */
  yours: boolean;
  /** The builder opened the who-plays page: Done goes back there and Play plays the board being built. */
  from?: 'builder';
}

/** A button the menu draws: its control id, its words, and whether it is the chosen one of its row. */
export interface MenuOption {
  id: string;
  label: string;
  chosen: boolean;
}
