import type { NewsDeskItem } from '@tifo/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../shared/ui/Button';
import { TextField } from '../../../shared/ui/Field';
import { Tabs } from '../../../shared/ui/Tabs';
import { ConsolePage } from '../ui/ConsolePage';
import { ConsoleTable } from '../ui/ConsoleTable';
import { PagedList } from '../ui/PagedList';
import { NewsRow } from './NewsRow';
import { useNewsDeskQuery, type NewsDeskFilter } from './news-api';

/** The contract's limit on the title search (newsAdminRoutes.desk `q`). */
const SEARCH_MAX = 60;

const FILTERS: readonly NewsDeskFilter[] = ['all', 'published', 'hidden'];

/** /admin/news: every article, taken-down ones too; write, edit, take down and put back. */
export function NewsDeskPage() {
  const { t } = useTranslation('adminContent');
  const [filter, setFilter] = useState<NewsDeskFilter>('all');
  const [draft, setDraft] = useState('');
  const [search, setSearch] = useState('');
  const query = useNewsDeskQuery(filter, search);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSearch(draft.trim());
  };

  return (
    <ConsolePage
      title={t('news.nav')}
      description={t('news.description')}
      actions={
        <Link to="/admin/news/new" className={buttonClasses()}>
          {t('news.add')}
        </Link>
      }
    >
      <Tabs
        label={t('news.filterLabel')}
        items={FILTERS.map((value) => ({ value, label: t(`news.filter.${value}`) }))}
        value={filter}
        onChange={setFilter}
      />
      <form role="search" onSubmit={submit} className="flex items-end gap-2">
        <div className="w-full max-w-xs">
          <TextField
            label={t('news.search')}
            type="search"
            value={draft}
            maxLength={SEARCH_MAX}
            placeholder={t('news.searchPlaceholder')}
            onChange={(event) => setDraft(event.target.value)}
          />
        </div>
        <Button type="submit" variant="secondary">
          {t('news.searchButton')}
        </Button>
      </form>
      <PagedList query={query} emptyTitle={t('news.empty')}>
        {(articles) => <NewsTable articles={articles} />}
      </PagedList>
    </ConsolePage>
  );
}

function NewsTable({ articles }: { articles: NewsDeskItem[] }) {
  const { t } = useTranslation('adminContent');
  return (
    <ConsoleTable
      label={t('news.tableLabel')}
      minWidth="min-w-[64rem]"
      columns={[
        t('news.column.cover'),
        t('news.column.title'),
        t('news.column.category'),
        t('news.column.languages'),
        { label: t('news.column.figures'), end: true },
        t('news.column.publishedAt'),
        t('news.column.author'),
        t('news.column.status'),
        t('news.column.actions'),
      ]}
    >
      {articles.map((article) => (
        <NewsRow key={article.id} article={article} />
      ))}
    </ConsoleTable>
  );
}
