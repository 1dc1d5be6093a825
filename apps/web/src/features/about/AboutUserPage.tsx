import { legalParagraphs } from '@tifo/contract';
import { useTranslation } from '../../shared/i18n/use-translation';
import { useSearchParams } from 'react-router';
import { pageLanguage } from '../../shared/format/locale';
import { Tabs } from '../../shared/ui/Tabs';
import { useLegalTextQuery } from './api';

type AboutTab = '1' | '2' | '3';
const TAB_NAMES = { '1': 'agreement', '2': 'privacy', '3': 'other' } as const;
const PARAGRAPHS = ['p1', 'p2', 'p3', 'p4'] as const;
const CREDITS = ['football', 'nba', 'cldr', 'software'] as const;

function isAboutTab(value: string | null): value is AboutTab {
  return value === '1' || value === '2' || value === '3';
}

/**
 * Legal tabs selected by `tabI` (1 user agreement, 2 privacy policy, 3 other). The agreement
 * and the policy show the operators' text when one is stored for the page language; until it
 * arrives, and when there is none or it cannot be read, the built-in text.
 */
export function AboutUserPage() {
  const { t, i18n } = useTranslation('about');
  const [params, setParams] = useSearchParams();
  const requested = params.get('tabI');
  const tab: AboutTab = isAboutTab(requested) ? requested : '1';
  const name = TAB_NAMES[tab];
  const stored = useLegalTextQuery(name === 'other' ? null : name, pageLanguage(i18n.language)).data
    ?.body;
  const storedParagraphs = stored ? legalParagraphs(stored) : [];

  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="mb-4 text-2xl font-bold text-slate-900">{t('title')}</h1>
      <Tabs
        label={t('tabsLabel')}
        value={tab}
        onChange={(next) => setParams({ tabI: next }, { replace: true })}
        items={(['1', '2', '3'] as const).map((value) => ({
          value,
          label: t(`tabs.${TAB_NAMES[value]}`),
        }))}
      />
      <article role="tabpanel" data-tab={name} className="space-y-3 py-6 text-slate-700">
        <h2 className="text-lg font-semibold text-slate-900">{t(`tabs.${name}`)}</h2>
        {name === 'other' ? (
          <>
            <p>{t('other.intro')}</p>
            <ul className="list-disc space-y-1 pl-5">
              {CREDITS.map((credit) => (
                <li key={credit}>{t(`other.${credit}`)}</li>
              ))}
            </ul>
          </>
        ) : storedParagraphs.length > 0 ? (
          storedParagraphs.map((paragraph, index) => (
            // Plain text as the console's preview shows it; a paragraph's place is its key.
            <p key={index} className="break-words whitespace-pre-line">
              {paragraph}
            </p>
          ))
        ) : (
          PARAGRAPHS.map((paragraph) => <p key={paragraph}>{t(`${name}.${paragraph}`)}</p>)
        )}
      </article>
    </div>
  );
}
