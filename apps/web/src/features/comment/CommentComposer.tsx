import { COMMENT_LIMITS } from '@tifo/contract';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation';
import { openLoginDialog } from '../../shared/session/login-dialog-store';
import { useStoredValue } from '../../shared/use-stored-value';
import { Button } from '../../shared/ui/Button';
import { cx } from '../../shared/ui/cx';
import { useAddCommentMutation, type CommentTargetRef } from './api';

/**
 * Writes a comment, or a reply when `replyTo` is given. Visitors see a prompt to log in
 * instead. Empty text is not sent (spec §5); the server's refusal shows as a toast.
 */
export function CommentComposer({
  target,
  replyTo,
  onDone,
  focusOnOpen = false,
}: {
  target: CommentTargetRef;
  replyTo?: { id: number; name: string };
  onDone?: () => void;
  focusOnOpen?: boolean;
}) {
  const { t } = useTranslation('comments');
  const user = useStoredValue('userInfo');
  const [text, setText] = useState('');
  const add = useAddCommentMutation(target);
  const box = useRef<HTMLTextAreaElement>(null);
  // A reply box opens where the reader clicked "reply": the cursor goes there with it.
  useEffect(() => {
    if (focusOnOpen) box.current?.focus();
  }, [focusOnOpen]);

  if (!user) {
    return (
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg bg-slate-50 px-4 py-3 text-sm text-slate-600">
        <span>{t('composer.loginPrompt')}</span>
        <Button size="sm" onClick={openLoginDialog}>
          {t('composer.login')}
        </Button>
      </div>
    );
  }

  const trimmed = text.trim();
  const tooLong = trimmed.length > COMMENT_LIMITS.maxLength;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!trimmed || tooLong || add.isPending) return;
    add.mutate(
      { content: trimmed, ...(replyTo ? { replyTo: replyTo.id } : {}) },
      {
        onSuccess: () => {
          setText('');
          onDone?.();
        },
      },
    );
  };
  const label = replyTo ? t('composer.replyLabel', { name: replyTo.name }) : t('composer.label');

  return (
    <form onSubmit={submit} className="flex flex-col gap-2" data-testid="comment-composer">
      <label className="sr-only" htmlFor={`composer-${target.type}-${replyTo?.id ?? 0}`}>
        {label}
      </label>
      <textarea
        id={`composer-${target.type}-${replyTo?.id ?? 0}`}
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={replyTo ? label : t('composer.placeholder')}
        rows={replyTo ? 2 : 3}
        ref={box}
        maxLength={COMMENT_LIMITS.maxLength * 2}
        className={cx(
          'w-full resize-y rounded-lg border px-3 py-2 text-sm focus:outline-none focus:ring-2 focus:ring-brand-500',
          tooLong ? 'border-red-400' : 'border-slate-300',
        )}
      />
      <div className="flex items-center justify-end gap-3">
        <span className={cx('text-xs', tooLong ? 'text-red-600' : 'text-slate-500')}>
          {t('composer.length', { count: trimmed.length, max: COMMENT_LIMITS.maxLength })}
        </span>
        {onDone && (
          <Button type="button" variant="ghost" size="sm" onClick={onDone}>
            {t('composer.cancel')}
          </Button>
        )}
        <Button type="submit" size="sm" disabled={!trimmed || tooLong || add.isPending}>
          {t('composer.send')}
        </Button>
      </div>
    </form>
  );
}
