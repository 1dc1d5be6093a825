import type { CatalogueGoods } from '@tifo/contract';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Button } from '../../../shared/ui/Button';
import { useCatalogueQuery } from '../gifts/gifts-api';
import { isAdministrator, useStaff } from '../staff';
import { formatWhole } from '../ui/amounts';
import { cellClass } from '../ui/ConsoleTable';
import { AdministratorsOnlyNote, ConsolePage } from '../ui/ConsolePage';
import { useLanguage } from '../ui/use-language';
import { CatalogueList, EditButton, ShownBadge } from './CatalogueList';
import { useGoodsQuery } from './content-api';
import { GoodsEditDialog } from './GoodsEditDialog';

/** The exchange mall's goods, priced in gold coins; administrators edit them. */
export function GoodsPage() {
  const { t } = useTranslation('adminContent');
  const language = useLanguage();
  const canEdit = isAdministrator(useStaff());
  const goods = useGoodsQuery();
  const gifts = useCatalogueQuery();
  // null: closed; 'new': adding; else the goods being edited.
  const [editing, setEditing] = useState<CatalogueGoods | 'new' | null>(null);

  const giftName = (id: number) => {
    const gift = gifts.data?.find((candidate) => candidate.id === id);
    return gift ? gift[`name_${language}`] : t('goods.giftId', { id });
  };

  return (
    <ConsolePage
      title={t('nav.goods')}
      description={t('goods.description')}
      actions={
        <Button disabled={!canEdit} onClick={() => setEditing('new')}>
          {t('goods.add')}
        </Button>
      }
    >
      {!canEdit && <AdministratorsOnlyNote text={t('goods.administratorsOnly')} />}
      <CatalogueList
        query={goods}
        label={t('nav.goods')}
        columns={[
          t('form.image'),
          t('list.names'),
          t('goods.column.price'),
          t('goods.column.stock'),
          t('goods.column.kind'),
          t('goods.column.gift'),
          t('form.sort'),
          t('list.state'),
          t('list.actions'),
        ]}
      >
        {(items) =>
          items.map((item) => (
            <tr key={item.id} data-testid="goods-row" className="border-t border-slate-100">
              <td className={cellClass}>
                <img src={item.image} alt="" className="size-10 object-contain" />
              </td>
              <td className={cellClass}>
                <span className="block font-medium text-slate-900">{item.name_zh}</span>
                <span className="block text-xs text-slate-500">
                  {item.name_en} · {item.name_vi}
                </span>
              </td>
              <td className={`${cellClass} tabular-nums`}>
                {t('goods.gold', { value: formatWhole(item.price, language) })}
              </td>
              <td className={`${cellClass} tabular-nums`}>{formatWhole(item.stock, language)}</td>
              <td className={cellClass}>{t(`goods.kind.${item.kind}`)}</td>
              <td className={cellClass}>
                {item.kind === 'gift' && item.gift_id !== null
                  ? t('goods.giftTimes', {
                      name: giftName(item.gift_id),
                      quantity: item.gift_quantity,
                    })
                  : '—'}
              </td>
              <td className={`${cellClass} tabular-nums`}>{item.sort}</td>
              <td className={cellClass}>
                <ShownBadge shown={item.on_sale} />
              </td>
              <td className={cellClass}>
                <EditButton disabled={!canEdit} onClick={() => setEditing(item)} />
              </td>
            </tr>
          ))
        }
      </CatalogueList>
      {editing && (
        <GoodsEditDialog
          item={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </ConsolePage>
  );
}
