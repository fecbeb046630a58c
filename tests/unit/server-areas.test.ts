import { existsSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { eventPayloads } from '../../contracts/events.js';
import { SERVER_AREAS } from '../../server/areas.js';
import { activityMappersOf, defineArea, workspaceHooksOf } from '../../server/ports/server-area.js';

// server/areas.ts is the one list of the server's areas (docs/adding-an-area.md). That every route
// of the route table is served, and nothing else, is checked on a running app (tests/api/openapi.test.ts).
describe('the server areas (server/areas.ts)', () => {
  it('names each area once, after its folder of server/', () => {
    const names = SERVER_AREAS.map((a) => a.name);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(existsSync(`server/${name}/area.ts`), name).toBe(true);
  });

  it('lists every folder of server/ that declares an area (an area.ts nobody lists is never mounted)', () => {
    const declared = readdirSync('server', { withFileTypes: true }).filter((d) => d.isDirectory() && existsSync(`server/${d.name}/area.ts`)).map((d) => d.name);
    expect(declared.sort()).toEqual(SERVER_AREAS.map((a) => a.name).sort());
  });

  it('gathers the activity mappers of every area, each event claimed once, and only events of the contract', () => {
    const mappers = activityMappersOf(SERVER_AREAS);
    expect(Object.keys(mappers).length).toBeGreaterThanOrEqual(9);
    for (const type of Object.keys(mappers)) expect(eventPayloads).toHaveProperty([type]);
    const twice = [defineArea({ name: 'a', activity: { 'member.joined': () => null } }), defineArea({ name: 'b', activity: { 'member.joined': () => null } })];
    expect(() => activityMappersOf(twice)).toThrow('Two areas record the event member.joined');
  });

  it('runs each moment\'s hooks in the areas\' order', () => {
    const hook = async () => undefined;
    const later = async () => undefined;
    const hooks = workspaceHooksOf([defineArea({ name: 'a', workspaceHooks: { workspaceCreated: [hook] } }), defineArea({ name: 'b', workspaceHooks: { workspaceCreated: [later], memberRemoved: [hook] } })]);
    expect(hooks.workspaceCreated).toEqual([hook, later]);
    expect(hooks.memberRemoved).toEqual([hook]);
    expect(workspaceHooksOf(SERVER_AREAS).workspaceCreated.length).toBeGreaterThan(0);
  });
});
