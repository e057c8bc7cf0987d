import { describe, expect, it } from 'vitest';
import { createMessageFormatter } from '../messages/format.ts';
import { userMessages } from './messages.ts';

const english: readonly string[] = Object.values(userMessages).map((m) => m.en);
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('users messages (product-reference §2.5, §5, §8)', () => {
  it('use users.* ids and carry a Dutch text with the same placeholders', () => {
    for (const [id, texts] of Object.entries(userMessages)) {
      expect(id).toMatch(/^users\.[\w.]+$/);
      expect(texts.nl.trim()).not.toBe('');
      expect(placeholders(texts.nl)).toEqual(placeholders(texts.en));
    }
  });

  it('hold every users text of the spec verbatim', () => {
    const spec = [
      'Loading users...',
      'Please review your users',
      'ID',
      'Type',
      'Active',
      'Last name',
      'First name',
      'Email',
      'Phone',
      'Admin App role',
      'SCR App role',
      'Lang',
      'Created',
      'Updated',
      'Action',
      'Activated at',
      'Deleted',
      'Not deleted',
      'Edit user',
      'Delete user',
      'Change password',
      'Invite user for {organization}',
      'Invite user',
      'Edit user {firstName}',
      'Active ?',
      'Are you sure you want to delete this user?',
      'Click Confirm to delete user {name}.',
      'Confirm',
      'Cancel',
      'This emailaddress was already registered',
      'Organization Manager',
      'Connection Manager',
      'User Manager',
      'This dropdown will become active once there is more than 1 active admin.',
      'This switch will become active once the user has set their password. You cannot activate a user manually when they have not set their password yet.',
      'This switch will become active once there is more than 1 active admin.',
      'This switch will become active once the user is active.',
      "Cannot delete this user, since they're the only active admin",
      'User added successfully',
      'User saved successfully',
      'User deleted successfully',
      'User reactivated successfully',
      'Link copied successfully',
      'Mail resent to user successfully',
      'Choose for which organizations you wish to reset your password',
      'New password',
      'Re-enter new password',
      'Reset password(s)',
      'Cancel password reset',
      'Password reset results',
      'Wallet upgrade required',
      'Please choose at least one organization from the list',
      'Choose a password for the company wallet, containing at least 6 characters',
      "Passwords don't match",
    ];
    expect(spec.filter((text) => !english.includes(text))).toEqual([]);
  });

  it('format with values in both languages', () => {
    const ref = { id: 'users.invite.title', values: { organization: 'Antwerp Carrier NV' } } as const;
    expect(createMessageFormatter('en').format(ref)).toBe('Invite user for Antwerp Carrier NV');
    expect(createMessageFormatter('nl').format(ref)).toBe('Gebruiker uitnodigen voor Antwerp Carrier NV');
  });
});
