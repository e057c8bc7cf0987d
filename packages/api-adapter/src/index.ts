// @scr/api-adapter: the domain's platform gateways over an openapi-fetch client.
export { createPlatformClient, type PlatformClientConfig } from './client.ts';
export { call, toTransportError, responseText, type FetchOutcome } from './transport.ts';
export { serializeQuery } from './query.ts';
