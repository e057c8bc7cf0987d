import { defineMessages } from '../messages/define.ts';

export const addUserMessages = defineMessages({});
