import { defineMessages } from '../messages/define.ts';

export const sessionMessages = defineMessages({});
