import { z } from 'zod';
import type { WalletHosting } from '../wallet/errors.ts';

/** One organization_meta row (product-reference §3). */
export const organizationMetaSchema = z.object({
  metaSource: z.string(),
  metaName: z.string(),
  metaValue: z.string().nullable(),
});
export type OrganizationMeta = z.infer<typeof organizationMetaSchema>;

/** Two-factor choices (product-reference §2.4, §9). */
export const twoFactorChoices = ['disabled', 'email'] as const;
export type TwoFactorChoice = (typeof twoFactorChoices)[number];

/** The walletUrl value meaning 'hosted by the provider' (product-reference §3). */
export const HOSTED_WALLET_URL = '0';

const optionalString = z.string().nullish();

/** An organization as the platform returns it (product-reference §3), in camelCase. */
export const organizationSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  vat: z.string(),
  streetNbr: optionalString,
  postalCode: optionalString,
  city: optionalString,
  country: optionalString,
  contactEmail: optionalString,
  contactPhone: optionalString,
  supportEmail: optionalString,
  supportPhone: optionalString,
  walletType: z.enum(['windows', 'macos', 'linux']).nullish(),
  walletUrl: z.string(),
  twoFactorAuth: z.enum(twoFactorChoices),
  /** active and manual_active are shown; other values exist. */
  status: z.string(),
  /** carrier, other, driver, bargeoperator, transporter, … */
  role: z.string(),
  cpointCode: optionalString,
  portbaseCode: optionalString,
  portbaseAutoSend: z.boolean().nullish(),
  organizationMeta: z.array(organizationMetaSchema).default([]),
  organizationOnboarding: z
    .object({
      savedConnections: z.array(z.number().int()).default([]),
      connectionsAdded: z.boolean().default(false),
    })
    .nullish(),
  adminUsers: z
    .array(z.object({ id: z.number().int(), userId: z.number().int(), email: z.string() }))
    .default([]),
});
export type Organization = z.infer<typeof organizationSchema>;

/** The value of one meta entry, or undefined. */
export const metaValue = (
  meta: readonly OrganizationMeta[],
  source: string,
  name: string,
): string | null | undefined => meta.find((m) => m.metaSource === source && m.metaName === name)?.metaValue;

/**
 * Who hosts a wallet: '0' or a URL on the product's hosted-wallet domain (a runtime value) is the
 * provider; anything else is the company's own wallet.
 */
export const walletHosting = (walletUrl: string, hostedWalletDomain: string): WalletHosting => {
  if (walletUrl.trim() === HOSTED_WALLET_URL) return 'hosted';
  const host = /^[a-z]+:\/\/([^/:?#]+)/i.exec(walletUrl.trim())?.[1]?.toLowerCase() ?? '';
  const domain = hostedWalletDomain.toLowerCase();
  return domain !== '' && (host === domain || host.endsWith(`.${domain}`)) ? 'hosted' : 'company';
};
