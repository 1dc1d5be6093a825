import { CIRCLE_LIMITS, LIMITS } from '@tifo/contract';
import { useId } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation';
import { IMAGE_TYPES } from '../../shared/image-upload';
import { Button } from '../../shared/ui/Button';
import { Spinner } from '../../shared/ui/Spinner';
import { FilePickButton, VIDEO_TYPES } from '../video';
import type { ComposerProblem } from './composer-problems';
import type { MediaField, PostMedia } from './use-post-media';

const MEGABYTE = 1024 * 1024;
const IMAGE_MAX_MB = LIMITS.imageMaxBytes / MEGABYTE;
const VIDEO_MAX_MB = LIMITS.videoMaxBytes / MEGABYTE;

/** The rule a submit or a pick broke, beside its field (one at a time in the whole form). */
export function ProblemMessage({ id, text }: { id: string; text: string }) {
  return (
    <p id={id} role="alert" data-testid="post-problem" className="text-xs text-red-600">
      {text}
    </p>
  );
}

function ProgressBar({ percent, label }: { percent: number; label: string }) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={`${percent}%`}
      className="h-1.5 w-full min-w-16 overflow-hidden rounded-full bg-slate-200"
    >
      <div className="h-full bg-brand-600 transition-[width]" style={{ width: `${percent}%` }} />
    </div>
  );
}

/** A small round ✕ over a preview's corner. */
function RemoveButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      className="absolute top-1 right-1 flex size-6 items-center justify-center rounded-full bg-slate-950/70 text-xs text-white hover:bg-slate-950 focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      ✕
    </button>
  );
}

/**
 * The post's files: up to four pictures, or a video and its cover. Every file uploads as soon
 * as it is picked; a refused pick is explained beside its button.
 */
export function ComposerMedia({
  media,
  problem,
  problemText,
}: {
  media: PostMedia;
  problem: ComposerProblem | null;
  problemText: string | null;
}) {
  const { t } = useTranslation('circles');
  const ids = { pictures: useId(), video: useId(), cover: useId() };
  const { pictures, video, cover } = media;
  const invalid = (field: MediaField) => problem?.field === field;
  const problemBeside = (field: MediaField) =>
    problem?.field === field && problemText ? (
      <ProblemMessage id={`${ids[field]}-message`} text={problemText} />
    ) : null;

  return (
    <fieldset className="flex min-w-0 flex-col gap-3">
      <legend className="mb-1 text-sm font-medium text-slate-700">
        {t('composer.media.label')}
      </legend>
      <p className="-mt-1 text-xs text-slate-500">{t('composer.media.hint')}</p>

      <div className="flex min-w-0 flex-col gap-2">
        <FilePickButton
          id={ids.pictures}
          label={t('composer.pictures.pick')}
          hint={t('composer.pictures.hint', {
            max: CIRCLE_LIMITS.imagesPerPost,
            size: IMAGE_MAX_MB,
          })}
          accept={IMAGE_TYPES}
          busy={false}
          invalid={invalid('pictures')}
          testId="post-images-input"
          multiple
          onPick={media.pickPictures}
        />
        {pictures.length > 0 && (
          <ul
            aria-label={t('composer.pictures.chosen')}
            className="grid max-w-md grid-cols-4 gap-2"
          >
            {pictures.map((picture, index) => (
              <li
                key={picture.key}
                data-testid="post-image-preview"
                data-state={picture.state}
                className="relative aspect-square overflow-hidden rounded-lg bg-slate-100 ring-1 ring-slate-200"
              >
                {picture.state === 'done' ? (
                  <img
                    src={picture.path}
                    alt={t('composer.pictures.preview', { number: index + 1 })}
                    className="size-full object-cover"
                  />
                ) : (
                  <div className="flex size-full flex-col items-center justify-center gap-1 p-2">
                    <ProgressBar
                      percent={picture.percent}
                      label={t('composer.pictures.progress', { number: index + 1 })}
                    />
                    <span aria-hidden="true" className="text-xs text-slate-600 tabular-nums">
                      {picture.percent}%
                    </span>
                  </div>
                )}
                <RemoveButton
                  label={t('composer.pictures.remove', { number: index + 1 })}
                  onClick={() => media.removePicture(picture.key)}
                />
              </li>
            ))}
          </ul>
        )}
        {problemBeside('pictures')}
      </div>

      <div className="grid min-w-0 gap-3 sm:grid-cols-2">
        <div className="flex min-w-0 flex-col gap-2">
          <FilePickButton
            id={ids.video}
            label={t('composer.video.pick')}
            hint={t('composer.video.hint', { size: VIDEO_MAX_MB })}
            accept={VIDEO_TYPES}
            busy={video.state === 'uploading'}
            invalid={invalid('video')}
            testId="post-video-input"
            onPick={media.pickVideo}
          />
          {video.state !== 'empty' && (
            <div
              data-testid="post-video-chosen"
              data-state={video.state}
              className="flex min-w-0 flex-col gap-2 rounded-lg bg-slate-50 p-2.5 text-sm ring-1 ring-slate-200"
            >
              <span className="min-w-0 font-medium break-all text-slate-900">
                {video.file.name}
              </span>
              {video.state === 'uploading' && (
                <div className="flex items-center gap-2">
                  <ProgressBar percent={video.percent} label={t('composer.video.progress')} />
                  <span aria-hidden="true" className="text-xs text-slate-600 tabular-nums">
                    {video.percent}%
                  </span>
                </div>
              )}
              {video.state === 'done' && (
                <p role="status" className="text-xs font-medium text-green-700">
                  {t('composer.video.uploaded')}
                </p>
              )}
              {video.state === 'failed' && (
                <p role="alert" className="text-xs text-red-600">
                  {video.message || t('composer.uploadFailed')}
                </p>
              )}
              <Button variant="ghost" size="sm" className="self-start" onClick={media.removeVideo}>
                {t(video.state === 'uploading' ? 'composer.video.cancel' : 'composer.video.remove')}
              </Button>
            </div>
          )}
          {problemBeside('video')}
        </div>

        <div className="flex min-w-0 flex-col gap-2">
          <FilePickButton
            id={ids.cover}
            label={t('composer.cover.pick')}
            hint={t('composer.cover.hint', { size: IMAGE_MAX_MB })}
            accept={IMAGE_TYPES}
            busy={cover.state === 'uploading'}
            invalid={invalid('cover')}
            testId="post-cover-input"
            onPick={media.pickCover}
          />
          {cover.state === 'uploading' && (
            <p className="flex items-center gap-2 text-xs text-slate-600">
              <Spinner size="sm" label={t('composer.cover.uploading')} />
              {t('composer.cover.uploading')}
            </p>
          )}
          {cover.state === 'done' && (
            <div className="relative w-full max-w-48">
              <img
                src={cover.path}
                alt={t('composer.cover.preview')}
                data-testid="post-cover-preview"
                className="aspect-video w-full rounded-lg bg-slate-100 object-cover ring-1 ring-slate-200"
              />
              <RemoveButton label={t('composer.cover.remove')} onClick={media.removeCover} />
            </div>
          )}
          {problemBeside('cover')}
        </div>
      </div>

      {media.failure !== null && (
        <p role="alert" data-testid="post-upload-failure" className="text-xs text-red-600">
          {media.failure || t('composer.uploadFailed')}
        </p>
      )}
    </fieldset>
  );
}
