import { MEMBER_SANCTION_KINDS, type MemberSanctionKind } from '@tifo/contract';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { TextArea } from '../../../shared/ui/Field';
import { RadioGroup } from '../../../shared/ui/RadioGroup';
import { FormDialog, useDialogSubmit } from '../review/FormDialog';

/** The durations offered, in minutes; 0 is "until lifted" (consoleUserRoutes.sanction). */
export const SANCTION_DURATIONS = {
  hour: 60,
  day: 1_440,
  week: 10_080,
  month: 43_200,
  untilLifted: 0,
} as const;
type Duration = keyof typeof SANCTION_DURATIONS;

/** The sanction API's reason limit. */
const REASON_MAX = 200;

export interface SanctionInput {
  kind: MemberSanctionKind;
  reason: string;
  minutes: number;
}

/**
 * Bans or mutes a member: the kind, a required reason (kept in the audit log and the history)
 * and how long. A refusal (staff are never sanctioned) is shown here; the dialog stays open.
 */
export function SanctionDialog({
  name,
  initialKind,
  onClose,
  onConfirm,
}: {
  name: string;
  initialKind: MemberSanctionKind;
  onClose: () => void;
  onConfirm: (input: SanctionInput) => Promise<void>;
}) {
  const { t } = useTranslation('admin');
  const [kind, setKind] = useState<MemberSanctionKind>(initialKind);
  const [reason, setReason] = useState('');
  const [duration, setDuration] = useState<Duration>('day');
  const { busy, problem, setProblem, submit } = useDialogSubmit();

  const confirm = () => {
    if (!reason.trim()) {
      setProblem(t('review.noteRequired', { label: t('users.sanction.reason') }));
      return;
    }
    void submit(() =>
      onConfirm({ kind, reason: reason.trim(), minutes: SANCTION_DURATIONS[duration] }),
    );
  };

  return (
    <FormDialog
      title={t('users.sanction.title', { name })}
      confirmLabel={t(`users.sanction.confirm.${kind}`)}
      danger
      busy={busy}
      problem={problem}
      onClose={onClose}
      onConfirm={confirm}
    >
      <RadioGroup
        legend={t('users.sanction.kind')}
        name="sanction-kind"
        className="flex-row gap-4"
        options={MEMBER_SANCTION_KINDS.map((value) => ({
          value,
          label: t(`users.sanction.kinds.${value}`),
        }))}
        value={kind}
        onChange={setKind}
      />
      <p className="text-xs text-slate-500">{t(`users.sanction.explain.${kind}`)}</p>
      <TextArea
        label={t('users.sanction.reason')}
        value={reason}
        required
        maxLength={REASON_MAX}
        counter={`${reason.length}/${REASON_MAX}`}
        className="min-h-20"
        onChange={(event) => setReason(event.target.value)}
      />
      <RadioGroup
        legend={t('users.sanction.duration')}
        name="sanction-duration"
        className="grid grid-cols-2 gap-2 sm:grid-cols-3"
        options={(Object.keys(SANCTION_DURATIONS) as Duration[]).map((value) => ({
          value,
          label: t(`users.sanction.durations.${value}`),
        }))}
        value={duration}
        onChange={setDuration}
      />
    </FormDialog>
  );
}
