import { defineMessages } from '../messages/define.ts';

export const invitationMessages = defineMessages({});
