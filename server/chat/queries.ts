import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { ChatMessage, ChatSession } from '../../contracts/chat.js';
import type { Db } from '../db/connect.js';
import type { Tx } from '../events/outbox.js';
import { chatMessages, chatSessions, companies } from '../db/schema/index.js';
import { presentChatMessage, presentSession } from './presenter.js';

/** The session's first question: what a chat is about, shown in its label. */
const firstQuestion = sql<string | null>`(
  select ${chatMessages.content} from ${chatMessages}
  where ${chatMessages.sessionId} = ${chatSessions.id} and ${chatMessages.role} = 'user'
  order by ${chatMessages.createdAt}, ${chatMessages.id} limit 1
)`;

function selectSessions(db: Db | Tx) {
  return db
    .select({ row: chatSessions, companyName: companies.name, firstQuestion })
    .from(chatSessions)
    .leftJoin(companies, eq(companies.id, chatSessions.companyId));
}

/** The user's sessions, newest first, with their company's name and first question. */
export async function listSessions(db: Db, userId: string): Promise<ChatSession[]> {
  const rows = await selectSessions(db).where(eq(chatSessions.userId, userId)).orderBy(desc(chatSessions.createdAt), desc(chatSessions.id)).limit(200);
  return rows.map((r) => presentSession(r.row, r.companyName, r.firstQuestion));
}

/** One of the user's sessions; undefined for another user's (or no) session. */
export async function findSession(db: Db | Tx, userId: string, id: string): Promise<ChatSession | undefined> {
  const [r] = await selectSessions(db).where(and(eq(chatSessions.userId, userId), eq(chatSessions.id, id)));
  return r ? presentSession(r.row, r.companyName, r.firstQuestion) : undefined;
}

/** A session's messages, oldest first. */
export async function sessionMessages(db: Db | Tx, sessionId: string): Promise<ChatMessage[]> {
  const rows = await db.select().from(chatMessages).where(eq(chatMessages.sessionId, sessionId)).orderBy(asc(chatMessages.createdAt), asc(chatMessages.id));
  return rows.map(presentChatMessage);
}
