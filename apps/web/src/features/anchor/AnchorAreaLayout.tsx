import { ANCHOR_CATEGORIES } from '@tifo/contract';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation';
import { Link, Outlet, useLocation, useSearchParams } from 'react-router';
import { write } from '../../shared/storage';
import { cx } from '../../shared/ui/cx';
import { useStoredValue } from '../../shared/use-stored-value';
import { useCategoryListQuery, useRoomStatusRefresh, type RoomCategory } from './api';
import {
  ANCHOR_CATEGORY_ENTRIES,
  readAnchorQuery,
  subCategoryHref,
  type AnchorCategoryKey,
} from './categories';
import { AnchorIcon, CATEGORY_ICONS, type AnchorIconName } from './icons';

const CHESS = ANCHOR_CATEGORIES.chessAndEsports;

interface MenuEntry {
  key: 'follow' | 'rank' | AnchorCategoryKey;
  to: string;
  icon: AnchorIconName;
  active: boolean;
  /** The /anchor type of a category entry. */
  type?: number;
}

/** Spec §2's anchor-area menu, in its order: follow, rank, then the seven /anchor types. */
function useMenu() {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const path = pathname.toLowerCase();
  const query = readAnchorQuery(params);
  const onAnchor = path === '/anchor';
  const entries: MenuEntry[] = [
    { key: 'follow', to: '/attention', icon: 'heart', active: path === '/attention' },
    { key: 'rank', to: '/rank', icon: 'trophy', active: path === '/rank' },
    ...ANCHOR_CATEGORY_ENTRIES.map(([key, type]) => ({
      key,
      type,
      to: `/anchor?type=${type}`,
      icon: CATEGORY_ICONS[type] ?? 'grid',
      // A type-3 sub-category marks its own link; the parent then shows as "within".
      active: onAnchor && query.type === type && (type !== CHESS || query.categoryId === null),
    })),
  ];
  const inChess = onAnchor && query.type === CHESS;
  return { entries, inChess, categoryId: inChess ? query.categoryId : null };
}

function useSubCategories(): RoomCategory[] | undefined {
  const categories = useCategoryListQuery();
  return categories.data?.filter((category) => category.type === CHESS);
}

/** The desktop sidebar (≥ 992 px): collapsible to icons; type 3 expands to its sub-categories. */
function Sidebar() {
  const { t } = useTranslation('nav');
  const { t: ta } = useTranslation('anchor');
  const open = useStoredValue('sidebarStatus');
  const { entries, inChess, categoryId } = useMenu();
  const subCategories = useSubCategories();
  const [expandedByUser, setExpanded] = useState<boolean | null>(null);
  const expanded = expandedByUser ?? inChess;
  const listId = useId();
  const hasSubs = subCategories === undefined || subCategories.length > 0;

  return (
    <aside
      aria-label={t('sidebar.label')}
      data-testid="anchor-sidebar"
      data-open={open ? 'true' : 'false'}
      className={cx(
        'hidden shrink-0 self-start rounded-xl bg-white shadow-sm ring-1 ring-slate-200 transition-[width] lg:sticky lg:top-20 lg:block',
        open ? 'w-48' : 'w-12',
      )}
    >
      <button
        type="button"
        onClick={() => write('sidebarStatus', !open)}
        aria-expanded={open}
        aria-label={open ? t('sidebar.close') : t('sidebar.open')}
        className="flex w-full items-center justify-center border-b border-slate-100 py-2 text-slate-500 hover:text-slate-900"
      >
        <span aria-hidden="true">{open ? '«' : '»'}</span>
      </button>
      <nav>
        <ul className="flex flex-col py-1">
          {entries.map((entry) => {
            const isChess = entry.type === CHESS;
            const within = isChess && inChess && !entry.active;
            return (
              <li key={entry.key}>
                <div className="flex items-center">
                  <Link
                    to={entry.to}
                    aria-current={entry.active ? 'page' : undefined}
                    title={open ? undefined : t(`sidebar.${entry.key}`)}
                    data-menu-key={entry.key}
                    className={cx(
                      'flex min-w-0 flex-1 items-center gap-2.5 px-3 py-2 text-sm',
                      entry.active
                        ? 'bg-brand-50 font-semibold text-brand-700'
                        : within
                          ? 'font-semibold text-brand-700 hover:bg-slate-50'
                          : 'text-slate-700 hover:bg-slate-50',
                      !open && 'justify-center',
                    )}
                  >
                    <AnchorIcon name={entry.icon} className="size-4.5" />
                    <span className={open ? 'truncate' : 'sr-only'}>
                      {t(`sidebar.${entry.key}`)}
                    </span>
                  </Link>
                  {isChess && open && hasSubs && (
                    <button
                      type="button"
                      aria-expanded={expanded}
                      aria-controls={listId}
                      aria-label={expanded ? ta('menu.collapse') : ta('menu.expand')}
                      onClick={() => setExpanded(!expanded)}
                      data-testid="subcategory-toggle"
                      className="mr-1 rounded p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-900"
                    >
                      <AnchorIcon
                        name="chevron"
                        className={cx('size-4 transition-transform', expanded && 'rotate-180')}
                      />
                    </button>
                  )}
                </div>
                {isChess && open && expanded && (
                  <ul id={listId} className="mb-1 flex flex-col" data-testid="subcategory-list">
                    {subCategories === undefined ? (
                      <li className="py-1.5 pr-3 pl-10 text-xs text-slate-500">
                        {ta('menu.loading')}
                      </li>
                    ) : (
                      subCategories.map((category) => {
                        const active = categoryId === category.id;
                        return (
                          <li key={category.id}>
                            <Link
                              to={subCategoryHref(category.id, category.name)}
                              aria-current={active ? 'page' : undefined}
                              data-testid="anchor-subcategory"
                              className={cx(
                                'block truncate py-1.5 pr-3 pl-10 text-sm',
                                active
                                  ? 'bg-brand-50 font-semibold text-brand-700'
                                  : 'text-slate-600 hover:bg-slate-50 hover:text-slate-900',
                              )}
                            >
                              {category.name}
                            </Link>
                          </li>
                        );
                      })
                    )}
                  </ul>
                )}
              </li>
            );
          })}
        </ul>
      </nav>
    </aside>
  );
}

