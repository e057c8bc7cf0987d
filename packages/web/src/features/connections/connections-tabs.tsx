import { useState } from 'react';
import { Button, Intent, Tab, Tabs, type TabId } from '@blueprintjs/core';
import { TickCircle } from '@blueprintjs/icons';
import { TAB_TODO, type ConnectionTabs, type Tab as ConnectionTab, type TabIndex } from '@scr/domain';
import { useText } from '../../i18n/use-text.ts';
import { useConnections } from './connections-context.tsx';
import { ConnectionsTable } from './connections-table.tsx';
import { useHandshake } from './row-actions.tsx';

/** References of the requests one may accept on To do: pending, received (side B). */
const acceptable = (tab: ConnectionTab): string[] =>
  tab.rows.flatMap((row) =>
    row.kind === 'connection' && row.connection.status === 'pending' && row.side === 'B'
      ? [row.connection.reference]
      : [],
  );

/** 'Accept All' on To do, shown when more than one request can be accepted (spec §2.6). */
const AcceptAll = ({ tab }: { tab: ConnectionTab }) => {
  const text = useText();
  const { useCases, busy } = useConnections();
  const handshake = useHandshake();
  const references = acceptable(tab);
  if (references.length <= 1) return null;
  return (
    <Button
      intent={Intent.SUCCESS}
      icon={<TickCircle />}
      text={text('connections.action.acceptAll')}
      disabled={busy}
      onClick={() => void handshake(() => useCases.acceptAll({ references }))}
    />
  );
};

const Panel = ({ tab }: { tab: ConnectionTab }) => {
  const text = useText();
  return (
    <section className="scr-tab-panel">
      <div className="scr-tab-panel-head">
        <p>{text(tab.text)}</p>
        {tab.index === TAB_TODO && <AcceptAll tab={tab} />}
      </div>
      <ConnectionsTable tab={tab} />
    </section>
  );
};

/** The five tabs with their counts (TO DO as a badge) and texts; the route picks the opening one. */
export const ConnectionsTabs = ({ tabs, opening }: { tabs: ConnectionTabs; opening: TabIndex }) => {
  const text = useText();
  const [selected, setSelected] = useState<TabId>(opening);
  return (
    <Tabs id="connections-tabs" selectedTabId={selected} onChange={setSelected} renderActiveTabPanelOnly>
      {tabs.map((tab) => (
        <Tab
          key={tab.index}
          id={tab.index}
          title={text(tab.title)}
          tagContent={tab.index === TAB_TODO ? String(tab.count) : undefined}
          tagProps={{ intent: tab.count > 0 ? Intent.DANGER : Intent.NONE, round: true }}
          panel={<Panel tab={tab} />}
        />
      ))}
    </Tabs>
  );
};
