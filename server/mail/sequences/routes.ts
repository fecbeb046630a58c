import type Router from '@koa/router';
import { sequencesApi } from '../../../contracts/sequences.js';
import type { AppContext } from '../../context.js';
import { typedRouter } from '../../http/typed-routes.js';
import { createSequence, deleteSequence, getSequence, listEnrollments, listSequences, pauseEnrollment, resumeEnrollment, unenroll, updateSequence } from './service.js';
import { enroll } from './enroll.js';

export function sequenceRoutes(app: AppContext): Router {
  const { router, route } = typedRouter(app);
  route(sequencesApi.list, async ({ actor }) => ({ sequences: await listSequences(app, actor) }));
  route(sequencesApi.create, async ({ actor, body }) => ({ sequence: await createSequence(app, actor, body) }));
  route(sequencesApi.get, ({ actor, params }) => getSequence(app, actor, params.id));
  route(sequencesApi.update, async ({ actor, params, body }) => ({ sequence: await updateSequence(app, actor, params.id, body) }));
  route(sequencesApi.remove, async ({ actor, params }) => {
    await deleteSequence(app, actor, params.id);
  });
  route(sequencesApi.enroll, ({ actor, params, body }) => enroll(app, actor, params.id, body));
  route(sequencesApi.enrollments, async ({ actor, query }) => ({ enrollments: await listEnrollments(app, actor, query) }));
  route(sequencesApi.pause, async ({ actor, params }) => ({ enrollment: await pauseEnrollment(app, actor, params.id) }));
  route(sequencesApi.resume, async ({ actor, params }) => ({ enrollment: await resumeEnrollment(app, actor, params.id) }));
  route(sequencesApi.unenroll, async ({ actor, params }) => ({ enrollment: await unenroll(app, actor, params.id) }));
  return router;
}
