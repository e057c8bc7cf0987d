import { z } from 'zod';

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
  /** The stored version this copy was read at (the platform's ETag); a save names it (If-Match). */
  version: z.string().optional(),
});
export type Organization = z.infer<typeof organizationSchema>;

/** The value of one meta entry, or undefined. */
export const metaValue = (
  meta: readonly OrganizationMeta[],
  source: string,
  name: string,
): string | null | undefined => meta.find((m) => m.metaSource === source && m.metaName === name)?.metaValue;
