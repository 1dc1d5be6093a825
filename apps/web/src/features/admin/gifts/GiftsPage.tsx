import type { CatalogueGift } from '@tifo/contract';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { formatDiamonds } from '../../../shared/format/money';
import { refusalMessage } from '../../../shared/refusal-message';
import { Button } from '../../../shared/ui/Button';
import { ListSkeleton, ListStates } from '../../../shared/ui/ListStates';
import { Badge } from '../../../shared/ui/Surface';
import { isAdministrator, useStaff } from '../staff';
import { AdministratorsOnlyNote, ConsolePage } from '../ui/ConsolePage';
import { useLanguage } from '../ui/use-language';
import { GiftEditDialog } from './GiftEditDialog';
import { useCatalogueQuery } from './gifts-api';

/** The gift catalogue: every gift with its names, price and effect; administrators edit it. */
export function GiftsPage() {
  const { t } = useTranslation('admin');
  const canEdit = isAdministrator(useStaff());
  const gifts = useCatalogueQuery();
  // null: closed; 'new': adding a gift; else the gift being edited.
  const [editing, setEditing] = useState<CatalogueGift | 'new' | null>(null);

  return (
    <ConsolePage
      title={t('nav.gifts')}
      description={t('gifts.description')}
      actions={
        <Button disabled={!canEdit} onClick={() => setEditing('new')}>
          {t('gifts.add')}
        </Button>
      }
    >
      {!canEdit && <AdministratorsOnlyNote text={t('gifts.administratorsOnly')} />}
      <ListStates
        pending={gifts.isPending}
        error={gifts.isError}
        empty={gifts.data?.length === 0}
        placeholder={
          <ListSkeleton count={4} className="flex flex-col gap-2" itemClassName="h-12" />
        }
        errorTitle={refusalMessage(gifts.error) ?? t('list.error')}
        emptyTitle={t('list.empty')}
        onRetry={() => void gifts.refetch()}
      >
        <GiftTable gifts={gifts.data ?? []} canEdit={canEdit} onEdit={setEditing} />
      </ListStates>
      {editing && (
        <GiftEditDialog
          gift={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </ConsolePage>
  );
}

function GiftTable({
  gifts,
  canEdit,
  onEdit,
}: {
  gifts: CatalogueGift[];
  canEdit: boolean;
  onEdit: (gift: CatalogueGift) => void;
}) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  return (
    <div className="overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
      <table className="w-full text-left text-sm">
        <thead className="bg-slate-50 text-xs text-slate-500">
          <tr>
            <th className="px-3 py-2 font-medium whitespace-nowrap">{t('gifts.column.image')}</th>
            <th className="px-3 py-2 font-medium whitespace-nowrap">{t('gifts.column.names')}</th>
            <th className="px-3 py-2 font-medium whitespace-nowrap">{t('gifts.column.price')}</th>
            <th className="px-3 py-2 font-medium whitespace-nowrap">
              {t('gifts.column.animation')}
            </th>
            <th className="px-3 py-2 font-medium whitespace-nowrap">{t('gifts.column.sort')}</th>
            <th className="px-3 py-2 font-medium whitespace-nowrap">{t('gifts.column.active')}</th>
            <th className="px-3 py-2 font-medium whitespace-nowrap">{t('gifts.column.kind')}</th>
            <th className="px-3 py-2 font-medium whitespace-nowrap">{t('gifts.column.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {gifts.map((gift) => (
            <tr key={gift.id} data-testid="gift-row" className="border-t border-slate-100">
              <td className="px-3 py-2">
                <img src={gift.image} alt="" className="size-10 object-contain" />
              </td>
              <td className="px-3 py-2">
                <span className="block font-medium text-slate-900">{gift.name_zh}</span>
                <span className="block text-xs text-slate-500">
                  {gift.name_en} · {gift.name_vi}
                </span>
              </td>
              <td className="px-3 py-2 tabular-nums">
                {t('fields.diamonds', { value: formatDiamonds(gift.price, language) })}
              </td>
              <td className="px-3 py-2">{t(`gifts.animation.${gift.animation}`)}</td>
              <td className="px-3 py-2 tabular-nums">{gift.sort}</td>
              <td className="px-3 py-2">
                <Badge tone={gift.active ? 'success' : 'neutral'}>
                  {t(gift.active ? 'gifts.offered' : 'gifts.notOffered')}
                </Badge>
              </td>
              <td className="px-3 py-2">
                {gift.kind === 'fan_light' ? t('gifts.kind.fanLight') : t('gifts.kind.normal')}
              </td>
              <td className="px-3 py-2">
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={!canEdit}
                  onClick={() => onEdit(gift)}
                >
                  {t('gifts.edit')}
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
