import type { CatalogueChargePackage } from '@tifo/contract';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { formatDiamonds } from '../../../shared/format/money';
import { TextField } from '../../../shared/ui/Field';
import { useLanguage } from '../ui/use-language';
import { useSavePackageMutation } from './content-api';
import { CheckField, EditDialog } from './EditDialog';
import { checkPackageForm, diamondsOf, packageFormOf, type PackageField } from './package-form';
import { useEditForm } from './use-edit-form';

/** Adds a recharge package (`item` null) or edits one; the diamonds follow the price as typed. */
export function PackageEditDialog({
  item,
  onClose,
}: {
  item: CatalogueChargePackage | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('adminContent');
  const language = useLanguage();
  const save = useSavePackageMutation();
  const form = useEditForm({
    initial: () => packageFormOf(item),
    check: (values) => checkPackageForm(values, item?.id),
    save: (edit) => save.mutateAsync(edit),
    onSaved: onClose,
  });
  const error = (field: PackageField) =>
    form.problems.has(field) ? t(`packages.problem.${field}`) : undefined;
  const diamonds = diamondsOf(form.values.yuan);
  const number = { type: 'number', inputMode: 'numeric', min: 0, step: 1 } as const;

  return (
    <EditDialog
      title={item ? t('packages.editTitle') : t('packages.addTitle')}
      formId="admin-package-form"
      testId="package-edit-dialog"
      saving={form.saving}
      refusal={form.refusal}
      onClose={onClose}
      onSubmit={form.submit}
    >
      <TextField
        label={t('packages.field.price')}
        inputMode="decimal"
        error={error('money_fen')}
        {...form.bind('yuan')}
      />
      <p data-testid="package-diamonds" className="self-end pb-2 text-sm text-slate-700">
        {diamonds === null
          ? t('packages.diamondsUnknown')
          : t('packages.diamondsLive', { value: formatDiamonds(diamonds, language) })}
      </p>
      <TextField
        label={t('packages.field.give')}
        hint={t('packages.field.giveHint')}
        error={error('give')}
        {...number}
        {...form.bind('give')}
      />
      <TextField
        label={t('packages.field.vnd')}
        hint={t('packages.field.vndHint')}
        error={error('price_vnd')}
        {...number}
        {...form.bind('vnd')}
      />
      <TextField
        label={t('form.sort')}
        hint={t('form.sortHint')}
        error={error('sort')}
        {...number}
        {...form.bind('sort')}
      />
      <CheckField
        label={t('packages.field.active')}
        checked={form.values.active}
        onChange={(checked) => form.set('active', checked)}
      />
    </EditDialog>
  );
}
