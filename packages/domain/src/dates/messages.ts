import { defineMessages } from '../messages/define.ts';

export const dateMessages = defineMessages({});
