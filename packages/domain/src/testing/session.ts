/**
 * Builds an unsigned JWT-shaped token ('header.payload.x') for tests of the token rules: the
 * domain reads exp but never checks signatures (the platform does). Pure, ASCII payloads only.
 */
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

const base64Url = (text: string): string => {
  let out = '';
  let buffer = 0;
  let bits = 0;
  for (const byte of Array.from(text, (c) => c.charCodeAt(0) & 0xff)) {
    buffer = (buffer << 8) | byte;
    bits += 8;
    while (bits >= 6) {
      bits -= 6;
      out += ALPHABET[(buffer >> bits) & 63];
    }
  }
  return bits > 0 ? out + ALPHABET[(buffer << (6 - bits)) & 63] : out;
};

export const unsignedToken = (payload: Record<string, unknown>): string =>
  `${base64Url('{"alg":"none","typ":"JWT"}')}.${base64Url(JSON.stringify(payload))}.x`;
