import { LIVE_LIMITS } from '@tifo/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { showToast } from '../../../shared/notifications';
import { Button } from '../../../shared/ui/Button';
import { TextArea } from '../../../shared/ui/Field';
import { Card } from '../../../shared/ui/Surface';
import { useSetPlacardMutation, type MyRoom } from '../streamer-api';

/** The room's announcement (spec §5: at most 50 characters), shown to everyone in the room. */
export function AnnouncementPanel({ data }: { data: MyRoom }) {
  const { t } = useTranslation('streamer');
  const [text, setText] = useState(data.room.placard);
  const save = useSetPlacardMutation();
  const unchanged = text.trim() === data.room.placard;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending) return;
    save.mutate(text.trim(), {
      onSuccess: ({ placard }) => {
        setText(placard);
        showToast(placard ? t('announcement.saved') : t('announcement.cleared'), {
          kind: 'success',
        });
      },
    });
  };

  return (
    <Card>
      <form
        noValidate
        className="flex flex-col gap-3"
        onSubmit={onSubmit}
        data-testid="announcement-form"
      >
        <TextArea
          label={t('announcement.label')}
          hint={t('announcement.hint')}
          value={text}
          maxLength={LIVE_LIMITS.placardMaxLength}
          counter={`${text.length}/${LIVE_LIMITS.placardMaxLength}`}
          placeholder={t('announcement.placeholder')}
          onChange={(event) => setText(event.target.value)}
          data-testid="announcement-text"
        />
        <Button
          type="submit"
          className="self-end"
          disabled={unchanged}
          loading={save.isPending}
          data-testid="announcement-save"
        >
          {t('announcement.save')}
        </Button>
      </form>
    </Card>
  );
}
