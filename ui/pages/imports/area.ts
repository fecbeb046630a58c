import { FileUp } from 'lucide-react';
import { lazyPage, type UiArea } from '../../ui-area.js';
import { importEvents } from '../../state/imports.js';

/**
 * Imports: CSV and Excel files of companies, or of contacts with their companies — the list (with
 * Undo and the CSV exports) and the wizard (upload, map columns, preview, run). Beside Batches in
 * the sidebar, the other way companies come in by the dozen.
 */
export const importsArea: UiArea = {
  name: 'imports',
  routes: [
    { path: '/imports', component: lazyPage(() => import('./ImportsPage.js'), (m) => m.ImportsPage) },
    { path: '/imports/new', component: lazyPage(() => import('./ImportWizardPage.js'), (m) => m.ImportWizardPage) },
    { path: '/imports/:id', component: lazyPage(() => import('./ImportWizardPage.js'), (m) => m.ImportWizardPage) },
  ],
  nav: [{ label: 'Imports', href: '/imports', icon: FileUp, position: 105 }],
  // After every entity's records (an import changes companies and contacts in bulk: their lists re-read).
  events: [{ order: 200, handlers: importEvents }],
};
