import { GOODS_KINDS, LANGUAGES, type CatalogueGoods } from '@tifo/contract';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { SelectField, TextField } from '../../../shared/ui/Field';
import { useSaveGoodsMutation } from './content-api';
import { CheckField, EditDialog } from './EditDialog';
import { GiftPicker } from './GiftPicker';
import { checkGoodsForm, goodsFormOf, type GoodsField } from './goods-form';
import { useEditForm } from './use-edit-form';

/** Adds mall goods (`item` null) or edits them: names in every language, price, stock, kind. */
export function GoodsEditDialog({
  item,
  onClose,
}: {
  item: CatalogueGoods | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('adminContent');
  const save = useSaveGoodsMutation();
  const form = useEditForm({
    initial: () => goodsFormOf(item),
    check: (values) => checkGoodsForm(values, item?.id),
    save: (edit) => save.mutateAsync(edit),
    onSaved: onClose,
  });
  const error = (field: GoodsField) =>
    form.problems.has(field) ? t(`goods.problem.${field}`) : undefined;
  const number = { type: 'number', inputMode: 'numeric', min: 0, step: 1 } as const;
  const { values } = form;

  return (
    <EditDialog
      title={item ? t('goods.editTitle', { name: item.name_zh }) : t('goods.addTitle')}
      formId="admin-goods-form"
      testId="goods-edit-dialog"
      saving={form.saving}
      refusal={form.refusal}
      onClose={onClose}
      onSubmit={form.submit}
    >
      {LANGUAGES.map((language) => (
        <TextField
          key={`name-${language}`}
          label={t('goods.field.name', { language: t(`form.language.${language}`) })}
          maxLength={40}
          error={error(`name_${language}`)}
          {...form.bind(`name_${language}`)}
        />
      ))}
      {LANGUAGES.map((language) => (
        <TextField
          key={`description-${language}`}
          label={t('goods.field.description', { language: t(`form.language.${language}`) })}
          maxLength={200}
          error={error(`description_${language}`)}
          {...form.bind(`description_${language}`)}
        />
      ))}
      <TextField
        label={t('form.image')}
        hint={t('goods.field.imageHint')}
        maxLength={200}
        error={error('image')}
        {...form.bind('image')}
      />
      <TextField
        label={t('goods.field.price')}
        error={error('price')}
        {...number}
        {...form.bind('price')}
      />
      <TextField
        label={t('goods.field.stock')}
        hint={t('goods.field.stockHint')}
        error={error('stock')}
        {...number}
        {...form.bind('stock')}
      />
      <SelectField
        label={t('goods.field.kind')}
        value={values.kind}
        hint={values.kind === 'item' ? t('goods.itemNote') : t('goods.giftNote')}
        onChange={(event) => {
          const kind = GOODS_KINDS.find((option) => option === event.target.value);
          if (kind) form.set('kind', kind);
        }}
      >
        {GOODS_KINDS.map((kind) => (
          <option key={kind} value={kind}>
            {t(`goods.kind.${kind}`)}
          </option>
        ))}
      </SelectField>
      {values.kind === 'gift' && (
        <>
          <GiftPicker
            value={values.gift_id}
            error={error('gift_id')}
            onChange={(giftId) => form.set('gift_id', giftId)}
          />
          <TextField
            label={t('goods.field.giftQuantity')}
            error={error('gift_quantity')}
            {...number}
            {...form.bind('gift_quantity')}
          />
        </>
      )}
      <TextField
        label={t('form.sort')}
        hint={t('form.sortHint')}
        error={error('sort')}
        {...number}
        {...form.bind('sort')}
      />
      <CheckField
        label={t('goods.field.onSale')}
        checked={values.on_sale}
        onChange={(checked) => form.set('on_sale', checked)}
      />
    </EditDialog>
  );
}
