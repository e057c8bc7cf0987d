import { defineMessages } from '../messages/define.ts';

export const userMessages = defineMessages({});
