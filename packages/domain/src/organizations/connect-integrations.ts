import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { MessageRef } from '../messages/catalogue.ts';
import { tagged, type Tagged, type TransportError } from '../shared/errors.ts';
import { validate, type ValidationError } from '../validation/validate.ts';
import { PORTBASE_META, portbaseConnectSchema } from './integrations.ts';
import type { OrganizationMetaGateway, OrganizationsGateway } from './ports.ts';
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
 * 'Confirm' in the Portbase dialog: replaces the portal's Portbase meta with a manual link, plus
 * the EAN for an inland operator. send_all (autosend) is left alone: the portal only shows it.
 */
export const connectPortbase =
  (deps: { meta: OrganizationMetaGateway }) =>
  (input: { organizationId: number; form: unknown }): ResultAsync<MessageRef, ConnectPortbaseError> =>
    validate(portbaseConnectSchema, input.form).asyncAndThen((form) => {
      const { organizationId } = input;
      const metaSource = PORTBASE_META.metaSource;
      return deps.meta
        .remove({ organizationId, metaSource, metaName: [PORTBASE_META.ean, PORTBASE_META.manual] })
        .andThen(() =>
          deps.meta.create({ organizationId, metaSource, metaName: PORTBASE_META.manual, metaValue: 'true' }),
        )
        .andThen(() =>
          form.inlandOperator
            ? deps.meta.create({
                organizationId,
                metaSource,
                metaName: PORTBASE_META.ean,
                metaValue: form.ean,
              })
            : okAsync(null),
        )
        .map((): MessageRef => ({ id: 'integrations.portbase.saved' }));
    });

/** Removes the Portbase connection: every Portbase meta the portal reads. */
export const removePortbase =
  (deps: { meta: OrganizationMetaGateway }) =>
  (organizationId: number): ResultAsync<MessageRef, TransportError> =>
    deps.meta
      .remove({
        organizationId,
        metaSource: PORTBASE_META.metaSource,
        metaName: [PORTBASE_META.ean, PORTBASE_META.manual, PORTBASE_META.sendAll],
      })
      .map((): MessageRef => ({ id: 'integrations.portbase.removed' }));
