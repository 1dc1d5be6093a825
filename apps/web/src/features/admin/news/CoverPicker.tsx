import { NEWS_COVER_ILLUSTRATIONS, newsCoverSchema } from '@tifo/contract';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { TextField } from '../../../shared/ui/Field';
import { cx } from '../../../shared/ui/cx';
import { CoverImage } from '../../../shared/ui/Surface';

/** Where the web app serves a built-in illustration (the contract accepts exactly these). */
function illustrationPath(name: (typeof NEWS_COVER_ILLUSTRATIONS)[number]): string {
  return `/news-covers/${name}.svg`;
}

/** The cover's field: none, a built-in illustration, or the address of one of our uploads. */
export function CoverPicker({
  cover,
  invalid,
  onChange,
}: {
  cover: string;
  invalid: boolean;
  onChange: (cover: string) => void;
}) {
  const { t } = useTranslation('adminContent');
  // Only what the server would take is previewed: an outside address is never fetched here.
  const preview = newsCoverSchema.safeParse(cover).success ? cover.trim() : '';
  const choices = [
    { path: '', label: t('news.editor.coverNone') },
    ...NEWS_COVER_ILLUSTRATIONS.map((name) => ({
      path: illustrationPath(name),
      label: t(`news.editor.illustration.${name}`),
    })),
  ];

  return (
    <div className="flex flex-col gap-3 sm:flex-row">
      <figure className="flex shrink-0 flex-col gap-1">
        <CoverImage cover={preview} className="aspect-video w-56 rounded-lg" />
        <figcaption className="text-xs text-slate-500">{t('news.editor.coverPreview')}</figcaption>
      </figure>
      <div className="flex min-w-0 flex-1 flex-col gap-3">
        <div
          role="group"
          aria-label={t('news.editor.illustrations')}
          className="flex flex-wrap gap-2"
        >
          {choices.map((choice) => (
            <button
              key={choice.path}
              type="button"
              aria-pressed={cover.trim() === choice.path}
              onClick={() => onChange(choice.path)}
              className={cx(
                'flex w-24 flex-col items-center gap-1 rounded-lg p-1 text-xs text-slate-700 ring-1',
                cover.trim() === choice.path
                  ? 'bg-brand-50 ring-2 ring-brand-600'
                  : 'ring-slate-300',
              )}
            >
              <CoverImage cover={choice.path} className="aspect-video w-full rounded" />
              {choice.label}
            </button>
          ))}
        </div>
        <TextField
          label={t('news.editor.coverUrl')}
          hint={t('news.editor.coverHint')}
          maxLength={300}
          error={invalid ? t('news.problem.cover') : undefined}
          value={cover}
          onChange={(event) => onChange(event.target.value)}
        />
      </div>
    </div>
  );
}
