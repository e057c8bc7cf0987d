import { defineMessages } from '../messages/define.ts';

export const onboardingMessages = defineMessages({});
