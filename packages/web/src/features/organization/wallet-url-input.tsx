import { InputGroup, type Intent } from '@blueprintjs/core';
import { HOSTED_WALLET_URL, isHostedWalletMarker } from '@scr/domain';
import { useRuntimeConfig } from '../../deps/deps-context.tsx';
import { useText } from '../../i18n/use-text.ts';

/**
 * The Company Wallet URL field: the hosted marker '0' (product-reference §3 Organization.walletUrl)
 * reads 'Hosted by {product}' and is saved back as '0' while left so; typing over it (focus selects
 * it all) enters a company wallet's URL.
 */
export const WalletUrlInput = (props: {
  readonly id: string;
  readonly value: string;
  readonly intent: Intent;
  readonly onChange: (walletUrl: string) => void;
}) => {
  const text = useText();
  const { productName } = useRuntimeConfig();
  const hosted = text('organizations.walletUrl.hosted', { product: productName });
  return (
    <InputGroup
      id={props.id}
      type={isHostedWalletMarker(props.value) ? 'text' : 'url'}
      value={isHostedWalletMarker(props.value) ? hosted : props.value}
      intent={props.intent}
      onFocus={(e) => e.currentTarget.select()}
      onValueChange={(typed) => props.onChange(typed === hosted ? HOSTED_WALLET_URL : typed)}
    />
  );
};
