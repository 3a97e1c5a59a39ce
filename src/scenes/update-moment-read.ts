// The page as the "new version" notice needs it (ui/update-notice.ts): whether the home screen is
// in sight with nothing open over it, and its controls' boxes on the page, where the notice never stands.

import type { UpdateMoment } from '../ui/update-notice.ts';
import { updateMomentNow } from '../ui/update-moment.ts';
import type { GamePort } from './game-port.ts';
import { SCENES } from './keys.ts';
import { sceneInSight } from './scene-in-sight.ts';

export function updateMoment(game: GamePort): UpdateMoment {
  const menu = game.active(SCENES.menu) ? game.scene(SCENES.menu) : null;
  if (!menu || !updateMomentNow(sceneInSight(game), menu.dialog() !== null))
    return { neutral: false, controls: [] };
  const rect = game.canvas.getBoundingClientRect();
  const { width, height } = game.size();
  const sx = rect.width / width;
  const sy = rect.height / height;
  const controls = menu.controls().map(({ target: t }) => {
    const w = t.width * t.scaleX;
    const h = t.height * t.scaleY;
    return {
      x: rect.left + (t.x - w / 2) * sx,
      y: rect.top + (t.y - h / 2) * sy,
      width: w * sx,
      height: h * sy,
    };
  });
  return { neutral: true, controls };
}
