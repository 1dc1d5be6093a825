import { countWords, EXPERT_LIMITS } from '@tifo/contract';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { showToast } from '../../../shared/notifications';
import { Button } from '../../../shared/ui/Button';
import { cx } from '../../../shared/ui/cx';
import { TextArea, TextField } from '../../../shared/ui/Field';
import { FormProblem } from '../../../shared/ui/FormProblem';
import { Card } from '../../../shared/ui/Surface';
import { useCheckedSubmit, useTextFields } from '../../../shared/ui/use-form';
import { useExpertApplyMutation } from '../api';
import { AnalystCode } from './AnalystCode';
import { checkApplication, type ApplicationProblem } from './check-application';

const EMPTY = { real_name: '', wechat: '', experience: '' };

/** Real name, WeChat id, experience within 200 words and the analyst code (spec §5). */
export function ExpertApplyForm() {
  const { t } = useTranslation('experts');
  const { t: tv } = useTranslation('validation');
  const { values, bind } = useTextFields(EMPTY);
  const [accepted, setAccepted] = useState(false);
  const apply = useExpertApplyMutation();
  const wordCountId = useId();
  const words = countWords(values.experience);
  const tooMany = words > EXPERT_LIMITS.experienceMaxWords;

  const { problem, busy, submit } = useCheckedSubmit<ApplicationProblem>(
    () => checkApplication(values, accepted),
    async () => {
      await apply.mutateAsync({
        real_name: values.real_name.trim(),
        wechat: values.wechat.trim(),
        experience: values.experience.trim(),
        code_accepted: true,
      });
      showToast(t('apply.sent'), { kind: 'success' });
    },
  );

  const problemText: Record<ApplicationProblem, string> = {
    fill: tv('repair.i1'),
    words: t('apply.tooManyWords', { max: EXPERT_LIMITS.experienceMaxWords }),
    code: t('apply.codeRequired'),
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit();
  };

  const field = (name: keyof typeof EMPTY) => {
    const { value, onChange } = bind(name);
    return {
      value,
      onChange: (event: { target: { value: string } }) => onChange(event.target.value),
    };
  };

  return (
    <Card title={t('apply.title')}>
      <p className="mb-4 text-sm text-slate-600">{t('apply.intro')}</p>
      <form
        noValidate
        className="flex flex-col gap-3"
        data-testid="expert-apply-form"
        onSubmit={onSubmit}
      >
        <TextField
          label={t('apply.realName')}
          maxLength={EXPERT_LIMITS.realNameMaxLength}
          autoComplete="name"
          data-testid="expert-real-name"
          {...field('real_name')}
        />
        <TextField
          label={t('apply.wechat')}
          maxLength={EXPERT_LIMITS.wechatMaxLength}
          data-testid="expert-wechat"
          {...field('wechat')}
        />
        <div className="flex flex-col gap-1">
          <TextArea
            label={t('apply.experience')}
            aria-describedby={wordCountId}
            aria-invalid={tooMany || undefined}
            data-testid="expert-experience"
            {...field('experience')}
          />
          <p
            id={wordCountId}
            aria-live="polite"
            data-testid="expert-word-count"
            data-words={words}
            className={cx('text-xs', tooMany ? 'font-medium text-red-600' : 'text-slate-500')}
          >
            {t('apply.wordCount', { count: words, max: EXPERT_LIMITS.experienceMaxWords })}
          </p>
        </div>
        <AnalystCode accepted={accepted} onAccept={setAccepted} />
        <FormProblem text={problem ? problemText[problem] : null} testId="expert-apply-problem" />
        <Button type="submit" className="self-end" loading={busy} data-testid="expert-apply-submit">
          {t('apply.submit')}
        </Button>
      </form>
    </Card>
  );
}
