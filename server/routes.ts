import type Router from '@koa/router';
import type { AppContext } from './context.js';
import { authRoutes } from './accounts/routes.js';
import { profileRoutes } from './settings/profile/routes.js';
import { brandingRoutes } from './settings/branding/routes.js';
import { templateRoutes } from './settings/templates/routes.js';
import { dashboardRoutes } from './dashboard/routes.js';
import { companyRoutes } from './companies/routes.js';
import { companyLogoRoutes } from './companies/logo/routes.js';
import { directoryRoutes } from './directory/routes.js';
import { catalogueRoutes } from './catalogue/routes.js';
import { alertRoutes } from './alerts/routes.js';
import { companyIntelRoutes } from './companies/intel/routes.js';
import { contactRoutes } from './contacts/routes.js';
import { messageRoutes } from './messages/routes.js';
import { companyBatchRoutes } from './company-batches/routes.js';
import { contactBatchRoutes } from './contact-batches/routes.js';
import { presentationRoutes } from './presentations/routes.js';
import { chatRoutes } from './chat/routes.js';
import { documentRoutes } from './documents/routes.js';
import { analyticsRoutes } from './analytics/routes.js';
import { backgroundJobRoutes } from './background-jobs/routes.js';
import { docsRoutes } from './docs/routes.js';
import { proposalRoutes } from './proposals/routes.js';
import { publicProposalRoutes } from './proposals/public/routes.js';
import { proposalSettingsRoutes } from './proposals/settings/routes.js';
import { presentationSharingRoutes } from './presentations/sharing/routes.js';
import { teamRoutes } from './team/routes.js';
import { activityRoutes } from './activity/routes.js';

/** Every area's router, mounted under /api by the app. Add an area here. */
export function apiRouters(app: AppContext): Router[] {
  return [authRoutes(app), profileRoutes(app), brandingRoutes(app), templateRoutes(app), dashboardRoutes(app), companyRoutes(app), companyLogoRoutes(app), companyIntelRoutes(app), directoryRoutes(app), alertRoutes(app), catalogueRoutes(app), contactRoutes(app), messageRoutes(app), companyBatchRoutes(app), contactBatchRoutes(app), presentationRoutes(app), chatRoutes(app), documentRoutes(app), analyticsRoutes(app), backgroundJobRoutes(app), proposalRoutes(app), publicProposalRoutes(app), proposalSettingsRoutes(app), presentationSharingRoutes(app), teamRoutes(app), activityRoutes(app), docsRoutes(app)];
}
