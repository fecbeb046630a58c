import { PageHeader } from '../../components/PageHeader.js';
import { Tabs } from '../../components/Tabs.js';
import { ProfileTab } from './ProfileTab.js';
import { CompanyTab } from './CompanyTab.js';
import { TemplatesTab } from './TemplatesTab.js';
import { TeamTab } from './TeamTab.js';

/** docs/product.md#settings: Settings with Profile (default), Company and Message Templates tabs; Team (docs/product.md#teams). */
export function SettingsPage() {
  return (
    <>
      <PageHeader title="Settings" />
      <Tabs
        tabs={[
          { key: 'profile', label: 'Profile', content: <ProfileTab /> },
          { key: 'company', label: 'Company', content: <CompanyTab /> },
          { key: 'templates', label: 'Message Templates', content: <TemplatesTab /> },
          { key: 'team', label: 'Team', content: <TeamTab /> },
        ]}
      />
    </>
  );
}
