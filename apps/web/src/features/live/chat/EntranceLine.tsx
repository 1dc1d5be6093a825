import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { cx } from '../../../shared/ui/cx';
import { FanBadgePill } from '../../fan-groups';
import { useReducedMotion } from '../danmaku/danmaku-settings';
import type { Entrance } from '../use-live-room';

/** The entry effect: the line slides in with a glow that fades (skipped for reduced motion). */
const ENTRY_EFFECT: Keyframe[] = [
  { transform: 'translateX(-1.5rem)', opacity: 0, boxShadow: '0 0 0 0 rgb(236 72 153 / 0)' },
  { transform: 'translateX(0)', opacity: 1, boxShadow: '0 0 12px 2px rgb(236 72 153 / 0.6)' },
  { boxShadow: '0 0 0 0 rgb(236 72 153 / 0)' },
];
const ENTRY_EFFECT_MS = 1_400;

/**
 * "X entered" in the chat list. A fan's badge shows before the name; fans whose group grants
 * them the entry effect get a highlighted line that also animates in when motion is welcome.
 */
export function EntranceLine({ entrance }: { entrance: Entrance }) {
  const { t } = useTranslation('live');
  const badge = entrance.fanBadge;
  const effect = badge?.entry_effect === true;
  const reducedMotion = useReducedMotion();
  const line = useRef<HTMLLIElement>(null);
  // Once, when the line appears: a later change of the motion setting must not replay it.
  const played = useRef(false);

  useEffect(() => {
    const node = line.current;
    if (played.current || !effect || reducedMotion) return;
    if (!node || typeof node.animate !== 'function') return;
    played.current = true;
    const animation = node.animate(ENTRY_EFFECT, { duration: ENTRY_EFFECT_MS, easing: 'ease-out' });
    return () => animation.cancel();
  }, [effect, reducedMotion]);

  return (
    <li
      ref={line}
      data-testid="barrage-enter"
      data-entry-effect={effect || undefined}
      className={cx(
        'text-xs',
        effect
          ? 'rounded-md border-l-4 border-pink-500 bg-gradient-to-r from-pink-50 to-amber-50 px-2 py-1 font-medium text-pink-800'
          : 'text-slate-500',
      )}
    >
      {badge && <FanBadgePill name={badge.name} level={badge.level} className="mr-1" />}
      {t('chat.entered', { nickname: entrance.nickname })}
    </li>
  );
}
