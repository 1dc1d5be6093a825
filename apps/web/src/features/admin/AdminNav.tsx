import { useTranslation } from '../../shared/i18n/use-translation';
import { NavLink } from 'react-router';
import { cx } from '../../shared/ui/cx';
import { useQueueCountsQuery } from './api';
import { CONTENT_SECTIONS } from './content/sections';
import { consolePath, QUEUE_SECTIONS, TOOL_SECTIONS, type ConsoleSection } from './sections';
import { isAdministrator, useStaff } from './staff';

/** The console's navigation: the queues with what waits in each, the tools, then the content. */
export function AdminNav() {
  const { t } = useTranslation('admin');
  const { t: tContent } = useTranslation('adminContent');
  const administrator = isAdministrator(useStaff());
  const counts = useQueueCountsQuery();
  return (
    <nav
      aria-label={t('nav.label')}
      className="shrink-0 rounded-xl bg-white p-2 shadow-sm ring-1 ring-slate-200 lg:sticky lg:top-18 lg:w-60"
    >
      <NavItem to="/admin" label={t('nav.overview')} end />
      <p className="mt-3 px-3 pb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase">
        {t('nav.queues')}
      </p>
      <ul className="flex flex-wrap gap-1 lg:flex-col">
        {QUEUE_SECTIONS.map((section) => (
          <li key={section.path}>
            <SectionLink section={section} count={counts.data?.[section.queue]} />
          </li>
        ))}
      </ul>
      <p className="mt-3 px-3 pb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase">
        {t('nav.tools')}
      </p>
      <ul className="flex flex-wrap gap-1 lg:flex-col">
        {TOOL_SECTIONS.map((section) => (
          <li key={section.path}>
            <SectionLink section={section} />
          </li>
        ))}
      </ul>
      <p className="mt-3 px-3 pb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase">
        {tContent('nav.group')}
      </p>
      <ul className="flex flex-wrap gap-1 lg:flex-col">
        {CONTENT_SECTIONS.map((section) => (
          <li key={section.path}>
            <NavItem
              to={consolePath(section)}
              label={tContent(section.label)}
              note={
                section.administratorsOnly && !administrator
                  ? tContent('nav.administratorsOnly')
                  : undefined
              }
            />
          </li>
        ))}
      </ul>
    </nav>
  );
}

function SectionLink({ section, count }: { section: ConsoleSection; count?: number | undefined }) {
  const { t } = useTranslation('admin');
  const staff = useStaff();
  const locked = section.administratorsOnly === true && !isAdministrator(staff);
  return (
    <NavItem
      to={consolePath(section)}
      label={t(`nav.${section.name}`)}
      count={count}
      note={locked ? t('nav.administratorsOnly') : undefined}
    />
  );
}

function NavItem({
  to,
  label,
  count,
  note,
  end = false,
}: {
  to: string;
  label: string;
  count?: number | undefined;
  /** Why the page may be read-only for this staff member. */
  note?: string | undefined;
  end?: boolean;
}) {
  return (
    <NavLink
      to={to}
      end={end}
      className={({ isActive }) =>
        cx(
          'flex items-center gap-2 rounded-lg px-3 py-2 text-sm',
          isActive ? 'bg-brand-50 font-medium text-brand-700' : 'text-slate-700 hover:bg-slate-100',
        )
      }
    >
      <span className="min-w-0 flex-1 truncate">{label}</span>
      {note && (
        <span title={note} className="text-xs text-slate-500">
          <span aria-hidden="true">🔒</span>
          <span className="sr-only">{note}</span>
        </span>
      )}
      {count !== undefined && count > 0 && (
        <span className="rounded-full bg-brand-600 px-2 text-xs leading-5 font-semibold text-white tabular-nums">
          {count}
        </span>
      )}
    </NavLink>
  );
}
