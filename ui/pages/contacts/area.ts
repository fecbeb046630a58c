import { Users } from 'lucide-react';
import { lazyPage, type UiArea } from '../../ui-area.js';
import { contactEvents } from '../../state/contacts.js';

/** Contacts: the list, a new contact and a contact's page. Owns the contact records, which company pages and contact batches read too. */
export const contactsArea: UiArea = {
  name: 'contacts',
  routes: [
    { path: '/contacts', component: lazyPage(() => import('./ContactsPage.js'), (m) => m.ContactsPage) },
    { path: '/contacts/new', component: lazyPage(() => import('./NewContactPage.js'), (m) => m.NewContactPage) },
    { path: '/contacts/:id', component: lazyPage(() => import('./EditContactPage.js'), (m) => m.EditContactPage) },
  ],
  nav: [{ label: 'Contacts', href: '/contacts', icon: Users, position: 30 }],
  events: [{ order: 50, handlers: contactEvents }],
};
