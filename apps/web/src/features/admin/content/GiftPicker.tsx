import { useTranslation } from '../../../shared/i18n/use-translation';
import { SelectField } from '../../../shared/ui/Field';
import { useCatalogueQuery } from '../gifts/gifts-api';
import { useLanguage } from '../ui/use-language';

/** Picks the gift that gift goods put into the backpack (fan lights join a group: not goods). */
export function GiftPicker({
  value,
  error,
  onChange,
}: {
  value: string;
  error: string | undefined;
  onChange: (giftId: string) => void;
}) {
  const { t } = useTranslation('adminContent');
  const language = useLanguage();
  const gifts = useCatalogueQuery();
  const choices = (gifts.data ?? []).filter((gift) => gift.kind !== 'fan_light');
  let hint: string | undefined;
  if (gifts.isPending) hint = t('goods.giftsLoading');
  else if (gifts.isError) hint = t('goods.giftsError');

  return (
    <SelectField
      label={t('goods.field.gift')}
      value={value}
      error={error}
      hint={hint}
      disabled={gifts.isPending}
      onChange={(event) => onChange(event.target.value)}
    >
      <option value="">{t('goods.chooseGift')}</option>
      {choices.map((gift) => (
        <option key={gift.id} value={String(gift.id)}>
          {gift[`name_${language}`]}
        </option>
      ))}
    </SelectField>
  );
}
