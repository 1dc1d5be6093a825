import { useTranslation } from '../../shared/i18n/use-translation';
import { Link, useSearchParams } from 'react-router';
import { hasChatPermission } from '../../shared/storage';
import { buttonClasses } from '../../shared/ui/Button';
import { EmptyState } from '../../shared/ui/Surface';
import { useStoredValue } from '../../shared/use-stored-value';
import { sectionHref } from '../../shared/member-sections';
import { LoginToChat } from './private/LoginToChat';
import { PrivateChatPanel } from './private/PrivateChatPanel';

/**
 * /chat-chat: private chat on a whole page, for members with chat permission (spec §2, §6;
 * streamers have it). `?peer=<id>` opens on that member. Other members are pointed to the
 * member centre's message centre; visitors are asked to log in.
 */
export function ChatPage() {
  const { t } = useTranslation('chat');
  const { t: routeTitle } = useTranslation('routes');
  const user = useStoredValue('userInfo');
  const [params] = useSearchParams();
  const peer = params.get('peer');

  let body;
  if (!user) {
    body = (
      <div className="rounded-xl bg-white ring-1 ring-slate-200">
        <LoginToChat />
      </div>
    );
  } else if (!hasChatPermission(user)) {
    body = (
      <div className="rounded-xl bg-white ring-1 ring-slate-200" data-testid="chat-no-permission">
        <EmptyState
          title={t('gate.noPermissionTitle')}
          description={t('gate.noPermissionDescription')}
          action={
            <Link to={sectionHref('messages')} className={buttonClasses('secondary', 'sm')}>
              {t('gate.messageCentre')}
            </Link>
          }
        />
      </div>
    );
  } else {
    body = (
      <PrivateChatPanel
        key={peer ?? ''}
        target={peer ? { peer } : null}
        className="h-[calc(100vh-9rem)] min-h-[26rem] lg:h-[calc(100vh-10rem)]"
      />
    );
  }

  return (
    <div className="mx-auto max-w-6xl px-4 py-4">
      <h1 className="mb-3 text-xl font-bold text-slate-900">{routeTitle('chat')}</h1>
      {body}
    </div>
  );
}
