// The field names an entry lists. Bookkeeping fields are left out (they change on every write), and
// so are the names of fields whose values are secrets or key material: the entry says a user was
// activated, not that a signing key or an accept code was set.
const unlisted = new Set([
  'id',
  'updatedAt',
  'acceptCode',
  'unlockToken',
  'pkeySign',
  'encrInviterData',
  'encrInviteeData',
  'password',
  'passwordHash',
  'code',
  'signature',
  'challenge',
  'jwt',
  'resendMail',
  'reactivate',
  'sendNotificationMail',
]);

const listed = (names: Iterable<string>): string[] =>
  [...new Set(names)].filter((n) => !unlisted.has(n)).sort();

/** The names of the fields whose values differ between two versions of a record. */
export const changedFields = (before: unknown, after: unknown): string[] => {
  const a = (before ?? {}) as Record<string, unknown>;
  const b = (after ?? {}) as Record<string, unknown>;
  return listed(
    [...new Set([...Object.keys(a), ...Object.keys(b)])].filter(
      (k) => JSON.stringify(a[k]) !== JSON.stringify(b[k]),
    ),
  );
};

/** The names of the fields a request body sends. */
export const sentFields = (body: Record<string, unknown>): string[] => listed(Object.keys(body));
