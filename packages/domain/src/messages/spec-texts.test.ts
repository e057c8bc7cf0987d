import { describe, expect, it } from 'vitest';
import { catalogues } from './catalogue.ts';
import { createMessageFormatter } from './format.ts';

// Every quoted text of product-reference §5 (validation) and §8 (error catalogue, success messages), English
// verbatim. A text the spec cuts off with '...' must begin an entry; {placeholders} may be renamed.
const spec5 = [
  'Admin email addresses do not match',
  'Choose a password for the company wallet, containing at least 6 characters',
  'Email is not valid',
  'Not activated yet',
  'Organization not registered yet. Please fill in the other required fields and an invitation to register will be sent to the organization.',
  "Passwords don't match",
  'Please choose a country',
  'Please choose at least one organization from the list',
  'Please enter at least {n} characters',
  'Please enter no more than {n} characters',
  'Please enter at least {n} and no more than {m} characters',
  'Please provide a valid VAT number, beginning with the country code',
  'Please select an organization from the list',
  'Please select one or more organizations',
  'This dropdown will become active once there is more than 1 active admin.',
  'This switch will become active once the user has set their password. You cannot activate a user manually when they have not set their password yet.',
  'This switch will become active once there is more than 1 active admin.',
  'This switch will become active once the user is active.',
  'VAT number found. Choose an existing organization to connect to from the list below, or complete the form to send an invitation to onboard to the {product} App.',
  '-- A request was already sent',
  '-- A connection was already made',
];
const spec8 = [
  'Access denied',
  "Can't connect to wallet on {url}: {message}",
  "Cannot delete this user, since they're the only active admin",
  'Could not find password reset request',
  'Could not get token',
  'Could not reach the API. Please contact your admin user.',
  'Could not reach your wallet. Are you sure it is running?',
  'Email or wallet password incorrect.',
  'For security reasons, your session has expired. Please log out and back in again.',
  "Invalid credentials. Click the 'Forgot password' button if you forgot your password",
  'Invalid credentials. If you forgot your password, please ask your administrator.',
  'Invitation code not found',
  'Login failed. We cannot reach the ID wallet of your organization...',
  'Missing accept code',
  'Missing invitation code',
  'Missing password reset code',
  'No My Port of Antwerp-Bruges code found',
  'No page exists for this route',
  'No user found for this email address',
  'Password reset link has already been used...',
  'Password reset link has expired...',
  'The wallet for this organization seems to be hosted by the company itself. Please contact the administrator for your password reset.',
  'There was a problem resetting your password: {error}',
  'User not authenticated. Please click the button to return to the login screen',
  'Verification code sent successfully',
  'Wallet URL is unknown...', // 'with the support contact' follows
  'Wallet token expired',
  'Your account has not been activated. Please contact your administrator.',
  'Your link expired. Please request a new one from the admin that invited you.',
  'Your link expired. Please request a new one from the party that invited you.',
  'Your link expired. Please request a new one on the login screen.',
  'Your subscription expired. Therefore, your account has been deactivated temporarily.',
  'Invalid status {x} for updating connection',
  'Connection request was cancelled meanwhile by {org}. It will be removed from your overview',
  // success messages
  'Organization saved successfully',
  'User added successfully',
  'User saved successfully',
  'User deleted successfully',
  'User reactivated successfully',
  'Operation cancelled',
  'Link copied successfully',
  'Mail resent to user successfully',
  'Connection {status} successfully',
  'Invitations accepted successfully',
  'Connection request sent successfully to {name}',
  'Invitation sent successfully to {name}',
  'Invitation cancelled successfully',
  'Invitation re-sent successfully',
  'Portbase information saved successfully',
  'Portbase connection removed successfully',
];

const norm = (s: string) =>
  s
    .replace(/\{[^}]*\}/g, '{}')
    .replace(/\s+/g, ' ')
    .trim();
const english = Object.values(catalogues.en).map(norm);
const present = (text: string) => {
  const n = norm(text);
  if (n.endsWith('...')) {
    const prefix = n.slice(0, -3);
    return english.some((e) => e.startsWith(prefix));
  }
  return english.includes(n);
};

describe('the English catalogue holds every text of product-reference §5 and §8 verbatim', () => {
  it.each([...spec5, ...spec8])('%s', (text) => {
    expect(present(text)).toBe(true);
  });

  it("writes the required rule as 'Please provide a/an {label}'", () => {
    const en = createMessageFormatter('en');
    expect(en.format({ id: 'validation.required', values: { label: 'Company name' } })).toBe(
      'Please provide a company name',
    );
    expect(en.format({ id: 'validation.required', values: { label: 'Email' } })).toBe(
      'Please provide an email',
    );
  });

  it('has a Dutch text for every id, and no Dutch text left in English', () => {
    expect(Object.keys(catalogues.nl).sort()).toEqual(Object.keys(catalogues.en).sort());
    const untranslated = Object.entries(catalogues.nl).filter(
      ([id, nl]) => nl === catalogues.en[id as keyof typeof catalogues.en] && /[a-z]{4,} [a-z]{4,}/i.test(nl),
    );
    expect(untranslated).toEqual([]);
  });
});
