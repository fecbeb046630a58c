import { Presentation } from 'lucide-react';
import { lazyPage, type UiArea } from '../../ui-area.js';
import { presentationEvents } from '../../state/presentations.js';
import { presentationSharingEvents } from '../../state/presentation-sharing.js';

/**
 * Presentations: the list, a new deck and the editor, with its client link and comments. The
 * client's page (/deck/:token) is outside the app frame: App.tsx.
 */
export const presentationsArea: UiArea = {
  name: 'presentations',
  routes: [
    { path: '/presentations', component: lazyPage(() => import('./PresentationsPage.js'), (m) => m.PresentationsPage) },
    { path: '/presentations/new', component: lazyPage(() => import('./NewPresentationPage.js'), (m) => m.NewPresentationPage) },
    { path: '/presentations/:id', component: lazyPage(() => import('./PresentationEditorPage.js'), (m) => m.PresentationEditorPage) },
  ],
  nav: [{ label: 'Presentations', href: '/presentations', icon: Presentation, position: 80 }],
  events: [
    { order: 110, handlers: presentationEvents },
    { order: 120, handlers: presentationSharingEvents },
  ],
};
