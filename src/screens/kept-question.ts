// A question open over a screen (the board's "Leave this game?", the builder's Save prompt with the
// name typed so far), kept by the services so that a resize or a turned phone, which lays the
// screen out again, asks it again with what was typed. Any other start of a screen forgets it.

/** The open question: which screen, which question, and the words typed into it so far. */
export interface OpenQuestion {
  screen: string;
  id: string;
  typed?: string;
}

export class KeptQuestion {
  private open: OpenQuestion | null = null;
  /** New layouts asked for and not yet started: one resize can restart a screen more than once. */
  private layouts = 0;

  /** A question was opened over `screen` (with `typed` filled in, for a question that wants words). */
  asked(screen: string, id: string, typed?: string): void {
    this.open = typed === undefined ? { screen, id } : { screen, id, typed };
  }

  /** The words in the open question changed. */
  typed(text: string): void {
    if (this.open) this.open.typed = text;
  }

  /** The question was answered (yes, no, Esc): nothing to ask again. */
  answered(screen: string, id: string): void {
    if (this.open?.screen !== screen || this.open.id !== id) return;
    this.open = null;
    this.layouts = 0;
  }

  /** `screen` is laid out again for a new size: its open question comes back. */
  relayout(screen: string): void {
    if (this.open?.screen === screen) this.layouts++;
  }

  /** `screen` starts: the question to ask again after a new layout, else null (any other is forgotten). */
  reopen(screen: string): OpenQuestion | null {
    if (this.layouts > 0 && this.open?.screen === screen) {
      this.layouts--;
      return { ...this.open };
    }
    this.open = null;
    this.layouts = 0;
    return null;
  }
}
