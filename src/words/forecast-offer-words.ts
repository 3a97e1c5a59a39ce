// The forecast's one question to a new player (game/forecast-offer.ts), in a player's words: asked
// once, before a lead has turned on them, answered in one tap.

export const FORECAST_OFFER = {
  question: 'Show who is really ahead during games?',
  detail:
    'Late moves score most, so a big lead can turn. A bar over the board can show who would win with best play from here. Settings changes it any time.',
  yes: 'Show it',
  no: 'Let me judge',
} as const;
