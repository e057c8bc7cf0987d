// Fixed hostile requests next to the generated ones: boundary cases found or feared, kept as
// regressions. Among them the `$ilike` patterns that make a backtracking matcher run for seconds over
// a long value (`%a%a%…%!` against a name of a's), on every list that searches text.
import type { Case } from './hostile-checks.ts';

/** A name, an email and an organization name as long as the contract allows, all a's. */
export const longFields = {
  firstName: 'a'.repeat(100),
  lastName: 'a'.repeat(100),
  email: `${'a'.repeat(64)}@${'a'.repeat(63)}.${'a'.repeat(63)}.example`,
  organizationName: 'a'.repeat(200),
} as const;

/** Patterns whose backtracking match of a run of a's takes seconds to years; as query values. */
const backtracking = [
  '%a%a%a%a%a%a%a%a%a%a%!',
  '%a_a_a_a_a_a_a_a_a_a%!',
  '%_%_%_%_%_%_%_%_%_%_%!',
  `${'%a'.repeat(249)}%!`,
].map(encodeURIComponent);

/** Who sends a boundary case: Anna (org_mgr) unless a case names other headers. */
export type Boundary = [operation: string, request: Case, headers?: Record<string, string>];

const deep = (n: number) => `${'{"a":'.repeat(n)}1${'}'.repeat(n)}`;
const json = (value: unknown) => ({ kind: 'json' as const, value, note: 'boundary' });
const raw = (text: string, contentType = 'application/json') => ({
  kind: 'raw' as const,
  text,
  contentType,
  note: 'boundary',
});

export const boundaries = (towardsAnna: string, viewer: Record<string, string>): Boundary[] => {
  const get = (path: string, query = ''): Case => ({ path, query, token: true });
  const users = '/organization-users';
  return [
    [
      'PATCH /connections/{reference}',
      {
        ...get(`/connections/${towardsAnna}`),
        body: raw(`{"status":"accepted","encrInviteeData":${deep(20_000)}}`),
      },
    ],
    [
      'PATCH /connections/{reference}',
      {
        ...get(`/connections/${towardsAnna}`),
        body: json({ status: 'accepted', encrInviteeData: JSON.parse(deep(40)) }),
      },
    ],
    [
      'POST /organization-users',
      {
        ...get(users),
        body: json({
          email: 'big@carrier.example',
          firstName: 'x'.repeat(1_000_000),
          lastName: 'Y',
          userRole: 'regular',
        }),
      },
    ],
    [
      'POST /organization-users',
      {
        ...get(users),
        body: json({
          email: 'rtl@carrier.example',
          firstName: '\u202Eevil\u200B',
          lastName: '\uD800',
          userRole: 'regular',
          isAdmin: true,
        }),
      },
    ],
    [
      'POST /organization-users',
      {
        ...get(users),
        body: raw(
          '{"email":"t@carrier.example","firstName":"T","lastName":"T","userRole":"regular"}',
          'text/plain',
        ),
      },
    ],
    [
      'PATCH /organizations/{id}',
      { ...get('/organizations/1'), body: raw('{"__proto__":{"isAdmin":true},"name":"P"}') },
    ],
    ['PATCH /organizations/{id}', { ...get('/organizations/1'), body: raw('{"name": ') }],
    ['PATCH /organizations/{id}', { ...get('/organizations/1'), body: json([{ name: 'Array' }]) }],
    ['PATCH /organizations/{id}', { ...get('/organizations/1'), body: json(null) }],
    ['DELETE /organization-users/{id}', get(`${users}/0x1`)],
    ['DELETE /organization-users/{id}', get(`${users}/1e0`)],
    ['DELETE /organization-users/{id}', get(`${users}/%201`)],
    ['GET /organizations/{id}', get('/organizations/constructor')],
    ['GET /organizations/{id}', get('/organizations/__proto__')],
    ...[
      '$where=1',
      '$limit=-1',
      '$limit=1e9',
      '$skip=-1',
      '$sort[nope]=1',
      '$or[0][$or][0][id]=1',
      'email[$regex]=.*',
      '__proto__[polluted]=1',
      'constructor[prototype][polluted]=1',
      'a[0][b]=1',
      'id[$in][0][b]=1',
    ].map((q): Boundary => ['GET /organization-users', get(users, q)]),
    ...backtracking.flatMap((like): Boundary[] => [
      ['GET /organization-users', get(users, `firstName[$ilike]=${like}`)],
      ['GET /organization-users', get(users, `lastName[$ilike]=${like}&isDeleted=false`)],
      [
        'GET /organization-users',
        get(
          users,
          ['firstName', 'lastName', 'email'].map((f, i) => `$or[${i}][${f}][$ilike]=${like}`).join('&'),
        ),
      ],
      ['GET /organizations', get('/organizations', `name[$ilike]=${like}`), viewer],
      ['GET /organizations', get('/organizations', `$limit=50&name[$ilike]=${like}`)],
      ['GET /connections', get('/connections', `$or[0][name][$ilike]=${like}&$or[1][email][$ilike]=${like}`)],
    ]),
  ];
};
