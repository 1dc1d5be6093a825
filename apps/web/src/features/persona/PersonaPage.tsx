import { profileRoutes } from '@tifo/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../shared/i18n/use-translation';
import { useSearchParams } from 'react-router';
import { ApiError, callApi } from '../../shared/api-client';
import { Button } from '../../shared/ui/Button';
import { Spinner } from '../../shared/ui/Spinner';
import { Badge, Card, EmptyState } from '../../shared/ui/Surface';
import { useStoredValue } from '../../shared/use-stored-value';
import { openLoginDialog } from '../../shared/session/login-dialog-store';
import { PlannedBroadcasts } from '../broadcast-plans';
import { openPrivateChat } from '../chat';
import { memberKeys, useAttentionMutation } from '../member';

function parseId(value: string | null): number | null {
  if (!value || !/^\d{1,12}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

function NotFound() {
  const { t } = useTranslation('member');
  return (
    <div data-testid="persona-not-found">
      <EmptyState title={t('persona.notFound')} description={t('persona.notFoundHint')} />
    </div>
  );
}

/** /persona?id=: a member's public card, with follow/unfollow (visitors get the login dialog). */
export function PersonaPage() {
  const { t } = useTranslation('member');
  const { t: tc } = useTranslation();
  const [params] = useSearchParams();
  const id = parseId(params.get('id'));
  const user = useStoredValue('userInfo');
  const attention = useAttentionMutation();
  const persona = useQuery({
    queryKey: memberKeys.persona(id ?? 0),
    queryFn: () => callApi(profileRoutes.persona, { query: { id: id ?? 0 }, quiet: true }),
    enabled: id !== null,
    retry: false,
  });

  let body;
  if (id === null) body = <NotFound />;
  else if (persona.isPending) body = <Spinner size="lg" />;
  else if (persona.isError) {
    // Code 1 (user not found) is a clear state; anything else offers a retry.
    body =
      persona.error instanceof ApiError && persona.error.code === 1 ? (
        <NotFound />
      ) : (
        <EmptyState
          title={tc('state.error')}
          action={
            <Button variant="secondary" onClick={() => void persona.refetch()}>
              {tc('state.retry')}
            </Button>
          }
        />
      );
  } else {
    const card = persona.data;
    const isSelf = user !== null && String(user.id) === String(card.id);
    const toggleFollow = () => {
      if (!user) {
        openLoginDialog();
        return;
      }
      attention.mutate({ anchorid: card.id, type: card.is_followed ? 0 : 1 });
    };
    const writeTo = () => {
      if (!user) {
        openLoginDialog();
        return;
      }
      openPrivateChat({ peer: String(card.id), nick: card.user_nickname, avatar: card.avatar });
    };
    body = (
      <Card
        className="flex flex-col items-center gap-3 py-8 text-center"
        data-testid="persona-card"
      >
        <img
          src={card.avatar}
          alt=""
          className="size-24 rounded-full bg-slate-100 object-cover ring-4 ring-white"
        />
        <h1 className="flex items-center gap-2 text-xl font-bold text-slate-900">
          {card.user_nickname}
          {card.is_anchor !== 0 && <Badge tone="brand">{t('persona.streamer')}</Badge>}
        </h1>
        <p className="max-w-md text-sm text-slate-600">
          {card.signature || t('persona.noSignature')}
        </p>
        <p className="text-xs text-slate-500">
          {t('persona.joined', { days: card.create_time_str })}
        </p>
        <dl className="flex gap-8 text-sm">
          <div>
            <dt className="text-slate-500">{t('persona.followers')}</dt>
            <dd className="text-lg font-semibold" data-testid="persona-followers">
              {card.followers}
            </dd>
          </div>
          <div>
            <dt className="text-slate-500">{t('persona.following')}</dt>
            <dd className="text-lg font-semibold">{card.following}</dd>
          </div>
        </dl>
        {!isSelf && (
          <div className="flex gap-3">
            <Button
              variant={card.is_followed ? 'secondary' : 'primary'}
              loading={attention.isPending}
              onClick={toggleFollow}
              data-testid="persona-follow"
            >
              {card.is_followed ? t('persona.unfollow') : t('persona.follow')}
            </Button>
            <Button variant="secondary" onClick={writeTo} data-testid="persona-message">
              {t('persona.message')}
            </Button>
          </div>
        )}
      </Card>
    );
    // A streamer's page also lists their approved broadcasts still to come.
    if (card.is_anchor !== 0) {
      body = (
        <div className="flex flex-col gap-4">
          {body}
          <PlannedBroadcasts filter={{ anchorId: card.id }} />
        </div>
      );
    }
  }

  return <div className="mx-auto max-w-2xl px-4 py-8">{body}</div>;
}
