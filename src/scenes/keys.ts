// Scene keys, and the names the automation hook reports for them.
export const SCENES = {
  boot: 'boot',
  preload: 'preload',
  menu: 'menu',
  board: 'board',
  results: 'results',
  builder: 'builder',
  review: 'review',
  tutorial: 'tutorial',
  puzzle: 'puzzle',
  history: 'history',
} as const;
