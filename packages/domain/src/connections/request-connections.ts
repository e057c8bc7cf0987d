import { ResultAsync, okAsync } from 'neverthrow';
import type { MessageRef } from '../messages/catalogue.ts';
import type { TransportError } from '../shared/errors.ts';
import type { IdGenerator } from '../shared/ports.ts';
import type { WalletError } from '../wallet/errors.ts';
import { validate, type ValidationError } from '../validation/validate.ts';
import { vatLookupNotice, type VatLookup } from '../invitations/invite-form.ts';
import { activeOrganizationStatuses, eligiblePartnerRoles, type Connection } from './entities.ts';
import {
  connectionRequestSchema,
  eligibleOrganizations,
  existingLinks,
  pickableFirst,
  type EligibleOption,
} from './eligible.ts';
import { actingContext, actingOrganization, type ActingDeps, type WalletUpgradeRequired } from './acting.ts';
import type { ConnectionsGateway, PartnerDirectory } from './ports.ts';
import { checkEligibleWallets } from './eligible-wallets.ts';
import { TAB_WAITING, type TabIndex } from './tabs.ts';
import type { Wallet } from '../wallet/ports.ts';

/** The ports `requestConnections` works through. */
export type RequestConnectionsDeps = ActingDeps & {
  readonly connections: ConnectionsGateway;
  readonly ids: IdGenerator;
};
export type RequestConnectionsError = ValidationError | TransportError | WalletError | WalletUpgradeRequired;
/** The requests sent so far, and their messages. */
type SentRequests = {
  readonly connections: readonly Connection[];
  /** 'Connection request sent successfully to {name}', one per organization. */
  readonly messages: readonly MessageRef[];
};
/** What `requestConnections` gives back on success. */
export type RequestConnectionsResult = SentRequests & {
  /** The tab the sent requests show in: a new request waits for the other party. */
  readonly shownIn: TabIndex;
};

/**
 * Sends one connection request per selected organization, one after the other: a fresh uuid
 * reference, the wallet's initiate public key, then the pending request. Stops at the first
 * failure; requests sent before it stay sent (the list refresh shows them).
 */
export const requestConnections =
  (deps: RequestConnectionsDeps) =>
  (raw: unknown): ResultAsync<RequestConnectionsResult, RequestConnectionsError> =>
    validate(connectionRequestSchema, raw)
      .asyncAndThen(({ organizations }) =>
        actingContext(deps, { walletStep: true }).andThen((acting) =>
          organizations.reduce(
            (acc: ResultAsync<SentRequests, RequestConnectionsError>, org) =>
              acc.andThen((done) => {
                const reference = deps.ids.uuid();
                return deps.wallet
                  .initiateConnection(acting.walletSession, reference)
                  .andThen((inviterData) =>
                    deps.connections.create({
                      id: org.id,
                      name: org.name,
                      vat: org.vat,
                      customerReference: org.customerReference,
                      inviterId: acting.organizationId,
                      reference,
                      encrInviterData: { publicKey: inviterData.publicKey },
                    }),
                  )
                  .map((connection) => ({
                    connections: [...done.connections, connection],
                    messages: [
                      ...done.messages,
                      { id: 'connections.success.requestSent', values: { name: org.name } } as const,
                    ],
                  }));
              }),
            okAsync({ connections: [], messages: [] }),
          ),
        ),
      )
      .map((sent) => ({ ...sent, shownIn: TAB_WAITING }));

/** The ports finding the organizations one may send a connection request to work through. */
export type EligibleDeps = {
  readonly connections: ConnectionsGateway;
  readonly partners: PartnerDirectory;
  readonly sessions: ActingDeps['sessions'];
};

/**
 * The 'Connect with another organization' list, optionally narrowed by a name: an organization whose
 * subscription ended or whose wallet does not answer is listed but cannot be chosen (its note says why),
 * after the ones that can (pickableFirst).
 */
export const loadEligibleOrganizations =
  (deps: EligibleDeps & { readonly wallet: Wallet }) =>
  (raw?: { readonly name?: string }): ResultAsync<EligibleOption[], TransportError> =>
    actingOrganization(deps).andThen((organizationId) =>
      ResultAsync.combine([
        deps.partners.searchEligible({
          statuses: activeOrganizationStatuses,
          roles: eligiblePartnerRoles,
          ...(raw?.name ? { name: raw.name } : {}),
        }),
        deps.connections.list(organizationId),
      ])
        .map(([page, connections]) => eligibleOrganizations(organizationId, page.data, connections))
        .andThen((options) => checkEligibleWallets(deps.wallet, options))
        // Ordered once every reason is known: a wallet that does not answer disables its option too.
        .map(pickableFirst),
    );

/** The invite dialog's VAT lookup and its notice; an empty VAT makes no call. */
export const lookUpVat =
  (deps: EligibleDeps) =>
  (raw: { readonly vat: string; readonly product: string }): ResultAsync<VatLookup, TransportError> =>
    raw.vat.trim() === ''
      ? okAsync({ kind: 'skipped' })
      : actingOrganization(deps).andThen((organizationId) =>
          ResultAsync.combine([
            deps.partners.findByVat(raw.vat.trim()),
            deps.connections.list(organizationId),
          ]).map(([page, connections]) =>
            vatLookupNotice({
              vat: raw.vat,
              matches: page.data,
              links: existingLinks(connections, organizationId),
              organizationId,
              product: raw.product,
            }),
          ),
        );
