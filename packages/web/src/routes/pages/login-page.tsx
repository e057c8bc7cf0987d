import { Card, H2 } from '@blueprintjs/core';
import { useRuntimeConfig } from '../../deps/deps-context.tsx';
import { LanguageSwitch } from '../../i18n/language-switch.tsx';
import { Text } from '../../i18n/text.tsx';
import { HelpButton } from '../../shell/help-button.tsx';

/**
 * The login screen's frame: logo, language switch and help (key login). The sign-in step puts the
 * form (email, organization, password, ...) and the notice frame into it.
 */
export const LoginPage = () => {
  const { productName } = useRuntimeConfig();
  return (
    <main className="scr-main scr-main--public scr-login">
      <div className="scr-login__tools">
        <LanguageSwitch />
        <HelpButton helpKey="login" />
      </div>
      <Card className="scr-login__card">
        <img src="/logo.svg" alt={productName} height={40} />
        <H2>
          <Text id="session.login" />
        </H2>
      </Card>
    </main>
  );
};
export default LoginPage;
