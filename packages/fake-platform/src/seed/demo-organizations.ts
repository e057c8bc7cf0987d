// The demo world's organizations, subscriptions and users (architecture §4): a contract the tests rely on.
import type * as R from '../store/records.ts';
import { daysFrom, organization } from './helpers.ts';

export interface WalletUrls {
  cloud: string;
  v129: string;
  v114: string;
  v109: string;
  unreachable: string;
}

/** Organization ids of the demo world. */
export const demoOrgIds = {
  antwerp: 1,
  ghent: 2,
  rotterdam: 3,
  liege: 4,
  expired: 5,
  basel: 6,
  hamburg: 7,
} as const;

/** Partner organizations (ids 8..16) that give every demo admin's tabs something to show. */
const partners: Array<[string, string, string, string, string]> = [
  ['Brussels Shipping NV', 'BE0111111111', 'other', 'Brussels', 'Belgium'],
  ['Zeebrugge Transport BV', 'BE0222222222', 'transporter', 'Zeebrugge', 'Belgium'],
  ['Mechelen Drivers BV', 'BE0333333333', 'driver', 'Mechelen', 'Belgium'],
  ['Leuven Barge NV', 'BE0666666666', 'bargeoperator', 'Leuven', 'Belgium'],
  ['Kortrijk Logistics BV', 'BE0777777777', 'other', 'Kortrijk', 'Belgium'],
  ['Bruges Haulage NV', 'BE0888888888', 'transporter', 'Bruges', 'Belgium'],
  ['Namur Fluvial SA', 'BE0999999999', 'bargeoperator', 'Namur', 'Belgium'],
  ['Lille Transports SAS', 'FR12345678901', 'transporter', 'Lille', 'France'],
  ['Duisburg Binnenvaart GmbH', 'DE987654321', 'bargeoperator', 'Duisburg', 'Germany'],
];
export const partnerIds = partners.map((_, i) => 8 + i);
export const partnerNames = partners.map(([name]) => name);
/** The name, VAT and city of the partner organization with this id (8..16), or undefined. */
export const partnerById = (id: number): { name: string; vat: string; city: string } | undefined => {
  const p = partners[id - 8];
  return p && { name: p[0], vat: p[1], city: p[3] };
};

export const demoOrganizations = (now: Date, w: WalletUrls): R.OrganizationRecord[] => [
  organization(now, {
    id: 1,
    name: 'Antwerp Carrier NV',
    vat: 'BE0123456789',
    role: 'carrier',
    walletUrl: '0',
    city: 'Antwerp',
    country: 'Belgium',
    contactEmail: 'info@carrier.example',
    supportEmail: 'support@carrier.example',
  }),
  organization(now, {
    id: 2,
    name: 'Ghent Forwarding BV',
    vat: 'BE0987654321',
    role: 'other',
    walletUrl: w.v129,
    city: 'Ghent',
    country: 'Belgium',
    postalCode: '9000',
    contactEmail: 'info@forwarder.example',
    supportEmail: 'support@forwarder.example',
  }),
  organization(now, {
    id: 3,
    name: 'Rotterdam Barge BV',
    vat: 'NL123456789B01',
    role: 'bargeoperator',
    walletUrl: w.v109,
    city: 'Rotterdam',
    country: 'Netherlands',
    postalCode: '3011 AA',
    contactEmail: 'info@barge.example',
    supportEmail: 'support@barge.example',
  }),
  organization(now, {
    id: 4,
    name: 'Liege Trucking SA',
    vat: 'BE0555555555',
    role: 'transporter',
    walletUrl: '0',
    city: 'Liege',
    country: 'Belgium',
    postalCode: '4000',
    twoFactorAuth: '2FA using email',
    contactEmail: 'info@trucking.example',
    supportEmail: 'support@trucking.example',
  }),
  organization(now, {
    id: 5,
    name: 'Expired Logistics BV',
    vat: 'BE0444444444',
    role: 'transporter',
    walletUrl: '0',
    city: 'Mechelen',
    country: 'Belgium',
    contactEmail: 'info@expired.example',
    supportEmail: 'support@expired.example',
  }),
  organization(now, {
    id: 6,
    name: 'Basel Inland AG',
    vat: 'CHE123456789',
    role: 'other',
    walletUrl: w.unreachable,
    city: 'Basel',
    country: 'Switzerland',
    postalCode: '4001',
    contactEmail: 'info@basel.example',
    supportEmail: 'support@basel.example',
  }),
  organization(now, {
    id: 7,
    name: 'Hamburg Drivers GmbH',
    vat: 'DE123456789',
    role: 'driver',
    walletUrl: '0',
    city: 'Hamburg',
    country: 'Germany',
    postalCode: '20095',
    status: 'pending',
    isActive: false,
    contactEmail: 'info@drivers.example',
    supportEmail: 'support@drivers.example',
  }),
  ...partners.map(([name, vat, role, city, country], i) =>
    organization(now, { id: 8 + i, name, vat, role, city, country, walletUrl: i === 0 ? w.v114 : '0' }),
  ),
];

export const demoSubscriptions = (now: Date): R.SubscriptionRecord[] => {
  const open = (organizationId: number, subscriptionId: number) => ({
    organizationId,
    subscriptionId,
    startDate: daysFrom(now, -365),
    endDate: null,
  });
  const rows: Omit<R.SubscriptionRecord, 'id'>[] = [
    open(1, 4),
    open(2, 10),
    open(2, 2),
    open(3, 10),
    open(3, 1),
    { organizationId: 4, subscriptionId: 5, startDate: daysFrom(now, -30), endDate: daysFrom(now, 60) },
    { organizationId: 5, subscriptionId: 4, startDate: daysFrom(now, -400), endDate: daysFrom(now, -1) },
    open(6, 4),
    open(7, 3),
    ...partnerIds.map((id) => open(id, 4)),
  ];
  return rows.map((row, i) => ({ id: i + 1, ...row }));
};
