import { defineMessages } from '../messages/define.ts';

export const appMessages = defineMessages({});
