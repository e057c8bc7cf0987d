import { defineMessages } from '../messages/define.ts';
import { userTableMessages } from './messages-table.ts';
import { userFormMessages } from './messages-form.ts';
import { userPasswordResetMessages } from './messages-password-reset.ts';
import { userEmptyMessages } from './messages-empty.ts';
import { userImportMessages } from './messages-import.ts';
import { userImportDialogMessages } from './messages-import-dialog.ts';
import { userBulkMessages } from './messages-bulk.ts';

/** Every text of the users context (product-reference §2.5, §4 'User', §5, §6, §8), ids 'users.<what>'. */
export const userMessages = defineMessages({
  ...userTableMessages,
  ...userFormMessages,
  ...userPasswordResetMessages,
  ...userEmptyMessages,
  ...userImportMessages,
  ...userImportDialogMessages,
  ...userBulkMessages,
});
