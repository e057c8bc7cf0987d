// One request per endpoint, for the checks from the outside (authorization-outside.test.ts): tampered,
// foreign and expired tokens, and the same call aimed at another organization's ids. Which role may
// call what is the access policy's (src/auth/policy-table.ts); policy-matrix.test.ts sends its cells.
export type Role = 'org_mgr' | 'usr_mgr' | 'cnx_mgr' | 'none';

export interface Row {
  name: string;
  method: string;
  path: string;
  body?: unknown;
  /** The same call aimed at another organization's ids, by Anna (org_mgr): expected status. */
  other?: { path: string; body?: unknown; status: number };
  /** Public endpoints ignore the token: every column expects this status. */
  public?: number;
}

export const matrix = (refs: { own: string; ghentOnly: string }): Row[] => [
  { name: 'find organizations', method: 'GET', path: '/organizations?$limit=5' },
  {
    name: 'get organization',
    method: 'GET',
    path: '/organizations/1',
    other: { path: '/organizations/2', status: 200 },
  },
  {
    name: 'patch organization',
    method: 'PATCH',
    path: '/organizations/1',
    body: { name: '' },
    other: { path: '/organizations/2', body: { name: 'X' }, status: 403 },
  },
  {
    name: 'link cpoint',
    method: 'PATCH',
    path: '/organizations/1/cpoint',
    body: {},
    other: { path: '/organizations/2/cpoint', body: { code: 'X' }, status: 403 },
  },
  {
    name: 'connect portbase',
    method: 'PUT',
    path: '/organizations/1/portbase',
    body: { ean: '12ab' },
    other: { path: '/organizations/2/portbase', body: { ean: null }, status: 403 },
  },
  {
    name: 'disconnect portbase',
    method: 'DELETE',
    path: '/organizations/1/portbase',
    other: { path: '/organizations/2/portbase', status: 403 },
  },
  {
    name: 'find meta',
    method: 'GET',
    path: '/organization-meta?organizationId=1',
    other: { path: '/organization-meta?organizationId=2', status: 403 },
  },
  {
    name: 'create meta',
    method: 'POST',
    path: '/organization-meta',
    body: {},
    other: {
      path: '/organization-meta',
      body: { organizationId: 2, metaSource: 'cpu', metaName: 'x', metaValue: 'y' },
      status: 403,
    },
  },
  {
    name: 'remove meta',
    method: 'DELETE',
    path: '/organization-meta?organizationId=1&metaName=none',
    other: { path: '/organization-meta?organizationId=2&metaName=ean', status: 403 },
  },
  {
    name: 'find users',
    method: 'GET',
    path: '/organization-users?$limit=3',
    other: { path: '/organization-users?organizationId=2', status: 403 },
  },
  {
    // A CSV export reads the list it exports, page by page in larger pages: the same endpoint, so
    // whoever may not list the users may not export them either.
    name: 'export users (a later page of 500, searched and sorted)',
    method: 'GET',
    path: `/organization-users?organizationId=1&isDeleted=false&$limit=500&$skip=500&$sort[lastName]=1&$sort[id]=1&$or[0][firstName][$ilike]=${encodeURIComponent('%a%')}&$or[1][email][$ilike]=${encodeURIComponent('%a%')}`,
    other: { path: '/organization-users?organizationId=2&$limit=500&$skip=500', status: 403 },
  },
  {
    name: 'get user',
    method: 'GET',
    path: '/organization-users/5',
    other: { path: '/organization-users/20', status: 403 },
  },
  {
    name: 'create user',
    method: 'POST',
    path: '/organization-users',
    body: {},
    other: {
      path: '/organization-users',
      body: { organizationId: 2, email: 'x@y.example', firstName: 'X', lastName: 'Y', userRole: 'regular' },
      status: 403,
    },
  },
  {
    name: 'patch user',
    method: 'PATCH',
    path: '/organization-users/5',
    body: { bogus: 1 },
    other: { path: '/organization-users/20', body: { firstName: 'X' }, status: 403 },
  },
  {
    name: 'delete user',
    method: 'DELETE',
    path: '/organization-users/abc',
    other: { path: '/organization-users/21', status: 403 },
  },
  {
    name: 'find invitations',
    method: 'GET',
    path: '/invitations',
    other: { path: '/invitations?inviterId=2', status: 403 },
  },
  {
    name: 'get invitation',
    method: 'GET',
    path: '/invitations/1',
    other: { path: '/invitations/6', status: 403 },
  },
  {
    name: 'create invitation',
    method: 'POST',
    path: '/invitations',
    body: {},
    other: {
      path: '/invitations',
      body: {
        inviterId: 2,
        name: 'X',
        vat: 'BE0000000001',
        contactEmail: 'x@y.example',
        reference: '00000000-0000-4000-8000-000000000001',
        encrInviterData: { publicKey: 'k' },
      },
      status: 403,
    },
  },
  {
    name: 'patch invitation',
    method: 'PATCH',
    path: '/invitations/1',
    body: {},
    other: { path: '/invitations/6', body: { status: 'cancelled' }, status: 403 },
  },
  { name: 'find connections', method: 'GET', path: '/connections' },
  {
    // A tab's CSV export: the connections list in pages of 500, as the table's own pages.
    name: 'export connections (a page of 500, sorted)',
    method: 'GET',
    path: '/connections?$limit=500&$skip=500&$sort[createdAt]=-1&$sort[reference]=1',
  },
  {
    name: 'get connection',
    method: 'GET',
    path: `/connections/${refs.own}`,
    other: { path: `/connections/${refs.ghentOnly}`, status: 403 },
  },
  {
    name: 'create connection',
    method: 'POST',
    path: '/connections',
    body: {},
    other: {
      path: '/connections',
      body: {
        organizationIdA: 2,
        organizationIdB: 12,
        reference: '00000000-0000-4000-8000-000000000002',
        encrInviterData: { publicKey: 'k' },
      },
      status: 403,
    },
  },
  {
    name: 'patch connection',
    method: 'PATCH',
    path: `/connections/${refs.own}`,
    body: {},
    other: { path: `/connections/${refs.ghentOnly}`, body: { status: 'declined' }, status: 403 },
  },
  {
    name: 'inviter public key',
    method: 'GET',
    path: `/connections/${refs.own}/public-key`,
    other: { path: `/connections/${refs.ghentOnly}/public-key`, status: 403 },
  },
  { name: 'find eulas', method: 'GET', path: '/eulas?$limit=1&$sort[createdAt]=-1' },
  {
    name: 'find eula acceptances',
    method: 'GET',
    path: '/eulas-users',
    other: { path: '/eulas-users?orgUserId=20', status: 403 },
  },
  {
    name: 'accept eula',
    method: 'POST',
    path: '/eulas-users',
    body: {},
    other: { path: '/eulas-users', body: { orgUserId: 20, eulaId: 2 }, status: 403 },
  },
  { name: 'find user by id', method: 'GET', path: '/find-user?id=5' },
  // The audit trail: org_mgr only, always the caller's own organization.
  {
    name: 'find audit entries',
    method: 'GET',
    path: '/audit-entries?$limit=5',
    other: { path: '/audit-entries?organizationId=2', status: 403 },
  },
  { name: 'verify audit trail', method: 'GET', path: '/audit-verification' },
  // The two-factor calls take only the 2FA-pending token: an access token is refused.
  { name: 'send 2FA code', method: 'GET', path: '/two-factor/auth/email' },
  {
    name: 'validate 2FA code',
    method: 'POST',
    path: '/two-factor/auth/email/validate',
    body: { code: '123456' },
  },
  // Public endpoints: the token changes nothing.
  {
    name: 'authentication (bad body)',
    method: 'POST',
    path: '/authentication',
    body: {},
    public: 400,
  },
  {
    name: 'request password reset (bad body)',
    method: 'POST',
    path: '/password-reset',
    body: {},
    public: 400,
  },
  { name: 'read pwreset (no jwt)', method: 'GET', path: '/pwreset', public: 400 },
  { name: 'pwreset (no jwt)', method: 'POST', path: '/pwreset', body: {}, public: 400 },
  { name: 'read onboarding (no jwt)', method: 'GET', path: '/onboarding', public: 400 },
  { name: 'onboard (no jwt)', method: 'POST', path: '/onboarding', body: {}, public: 400 },
  { name: 'read add-user (no jwt)', method: 'GET', path: '/add-user', public: 400 },
  { name: 'add user (no jwt)', method: 'POST', path: '/add-user', body: {}, public: 400 },
  {
    name: 'find user by email',
    method: 'GET',
    path: '/find-user?email=anna.admin@carrier.example',
    public: 200,
  },
];
