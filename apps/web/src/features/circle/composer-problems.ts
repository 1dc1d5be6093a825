import { CIRCLE_LIMITS, type PostProblem } from '@tifo/contract';
import { useTranslation } from '../../shared/i18n/use-translation';
import type { MediaField, MediaRefusal } from './use-post-media';

/**
 * Why the composer sent nothing: the post rules shared with the server (`postDraftProblem`),
 * the refusals of a picked file, a text over the limit, or an upload still running.
 */
export type ComposerRule = PostProblem | MediaRefusal | 'video' | 'inputError' | 'uploading';
export type ComposerField = 'circle' | 'content' | MediaField;

/** A rule broken and the field it is shown beside. */
export interface ComposerProblem {
  rule: ComposerRule;
  field: ComposerField;
}

/** Where the server-shared rules are shown. */
export const FIELD_OF_RULE: Record<PostProblem, ComposerField> = {
  selectCircle: 'circle',
  content: 'content',
  tooManyImages: 'pictures',
  imagesOrVideo: 'pictures',
  videoCover: 'cover',
};

/** The text of a rule: the spec's words (`validation:post.*`) where it has them. */
export function useProblemText(): (rule: ComposerRule) => string {
  const { t } = useTranslation('circles');
  const { t: tv } = useTranslation('validation');
  return (rule) => {
    switch (rule) {
      case 'selectCircle':
      case 'content':
      case 'videoCover':
      case 'videoFormat':
      case 'video':
      case 'inputError':
        return tv(`post.${rule}`);
      case 'tooManyImages':
        return t('composer.problem.tooManyImages', { max: CIRCLE_LIMITS.imagesPerPost });
      case 'imageFile':
      case 'imagesOrVideo':
      case 'uploading':
        return t(`composer.problem.${rule}`);
    }
  };
}
