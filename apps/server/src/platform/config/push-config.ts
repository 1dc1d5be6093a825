import { z } from 'zod';
import { booleanFromEnv } from './env-fields';

/** Web push settings read from the environment (docs/configuration.md "Web push"). */
export const pushEnvironment = {
  PUSH_ENABLED: booleanFromEnv.optional(),
  VAPID_PUBLIC_KEY: z
    .string()
    .trim()
    .regex(
      /^[A-Za-z0-9_-]{87}$/,
      'must be the base64url public key `web-push generate-vapid-keys` prints',
    )
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .trim()
    .regex(
      /^[A-Za-z0-9_-]{43}$/,
      'must be the base64url private key `web-push generate-vapid-keys` prints',
    )
    .optional(),
  VAPID_SUBJECT: z
    .string()
    .trim()
    .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'must be a mailto: address or an https:// URL')
    .optional(),
  PUSH_ENDPOINT_HOSTS: z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((host) => host.trim().toLowerCase())
        .filter(Boolean),
    )
    .optional(),
};

export interface PushSettings {
  enabled: boolean;
  /** Both set, or both undefined (derived from the app secret). */
  publicKey: string | undefined;
  privateKey: string | undefined;
  subject: string;
  extraHosts: string[];
}

type PushEnvironment = z.infer<z.ZodObject<typeof pushEnvironment>>;

export function pushSettings(
  e: PushEnvironment,
  publicUrl: string | undefined,
): { settings: PushSettings; problems: string[] } {
  const problems =
    Boolean(e.VAPID_PUBLIC_KEY) === Boolean(e.VAPID_PRIVATE_KEY)
      ? []
      : ['VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: set both halves of the key pair, or neither'];
  return {
    problems,
    settings: {
      enabled: e.PUSH_ENABLED ?? true,
      publicKey: e.VAPID_PUBLIC_KEY,
      privateKey: e.VAPID_PRIVATE_KEY,
      // Push services contact the subject about abuse; the site's own https address will do.
      subject:
        e.VAPID_SUBJECT ??
        (publicUrl?.startsWith('https://') ? publicUrl : 'mailto:push@tifo.invalid'),
      extraHosts: e.PUSH_ENDPOINT_HOSTS ?? [],
    },
  };
}
