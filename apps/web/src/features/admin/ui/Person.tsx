import { useTranslation } from '../../../shared/i18n/use-translation';
import { Avatar } from '../../../shared/ui/Avatar';

/** Who an item is about: avatar, nickname and member id. */
export function Person({
  nickname,
  userId,
  avatar = '',
}: {
  nickname: string;
  userId: number;
  avatar?: string;
}) {
  const { t } = useTranslation('admin');
  return (
    <span className="flex items-center gap-2">
      <Avatar src={avatar} name={nickname} className="size-8 text-sm" />
      <span className="min-w-0">
        <span className="block truncate">{nickname}</span>
        <span className="block text-xs font-normal text-slate-500">
          {t('fields.userId', { id: userId })}
        </span>
      </span>
    </span>
  );
}
