import { LIMITS, VIDEO_LIMITS } from '@tifo/contract';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation';
import { LOCALES, pageLanguage } from '../../shared/format/locale';
import { useLazyTranslation } from '../../shared/i18n/lazy-namespaces';
import { checkImage, IMAGE_TYPES, uploadImage } from '../../shared/image-upload';
import { showToast } from '../../shared/notifications';
import { Button } from '../../shared/ui/Button';
import { SelectField, TextField } from '../../shared/ui/Field';
import { Spinner } from '../../shared/ui/Spinner';
import { Card, Skeleton } from '../../shared/ui/Surface';
import { useCheckedSubmit } from '../../shared/ui/use-form';
import { usePublishVideoMutation, useVideoCategoriesQuery } from './api';
import { FilePickButton } from './FilePickButton';
import { isAbortError, isAcceptedVideo, uploadFile, VIDEO_TYPES } from './upload-file';
import { MyVideos } from './MyVideos';
import { numberFormat } from '../../shared/format/intl';

const MEGABYTE = 1024 * 1024;
const VIDEO_MAX_MB = LIMITS.videoMaxBytes / MEGABYTE;
const COVER_MAX_MB = LIMITS.imageMaxBytes / MEGABYTE;
const TITLE_MAX = VIDEO_LIMITS.titleMaxLength;

/**
 * Why the form sent nothing. The spec §8 messages (`validation:post.*`): videoFormat, video,
 * videoCover, content, inputError; the others are the form's own.
 */
type Problem =
  | 'videoFormat'
  | 'video'
  | 'videoUploading'
  | 'coverType'
  | 'coverSize'
  | 'videoCover'
  | 'coverUploading'
  | 'content'
  | 'inputError'
  | 'category';

const VIDEO_PROBLEMS: readonly Problem[] = ['videoFormat', 'video', 'videoUploading'];
const COVER_PROBLEMS: readonly Problem[] = [
  'coverType',
  'coverSize',
  'videoCover',
  'coverUploading',
];

type VideoUpload =
  | { state: 'empty' }
  | { state: 'uploading'; file: File; percent: number }
  | { state: 'done'; file: File; path: string }
  | { state: 'failed'; file: File; message: string };

type CoverUpload =
  | { state: 'empty' }
  | { state: 'uploading' }
  | { state: 'done'; path: string }
  | { state: 'failed'; message: string };

/** A file size in the page's language: 812 kB, 23.4 MB. */
function formatFileSize(bytes: number, language: string): string {
  const megabytes = bytes >= MEGABYTE;
  return numberFormat(LOCALES[pageLanguage(language)].regional, {
    style: 'unit',
    unit: megabytes ? 'megabyte' : 'kilobyte',
    unitDisplay: 'short',
    maximumFractionDigits: 1,
  }).format(bytes / (megabytes ? MEGABYTE : 1024));
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : '';
}

/**
 * The member centre's "publish video" (spec §2, §5): a video (mp4/webm under 50 MB, uploaded
 * with a progress bar and a cancel button as soon as it is picked), a png/jpg cover (≤ 5 MB),
 * a title and a category; then the member's videos in every state, refreshed while one is
 * being processed.
 */
export function PublishVideoSection() {
  const { t, ready } = useLazyTranslation('video');
  if (!ready) return <Skeleton className="h-96 w-full" />;
  return (
    <div className="flex flex-col gap-4" data-testid="publish-video-section">
      <Card title={t('publish.formTitle')}>
        <p className="mb-4 text-sm text-slate-600">
          {t('publish.intro', { videoMax: VIDEO_MAX_MB, coverMax: COVER_MAX_MB })}
        </p>
        <PublishVideoForm />
      </Card>
      <Card title={t('publish.mine.title')}>
        <MyVideos />
      </Card>
    </div>
  );
}

