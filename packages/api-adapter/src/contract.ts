// The platform contract's generated types (openapi/generated, from openapi/platform.yaml), as the
// adapter uses them. The `Id` header the contract marks required on most calls is added by the
// client's middleware from the SessionStore, so the request types here leave it out.
import type { Client } from 'openapi-fetch';
import type { components, paths as GeneratedPaths } from '../../../openapi/generated/platform.ts';

export type Schemas = components['schemas'];

type WithoutIdHeader<P> = P extends { header?: infer H }
  ? Omit<P, 'header'> & { header?: Omit<NonNullable<H>, 'Id'> }
  : P;
type WithoutIdOperation<Op> = Op extends { parameters: infer P }
  ? Omit<Op, 'parameters'> & { parameters: WithoutIdHeader<P> }
  : Op;

/** The contract's paths with the middleware-supplied `Id` header removed from every request. */
export type Paths = {
  [Path in keyof GeneratedPaths]: {
    [Key in keyof GeneratedPaths[Path]]: Key extends 'parameters'
      ? WithoutIdHeader<GeneratedPaths[Path][Key]>
      : WithoutIdOperation<GeneratedPaths[Path][Key]>;
  };
};

/** An openapi-fetch client over the contract. */
export type PlatformClient = Client<Paths>;

type JsonBody<Op> = Op extends { requestBody?: { content: { 'application/json': infer B } } } ? B : never;
/** The JSON request body of one operation (for the compile-time fit checks). */
export type RequestBody<Path extends keyof GeneratedPaths, Method extends 'post' | 'patch'> = JsonBody<
  NonNullable<GeneratedPaths[Path][Method]>
>;
