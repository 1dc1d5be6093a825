import { ANCHOR_APPLICATION_LIMITS } from '@tifo/contract';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation';
import { Link } from 'react-router';
import { showToast } from '../../shared/notifications';
import { Button, buttonClasses } from '../../shared/ui/Button';
import { TextArea, TextField } from '../../shared/ui/Field';
import { Spinner } from '../../shared/ui/Spinner';
import { cx } from '../../shared/ui/cx';
import { ReviewSteps, reviewTone } from '../../shared/ui/ReviewSteps';
import { Badge, Card } from '../../shared/ui/Surface';
import { useStoredValue } from '../../shared/use-stored-value';
import { pageLanguage } from '../../shared/format/locale';
import { refreshUserInfo } from '../../shared/session/refresh-user-info';
import { useApplicationQuery, useApplyMutation } from './api';
import { formatDateTime } from '../../shared/format/date-time';
import { ImageUploadButton } from './ImageUploadButton';

export interface CertificationForm {
  real_name: string;
  contact: string;
  id_number: string;
  id_photo: string;
  experience: string;
  inviter: string;
  code: string;
}

export type CertificationProblem = 'fill' | 'idNumber' | 'experience';

/** Spec §5: real name, ID number and contact required; experience at least 15 characters. */
export function validateCertification(form: CertificationForm): CertificationProblem | null {
  if (!form.real_name.trim() || !form.contact.trim() || !form.id_number.trim()) return 'fill';
  if (!/^[0-9A-Za-z]{8,20}$/.test(form.id_number.trim())) return 'idNumber';
  if (form.experience.trim().length < ANCHOR_APPLICATION_LIMITS.experienceMinLength) {
    return 'experience';
  }
  return null;
}

const EMPTY_FORM: CertificationForm = {
  real_name: '',
  contact: '',
  id_number: '',
  id_photo: '',
  experience: '',
  inviter: '',
  code: '',
};

