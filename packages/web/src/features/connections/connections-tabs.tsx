import { useState } from 'react';
import { Button, Intent, Spinner, Tab, Tabs } from '@blueprintjs/core';
import { TickCircle } from '@blueprintjs/icons';
import { TAB_TODO, type ConnectionsOverview, type Tab as ConnectionTab, type TabIndex } from '@scr/domain';
import { useText } from '../../i18n/use-text.ts';
import { useConnections } from './connections-context.tsx';
import { ConnectionsTable } from './connections-table.tsx';
import { useHandshake } from './use-act.ts';
import { DangerConfirmDialog } from '../../ui/danger-confirm-dialog.tsx';

/**
 * 'Accept All' on To do, shown when more than one request can be accepted (product-reference §2.6). It accepts
 * every pending request received, on every page: the use case reads them from the platform. Since it
 * signs for requests the admin may not have looked at (other pages included), it asks first, with
 * their count.
 */
const AcceptAll = ({ overview }: { overview: ConnectionsOverview }) => {
  const text = useText();
  const { useCases, busy } = useConnections();
  const handshake = useHandshake();
  const [asking, setAsking] = useState(false);
  if (overview.acceptable <= 1) return null;
  const values = { count: String(overview.acceptable) };
  return (
    <>
      <Button
        intent={Intent.SUCCESS}
        icon={<TickCircle />}
        text={text('connections.action.acceptAll')}
        disabled={busy}
        onClick={() => setAsking(true)}
      />
      {asking && (
        <DangerConfirmDialog
          title={{ id: 'connections.acceptAll.title', values }}
          body={{ id: 'connections.acceptAll.text', values }}
          confirm={{ id: 'connections.acceptAll.confirm', values }}
          dismiss={{ id: 'connections.confirm.back' }}
          intent={Intent.SUCCESS}
          pending={busy}
          onClose={() => setAsking(false)}
          onConfirm={() => {
            setAsking(false);
            void handshake(() => useCases.acceptAll());
          }}
        />
      )}
    </>
  );
};

const Panel = ({ tab, overview }: { tab: ConnectionTab; overview: ConnectionsOverview }) => {
  const text = useText();
  const { page } = useConnections();
  return (
    <section className="scr-tab-panel">
      <div className="scr-tab-panel-head">
        <p>{text(tab.text)}</p>
        {tab.index === TAB_TODO && <AcceptAll overview={overview} />}
      </div>
      {page ? (
        <ConnectionsTable tab={tab} page={page} />
      ) : (
        <div className="scr-loading" role="status">
          <Spinner size={16} />
          <span>{text('connections.loading')}</span>
        </div>
      )}
    </section>
  );
};

/**
 * The five tabs with their counts (TO DO as a badge) and texts; the route picks the opening one.
 * By keyboard the arrow keys move between the tabs and open the one they reach (automatic
 * activation, as WAI-ARIA tabs suggest). Blueprint moves the focus only between tabs whose
 * aria-disabled reads "false", hence the explicit `disabled={false}`. A click focuses before it
 * clicks: opening only a tab not yet open keeps that to one load.
 */
export const ConnectionsTabs = ({ overview }: { overview: ConnectionsOverview }) => {
  const text = useText();
  const { selected, show } = useConnections();
  const open = (tab: TabIndex) => {
    if (tab !== selected) void show(tab, 0);
  };
  return (
    <Tabs
      id="connections-tabs"
      selectedTabId={selected}
      onChange={(tab) => open(tab as TabIndex)}
      renderActiveTabPanelOnly
    >
      {overview.tabs.map((tab) => (
        <Tab
          key={tab.index}
          id={tab.index}
          disabled={false}
          onFocus={() => open(tab.index)}
          title={text(tab.title)}
          tagContent={tab.index === TAB_TODO ? String(tab.count) : undefined}
          tagProps={{ intent: tab.count > 0 ? Intent.DANGER : Intent.NONE, round: true }}
          panel={<Panel tab={tab} overview={overview} />}
        />
      ))}
    </Tabs>
  );
};
