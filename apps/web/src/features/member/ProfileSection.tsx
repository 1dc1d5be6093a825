import { ACCOUNT_LIMITS } from '@tifo/contract';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation';
import { showToast } from '../../shared/notifications';
import { Button } from '../../shared/ui/Button';
import { cx } from '../../shared/ui/cx';
import { TextArea, TextField } from '../../shared/ui/Field';
import { Card } from '../../shared/ui/Surface';
import { TimeZoneSelect } from '../../shared/ui/TimeZoneSelect';
import { useStoredValue } from '../../shared/use-stored-value';
import { useAvatarListQuery, useUpdateInfoMutation } from './api';
import { ImageUploadButton } from './ImageUploadButton';

/** Profile: avatar (pick or upload), nickname, bio; invite code and days joined. */
export function ProfileSection() {
  const { t } = useTranslation('member');
  const { t: tv } = useTranslation('validation');
  const user = useStoredValue('userInfo');
  const avatars = useAvatarListQuery();
  const update = useUpdateInfoMutation();
  const inFlight = useRef(false);
  const [avatar, setAvatar] = useState(user?.avatar ?? '');
  const [nickname, setNickname] = useState(user?.user_nickname ?? '');
  const [signature, setSignature] = useState(user?.signature ?? '');
  const [problem, setProblem] = useState<string | undefined>();

  if (!user) return null;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current) return;
    const name = nickname.trim();
    if (name.length < 2) {
      setProblem(name ? t('profile.nicknameHint') : tv('repair.i1'));
      return;
    }
    setProblem(undefined);
    inFlight.current = true;
    try {
      const { msg } = await update.mutateAsync({
        user_nickname: name,
        signature: signature.trim(),
        ...(avatar ? { avatar } : {}),
      });
      showToast(msg || t('profile.saved'), { kind: 'success' });
    } catch {
      // The API client has shown the server's message.
    } finally {
      inFlight.current = false;
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <Card>
        <dl className="grid gap-3 text-sm sm:grid-cols-2">
          <div>
            <dt className="text-slate-500">{t('profile.inviteCode')}</dt>
            <dd className="font-mono font-semibold" data-testid="profile-invite-code">
              {user.invite_code ?? ''}
            </dd>
          </div>
          <div>
            <dt className="text-slate-500">{t('profile.mobile')}</dt>
            <dd className="font-semibold">{user.mobile ?? ''}</dd>
          </div>
        </dl>
        <p className="mt-3 text-sm text-slate-600">
          {t('profile.joined', { days: user.create_time_str })}
        </p>
      </Card>
      <Card>
        <form
          noValidate
          className="flex flex-col gap-4"
          data-testid="profile-form"
          onSubmit={(event) => void onSubmit(event)}
        >
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-2 text-sm font-medium text-slate-700">
              {t('profile.chooseAvatar')}
            </legend>
            <div className="flex flex-wrap items-center gap-2">
              {avatar && (
                <img
                  src={avatar}
                  alt={t('profile.avatar')}
                  className="size-16 rounded-full object-cover ring-2 ring-brand-500"
                  data-testid="profile-avatar"
                />
              )}
              {(avatars.data?.list ?? []).map((path, index) => (
                <button
                  key={path}
                  type="button"
                  aria-pressed={avatar === path}
                  aria-label={t('profile.avatarOption', { index: index + 1 })}
                  onClick={() => setAvatar(path)}
                  className={cx(
                    'rounded-full p-0.5 ring-2',
                    avatar === path ? 'ring-brand-600' : 'ring-transparent hover:ring-slate-300',
                  )}
                >
                  <img src={path} alt="" className="size-10 rounded-full" />
                </button>
              ))}
              <ImageUploadButton
                label={t('profile.upload')}
                onUploaded={setAvatar}
                testId="avatar-upload"
              />
            </div>
          </fieldset>
          <TextField
            label={t('profile.nickname')}
            hint={t('profile.nicknameHint')}
            error={problem}
            value={nickname}
            maxLength={ACCOUNT_LIMITS.nicknameMaxLength}
            onChange={(event) => setNickname(event.target.value)}
            data-testid="profile-nickname"
          />
          <TextArea
            label={t('profile.signature')}
            value={signature}
            maxLength={ACCOUNT_LIMITS.signatureMaxLength}
            counter={`${signature.length}/${ACCOUNT_LIMITS.signatureMaxLength}`}
            className="min-h-20"
            onChange={(event) => setSignature(event.target.value)}
            data-testid="profile-signature"
          />
          <div className="flex justify-end">
            <Button type="submit" loading={update.isPending} data-testid="profile-save">
              {t('profile.save')}
            </Button>
          </div>
        </form>
      </Card>
      <Card className="p-5 text-sm text-slate-700">
        {/* Kept in this browser, like the language: a device can sit in another zone. */}
        <TimeZoneSelect className="max-w-sm" />
      </Card>
    </div>
  );
}
