import { defineMessages } from '../messages/define.ts';

export const connectionMessages = defineMessages({});
