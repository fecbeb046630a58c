import { useState } from 'react';
import { useSearch } from 'wouter';
import { PageHeader } from '../../components/PageHeader.js';
import { Tabs } from '../../components/Tabs.js';
import { ProfileTab } from './ProfileTab.js';
import { CompanyTab } from './CompanyTab.js';
import { TemplatesTab } from './TemplatesTab.js';
import { ProposalsTab } from './ProposalsTab.js';
import { TeamTab } from './TeamTab.js';
import { MailboxTab } from './MailboxTab.js';
import { SendingTab } from './SendingTab.js';
import { DealsTab } from './DealsTab.js';
import { OrdersTab } from './OrdersTab.js';

const TAB_KEYS = ['profile', 'mailbox', 'company', 'sending', 'templates', 'proposals', 'deals', 'orders', 'team'];

/**
 * docs/product.md#settings: Settings with Profile (default), Mailbox (the rep's own, docs/product.md#sending),
 * Company, Sending (the workspace's sending rules), Message Templates, Proposals (the default margin), Deals
 * (stage probabilities, lost reasons, the stale rule: docs/product.md#deals), Orders (commission, invoice and PO
 * terms: docs/product.md#orders) and Team (docs/product.md#teams);
 * `?tab=company` opens one.
 */
export function SettingsPage() {
  const wanted = new URLSearchParams(useSearch()).get('tab');
  const [tab, setTab] = useState(Math.max(0, TAB_KEYS.indexOf(wanted ?? '')));
  return (
    <>
      <PageHeader title="Settings" />
      <Tabs
        selected={tab}
        onChange={setTab}
        tabs={[
          { key: 'profile', label: 'Profile', content: <ProfileTab /> },
          { key: 'mailbox', label: 'Mailbox', content: <MailboxTab /> },
          { key: 'company', label: 'Company', content: <CompanyTab /> },
          { key: 'sending', label: 'Sending', content: <SendingTab /> },
          { key: 'templates', label: 'Message Templates', content: <TemplatesTab /> },
          { key: 'proposals', label: 'Proposals', content: <ProposalsTab /> },
          { key: 'deals', label: 'Deals', content: <DealsTab /> },
          { key: 'orders', label: 'Orders', content: <OrdersTab /> },
          { key: 'team', label: 'Team', content: <TeamTab /> },
        ]}
      />
    </>
  );
}
