import { Bot } from 'lucide-react';
import { lazyPage, type UiArea } from '../../ui-area.js';
import { chatEvents } from '../../state/chat.js';

const ChatPage = lazyPage(() => import('./ChatPage.js'), (m) => m.ChatPage);

/** Chat: the assistant's conversations. */
export const chatArea: UiArea = {
  name: 'chat',
  routes: [
    { path: '/chat', component: ChatPage },
    { path: '/chat/:id', component: ChatPage },
  ],
  nav: [{ label: 'Chat', href: '/chat', icon: Bot, position: 50 }],
  events: [{ order: 140, handlers: chatEvents }],
};
