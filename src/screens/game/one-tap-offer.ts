// The button under the asking lens that makes one quick tap place on small squares (settings.tapOnce,
// tap-once.ts): a reviewer placed 11 of 26 taps on a 12×12 and never found the sheet's toggle, so the
// choice stands where the second tap is asked for, in a game's first few asks, until it is taken.

/** In each game, the asks (a quick tap that only aimed) that offer the button. */
export const ONE_TAP_OFFERS = 3;

/**
 * Whether the asking lens offers "Place with one tap": on a board a finger zooms (squares smaller
 * than a finger), while one-tap placing is off, for the game's first ONE_TAP_OFFERS asks (`asked`
 * counts this one).
 */
export function oneTapOffered(o: { zoomable: boolean; tapOnce: boolean; asked: number }): boolean {
  return o.zoomable && !o.tapOnce && o.asked >= 1 && o.asked <= ONE_TAP_OFFERS;
}

/** The settings the button changes, and where they are kept. */
export interface OneTapPorts {
  on(): boolean;
  /** One-tap placing is turned on and kept. */
  turnOn(): void;
}

/** The settings' ports: one-tap placing read and turned on in `settings`, `save` keeping it. */
export function oneTapPorts(settings: { tapOnce: boolean }, save: () => void): OneTapPorts {
  return {
    on: () => settings.tapOnce,
    turnOn: () => {
      settings.tapOnce = true;
      save();
    },
  };
}

/**
 * A game's asks, counted as the aim asks on a square (−1: the aim went): `ask(s)` says whether the
 * lens asking on `s` offers the button, the same for as long as it asks there.
 */
export function askOffers(now: () => { zoomable: boolean; tapOnce: boolean }): {
  ask(square: number): boolean;
} {
  let asked = 0;
  let on = -1;
  let offered = false;
  return {
    ask(square) {
      if (square < 0) {
        on = -1;
        return false;
      }
      if (square !== on) {
        on = square;
        asked += 1;
        offered = oneTapOffered({ ...now(), asked });
      }
      return offered && !now().tapOnce;
    },
  };
}
