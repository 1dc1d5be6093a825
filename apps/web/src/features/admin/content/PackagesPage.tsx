import type { CatalogueChargePackage } from '@tifo/contract';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { formatDiamonds, formatPrice } from '../../../shared/format/money';
import { Button } from '../../../shared/ui/Button';
import { isAdministrator, useStaff } from '../staff';
import { cellClass } from '../ui/ConsoleTable';
import { AdministratorsOnlyNote, ConsolePage } from '../ui/ConsolePage';
import { useLanguage } from '../ui/use-language';
import { CatalogueList, EditButton, ShownBadge } from './CatalogueList';
import { usePackagesQuery } from './content-api';
import { PackageEditDialog } from './PackageEditDialog';

/** The recharge packages members buy diamonds with; administrators edit them. */
export function PackagesPage() {
  const { t } = useTranslation('adminContent');
  const language = useLanguage();
  const canEdit = isAdministrator(useStaff());
  const packages = usePackagesQuery();
  // null: closed; 'new': adding; else the package being edited.
  const [editing, setEditing] = useState<CatalogueChargePackage | 'new' | null>(null);

  return (
    <ConsolePage
      title={t('nav.packages')}
      description={t('packages.description')}
      actions={
        <Button disabled={!canEdit} onClick={() => setEditing('new')}>
          {t('packages.add')}
        </Button>
      }
    >
      {!canEdit && <AdministratorsOnlyNote text={t('packages.administratorsOnly')} />}
      <CatalogueList
        query={packages}
        label={t('nav.packages')}
        columns={[
          t('packages.column.price'),
          t('packages.column.diamonds'),
          t('packages.column.give'),
          t('packages.column.vnd'),
          t('form.sort'),
          t('list.state'),
          t('list.actions'),
        ]}
      >
        {(items) =>
          items.map((item) => (
            <tr key={item.id} data-testid="package-row" className="border-t border-slate-100">
              <td className={`${cellClass} font-medium tabular-nums`}>
                {formatPrice('CNY', item.money_fen / 100)}
              </td>
              <td className={`${cellClass} tabular-nums`}>{formatDiamonds(item.coin, language)}</td>
              <td className={`${cellClass} tabular-nums`}>{formatDiamonds(item.give, language)}</td>
              <td className={`${cellClass} tabular-nums`}>
                {item.price_vnd === null ? (
                  <span className="text-slate-500">{t('packages.notOnVnpay')}</span>
                ) : (
                  formatPrice('VND', item.price_vnd)
                )}
              </td>
              <td className={`${cellClass} tabular-nums`}>{item.sort}</td>
              <td className={cellClass}>
                <ShownBadge shown={item.active} />
              </td>
              <td className={cellClass}>
                <EditButton disabled={!canEdit} onClick={() => setEditing(item)} />
              </td>
            </tr>
          ))
        }
      </CatalogueList>
      {editing && (
        <PackageEditDialog
          item={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </ConsolePage>
  );
}
