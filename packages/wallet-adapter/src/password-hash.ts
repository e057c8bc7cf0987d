// sha256 hex of a password through WebCrypto (browser and Node): the pwreset wire format and the
// reset grant's binding. Sent, never stored: unsalted, it gives a weak password back to a dictionary.
export const sha256Hex = async (text: string): Promise<string> => {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
};
