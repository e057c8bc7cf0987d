import { z } from 'zod';
import type { MessageRef } from '../messages/catalogue.ts';
import { message, optionalText } from '../validation/rules.ts';
import {
  activeOrganizationStatuses,
  eligiblePartnerRoles,
  type Connection,
  type ConnectionParty,
} from './entities.ts';

/** Why an organization cannot be picked again: a request is open, or a connection exists. */
export type ExistingLink = 'requested' | 'connected';

/** Open (pending, accepted, confirmed) → requested; finalized → connected; ended ones do not count. */
export const existingLinks = (
  connections: readonly Connection[],
  organizationId: number,
): ReadonlyMap<number, ExistingLink> => {
  const links = new Map<number, ExistingLink>();
  for (const c of connections) {
    const other =
      c.organizationIdA === organizationId
        ? c.organizationIdB
        : c.organizationIdB === organizationId
          ? c.organizationIdA
          : null;
    if (other === null || c.status === 'declined' || c.status === 'cancelled') continue;
    if (c.status === 'finalized') links.set(other, 'connected');
    else if (!links.has(other)) links.set(other, 'requested');
  }
  return links;
};

export type EligibleOption = {
  readonly party: ConnectionParty;
  readonly disabled: boolean;
  /** '-- A request was already sent' or '-- A connection was already made'. */
  readonly note: MessageRef | null;
};

const notes: Readonly<Record<ExistingLink, MessageRef>> = {
  connected: Object.freeze({ id: 'connections.connect.alreadyConnected' }),
  requested: Object.freeze({ id: 'connections.connect.alreadyRequested' }),
};
/** The note of a disabled option; one shared (frozen) reference per kind, not one per option. */
export const linkNote = (link: ExistingLink): MessageRef => notes[link];

/** The note of an organization whose subscription ended (product-reference §1: its account is deactivated). */
const subscriptionEnded: MessageRef = Object.freeze({ id: 'connections.connect.subscriptionEnded' });

const roles: ReadonlySet<string> = new Set(eligiblePartnerRoles);
const statuses: ReadonlySet<string> = new Set(activeOrganizationStatuses);

/**
 * The eligible list of 'Connect with another organization' (product-reference §5): never our own organization,
 * only partner roles (other, driver, bargeoperator, transporter) and active organizations (decision:
 * the same statuses that may sign in; the API search is asked for these too). Organizations we have
 * an open or active connection with stay listed, disabled and labelled. Linear in both lists. An
 * organization the platform says has no active subscription stays listed too, disabled and labelled:
 * its account is deactivated (product-reference §1), so a request to it could not be answered.
 */
export const eligibleOrganizations = (
  organizationId: number,
  candidates: readonly ConnectionParty[],
  connections: readonly Connection[],
): EligibleOption[] => {
  const links = existingLinks(connections, organizationId);
  const options: EligibleOption[] = [];
  for (const party of candidates) {
    if (party.id === organizationId || !roles.has(party.role) || !statuses.has(party.status)) continue;
    const link = links.get(party.id);
    const note = link ? linkNote(link) : party.subscriptionActive === false ? subscriptionEnded : null;
    options.push({ party, disabled: note !== null, note });
  }
  return options;
};

/**
 * The picker's order: the organizations one can choose first, then those one cannot (each with its
 * note), each part in the order it came. Decision: the ones that cannot be chosen stay listed rather
 * than filtered out. An admin looking for a partner must learn why it cannot be picked (already
 * connected, a request open, its wallet down) instead of wondering whether it exists, and the VAT
 * lookup of the invite dialog would otherwise be their only way to find out. Listed after the
 * choosable ones, they no longer push those to later pages. Linear; a new array.
 */
export const pickableFirst = (options: readonly EligibleOption[]): EligibleOption[] => [
  ...options.filter((o) => !o.disabled),
  ...options.filter((o) => o.disabled),
];

/** The selection to send: at least one organization, each with an optional customer reference. */
export const connectionRequestSchema = z.object({
  organizations: z
    .array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        vat: z.string(),
        /** Carriers only (product-reference §6); others send none. */
        customerReference: optionalText(),
      }),
      message('connections.connect.selectAtLeastOne'),
    )
    .min(1, message('connections.connect.selectAtLeastOne')),
});
export type ConnectionRequestInput = z.output<typeof connectionRequestSchema>;

/** 'Send connection request' or 'Send {n} connection requests'. */
export const connectSubmitLabel = (selected: number): MessageRef => ({
  id: 'connections.connect.submit',
  values: { count: selected },
});

/** The confirmation: the question, a customer-reference field per organization for carriers, the button. */
export const connectConfirmation = (
  selected: readonly ConnectionParty[],
  viewerIsCarrier: boolean,
): {
  readonly question: MessageRef;
  readonly organizations: ReadonlyArray<{
    party: ConnectionParty;
    customerReferenceLabel: MessageRef | null;
  }>;
  readonly confirm: MessageRef;
} => ({
  question: { id: 'connections.confirm.question' },
  organizations: selected.map((party) => ({
    party,
    customerReferenceLabel: viewerIsCarrier ? { id: 'connections.confirm.customerReference' } : null,
  })),
  confirm: { id: 'connections.confirm.yes', values: { count: selected.length } },
});
