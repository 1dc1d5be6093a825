import { GIFT_PRICE_LIMITS, type CatalogueGift } from '@tifo/contract';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { showToast } from '../../../shared/notifications';
import { refusalMessage } from '../../../shared/refusal-message';
import { Button } from '../../../shared/ui/Button';
import { Dialog } from '../../../shared/ui/Dialog';
import { SelectField, TextField } from '../../../shared/ui/Field';
import { FormProblem } from '../../../shared/ui/FormProblem';
import {
  checkGiftForm,
  GIFT_ANIMATIONS,
  giftFormOf,
  type GiftField,
  type GiftFormValues,
} from './gift-form';
import { useSaveGiftMutation } from './gifts-api';

const FORM_ID = 'admin-gift-form';

/** Adds a gift (`gift` null) or edits one; fields the contract refuses are marked in place. */
export function GiftEditDialog({
  gift,
  onClose,
}: {
  gift: CatalogueGift | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation();
  const save = useSaveGiftMutation();
  const [values, setValues] = useState<GiftFormValues>(() => giftFormOf(gift));
  const [problems, setProblems] = useState<ReadonlySet<GiftField>>(new Set());
  const [refusal, setRefusal] = useState<string | null>(null);

  const set = <K extends keyof GiftFormValues>(field: K, value: GiftFormValues[K]) =>
    setValues((current) => ({ ...current, [field]: value }));
  const text = (field: GiftField) => ({
    value: values[field],
    error: problems.has(field) ? t(`gifts.problem.${field}`, GIFT_PRICE_LIMITS) : undefined,
    onChange: (event: { target: { value: string } }) => set(field, event.target.value),
  });

  const submit = async () => {
    const checked = checkGiftForm(values, gift?.id);
    setProblems(checked.problems ?? new Set());
    if (!checked.edit) return;
    setRefusal(null);
    try {
      const { after } = await save.mutateAsync(checked.edit);
      showToast(t('gifts.savedNotice', { name: after.name_zh }), { kind: 'success' });
      onClose();
    } catch (error) {
      setRefusal(refusalMessage(error) ?? t('review.failed'));
    }
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={gift ? t('gifts.editTitle', { name: gift.name_zh }) : t('gifts.addTitle')}
      width={560}
      fullScreenOnPhone
      testId="gift-edit-dialog"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {tc('action.cancel')}
          </Button>
          <Button type="submit" form={FORM_ID} loading={save.isPending}>
            {t('gifts.save')}
          </Button>
        </>
      }
    >
      <form
        id={FORM_ID}
        noValidate
        className="grid grid-cols-1 gap-3 sm:grid-cols-2"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <TextField label={t('gifts.field.nameZh')} maxLength={24} {...text('name_zh')} />
        <TextField label={t('gifts.field.nameEn')} maxLength={24} {...text('name_en')} />
        <TextField label={t('gifts.field.nameVi')} maxLength={24} {...text('name_vi')} />
        <TextField
          label={t('gifts.field.price')}
          type="number"
          inputMode="numeric"
          min={GIFT_PRICE_LIMITS.min}
          max={GIFT_PRICE_LIMITS.max}
          step={1}
          {...text('price')}
        />
        <TextField
          label={t('gifts.field.image')}
          hint={t('gifts.field.imageHint')}
          maxLength={200}
          {...text('image')}
        />
        <SelectField
          label={t('gifts.field.animation')}
          value={values.animation}
          onChange={(event) => {
            const animation = GIFT_ANIMATIONS.find((option) => option === event.target.value);
            if (animation) set('animation', animation);
          }}
        >
          {GIFT_ANIMATIONS.map((animation) => (
            <option key={animation} value={animation}>
              {t(`gifts.animation.${animation}`)}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('gifts.field.sort')}
          hint={t('gifts.field.sortHint')}
          type="number"
          inputMode="numeric"
          min={0}
          max={10_000}
          step={1}
          {...text('sort')}
        />
        <label className="flex items-center gap-2 self-end pb-2 text-sm font-medium text-slate-700">
          <input
            type="checkbox"
            checked={values.active}
            onChange={(event) => set('active', event.target.checked)}
            className="size-4 accent-brand-600"
          />
          {t('gifts.field.active')}
        </label>
        {gift && (
          <p className="text-xs text-slate-500 sm:col-span-2">
            {t('gifts.kindNote', {
              kind: gift.kind === 'fan_light' ? t('gifts.kind.fanLight') : t('gifts.kind.normal'),
            })}
          </p>
        )}
        <div className="sm:col-span-2">
          <FormProblem text={refusal} />
        </div>
      </form>
    </Dialog>
  );
}
