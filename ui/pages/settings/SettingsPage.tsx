import { useState } from 'react';
import { useSearch } from 'wouter';
import { PageHeader } from '../../components/PageHeader.js';
import { Tabs } from '../../components/Tabs.js';
import { ProfileTab } from './ProfileTab.js';
import { CompanyTab } from './CompanyTab.js';
import { TemplatesTab } from './TemplatesTab.js';
import { ProposalsTab } from './ProposalsTab.js';
import { TeamTab } from './TeamTab.js';

const TAB_KEYS = ['profile', 'company', 'templates', 'proposals', 'team'];

/** docs/product.md#settings: Settings with Profile (default), Company and Message Templates tabs, Proposals (the default margin) and Team (docs/product.md#teams); `?tab=company` opens one. */
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
          { key: 'company', label: 'Company', content: <CompanyTab /> },
          { key: 'templates', label: 'Message Templates', content: <TemplatesTab /> },
          { key: 'proposals', label: 'Proposals', content: <ProposalsTab /> },
          { key: 'team', label: 'Team', content: <TeamTab /> },
        ]}
      />
    </>
  );
}
