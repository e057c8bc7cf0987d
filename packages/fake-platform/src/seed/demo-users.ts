// The demo world's users (architecture §4): the demo logins, Antwerp's further users and partner admins.
import type * as R from '../store/records.ts';
import { daysFrom, orgUser } from './helpers.ts';
import { partnerNames } from './demo-organizations.ts';

// Antwerp's twelve further regular users (org-user ids 5..16), so the users table pages.
const regulars =
  'Bram Peeters,Lotte Janssens,Jonas Maes,Emma Jacobs,Lucas Mertens,Marie Willems,Noah Claes,Lena Goossens,Arthur Wouters,Ella De_Smet,Louis Dubois,Julie Hermans'
    .split(',')
    .map((name) => name.split(' ').map((part) => part.replace('_', ' ')) as [string, string]);

/** Org-user ids of the demo logins. */
export const demoUserIds = {
  anna: 1,
  ulrich: 2,
  connie: 3,
  victor: 4,
  invited: 17,
  deleted: 18,
  inactive: 19,
  fionaGhent: 20,
  nina: 21,
  otto: 22,
  fionaRotterdam: 23,
  tina: 24,
  eddie: 25,
  walter: 26,
  hans: 27,
  /** Admin of Brussels Shipping NV (company wallet 1.1.4): a second party for handshake tests. */
  brussels: 28,
} as const;

type Row = [
  id: number,
  userId: number,
  org: number,
  email: string,
  first: string,
  last: string,
  roles: R.AdminRole[],
  extra?: Partial<R.OrgUserRecord>,
];

const rows = (now: Date): Row[] => [
  [1, 1, 1, 'anna.admin@carrier.example', 'Anna', 'Admin', ['org_mgr'], { phone: '+32 470 11 11 11' }],
  [2, 2, 1, 'ulrich.users@carrier.example', 'Ulrich', 'Users', ['usr_mgr']],
  [3, 3, 1, 'connie.connections@carrier.example', 'Connie', 'Connections', ['cnx_mgr'], { lang: 'nl' }],
  [4, 4, 1, 'victor.viewer@carrier.example', 'Victor', 'Viewer', [], { userRole: 'viewer' }],
  [
    17,
    17,
    1,
    'ian.invited@carrier.example',
    'Ian',
    'Invited',
    [],
    {
      isActive: false,
      activatedAt: null,
      acceptCode: 'demo-accept-ian',
      createdAt: daysFrom(now, -3),
      updatedAt: daysFrom(now, -3),
      createdBy: 1,
    },
  ],
  [
    18,
    18,
    1,
    'dora.deleted@carrier.example',
    'Dora',
    'Deleted',
    [],
    { isActive: false, isDeleted: true, deletedAt: daysFrom(now, -20) },
  ],
  [19, 19, 1, 'iris.inactive@carrier.example', 'Iris', 'Inactive', [], { isActive: false }],
  [20, 20, 2, 'fiona.forwarder@forwarder.example', 'Fiona', 'Forwarder', ['org_mgr']],
  [21, 21, 2, 'nina.neweula@forwarder.example', 'Nina', 'Neweula', ['cnx_mgr']],
  [22, 22, 3, 'otto.old@barge.example', 'Otto', 'Old', ['org_mgr'], { lang: 'nl' }],
  [23, 20, 3, 'fiona.forwarder@forwarder.example', 'Fiona', 'Forwarder', ['org_mgr']],
  [24, 24, 4, 'tina.twofactor@trucking.example', 'Tina', 'Twofactor', ['org_mgr']],
  [25, 25, 5, 'eddie.expired@expired.example', 'Eddie', 'Expired', ['org_mgr']],
  [26, 26, 6, 'walter.wallet@basel.example', 'Walter', 'Wallet', ['org_mgr']],
  [27, 27, 7, 'hans.driver@drivers.example', 'Hans', 'Driver', ['org_mgr'], { lang: 'nl' }],
];

export const demoUsers = (now: Date): R.OrgUserRecord[] => {
  const user = ([id, userId, organizationId, email, firstName, lastName, adminRoles, extra]: Row) =>
    orgUser(now, { id, userId, organizationId, email, firstName, lastName, adminRoles, ...extra });
  const regularRows = regulars.map(([first, last], i): Row => {
    const email = `${first.toLowerCase()}.${last.toLowerCase().replace(' ', '')}@carrier.example`;
    return [5 + i, 5 + i, 1, email, first, last, [], { userRole: i % 4 === 3 ? 'viewer' : 'regular' }];
  });
  const partnerRows = partnerNames.map((name, i): Row => {
    const word = name.split(' ')[0] ?? 'Partner';
    return [28 + i, 28 + i, 8 + i, `admin@${word.toLowerCase()}.example`, 'Pat', word, ['org_mgr']];
  });
  return [...rows(now), ...regularRows, ...partnerRows].map(user).sort((a, b) => a.id - b.id);
};
