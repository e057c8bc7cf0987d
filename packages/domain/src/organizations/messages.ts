import { defineMessages } from '../messages/define.ts';

export const organizationMessages = defineMessages({});
