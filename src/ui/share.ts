// A link handed on: through the device's own share sheet where the browser has one (a phone's:
// navigator.share, with the link and a title), else copied to the clipboard with a brief notice,
// else shown in a panel to copy by hand.

import { showLinkPanel } from './link-panel.ts';
import { showNotice, type NoticePlace } from './notice.ts';

export type Handed = 'shared' | 'copied' | 'shown' | 'cancelled';

export interface LinkToHand {
  link: string;
  /** The share sheet's title ("Cell Division: a game at move 12"). */
  title: string;
  /** The notice once the link is copied ("Link copied: it opens this game at this move."). */
  copied: string;
  /** How long the notice stays, in milliseconds. */
  ms?: number;
  place?: NoticePlace;
}

type Sharing = Navigator & { share?: (data: { title?: string; url?: string }) => Promise<void> };

export async function handOnLink(o: LinkToHand): Promise<Handed> {
  const nav = navigator as Sharing;
  if (typeof nav.share === 'function') {
    try {
      await nav.share({ title: o.title, url: o.link });
      return 'shared';
    } catch (e) {
      // The person closed the sheet: nothing more to do. Any other failure falls back to the clipboard.
      if (e instanceof DOMException && e.name === 'AbortError') return 'cancelled';
    }
  }
  try {
    await navigator.clipboard.writeText(o.link);
    showNotice(o.copied, o.ms ?? 3000, o.place);
    return 'copied';
  } catch {
    showLinkPanel(o.link);
    return 'shown';
  }
}

/** Whether this browser hands links to a share sheet: the button then says Share, not Copy link. */
export function canShareSheet(): boolean {
  return typeof (navigator as Sharing).share === 'function';
}
