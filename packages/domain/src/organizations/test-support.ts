/** The raw values of a valid organization profile form, as a person fills it in; any can be overridden. */
export const aProfileForm = (overrides: Record<string, unknown> = {}): Record<string, unknown> => ({
  name: 'Antwerp Carrier NV',
  vat: 'BE0123456789',
  streetNbr: 'Kaai 1',
  postalCode: '2000',
  city: 'Antwerpen',
  country: 'Belgium',
  contactEmail: 'info@carrier.example',
  supportEmail: 'support@carrier.example',
  walletUrl: 'https://wallet.carrier.example:8443',
  twoFactorAuth: 'disabled',
  ...overrides,
});
