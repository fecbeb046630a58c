import { ListOrdered } from 'lucide-react';
import { lazyPage, type UiArea } from '../../ui-area.js';
import { enrollmentEvents, sequenceEvents } from '../../state/sequences.js';
import { emailEvents } from '../../state/emails.js';

/**
 * Sequences (docs/product.md#sequences): the list with the rep's Approvals, the editor and a
 * sequence's contacts. Owns the sequence, enrolment and email records, which the message composer,
 * the contact and company pages (their Sequences and Emails cards) and the alerts read too.
 */
export const sequencesArea: UiArea = {
  name: 'sequences',
  routes: [
    { path: '/sequences', component: lazyPage(() => import('./SequencesPage.js'), (m) => m.SequencesPage) },
    { path: '/sequences/new', component: lazyPage(() => import('./SequenceEditorPage.js'), (m) => m.NewSequencePage) },
    { path: '/sequences/:id', component: lazyPage(() => import('./SequenceDetailPage.js'), (m) => m.SequenceDetailPage) },
    { path: '/sequences/:id/edit', component: lazyPage(() => import('./SequenceEditorPage.js'), (m) => m.EditSequencePage) },
  ],
  nav: [{ label: 'Sequences', href: '/sequences', icon: ListOrdered, position: 95 }],
  events: [
    { order: 215, handlers: sequenceEvents },
    { order: 225, handlers: enrollmentEvents },
    { order: 235, handlers: emailEvents },
  ],
};
