import { z } from 'zod';
import type { MessageRef } from '../messages/catalogue.ts';
import type { Locale } from '../messages/define.ts';
import { countryDisplayName, toEnglishCountry } from '../countries/countries.ts';
import { message, requiredSentence, whenTexts } from '../validation/rules.ts';
import type { PasswordResetItem } from '../wallet/ports.ts';
import { resolveWalletUrl } from '../wallet/wallet-url.ts';
import { statusDot, type WalletCheck, type WalletStatusDot } from '../wallet/versions.ts';
import type { Membership, ResetOrganization } from './ports.ts';

/** Organization pickers show 6 rows per page (product-reference §9). */
export const PASSWORD_RESET_PAGE_SIZE = 6;
/** Minimum password length (product-reference §9). */
export const MIN_PASSWORD_LENGTH = 6;

/**
 * The organizations a password reset may cover (product-reference §6): those where the actor is an admin and
 * the target user belongs; each becomes the wallet's reset item (product-reference §3 'Password reset item').
 * Sorted by name, then id.
 */
export const resetCandidates = (input: {
  readonly actorMemberships: readonly Membership[];
  readonly targetMemberships: readonly Membership[];
  readonly hostedWalletUrl: string;
}): { readonly organization: ResetOrganization; readonly item: PasswordResetItem }[] => {
  const adminIn = new Map<number, number>();
  for (const m of input.actorMemberships) if (m.isAdmin) adminIn.set(m.organization.id, m.orgUserId);
  const seen = new Set<number>();
  const candidates: { organization: ResetOrganization; item: PasswordResetItem }[] = [];
  for (const m of input.targetMemberships) {
    const adminId = adminIn.get(m.organization.id);
    if (adminId === undefined || seen.has(m.organization.id)) continue;
    seen.add(m.organization.id);
    candidates.push({
      organization: m.organization,
      item: {
        id: m.organization.id,
        userId: m.orgUserId,
        url: resolveWalletUrl(m.organization.walletUrl, input.hostedWalletUrl),
        adminId,
      },
    });
  }
  return candidates.sort(
    (a, b) => a.organization.name.localeCompare(b.organization.name) || a.organization.id - b.organization.id,
  );
};

/** One row of the chooser table: name, VAT, address, URL and the status dot (product-reference §2.5). */
export type ResetChooserRow = {
  readonly organization: ResetOrganization;
  readonly item: PasswordResetItem;
  readonly dot: WalletStatusDot;
  readonly selectable: boolean;
  /** Why the row cannot be chosen: "Can't connect to wallet on {url}: {message}" (product-reference §8). */
  readonly reason?: MessageRef;
};

/** An organization's address on one line, its country named in the reader's language. */
export const organizationAddress = (o: ResetOrganization, locale: Locale): string =>
  [
    o.streetNbr,
    [o.postalCode, o.city].filter(Boolean).join(' '),
    o.country && countryDisplayName(toEnglishCountry(o.country), locale),
  ]
    .filter(Boolean)
    .join(', ');

/** The chooser's rows, given each organization's wallet check (keyed by organization id). */
export const resetChooserRows = (
  candidates: ReturnType<typeof resetCandidates>,
  checks: ReadonlyMap<number, WalletCheck>,
): ResetChooserRow[] =>
  candidates.map(({ organization, item }) => {
    const check = checks.get(organization.id) ?? { state: 'unchecked' };
    const base = { organization, item, dot: statusDot(check) };
    return check.state === 'unreachable'
      ? {
          ...base,
          selectable: false,
          reason: { id: 'wallet.error.cannotConnect', values: { url: item.url, message: check.reason } },
        }
      : { ...base, selectable: true };
  });

/** One page of rows (zero-based page index). */
export const resetChooserPage = <T>(rows: readonly T[], page: number, size = PASSWORD_RESET_PAGE_SIZE): T[] =>
  rows.slice(Math.max(0, page) * size, Math.max(0, page) * size + size);

/**
 * The organizations ticked when the chooser opens: the one organization that can be chosen, when
 * there is exactly one (nothing is left to decide); none otherwise, so a reset of several
 * organizations is always the admin's own choice.
 */
export const preselectedResets = (
  rows: readonly { readonly selectable: boolean; readonly organization: { readonly id: number } }[],
): number[] => {
  const choosable = rows.filter((r) => r.selectable);
  return choosable.length === 1 && choosable[0] ? [choosable[0].organization.id] : [];
};

/** Ticks or unticks an organization; unselectable rows stay unticked (multi-select). */
export const toggleSelection = (
  selected: readonly number[],
  row: Pick<ResetChooserRow, 'selectable' | 'organization'>,
): number[] => {
  const id = row.organization.id;
  if (selected.includes(id)) return selected.filter((s) => s !== id);
  return row.selectable ? [...selected, id] : [...selected];
};

const passwordRule = message('users.passwordReset.error.password');

/** The chooser's form (product-reference §5 'Password reset (by admin)'). */
export const adminPasswordResetSchema = z
  .object({
    organizationIds: z
      .array(z.number().int(), message('users.passwordReset.error.noOrganization'))
      .min(1, message('users.passwordReset.error.noOrganization')),
    password: z.string(passwordRule).min(MIN_PASSWORD_LENGTH, passwordRule),
    passwordCheck: z
      .string(message(requiredSentence('users.passwordReset.field.confirmationName')))
      .min(1, message(requiredSentence('users.passwordReset.field.confirmationName')))
      .min(MIN_PASSWORD_LENGTH, message('validation.minLength', { min: MIN_PASSWORD_LENGTH })),
  })
  .refine((f) => f.password === f.passwordCheck, {
    ...message('users.passwordReset.error.mismatch'),
    path: ['passwordCheck'],
    when: whenTexts(['password'], ['passwordCheck']),
  });
export type AdminPasswordResetForm = z.output<typeof adminPasswordResetSchema>;
