import { defineMessages } from '../messages/define.ts';

export const passwordResetMessages = defineMessages({});
