import type { EventEnvelope } from '../../contracts/events.js';

/** An outbox row on its way to sockets: who may see it decides the room. */
export type Delivery = { envelope: EventEnvelope; workspaceId: string | null; userId: string | null };

export type EventSink = (deliveries: Delivery[]) => void;

/**
 * Fans committed events out. The realtime gateway (web) or the cross-process emitter (worker)
 * registers a sink; tests and jobs may listen too.
 */
export class EventBus {
  private sinks = new Set<EventSink>();

  addSink(sink: EventSink): () => void {
    this.sinks.add(sink);
    return () => this.sinks.delete(sink);
  }

  dispatch(deliveries: Delivery[]): void {
    if (deliveries.length === 0) return;
    for (const sink of this.sinks) {
      try {
        sink(deliveries);
      } catch {
        // A failing sink must not undo a committed change; sockets catch up through resume.
      }
    }
  }
}

/** The room of one person's tabs in one workspace (a user's tabs in another workspace are not in it). */
export const memberRoom = (workspaceId: string, userId: string) => `member:${workspaceId}:${userId}`;

/**
 * The room an event goes to: a user's private events about a workspace to their tabs in that
 * workspace, their other private events (profile) to all their tabs, the rest to the workspace.
 */
export const roomFor = (d: Pick<Delivery, 'workspaceId' | 'userId'>): string | null =>
  d.userId ? (d.workspaceId ? memberRoom(d.workspaceId, d.userId) : `user:${d.userId}`) : d.workspaceId ? `workspace:${d.workspaceId}` : null;
