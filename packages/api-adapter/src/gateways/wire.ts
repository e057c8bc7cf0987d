// Wire shapes of the contract (openapi/platform.yaml) and their mapping to the domain's entities.
// Each response is parsed with a wire schema, mapped by a small function, then (where the domain has
// one) checked again with the domain's own schema: a malformed body is an error, never a crash.
import { z } from 'zod';
import {
  organizationSchema,
  organizationUserSchema,
  subscriptionSchema,
  type AuthenticatedUser,
  type FoundUser,
  type Membership,
  type TwoFactorChoice,
} from '@scr/domain';
import type { Schemas } from '../contract.ts';

type WireTwoFactor = Schemas['OrganizationFields']['twoFactorAuth'];
const wireTwoFactor = z.enum(['2FA disabled', '2FA using email']);

/** The domain's 2-FA choice as the platform spells it. */
export const toWireTwoFactor = (choice: TwoFactorChoice): NonNullable<WireTwoFactor> =>
  choice === 'email' ? '2FA using email' : '2FA disabled';
const fromWireTwoFactor = (value: z.infer<typeof wireTwoFactor>): TwoFactorChoice =>
  value === '2FA using email' ? 'email' : 'disabled';

/** The caller's own organization: `organization_meta` becomes `organizationMeta`, 2-FA the domain's choice. */
export const organizationWire = z
  .looseObject({ twoFactorAuth: wireTwoFactor, organization_meta: z.array(z.unknown()).optional() })
  .transform(({ organization_meta, twoFactorAuth, ...rest }): unknown => ({
    ...rest,
    twoFactorAuth: fromWireTwoFactor(twoFactorAuth),
    organizationMeta: organization_meta ?? [],
  }))
  .pipe(organizationSchema);

/**
 * An organization user. The platform may nest the person's names under `user`: the top-level
 * fields win, the nested ones fill gaps (product-reference §3 'Organization user').
 */
export const organizationUserWire = z
  .looseObject({
    user: z
      .looseObject({
        firstName: z.string().optional(),
        lastName: z.string().optional(),
        phone: z.string().nullish(),
        language: z.string().optional(),
      })
      .nullish(),
  })
  .transform(({ user, ...rest }): unknown => ({
    firstName: user?.firstName,
    lastName: user?.lastName,
    phone: user?.phone ?? null,
    ...(user?.language ? { lang: user.language } : {}),
    ...rest,
  }))
  .pipe(organizationUserSchema);

/** The session user of POST /authentication and the 2FA validation. */
export const sessionUserWire = z
  .object({
    id: z.number().int(),
    userId: z.number().int(),
    organizationId: z.number().int(),
    email: z.string(),
    firstName: z.string().optional(),
    lastName: z.string().optional(),
    lang: z.string().optional(),
    user: z.looseObject({ language: z.string().optional() }).nullish(),
    adminRoles: z.array(z.string()),
    subscriptions: z.array(subscriptionSchema),
  })
  .transform((u): AuthenticatedUser => ({
    orgUserId: u.id,
    userId: u.userId,
    organizationId: u.organizationId,
    email: u.email,
    ...(u.firstName === undefined ? {} : { firstName: u.firstName }),
    ...(u.lastName === undefined ? {} : { lastName: u.lastName }),
    // The contract carries the language twice (lang, user.language); either will do.
    ...((u.lang ?? u.user?.language) ? { lang: u.lang ?? u.user?.language } : {}),
    adminRoles: u.adminRoles,
    subscriptions: u.subscriptions,
  }));

const foundOrganization = z.object({
  id: z.number().int(),
  name: z.string(),
  vat: z.string().default(''),
  streetNbr: z.string().default(''),
  postalCode: z.string().default(''),
  city: z.string().default(''),
  country: z.string().default(''),
  status: z.string(),
  walletUrl: z.string(),
  twoFactorAuth: wireTwoFactor,
  /** Not in every answer of the contract's FoundUser; '' when absent. */
  role: z.string().default(''),
});

/** One entry of GET /find-user; an entry without organization is left out by the caller. */
export const foundUserWire = z.object({
  id: z.number().int(),
  /** Only in the signed-in answer (?id=); the public one (?email=) leaves the person out. */
  userId: z.number().int().optional(),
  email: z.string().optional(),
  isActive: z.boolean(),
  isAdmin: z.boolean().default(false),
  /** With the forgot-password flag (pr): whether the platform can mail a reset link. */
  canResetPassword: z.boolean().optional(),
  organization: foundOrganization.nullable(),
});
type FoundUserWire = z.infer<typeof foundUserWire>;
type WithOrganization = FoundUserWire & { organization: z.infer<typeof foundOrganization> };

export const hasOrganization = (f: FoundUserWire): f is WithOrganization => f.organization !== null;

export const toFoundUser = ({ organization: o, ...f }: WithOrganization): FoundUser => ({
  orgUserId: f.id,
  isActive: f.isActive,
  ...(f.canResetPassword === undefined ? {} : { canResetPassword: f.canResetPassword }),
  organization: {
    id: o.id,
    name: o.name,
    status: o.status,
    walletUrl: o.walletUrl,
    twoFactorAuth: fromWireTwoFactor(o.twoFactorAuth),
  },
});

// The organization's fields as the fake platform answers them (fake-platform/src/http/views.ts,
// services/find-user.ts): api-adapter/test/organization-fields.contract.test.ts proves they read back
// as stored.
export const toMembership = ({ organization: o, ...f }: WithOrganization): Membership => ({
  orgUserId: f.id,
  isAdmin: f.isAdmin,
  isActive: f.isActive,
  organization: {
    id: o.id,
    name: o.name,
    vat: o.vat,
    streetNbr: o.streetNbr,
    postalCode: o.postalCode,
    city: o.city,
    country: o.country,
    walletUrl: o.walletUrl,
  },
});

/** A success answer without a body the domain needs. */
export const ignored = z.unknown().transform((): void => undefined);
