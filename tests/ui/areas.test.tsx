// Issue 18: one list of UI areas (ui/areas.ts); the page table, the sidebar and the live-event
// handlers derive from it. These check the rules the derivations keep whatever order the list has.
import { describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import { matchRoute, useRouter } from 'wouter';
import { areas } from '../../ui/areas.js';
import { protectedRoutes } from '../../ui/routes.js';
import { navItems } from '../../ui/components/nav-items.js';
import { entityEvents } from '../../ui/state/event-handlers.js';
import { alertEvents } from '../../ui/state/alerts.js';
import { companyEvents } from '../../ui/state/companies.js';
import { companyDetailEvents } from '../../ui/state/company-detail.js';
import { contactEvents } from '../../ui/state/contacts.js';
import { presentationEvents } from '../../ui/state/presentations.js';
import { presentationSharingEvents } from '../../ui/state/presentation-sharing.js';
import { dealFigureEvents } from '../../ui/state/deal-figures.js';
import type { EventType } from '../../contracts/events.js';

const LAZY = Symbol.for('react.lazy');
const isLazy = (component: unknown) => (component as { $$typeof?: symbol }).$$typeof === LAZY;

describe('the areas', () => {
  it('each has its own name, and its own paths', () => {
    expect(new Set(areas.map((a) => a.name)).size).toBe(areas.length);
    const paths = areas.flatMap((a) => a.routes ?? []).map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(protectedRoutes.map((r) => r.path).sort()).toEqual([...paths].sort());
  });

  it('each page loads when first opened (only the old /documents addresses are plain redirects)', () => {
    const eager = protectedRoutes.filter((r) => !isLazy(r.component)).map((r) => r.path);
    expect(eager).toEqual(['/documents', '/documents/:id']);
  });

  it('every address reaches its own page: a fixed path is never taken by another area’s :param path', () => {
    const { result } = renderHook(() => useRouter().parser);
    for (const { path } of protectedRoutes) {
      const address = path.replace(/:\w+/g, 'x1');
      const first = protectedRoutes.find((r) => matchRoute(result.current, r.path, address)[0]);
      expect(first?.path, address).toBe(path);
    }
  });
});

describe('the sidebar', () => {
  it('lists the areas’ entries by position, each position once', () => {
    const positions = navItems.map((item) => item.position);
    expect(new Set(positions).size).toBe(positions.length);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(navItems[0]).toMatchObject({ label: 'Dashboard', href: '/' });
    expect(navItems.at(-1)).toMatchObject({ label: 'Settings', href: '/settings' });
  });
});

describe('the live-event handlers', () => {
  it('applies every area’s handlers, each order once', () => {
    const declared = areas.flatMap((a) => a.events ?? []);
    expect(new Set(declared.map((e) => e.order)).size).toBe(declared.length);
    for (const { handlers } of declared) expect(entityEvents).toContain(handlers);
  });

  it('runs an event’s handlers records first, then the pages reacting to them', () => {
    const handling = (type: EventType) => entityEvents.filter((handlers) => type in handlers);
    // The reports and the dashboard's forecast re-read last, once every record is held.
    expect(handling('company.updated')).toEqual([companyEvents, contactEvents, alertEvents, companyDetailEvents, dealFigureEvents]);
    expect(handling('company.deleted')).toEqual([companyEvents, contactEvents, alertEvents, companyDetailEvents, dealFigureEvents]);
    expect(handling('alert.created')).toEqual([companyEvents, alertEvents, companyDetailEvents, dealFigureEvents]);
    expect(handling('company.contacts.found')).toEqual([contactEvents, companyDetailEvents]);
    expect(handling('presentation.deleted')).toEqual([presentationEvents, presentationSharingEvents]);
  });
});
