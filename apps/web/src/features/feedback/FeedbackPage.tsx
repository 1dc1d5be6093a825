import { FEEDBACK_CATEGORIES, FEEDBACK_LIMITS, type SubmitFeedbackBody } from '@tifo/contract';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation';
import { Button } from '../../shared/ui/Button';
import { SelectField, TextArea, TextField } from '../../shared/ui/Field';
import { Card } from '../../shared/ui/Surface';
import { useSubmitFeedbackMutation } from './api';
import { validateFeedback, type FeedbackErrors } from './validate';
import { Icon } from '../../shared/ui/Icon';

type Category = SubmitFeedbackBody['category'];

/** Feedback form (spec §2 /feedback), sent through `Universal/feedback`. */
export function FeedbackPage() {
  const { t } = useTranslation('feedback');
  const mutation = useSubmitFeedbackMutation();
  const inFlight = useRef(false);
  const [category, setCategory] = useState<Category>('suggestion');
  const [content, setContent] = useState('');
  const [contact, setContact] = useState('');
  const [errors, setErrors] = useState<FeedbackErrors>({});
  const [sentId, setSentId] = useState<number | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // A second submit while one is in flight is ignored (spec §5).
    if (inFlight.current) return;
    const found = validateFeedback(content, contact);
    setErrors(found);
    if (found.content || found.contact) return;
    inFlight.current = true;
    try {
      const result = await mutation.mutateAsync({
        category,
        content: content.trim(),
        ...(contact.trim() ? { contact: contact.trim() } : {}),
        page_url: location.pathname,
      });
      setSentId(result.id);
    } catch {
      // The API client has already shown the server's message or the network error.
    } finally {
      inFlight.current = false;
    }
  };

  const reset = () => {
    setContent('');
    setContact('');
    setErrors({});
    setSentId(null);
    mutation.reset();
  };

  if (sentId !== null) {
    return (
      <div className="mx-auto max-w-2xl px-4 py-8">
        <Card data-state="success" className="flex flex-col items-center gap-3 py-10 text-center">
          <span className="flex size-12 items-center justify-center rounded-full bg-green-100 text-green-700">
            <Icon name="check" className="size-7" />
          </span>
          <h1 className="text-xl font-bold text-slate-900">{t('success.title')}</h1>
          <p className="text-slate-600">{t('success.body', { id: sentId })}</p>
          <Button variant="secondary" onClick={reset}>
            {t('success.again')}
          </Button>
        </Card>
      </div>
    );
  }

  const contentLength = content.trim().length;
  return (
    <div className="mx-auto max-w-2xl px-4 py-8">
      <h1 className="mb-2 text-2xl font-bold text-slate-900">{t('title')}</h1>
      <p className="mb-6 text-slate-600">{t('intro')}</p>
      <Card>
        <form
          noValidate
          onSubmit={(event) => void onSubmit(event)}
          className="flex flex-col gap-4"
          data-testid="feedback-form"
        >
          <SelectField
            label={t('category.label')}
            value={category}
            onChange={(event) => setCategory(event.target.value as Category)}
          >
            {FEEDBACK_CATEGORIES.map((value) => (
              <option key={value} value={value}>
                {t(`category.${value}`)}
              </option>
            ))}
          </SelectField>
          <TextArea
            label={t('content.label')}
            placeholder={t('content.placeholder')}
            value={content}
            maxLength={FEEDBACK_LIMITS.contentMaxLength}
            onChange={(event) => setContent(event.target.value)}
            counter={`${contentLength}/${FEEDBACK_LIMITS.contentMaxLength}`}
            error={
              errors.content === 'tooShort'
                ? t('content.tooShort', { min: FEEDBACK_LIMITS.contentMinLength })
                : errors.content === 'tooLong'
                  ? t('content.tooLong', { max: FEEDBACK_LIMITS.contentMaxLength })
                  : undefined
            }
          />
          <TextField
            label={t('contact.label')}
            hint={t('contact.hint')}
            value={contact}
            maxLength={FEEDBACK_LIMITS.contactMaxLength}
            onChange={(event) => setContact(event.target.value)}
            error={
              errors.contact
                ? t('contact.tooLong', { max: FEEDBACK_LIMITS.contactMaxLength })
                : undefined
            }
          />
          <div className="flex justify-end">
            <Button type="submit" loading={mutation.isPending}>
              {t('submit')}
            </Button>
          </div>
        </form>
      </Card>
    </div>
  );
}
