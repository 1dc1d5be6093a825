import type { Circle } from '@tifo/contract';
import { useTranslation } from '../../shared/i18n/use-translation';
import { showToast } from '../../shared/notifications';
import { openLoginDialog } from '../../shared/session/login-dialog-store';
import { Button } from '../../shared/ui/Button';
import { Icon } from '../../shared/ui/Icon';
import { useStoredValue } from '../../shared/use-stored-value';
import { useJoinCircleMutation } from './api';

/**
 * Join or leave a circle: a toggle button, pressed while the viewer is a member. Visitors get
 * the login dialog; a closed circle takes no new members, so it shows nothing to join.
 */
export function JoinButton({ circle, size = 'sm' }: { circle: Circle; size?: 'sm' | 'md' }) {
  const { t } = useTranslation('circles');
  const user = useStoredValue('userInfo');
  const join = useJoinCircleMutation();
  if (circle.status !== 'open' && !circle.joined) return null;
  const toggle = () => {
    if (!user) {
      openLoginDialog();
      return;
    }
    join.mutate(
      { id: circle.id, joined: !circle.joined },
      {
        onSuccess: ({ joined }) =>
          showToast(t(joined ? 'join.joinedToast' : 'join.leftToast', { name: circle.name }), {
            kind: 'success',
          }),
      },
    );
  };
  return (
    <Button
      variant={circle.joined ? 'secondary' : 'primary'}
      size={size}
      aria-pressed={circle.joined}
      loading={join.isPending}
      onClick={toggle}
      data-testid="circle-join"
      className="relative z-[1] shrink-0"
    >
      {circle.joined && <Icon name="check" className="size-4" />}
      {t(circle.joined ? 'join.joined' : 'join.join')}
    </Button>
  );
}
