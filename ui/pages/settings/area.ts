import { Settings } from 'lucide-react';
import { lazyPage, type UiArea } from '../../ui-area.js';
import { profileEvents } from '../../state/profile.js';
import { brandingEvents } from '../../state/branding.js';
import { templateEvents } from '../../state/templates.js';
import { proposalSettingsEvents } from '../../state/proposal-settings.js';
import { dealSettingsEvents } from '../../state/deal-settings.js';
import { orderSettingsEvents } from '../../state/order-settings.js';
import { teamEvents } from '../../state/team.js';
import { mailboxEvents } from '../../state/mailbox.js';

/**
 * Settings: profile, the rep's mailbox, company branding, the workspace's sending rules, message
 * templates, the proposals' default margin, the deal settings (stage probabilities, lost reasons,
 * the stale rule), the order settings (commission, invoice and PO terms) and the team, each a tab of this page. Owns those
 * records: the message generator reads the templates and the mailbox (as does the app frame's
 * failing-mailbox banner), and owner pickers, presence avatars and the workspace switcher read the team.
 */
export const settingsArea: UiArea = {
  name: 'settings',
  routes: [{ path: '/settings', component: lazyPage(() => import('./SettingsPage.js'), (m) => m.SettingsPage) }],
  nav: [{ label: 'Settings', href: '/settings', icon: Settings, position: 130 }],
  events: [
    { order: 10, handlers: profileEvents },
    { order: 20, handlers: brandingEvents },
    { order: 25, handlers: mailboxEvents },
    { order: 30, handlers: templateEvents },
    { order: 160, handlers: proposalSettingsEvents },
    { order: 165, handlers: dealSettingsEvents },
    { order: 167, handlers: orderSettingsEvents },
    { order: 170, handlers: teamEvents },
  ],
};
