import { defineMessages } from '../messages/define.ts';

export const subscriptionMessages = defineMessages({});
