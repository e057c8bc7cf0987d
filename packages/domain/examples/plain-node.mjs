// Uses the built @scr/domain from a plain Node script: no bundler, no framework.
// Run after `pnpm --filter @scr/domain build`: node packages/domain/examples/plain-node.mjs
import {
  compareVersions,
  createMessageFormatter,
  landing,
  meetsRequiredVersion,
  loginFormSchema,
  validate,
} from '../dist/index.js';

const en = createMessageFormatter('en');
const nl = createMessageFormatter('nl');

console.log('landing for usr_mgr:', landing(['usr_mgr']));
console.log(
  '1.10.0 vs 1.9.9:',
  compareVersions('1.10.0', '1.9.9'),
  '| 1.0.9 usable:',
  meetsRequiredVersion('1.0.9'),
);

const result = validate(loginFormSchema, {
  email: ' Anna.Admin@Carrier.Example ',
  organizationId: undefined,
  password: '',
});
if (result.isErr()) {
  for (const [field, message] of Object.entries(result.error.fields)) {
    console.log(`${field}: ${en.format(message)} / ${nl.format(message)}`);
  }
}
