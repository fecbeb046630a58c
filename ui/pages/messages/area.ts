import { MessageSquare } from 'lucide-react';
import { lazyPage, type UiArea } from '../../ui-area.js';
import { messageEvents } from '../../state/messages.js';

/** Messages: the written messages and the generator (opened from contacts, alerts and the dashboard). */
export const messagesArea: UiArea = {
  name: 'messages',
  routes: [
    { path: '/messages', component: lazyPage(() => import('./MessagesPage.js'), (m) => m.MessagesPage) },
    { path: '/message-generator', component: lazyPage(() => import('./MessageGeneratorPage.js'), (m) => m.MessageGeneratorPage) },
  ],
  nav: [{ label: 'Messages', href: '/messages', icon: MessageSquare, position: 90 }],
  events: [{ order: 80, handlers: messageEvents }],
};
