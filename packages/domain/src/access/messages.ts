import { defineMessages } from '../messages/define.ts';

export const accessMessages = defineMessages({});
