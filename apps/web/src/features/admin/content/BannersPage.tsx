import { BANNER_POSITIONS, type CatalogueBanner } from '@tifo/contract';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Button } from '../../../shared/ui/Button';
import { cellClass } from '../ui/ConsoleTable';
import { ConsolePage } from '../ui/ConsolePage';
import { QueryState } from '../ui/QueryState';
import { BannerEditDialog } from './BannerEditDialog';
import { CatalogueTable, EditButton, ShownBadge } from './CatalogueList';
import { useBannersQuery } from './content-api';

/** The banners of the home and video pages, a table for each; any staff member edits them. */
export function BannersPage() {
  const { t } = useTranslation('adminContent');
  const banners = useBannersQuery();
  // null: closed; 'new': adding; else the banner being edited.
  const [editing, setEditing] = useState<CatalogueBanner | 'new' | null>(null);

  return (
    <ConsolePage
      title={t('nav.banners')}
      description={t('banners.description')}
      actions={<Button onClick={() => setEditing('new')}>{t('banners.add')}</Button>}
    >
      <QueryState query={banners}>
        {(list) =>
          BANNER_POSITIONS.map((position) => (
            <BannerTable
              key={position}
              position={position}
              banners={list.filter((banner) => banner.position === position)}
              onEdit={setEditing}
            />
          ))
        }
      </QueryState>
      {editing && (
        <BannerEditDialog
          item={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </ConsolePage>
  );
}

/** The banners of one position, in their order. */
function BannerTable({
  position,
  banners,
  onEdit,
}: {
  position: CatalogueBanner['position'];
  banners: CatalogueBanner[];
  onEdit: (banner: CatalogueBanner) => void;
}) {
  const { t } = useTranslation('adminContent');
  return (
    <div className="flex flex-col gap-2">
      <h2 className="text-base font-semibold text-slate-900">
        {t(`banners.position.${position}`)}
      </h2>
      <CatalogueTable
        items={banners}
        label={t(`banners.position.${position}`)}
        columns={[
          t('form.image'),
          t('banners.column.titles'),
          t('banners.column.link'),
          t('form.sort'),
          t('list.state'),
          t('list.actions'),
        ]}
      >
        {(items) =>
          items.map((item) => (
            <tr key={item.id} data-testid="banner-row" className="border-t border-slate-100">
              <td className={cellClass}>
                <img src={item.image} alt="" className="h-10 w-20 rounded object-cover" />
              </td>
              <td className={cellClass}>
                <span className="block font-medium text-slate-900">{item.title_zh}</span>
                <span className="block text-xs text-slate-500">
                  {item.title_en} · {item.title_vi}
                </span>
              </td>
              <td className={`${cellClass} font-mono text-xs break-all`}>{item.link}</td>
              <td className={`${cellClass} tabular-nums`}>{item.sort}</td>
              <td className={cellClass}>
                <ShownBadge shown={item.active} />
              </td>
              <td className={cellClass}>
                <EditButton disabled={false} onClick={() => onEdit(item)} />
              </td>
            </tr>
          ))
        }
      </CatalogueTable>
    </div>
  );
}