function PublishVideoForm() {
  const { t, i18n } = useTranslation('video');
  const { t: tv } = useTranslation('validation');
  const categories = useVideoCategoriesQuery();
  const publish = usePublishVideoMutation();
  const [video, setVideo] = useState<VideoUpload>({ state: 'empty' });
  const [cover, setCover] = useState<CoverUpload>({ state: 'empty' });
  const [title, setTitle] = useState('');
  const [categoryId, setCategoryId] = useState('');
  // The video upload in flight (cancel aborts it), and the latest cover pick (older ones lose).
  const videoUpload = useRef<AbortController | null>(null);
  const coverTurn = useRef(0);
  const ids = { video: useId(), cover: useId() };

  // Leaving the page stops the upload.
  useEffect(() => () => videoUpload.current?.abort(), []);

  const { problem, setProblem, busy, submit } = useCheckedSubmit<Problem>(
    () => {
      if (video.state === 'uploading') return 'videoUploading';
      if (video.state !== 'done') return 'video';
      if (cover.state === 'uploading') return 'coverUploading';
      if (cover.state !== 'done') return 'videoCover';
      const text = title.trim();
      if (!text) return 'content';
      if (text.length > TITLE_MAX) return 'inputError';
      if (!categoryId) return 'category';
      return null;
    },
    async () => {
      if (video.state !== 'done' || cover.state !== 'done') return;
      await publish.mutateAsync({
        title: title.trim(),
        classify_id: Number(categoryId),
        video: video.path,
        cover: cover.path,
      });
      setVideo({ state: 'empty' });
      setCover({ state: 'empty' });
      setTitle('');
      showToast(t('publish.published'), { kind: 'success' });
    },
  );

  const problemText = (found: Problem): string => {
    switch (found) {
      case 'videoFormat':
      case 'video':
      case 'videoCover':
      case 'content':
      case 'inputError':
        return tv(`post.${found}`);
      case 'coverType':
        return t('publish.cover.badType');
      case 'coverSize':
        return t('publish.cover.tooLarge', { max: COVER_MAX_MB });
      case 'videoUploading':
      case 'coverUploading':
      case 'category':
        return t(`publish.problem.${found}`);
    }
  };
  const clearProblem = (of: readonly Problem[]) => {
    if (problem !== null && of.includes(problem)) setProblem(null);
  };

  const pickVideo = (file: File) => {
    // A wrong file changes nothing already uploaded.
    if (!isAcceptedVideo(file)) {
      setProblem('videoFormat');
      return;
    }
    clearProblem(VIDEO_PROBLEMS);
    videoUpload.current?.abort();
    const controller = new AbortController();
    videoUpload.current = controller;
    const current = () => videoUpload.current === controller;
    setVideo({ state: 'uploading', file, percent: 0 });
    uploadFile(file, {
      kind: 'video',
      signal: controller.signal,
      onProgress: ({ loaded, total }) => {
        if (!current()) return;
        const percent = Math.min(100, Math.floor((loaded / total) * 100));
        setVideo({ state: 'uploading', file, percent });
      },
    })
      .then(({ url }) => {
        if (current()) setVideo({ state: 'done', file, path: url });
      })
      .catch((error: unknown) => {
        if (!current()) return;
        setVideo(
          isAbortError(error)
            ? { state: 'empty' }
            : { state: 'failed', file, message: messageOf(error) || t('publish.video.failed') },
        );
      })
      .finally(() => {
        if (current()) videoUpload.current = null;
      });
  };

  const cancelVideo = () => {
    videoUpload.current?.abort();
    videoUpload.current = null;
    setVideo({ state: 'empty' });
    showToast(t('publish.video.cancelled'));
  };

  const pickCover = async (file: File) => {
    const refused = checkImage(file);
    if (refused) {
      setProblem(refused === 'badType' ? 'coverType' : 'coverSize');
      return;
    }
    clearProblem(COVER_PROBLEMS);
    const turn = ++coverTurn.current;
    setCover({ state: 'uploading' });
    try {
      const path = await uploadImage(file);
      if (turn === coverTurn.current) setCover({ state: 'done', path });
    } catch (error) {
      if (turn === coverTurn.current) {
        setCover({ state: 'failed', message: messageOf(error) || t('publish.cover.failed') });
      }
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit();
  };

  const videoMessage =
    problem !== null && VIDEO_PROBLEMS.includes(problem)
      ? problemText(problem)
      : video.state === 'failed'
        ? video.message
        : null;
  const coverMessage =
    problem !== null && COVER_PROBLEMS.includes(problem)
      ? problemText(problem)
      : cover.state === 'failed'
        ? cover.message
        : null;
  const titleLength = title.trim().length;

  return (
    <form
      data-testid="publish-video-form"
      onSubmit={onSubmit}
      noValidate
      className="flex flex-col gap-4"
    >
      <fieldset className="flex min-w-0 flex-col gap-2" data-testid="publish-video-file">
        <legend className="mb-1 text-sm font-medium text-slate-700">
          {t('publish.video.label')}
        </legend>
        <FilePickButton
          id={ids.video}
          label={t('publish.video.pick')}
          hint={t('publish.video.hint', { max: VIDEO_MAX_MB })}
          accept={VIDEO_TYPES}
          busy={video.state === 'uploading'}
          invalid={Boolean(videoMessage)}
          testId="publish-video-input"
          onPick={pickVideo}
        />
        {video.state === 'empty' ? (
          <p className="text-sm text-slate-500">{t('publish.video.none')}</p>
        ) : (
          <div
            data-testid="publish-video-chosen"
            data-state={video.state}
            className="flex min-w-0 flex-col gap-2 rounded-lg bg-slate-50 p-3 ring-1 ring-slate-200"
          >
            <div className="flex min-w-0 flex-wrap items-baseline justify-between gap-x-3 gap-y-1 text-sm">
              <span className="min-w-0 font-medium break-all text-slate-900">
                {video.file.name}
              </span>
              <span className="shrink-0 text-xs text-slate-500 tabular-nums">
                {formatFileSize(video.file.size, i18n.language)}
              </span>
            </div>
            {video.state === 'uploading' && (
              <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
                <div
                  role="progressbar"
                  aria-label={t('publish.video.progressLabel')}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={video.percent}
                  aria-valuetext={`${video.percent}%`}
                  className="h-2 min-w-32 flex-1 overflow-hidden rounded-full bg-slate-200"
                >
                  <div
                    className="h-full bg-brand-600 transition-[width]"
                    style={{ width: `${video.percent}%` }}
                  />
                </div>
                <span className="text-xs text-slate-600 tabular-nums" aria-hidden="true">
                  {t('publish.video.uploading', { percent: video.percent })}
                </span>
                <Button variant="ghost" size="sm" onClick={cancelVideo}>
                  {t('publish.video.cancel')}
                </Button>
              </div>
            )}
            {video.state === 'done' && (
              <p className="text-xs font-medium text-green-700" role="status">
                {t('publish.video.uploaded')}
              </p>
            )}
          </div>
        )}
        {videoMessage && (
          <p id={`${ids.video}-message`} role="alert" className="text-xs text-red-600">
            {videoMessage}
          </p>
        )}
      </fieldset>

      <fieldset className="flex min-w-0 flex-col gap-2" data-testid="publish-video-cover">
        <legend className="mb-1 text-sm font-medium text-slate-700">
          {t('publish.cover.label')}
        </legend>
        <FilePickButton
          id={ids.cover}
          label={t('publish.cover.pick')}
          hint={t('publish.cover.hint', { max: COVER_MAX_MB })}
          accept={IMAGE_TYPES}
          busy={cover.state === 'uploading'}
          invalid={Boolean(coverMessage)}
          testId="publish-cover-input"
          onPick={(file) => void pickCover(file)}
        />
        {cover.state === 'uploading' && (
          <p className="flex items-center gap-2 text-sm text-slate-600">
            <Spinner size="sm" label={t('publish.cover.uploading')} />
            {t('publish.cover.uploading')}
          </p>
        )}
        {cover.state === 'done' && (
          <img
            src={cover.path}
            alt={t('publish.cover.preview')}
            data-testid="publish-cover-preview"
            className="aspect-video w-full max-w-60 rounded-lg bg-slate-100 object-cover ring-1 ring-slate-200"
          />
        )}
        {(cover.state === 'empty' || cover.state === 'failed') && (
          <p className="text-sm text-slate-500">{t('publish.cover.none')}</p>
        )}
        {coverMessage && (
          <p id={`${ids.cover}-message`} role="alert" className="text-xs text-red-600">
            {coverMessage}
          </p>
        )}
      </fieldset>

      <TextField
        label={t('publish.title.label')}
        placeholder={t('publish.title.placeholder')}
        value={title}
        onChange={(event) => {
          setTitle(event.target.value);
          if (problem === 'content' || problem === 'inputError') setProblem(null);
        }}
        counter={`${titleLength}/${TITLE_MAX}`}
        error={problem === 'content' || problem === 'inputError' ? problemText(problem) : undefined}
        data-testid="publish-video-title"
      />

      <SelectField
        label={t('publish.category.label')}
        value={categoryId}
        onChange={(event) => {
          setCategoryId(event.target.value);
          if (problem === 'category') setProblem(null);
        }}
        error={problem === 'category' ? problemText(problem) : undefined}
        hint={categories.isError ? t('publish.category.loadError') : undefined}
        data-testid="publish-video-category"
      >
        <option value="">{t('publish.category.placeholder')}</option>
        {(categories.data ?? []).map((category) => (
          <option key={category.id} value={category.id}>
            {category.name}
          </option>
        ))}
      </SelectField>

      <Button
        type="submit"
        loading={busy}
        className="w-full sm:w-auto sm:self-start"
        data-testid="publish-video-submit"
      >
        {t('publish.submit')}
      </Button>
    </form>
  );
}