/** Streamer application (types 3 and 7): its status if one exists, else the form. */
export function CertificationSection() {
  const { t, i18n } = useTranslation('member');
  const { t: tv } = useTranslation('validation');
  const user = useStoredValue('userInfo');
  const application = useApplicationQuery();
  const apply = useApplyMutation();
  const inFlight = useRef(false);
  const [form, setForm] = useState<CertificationForm>(EMPTY_FORM);
  const [problem, setProblem] = useState<CertificationProblem | null>(null);

  const set = (field: keyof CertificationForm) => (value: string) =>
    setForm((previous) => ({ ...previous, [field]: value }));

  // An approval arrives while the stored profile still says "not a streamer": refresh it once,
  // so "my live" and the streamer pages open without logging in again.
  const approvedButStale =
    application.data?.status === 'approved' && user !== null && user.is_anchor === 0;
  useEffect(() => {
    if (approvedButStale) void refreshUserInfo();
  }, [approvedButStale]);

  if (application.isPending) return <Spinner size="lg" />;
  const current = application.data ?? null;
  const isAnchor = (user?.is_anchor ?? 0) !== 0;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current) return;
    const found = validateCertification(form);
    setProblem(found);
    if (found) return;
    inFlight.current = true;
    try {
      const { msg } = await apply.mutateAsync({
        real_name: form.real_name.trim(),
        contact: form.contact.trim(),
        id_number: form.id_number.trim(),
        id_photo: form.id_photo,
        experience: form.experience.trim(),
        inviter: form.inviter.trim(),
        code: form.code.trim(),
      });
      showToast(msg || t('certification.submitted'), { kind: 'success' });
    } catch {
      // The API client has shown the server's message.
    } finally {
      inFlight.current = false;
    }
  };

  const problemText =
    problem === 'fill'
      ? tv('repair.i1')
      : problem === 'idNumber'
        ? t('certification.idNumberInvalid')
        : problem === 'experience'
          ? t('certification.experienceShort')
          : null;

  const showForm = !isAnchor && (!current || current.status === 'rejected');

  return (
    <div className="flex flex-col gap-4">
      {(current || isAnchor) && (
        <Card data-testid="application-status" data-status={current?.status ?? 'approved'}>
          <p className="flex items-center gap-2 text-sm text-slate-700">
            {t('certification.statusLabel')}
            <Badge tone={reviewTone(current?.status ?? 'approved')}>
              {t(`certification.status.${current?.status ?? 'approved'}`)}
            </Badge>
          </p>
          <ReviewSteps
            status={current?.status ?? 'approved'}
            labels={{
              submitted: t('certification.steps.submitted'),
              review: t('certification.steps.review'),
              result:
                (current?.status ?? 'approved') === 'waiting'
                  ? t('certification.steps.result')
                  : t(`certification.status.${current?.status ?? 'approved'}`),
            }}
          />
          <p className="mt-3 text-sm text-slate-700" data-testid="application-hint">
            {t(`certification.statusHint.${current?.status ?? 'approved'}`)}
          </p>
          {current?.created_at && (
            <p className="mt-1 text-xs text-slate-500">
              {t('certification.submittedAt', {
                time: formatDateTime(current.created_at, pageLanguage(i18n.language)),
              })}
            </p>
          )}
          {current?.review_note && (
            <p
              className={cx(
                'mt-2 rounded-lg px-3 py-2 text-sm',
                current.status === 'rejected'
                  ? 'bg-amber-50 text-amber-900'
                  : 'bg-slate-50 text-slate-700',
              )}
              data-testid="application-note"
            >
              {t('certification.note', { note: current.review_note })}
            </p>
          )}
          {current?.status === 'rejected' && (
            <p className="mt-2 text-sm text-slate-600">{t('certification.reapply')}</p>
          )}
          {(isAnchor || current?.status === 'approved') && (
            <Link to="/member?type=9" className={`${buttonClasses('primary', 'sm')} mt-3`}>
              {t('certification.toStreamer')}
            </Link>
          )}
        </Card>
      )}
      {showForm && (
        <Card>
          <p className="mb-4 text-sm text-slate-600">{t('certification.intro')}</p>
          <form
            noValidate
            className="flex flex-col gap-3"
            data-testid="certification-form"
            onSubmit={(event) => void onSubmit(event)}
          >
            <TextField
              label={t('certification.realName')}
              value={form.real_name}
              maxLength={ANCHOR_APPLICATION_LIMITS.realNameMaxLength}
              onChange={(event) => set('real_name')(event.target.value)}
              data-testid="cert-real-name"
            />
            <TextField
              label={t('certification.contact')}
              value={form.contact}
              maxLength={ANCHOR_APPLICATION_LIMITS.contactMaxLength}
              onChange={(event) => set('contact')(event.target.value)}
              data-testid="cert-contact"
            />
            <TextField
              label={t('certification.idNumber')}
              hint={t('certification.idNumberHint')}
              value={form.id_number}
              maxLength={20}
              onChange={(event) => set('id_number')(event.target.value)}
              data-testid="cert-id-number"
            />
            <div className="flex flex-col gap-2">
              <span className="text-sm font-medium text-slate-700">
                {t('certification.idPhoto')}
              </span>
              <div className="flex items-center gap-3">
                {form.id_photo && (
                  <img
                    src={form.id_photo}
                    alt={t('certification.idPhotoAlt')}
                    className="h-16 rounded-lg object-cover"
                  />
                )}
                <ImageUploadButton
                  label={t('profile.upload')}
                  onUploaded={set('id_photo')}
                  testId="cert-id-photo"
                />
              </div>
            </div>
            <TextArea
              label={t('certification.experience')}
              hint={t('certification.experienceHint')}
              value={form.experience}
              maxLength={ANCHOR_APPLICATION_LIMITS.experienceMaxLength}
              counter={`${form.experience.trim().length}/${ANCHOR_APPLICATION_LIMITS.experienceMaxLength}`}
              onChange={(event) => set('experience')(event.target.value)}
              data-testid="cert-experience"
            />
            <TextField
              label={t('certification.inviter')}
              value={form.inviter}
              maxLength={30}
              onChange={(event) => set('inviter')(event.target.value)}
            />
            <TextField
              label={t('certification.code')}
              value={form.code}
              maxLength={30}
              onChange={(event) => set('code')(event.target.value)}
            />
            {problemText && (
              <p role="alert" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-800">
                {problemText}
              </p>
            )}
            <Button
              type="submit"
              className="self-end"
              loading={apply.isPending}
              data-testid="cert-submit"
            >
              {t('certification.submit')}
            </Button>
          </form>
        </Card>
      )}
    </div>
  );
}
