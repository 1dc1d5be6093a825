import {
  CIRCLE_KINDS,
  CIRCLE_LIMITS,
  normaliseText,
  postDraftProblem,
  type Circle,
} from '@tifo/contract';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation';
import { showToast } from '../../shared/notifications';
import { Button } from '../../shared/ui/Button';
import { SelectField, TextArea } from '../../shared/ui/Field';
import { useCheckedSubmit } from '../../shared/ui/use-form';
import { useCirclesQuery, usePublishPostMutation } from './api';
import {
  FIELD_OF_RULE,
  useProblemText,
  type ComposerField,
  type ComposerProblem,
} from './composer-problems';
import { ComposerMedia, ProblemMessage } from './ComposerMedia';
import { usePostMedia, type PostMedia } from './use-post-media';

const MEDIA_FIELDS: readonly ComposerField[] = ['pictures', 'video', 'cover'];

/** The first rule the form breaks (the server applies the shared ones again), or null. */
function findProblem(circleId: number | null, content: string, media: PostMedia) {
  const { pictures, video, cover } = media;
  const shared = postDraftProblem({
    circle_id: circleId,
    content,
    images: pictures,
    // Chosen files count from the pick: a video still uploading already needs its cover.
    video: video.state === 'empty' ? null : video.state,
    cover: cover.state === 'empty' ? null : cover.state,
  });
  const problem = (rule: ComposerProblem['rule'], field: ComposerField): ComposerProblem => ({
    rule,
    field,
  });
  if (shared) return problem(shared, FIELD_OF_RULE[shared]);
  if (normaliseText(content).trim().length > CIRCLE_LIMITS.postMaxLength) {
    return problem('inputError', 'content');
  }
  if (video.state === 'empty' && cover.state !== 'empty') return problem('video', 'video');
  if (pictures.some((picture) => picture.state === 'uploading')) {
    return problem('uploading', 'pictures');
  }
  if (video.state === 'uploading') return problem('uploading', 'video');
  if (video.state === 'failed') return problem('video', 'video');
  if (cover.state === 'uploading') return problem('uploading', 'cover');
  return null;
}

/**
 * Writes a post: a circle (preset on a circle's page), its text, and up to four pictures or a
 * video with its cover. Breaking a rule sends nothing and says which beside the field; after
 * publishing the form is empty again for the next post.
 */
export function PostComposer({
  circle,
  onPublished,
  onClose,
  focusOnMount = false,
}: {
  /** The circle the post goes to unless the member picks another. */
  circle?: Circle;
  onPublished?: () => void;
  onClose?: () => void;
  focusOnMount?: boolean;
}) {
  const { t } = useTranslation('circles');
  const circles = useCirclesQuery();
  const publish = usePublishPostMutation();
  const problemText = useProblemText();
  const [circleValue, setCircleValue] = useState(circle ? String(circle.id) : '');
  const [content, setContent] = useState('');
  const form = useRef<HTMLFormElement>(null);
  const ids = { circle: useId(), content: useId() };
  const circleId = circleValue ? Number(circleValue) : null;

  // Both callbacks use `media`, declared below (it clears problems through `setProblem`): they
  // only run on submit, after the render that declared it.
  const { problem, setProblem, busy, submit } = useCheckedSubmit<ComposerProblem>(
    () => findProblem(circleId, content, media),
    async () => {
      await publish.mutateAsync({
        circle_id: circleId ?? 0,
        content: content.trim(),
        ...media.paths(),
      });
      setContent('');
      media.clear();
      showToast(t('composer.published'), { kind: 'success' });
      onPublished?.();
    },
  );
  const clearProblemOf = (fields: readonly ComposerField[]) => {
    if (problem && fields.includes(problem.field)) setProblem(null);
  };
  const media = usePostMedia({
    onRefuse: (rule, field) => setProblem({ rule, field }),
    onAccept: () => clearProblemOf(MEDIA_FIELDS),
  });

  useEffect(() => {
    if (focusOnMount) form.current?.querySelector('textarea')?.focus();
  }, [focusOnMount]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit();
  };
  const text = problem ? problemText(problem.rule) : null;
  const describedBy = (field: 'circle' | 'content') =>
    problem?.field === field ? `${ids[field]}-problem` : undefined;
  // The circle of this page stays choosable while the list loads (or if it is not listed).
  const choices = [
    ...(circle && !circles.data?.some((listed) => listed.id === circle.id) ? [circle] : []),
    ...(circles.data ?? []),
  ];
  const length = normaliseText(content).trim().length;

  return (
    <form
      ref={form}
      data-testid="post-composer"
      aria-label={t('composer.title')}
      noValidate
      onSubmit={onSubmit}
      className="flex flex-col gap-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
    >
      <div className="flex flex-col gap-1">
        <SelectField
          label={t('composer.circle.label')}
          value={circleValue}
          onChange={(event) => {
            setCircleValue(event.target.value);
            clearProblemOf(['circle']);
          }}
          hint={circles.isError ? t('composer.circle.loadError') : undefined}
          aria-invalid={problem?.field === 'circle' || undefined}
          aria-describedby={describedBy('circle')}
          data-testid="post-circle-select"
        >
          <option value="">{t('composer.circle.placeholder')}</option>
          {CIRCLE_KINDS.map((kind) => {
            const group = choices.filter((choice) => choice.kind === kind);
            if (group.length === 0) return null;
            return (
              <optgroup key={kind} label={t(`kind.${kind}`)}>
                {group.map((choice) => (
                  <option key={choice.id} value={choice.id}>
                    {choice.name}
                  </option>
                ))}
              </optgroup>
            );
          })}
        </SelectField>
        {problem?.field === 'circle' && text && (
          <ProblemMessage id={`${ids.circle}-problem`} text={text} />
        )}
      </div>

      <div className="flex flex-col gap-1">
        <TextArea
          label={t('composer.content.label')}
          placeholder={t('composer.content.placeholder')}
          value={content}
          rows={4}
          onChange={(event) => {
            setContent(event.target.value);
            clearProblemOf(['content']);
          }}
          counter={`${length}/${CIRCLE_LIMITS.postMaxLength}`}
          aria-invalid={problem?.field === 'content' || undefined}
          aria-describedby={describedBy('content')}
          className="min-h-24"
          data-testid="post-content"
        />
        {problem?.field === 'content' && text && (
          <ProblemMessage id={`${ids.content}-problem`} text={text} />
        )}
      </div>

      <ComposerMedia media={media} problem={problem} problemText={text} />

      <div className="flex flex-wrap items-center justify-end gap-2">
        {onClose && (
          <Button variant="ghost" onClick={onClose}>
            {t('composer.close')}
          </Button>
        )}
        <Button type="submit" loading={busy} className="w-full sm:w-auto" data-testid="post-submit">
          {t('composer.submit')}
        </Button>
      </div>
    </form>
  );
}
