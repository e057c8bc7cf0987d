// @scr/fake-platform: filled by the platform-contract issue.
export {};
