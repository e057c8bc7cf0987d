import { errAsync, type ResultAsync } from 'neverthrow';
import type { MessageRef } from '../messages/catalogue.ts';
import { tagged, type Tagged, type TransportError } from '../shared/errors.ts';
import { validate, type ValidationError } from '../validation/validate.ts';
import { portbaseConnectSchema } from './integrations.ts';
import type { OrganizationsGateway, PortbaseGateway } from './ports.ts';
import { organizationNotFound, type OrganizationNotFound } from './profile.ts';

/** The organization has no Cpoint code to connect with. */
export type NoCpointCode = Tagged<'NoCpointCode'>;
/** The rich failure text of product-reference §8: invalid account or no access, procedure, service desk. */
export type CpointFailed = Tagged<'CpointFailed', { cause: TransportError }>;
/** What `connectCpoint` can fail with. */
export type ConnectCpointError = OrganizationNotFound | NoCpointCode | CpointFailed | TransportError;

/**
 * The /cpoint callback (product-reference §2.7): sends the code from the query string. The page shows
 * 'Connecting...' meanwhile and the success text with the code after. A refusal by the platform
 * (an HTTP error) is the rich failure text; offline and an expired session keep their own texts.
 */
export const connectCpoint =
  (deps: { organizations: OrganizationsGateway }) =>
  (input: {
    organizationId: number | null | undefined;
    code: string | null | undefined;
  }): ResultAsync<{ code: string; message: MessageRef }, ConnectCpointError> => {
    const code = (input.code ?? '').trim();
    if (code === '') return errAsync(tagged('NoCpointCode', 'integrations.cpoint.noCode'));
    if (input.organizationId === null || input.organizationId === undefined)
      return errAsync(organizationNotFound());
    return deps.organizations
      .setCpointCode(input.organizationId, code)
      .mapErr((cause): ConnectCpointError =>
        cause.kind === 'HttpError' || cause.kind === 'Forbidden' || cause.kind === 'MalformedResponse'
          ? tagged('CpointFailed', 'integrations.cpoint.failed', undefined, { cause })
          : cause,
      )
      .map(({ cpointCode }) => ({
        code: cpointCode,
        message: { id: 'integrations.cpoint.success', values: { code: cpointCode } },
      }));
  };

/** The texts the /cpoint page shows while connecting. */
export const cpointConnectingMessage: MessageRef = { id: 'integrations.cpoint.connecting' };

/** What `connectPortbase` can fail with. */
export type ConnectPortbaseError = ValidationError | TransportError;

/**
 * 'Confirm' in the Portbase dialog: sets the link in one call, a manual link plus the EAN for an inland
 * operator (without it a stored EAN goes). send_all (autosend) is left alone: the portal only shows it.
 * One call, so the organization's activity records one connect (or one change on a re-connect).
 */
export const connectPortbase =
  (deps: { portbase: PortbaseGateway }) =>
  (input: { organizationId: number; form: unknown }): ResultAsync<MessageRef, ConnectPortbaseError> =>
    validate(portbaseConnectSchema, input.form).asyncAndThen((form) =>
      deps.portbase
        .connect(input.organizationId, form.inlandOperator ? form.ean : null)
        .map((): MessageRef => ({ id: 'integrations.portbase.saved' })),
    );

/** Removes the Portbase connection, every Portbase meta the portal reads, in one call. */
export const removePortbase =
  (deps: { portbase: PortbaseGateway }) =>
  (organizationId: number): ResultAsync<MessageRef, TransportError> =>
    deps.portbase.disconnect(organizationId).map((): MessageRef => ({ id: 'integrations.portbase.removed' }));
