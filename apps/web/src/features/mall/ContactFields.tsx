import type { ShippingContact } from '@tifo/contract';
import { useTranslation } from '../../shared/i18n/use-translation';
import { TextField } from '../../shared/ui/Field';
import type { ContactField, ContactProblems } from './contact';

const AUTOCOMPLETE: Record<ContactField, string> = {
  name: 'name',
  phone: 'tel',
  address: 'street-address',
};
const MAX_LENGTH: Record<ContactField, number> = { name: 20, phone: 20, address: 120 };

/** Where a shipped item goes: name, phone and address, each with its own problem. */
export function ContactFields({
  value,
  problems,
  onChange,
}: {
  value: ShippingContact;
  problems: ContactProblems;
  onChange: (field: ContactField, text: string) => void;
}) {
  const { t } = useTranslation('mall');
  const field = (name: ContactField) => (
    <TextField
      key={name}
      label={t(`contact.${name}`)}
      value={value[name]}
      autoComplete={AUTOCOMPLETE[name]}
      maxLength={MAX_LENGTH[name]}
      type={name === 'phone' ? 'tel' : 'text'}
      error={problems[name] ? t(`contact.invalid.${name}`) : undefined}
      onChange={(event) => onChange(name, event.target.value)}
      data-testid={`mall-contact-${name}`}
    />
  );
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 font-medium text-slate-900">{t('contact.title')}</legend>
      {field('name')}
      {field('phone')}
      {field('address')}
    </fieldset>
  );
}