const pillClasses = (active: boolean) =>
  cx(
    'flex shrink-0 items-center gap-1.5 rounded-full px-3 py-1.5 text-sm whitespace-nowrap transition-colors',
    active
      ? 'bg-brand-600 font-semibold text-white'
      : 'bg-white text-slate-700 ring-1 ring-slate-200 hover:bg-slate-100',
  );

/** Keeps the active pill of a scrolling strip in view (without scrolling the page). */
function useCentreActive(key: string) {
  const strip = useRef<HTMLUListElement>(null);
  useEffect(() => {
    const container = strip.current;
    const active = container?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!container || !active) return;
    container.scrollLeft = active.offsetLeft - (container.clientWidth - active.offsetWidth) / 2;
  }, [key]);
  return strip;
}

/** Below 992 px the menu becomes a horizontal strip; type 3 adds a row of sub-categories. */
function PhoneStrip() {
  const { t } = useTranslation('nav');
  const { t: ta } = useTranslation('anchor');
  const { entries, inChess, categoryId } = useMenu();
  const subCategories = useSubCategories();
  const activeKey = entries.find((entry) => entry.active)?.key ?? `sub-${categoryId ?? ''}`;
  const strip = useCentreActive(activeKey);

  return (
    <nav aria-label={t('sidebar.label')} data-testid="anchor-strip" className="-mx-3 lg:hidden">
      <ul ref={strip} className="flex gap-2 overflow-x-auto px-3 pb-2 [scrollbar-width:none]">
        {entries.map((entry) => (
          <li key={entry.key}>
            <Link
              to={entry.to}
              aria-current={entry.active ? 'page' : undefined}
              className={pillClasses(entry.active || (entry.type === CHESS && inChess))}
            >
              <AnchorIcon name={entry.icon} className="size-4" />
              {t(`sidebar.${entry.key}`)}
            </Link>
          </li>
        ))}
      </ul>
      {inChess && subCategories && subCategories.length > 0 && (
        <ul
          aria-label={ta('menu.subCategories')}
          className="flex gap-2 overflow-x-auto px-3 pb-2 [scrollbar-width:none]"
        >
          {subCategories.map((category) => {
            const active = categoryId === category.id;
            return (
              <li key={category.id}>
                <Link
                  to={subCategoryHref(category.id, category.name)}
                  aria-current={active ? 'page' : undefined}
                  className={cx(
                    'block shrink-0 rounded-full px-3 py-1 text-xs whitespace-nowrap',
                    active
                      ? 'bg-brand-100 font-semibold text-brand-700'
                      : 'bg-slate-100 text-slate-600 hover:bg-slate-200',
                  )}
                >
                  {category.name}
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </nav>
  );
}

/**
 * Layout of /anchor, /rank and /attention (spec §2): the anchor-area menu beside the page, and
 * room lists that refresh whenever a room goes live or ends.
 */
export function AnchorAreaLayout() {
  useRoomStatusRefresh();
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-3 px-3 py-4 lg:flex-row lg:gap-5 lg:px-4">
      <Sidebar />
      <PhoneStrip />
      <div className="min-w-0 flex-1">
        <Outlet />
      </div>
    </div>
  );
}
