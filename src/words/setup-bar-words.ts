// The footer of the setup and Settings pages. The setup page has one main action, Play, and a way
// back that keeps the choices (as lichess and Chess.com remember a new game's setup): "Done" beside
// Play made a new player wonder whether Done started the game. The Settings page applies each choice
// as it is made, as a phone's settings do: "‹ Back" alone, at its top.

export const SETUP_BAR_WORDS = {
  back: '‹ Back',
  play: 'Play',
  cancel: 'Cancel',
} as const;
