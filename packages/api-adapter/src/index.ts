// @scr/api-adapter: filled by the platform-contract issue.
export {};
