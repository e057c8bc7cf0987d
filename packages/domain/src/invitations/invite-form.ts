import { z } from 'zod';
import type { MessageRef } from '../messages/catalogue.ts';
import { message, optionalText, requiredEmail, requiredText, vatNumber } from '../validation/rules.ts';
import { contractMaxLength } from '../validation/generated/contract-facts.ts';
import type { ConnectionParty } from '../connections/entities.ts';
import { linkNote, type EligibleOption, type ExistingLink } from '../connections/eligible.ts';

/**
 * The 'Invite a new organization to onboard' form (product-reference §2.6, §5): Company name, Company email
 * and VAT required, the message optional (multi-line, kept as typed apart from trimming), the
 * customer reference only for carriers (dropped for others).
 */
const limits = contractMaxLength.InvitationCreate;

export const inviteFormSchema = (viewerIsCarrier: boolean) =>
  z.object({
    name: requiredText('invitations.field.name', limits.name),
    contactEmail: requiredEmail('invitations.field.contactEmail', limits.contactEmail),
    vat: vatNumber('invitations.field.vat'),
    msg: optionalText(limits.msg),
    customerReference: viewerIsCarrier
      ? optionalText(limits.customerReference)
      : z
          .unknown()
          .optional()
          .transform(() => ''),
  });
export type InviteFormInput = z.output<ReturnType<typeof inviteFormSchema>>;

/**
 * When the VAT lookup found organizations, the dialog connects to one of them instead:
 * 'Select an organization' must then name one of the selectable matches.
 */
export const connectToFoundSchema = (selectableIds: readonly number[], viewerIsCarrier: boolean) =>
  z.object({
    organizationId: z
      .number(message('invitations.error.selectOrganization'))
      .refine((id) => selectableIds.includes(id), message('invitations.error.selectOrganization')),
    customerReference: viewerIsCarrier
      ? optionalText()
      : z
          .unknown()
          .optional()
          .transform(() => ''),
  });

/** The VAT lookup ignores an empty VAT (product-reference §5). */
export const shouldLookUpVat = (vat: string): boolean => vat.trim() !== '';

export type VatLookup =
  /** No lookup was made (empty VAT). */
  | { readonly kind: 'skipped' }
  /** Nothing found: the form sends an invitation to register. */
  | { readonly kind: 'notRegistered'; readonly notice: MessageRef }
  /** Found: pick an organization ('Select an organization' when several; a single one is preselected). */
  | {
      readonly kind: 'found';
      readonly notice: MessageRef;
      readonly options: readonly EligibleOption[];
      readonly preselected: number | null;
    }
  /** A single hit that is already requested or connected: it cannot be selected. */
  | { readonly kind: 'alreadyLinked'; readonly notice: MessageRef; readonly link: ExistingLink };

/**
 * The notice after a VAT lookup. `matches` are the organizations with that VAT (our own is left
 * out), `links` our open or active connections by organization id (connections/eligible.ts),
 * `product` the product name of the runtime config.
 */
export const vatLookupNotice = (input: {
  readonly vat: string;
  readonly matches: readonly ConnectionParty[];
  readonly links: ReadonlyMap<number, ExistingLink>;
  readonly organizationId: number;
  readonly product: string;
}): VatLookup => {
  if (!shouldLookUpVat(input.vat)) return { kind: 'skipped' };
  const matches = input.matches.filter((m) => m.id !== input.organizationId);
  const [single] = matches;
  if (!single) return { kind: 'notRegistered', notice: { id: 'invitations.vat.notRegistered' } };
  const singleLink = matches.length === 1 ? input.links.get(single.id) : undefined;
  if (singleLink)
    return {
      kind: 'alreadyLinked',
      link: singleLink,
      notice: {
        id:
          singleLink === 'connected'
            ? 'invitations.vat.alreadyConnected'
            : 'invitations.vat.alreadyRequested',
        values: { name: single.name },
      },
    };
  const options = matches.map((party): EligibleOption => {
    const link = input.links.get(party.id);
    return { party, disabled: !!link, note: link ? linkNote(link) : null };
  });
  return {
    kind: 'found',
    notice: { id: 'invitations.vat.found', values: { product: input.product } },
    options,
    preselected: matches.length === 1 ? single.id : null,
  };
};

/** 'Send connection request' if the VAT was found, else 'Send invitation to register'. */
export const inviteSubmitLabel = (lookup: VatLookup): MessageRef => ({
  id:
    lookup.kind === 'found' || lookup.kind === 'alreadyLinked'
      ? 'invitations.submit.connect'
      : 'invitations.submit.invite',
});
