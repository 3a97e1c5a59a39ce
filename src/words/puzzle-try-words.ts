// The first words of a wrong try's verdict, said the moment the finger lifts (lichess's "not the
// move"): before the reason, so a glance tells right from wrong.
export const NOT_QUITE_WORDS = 'Not quite:';
