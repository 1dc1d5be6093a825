import { useTranslation } from '../i18n/use-translation';
import type { Resources } from '../i18n/resources';
import { InDevelopment } from './InDevelopment';

export type PendingPageKey = keyof Resources['pending'] & keyof Resources['routes'];

/** A page that a later issue builds: its title and an honest "in development" notice. */
export function PendingPage({ page }: { page: PendingPageKey }) {
  const { t: routeTitle } = useTranslation('routes');
  const { t: describe } = useTranslation('pending');
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <h1 className="mb-6 text-2xl font-bold text-slate-900">{routeTitle(page)}</h1>
      <InDevelopment description={describe(page)} />
    </div>
  );
}
