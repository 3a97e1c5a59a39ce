// Said at the first aim of a visit: the guided game taught one tap, and squares smaller than a
// finger take two (aim.ts).

export const AIM_WORDS = 'These squares are smaller than a finger: press Place (or tap the square again) to play there; slide to move the aim.';
