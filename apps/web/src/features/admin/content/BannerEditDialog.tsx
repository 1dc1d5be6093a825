import { BANNER_POSITIONS, LANGUAGES, type CatalogueBanner } from '@tifo/contract';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { SelectField, TextField } from '../../../shared/ui/Field';
import { bannerFormOf, checkBannerForm, type BannerField } from './banner-form';
import { useSaveBannerMutation } from './content-api';
import { CheckField, EditDialog } from './EditDialog';
import { useEditForm } from './use-edit-form';

/** Adds a banner (`item` null) or edits one: where it shows, its titles, picture and link. */
export function BannerEditDialog({
  item,
  onClose,
}: {
  item: CatalogueBanner | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('adminContent');
  const save = useSaveBannerMutation();
  const form = useEditForm({
    initial: () => bannerFormOf(item),
    check: (values) => checkBannerForm(values, item?.id),
    save: (edit) => save.mutateAsync(edit),
    onSaved: onClose,
  });
  const error = (field: BannerField) =>
    form.problems.has(field) ? t(`banners.problem.${field}`) : undefined;

  return (
    <EditDialog
      title={item ? t('banners.editTitle', { name: item.title_zh }) : t('banners.addTitle')}
      formId="admin-banner-form"
      testId="banner-edit-dialog"
      saving={form.saving}
      refusal={form.refusal}
      onClose={onClose}
      onSubmit={form.submit}
    >
      <SelectField
        label={t('banners.field.position')}
        value={form.values.position}
        onChange={(event) => {
          const position = BANNER_POSITIONS.find((option) => option === event.target.value);
          if (position) form.set('position', position);
        }}
      >
        {BANNER_POSITIONS.map((position) => (
          <option key={position} value={position}>
            {t(`banners.position.${position}`)}
          </option>
        ))}
      </SelectField>
      {LANGUAGES.map((language) => (
        <TextField
          key={language}
          label={t('banners.field.title', { language: t(`form.language.${language}`) })}
          maxLength={language === 'zh' ? 60 : 80}
          error={error(`title_${language}`)}
          {...form.bind(`title_${language}`)}
        />
      ))}
      <TextField
        label={t('form.image')}
        hint={t('banners.field.imageHint')}
        maxLength={200}
        error={error('image')}
        {...form.bind('image')}
      />
      <TextField
        label={t('banners.field.link')}
        hint={t('banners.field.linkHint')}
        maxLength={200}
        error={error('link')}
        {...form.bind('link')}
      />
      <TextField
        label={t('form.sort')}
        hint={t('form.sortHint')}
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        error={error('sort')}
        {...form.bind('sort')}
      />
      <CheckField
        label={t('banners.field.active')}
        checked={form.values.active}
        onChange={(checked) => form.set('active', checked)}
      />
    </EditDialog>
  );
}
