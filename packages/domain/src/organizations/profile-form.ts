import { z } from 'zod';
import {
  message,
  optionalText,
  requiredChoice,
  requiredEmail,
  requiredText,
  vatNumber,
} from '../validation/rules.ts';
import { contractMaxLength } from '../validation/generated/contract-facts.ts';
import { HOSTED_WALLET_URL } from '../wallet/wallet-url.ts';
import { twoFactorChoices, type Organization } from './organization.ts';

const LOOPBACK_HOSTS = ['127.0.0.1', 'localhost', '[::1]'];

/**
 * A company wallet URL (product-reference §5 'a full URL with https and port'). Decisions where the spec is silent:
 * - '0' means the provider-hosted wallet (product-reference §3) and stays valid, so saving a hosted
 *   organization's profile never forces a URL on it;
 * - http is accepted only on loopback hosts (127.0.0.1, localhost, [::1]): the company wallet is
 *   'a locally run component', and browsers treat loopback as a secure context;
 * - the port must be explicit (1–65535); a path is allowed, credentials, query and fragment are not.
 */
export const isValidWalletUrl = (value: string): boolean => {
  const url = value.trim();
  if (url === HOSTED_WALLET_URL) return true;
  const m =
    /^(https?):\/\/(\[[0-9a-f:.]+\]|[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*):(\d{1,5})(\/[^\s?#]*)?$/i.exec(
      url,
    );
  if (!m) return false;
  const [, scheme, host, , , , port] = m;
  const portNumber = Number(port);
  if (portNumber < 1 || portNumber > 65535) return false;
  return scheme!.toLowerCase() === 'https' || LOOPBACK_HOSTS.includes(host!.toLowerCase());
};

/** The platform's limits of an organization's fields (its profile patch and the onboarding take these). */
const limits = contractMaxLength.OrganizationInput;

/** The organization profile form (product-reference §2.4, §5 Organization form). VAT is shown, not editable. */
export const profileFormSchema = z.object({
  name: requiredText('organizations.field.name', limits.name),
  vat: vatNumber('organizations.field.vat'),
  streetNbr: requiredText('organizations.field.streetNbr', limits.streetNbr),
  postalCode: requiredText('organizations.field.postalCode', limits.postalCode),
  city: requiredText('organizations.field.city', limits.city),
  country: requiredText('organizations.field.country', limits.country),
  contactEmail: requiredEmail('organizations.field.contactEmail', limits.contactEmail),
  contactPhone: optionalText(limits.contactPhone),
  supportEmail: requiredEmail('organizations.field.supportEmail', limits.supportEmail),
  supportPhone: optionalText(limits.supportPhone),
  walletUrl: requiredText('organizations.field.walletUrl', limits.walletUrl).refine(
    isValidWalletUrl,
    message('organizations.walletUrl.invalid'),
  ),
  twoFactorAuth: requiredChoice(twoFactorChoices, 'organizations.field.twoFactorAuth'),
});
export type ProfileForm = z.output<typeof profileFormSchema>;

/** The form's starting values from the stored organization (missing texts become ''). */
export const profileFormValues = (org: Organization): Record<keyof ProfileForm, string> => ({
  name: org.name,
  vat: org.vat,
  streetNbr: org.streetNbr ?? '',
  postalCode: org.postalCode ?? '',
  city: org.city ?? '',
  country: org.country ?? '',
  contactEmail: org.contactEmail ?? '',
  contactPhone: org.contactPhone ?? '',
  supportEmail: org.supportEmail ?? '',
  supportPhone: org.supportPhone ?? '',
  walletUrl: org.walletUrl,
  twoFactorAuth: org.twoFactorAuth,
});

/** The 2-FA select's choices with their labels. */
export const twoFactorOptions = [
  { value: 'disabled', label: 'organizations.twoFactor.disabled' },
  { value: 'email', label: 'organizations.twoFactor.email' },
] as const;
