import { shippingContactSchema, type ShippingContact } from '@tifo/contract';

export type ContactField = keyof ShippingContact;
export const CONTACT_FIELDS = ['name', 'phone', 'address'] as const satisfies ContactField[];
export type ContactProblems = Partial<Record<ContactField, true>>;

export const EMPTY_CONTACT: ShippingContact = { name: '', phone: '', address: '' };

/** The contact as the server will take it (trimmed), or the fields it would refuse. */
export function checkContact(
  draft: ShippingContact,
): { contact: ShippingContact; problems?: never } | { contact?: never; problems: ContactProblems } {
  const parsed = shippingContactSchema.safeParse(draft);
  if (parsed.success) return { contact: parsed.data };
  const problems: ContactProblems = {};
  for (const issue of parsed.error.issues) {
    const field = CONTACT_FIELDS.find((name) => name === issue.path[0]);
    if (field) problems[field] = true;
  }
  return { problems };
}
