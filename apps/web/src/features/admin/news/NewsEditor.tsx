import { LANGUAGES, NEWS_CATEGORIES, type Language, type NewsDeskArticle } from '@tifo/contract';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link, useNavigate } from 'react-router';
import { showToast } from '../../../shared/notifications';
import { Button } from '../../../shared/ui/Button';
import { SelectField } from '../../../shared/ui/Field';
import { FormProblem } from '../../../shared/ui/FormProblem';
import { Tabs } from '../../../shared/ui/Tabs';
import { CheckField } from '../content/EditDialog';
import { ConsolePage } from '../ui/ConsolePage';
import { useLanguage } from '../ui/use-language';
import { CoverPicker } from './CoverPicker';
import { LinksEditor } from './LinksEditor';
import { useSaveNewsMutation } from './news-api';
import { newsFormOf, VERSION_FIELDS } from './news-form';
import { useNewsForm } from './use-news-form';
import { VersionPanel } from './VersionPanel';

/** Writes a new article (`article` null) or rewrites one, then goes back to the desk. */
export function NewsEditor({ article }: { article: NewsDeskArticle | null }) {
  const { t } = useTranslation('adminContent');
  const pageLanguage = useLanguage();
  const navigate = useNavigate();
  const save = useSaveNewsMutation();
  const form = useNewsForm({
    id: article?.id ?? null,
    initial: () => newsFormOf(article, pageLanguage),
    save: (edit) => save.mutateAsync(edit),
    onSaved: () => {
      showToast(t(article ? 'form.saved' : 'news.editor.published'), { kind: 'success' });
      void navigate('/admin/news');
    },
  });

  /** A language's tab: its name, and whether it is not written or has something to correct. */
  const tabLabel = (language: Language) => {
    const name = t(`form.language.${language}`);
    if (!form.values.versions[language].written) return t('news.editor.tabOff', { language: name });
    return VERSION_FIELDS.some((field) => form.problems.has(`${language}.${field}`))
      ? t('news.editor.tabProblem', { language: name })
      : name;
  };

  return (
    <ConsolePage
      title={t(article ? 'news.editor.editTitle' : 'news.editor.newTitle')}
      description={t('news.editor.description')}
      actions={
        <>
          {article?.status === 'published' && (
            <Link
              to={`/detail?id=${article.id}`}
              target="_blank"
              className="text-sm text-brand-700 underline"
            >
              {t('news.editor.viewOnSite')}
            </Link>
          )}
          <Link to="/admin/news" className="text-sm text-brand-700 underline">
            {t('news.editor.back')}
          </Link>
        </>
      }
    >
      {article?.status === 'hidden' && (
        <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-800 ring-1 ring-amber-200">
          {t('news.editor.takenDownNote')}
        </p>
      )}
      <form
        noValidate
        aria-label={t(article ? 'news.editor.editTitle' : 'news.editor.newTitle')}
        className="flex flex-col gap-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
        onSubmit={(event) => {
          event.preventDefault();
          void form.submit();
        }}
      >
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          <SelectField
            label={t('news.editor.category')}
            value={form.values.category}
            onChange={(event) => {
              const category = NEWS_CATEGORIES.find((option) => option === event.target.value);
              if (category) form.set('category', category);
            }}
          >
            {NEWS_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {t(`news.category.${category}`)}
              </option>
            ))}
          </SelectField>
          <CheckField
            label={t('news.editor.featured')}
            checked={form.values.featured}
            onChange={(featured) => form.set('featured', featured)}
          />
        </div>
        <CoverPicker
          cover={form.values.cover}
          invalid={form.problems.has('cover')}
          onChange={(cover) => form.set('cover', cover)}
        />
        <section className="flex flex-col gap-3">
          <Tabs
            label={t('news.editor.languagesLabel')}
            items={LANGUAGES.map((language) => ({
              value: language,
              label: tabLabel(language),
            }))}
            value={form.language}
            onChange={form.setLanguage}
          />
          <div role="tabpanel" aria-label={t(`form.language.${form.language}`)}>
            <VersionPanel
              key={form.language}
              language={form.language}
              draft={form.values.versions[form.language]}
              problems={form.problems}
              onChange={(change) => form.setVersion(form.language, change)}
            />
          </div>
        </section>
        <LinksEditor
          tags={form.values.tags}
          matchId={form.values.match_id}
          onTagsChange={(tags) => form.set('tags', tags)}
          onMatchChange={(matchId) => form.set('match_id', matchId)}
        />
        <FormProblem text={form.refusal} />
        <div>
          <Button type="submit" loading={form.saving}>
            {t(article ? 'form.save' : 'news.editor.publish')}
          </Button>
        </div>
      </form>
    </ConsolePage>
  );
}
