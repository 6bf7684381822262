import type { FastifyInstance } from 'fastify';
import { accountRoutes } from './account';
import { adminAuditRoutes } from './admin-audit';
import { adminContentRoutes } from './admin-content';
import { adminEquipmentRoutes } from './admin-equipment';
import { adminEventRoutes } from './admin-events';
import { adminLocationRoutes } from './admin-locations';
import { adminSiteEquipmentRoutes } from './admin-site-equipment';
import { adminTimeRoutes } from './admin-times';
import { authRoutes } from './auth';
import { contentRoutes } from './content';
import { equipmentRoutes } from './equipment';
import { eventRoutes } from './event';
import { eventCalendarRoutes } from './event-calendar';
import { eventRefereeRoutes } from './event-referees';
import { gateJoinRoutes, gatePairingRoutes, gatePublicRoutes, gateRoutes } from './gate';
import { gatePhotoRoutes } from './gate-photos';
import { homeRoutes } from './home';
import { leaderboardRoutes } from './leaderboard';
import { liveRoutes } from './live';
import { locationRoutes } from './location';
import { locationQrRoutes } from './location-qr';
import { myAccountRoutes } from './my-account';
import { refereeRoutes } from './referee';
import { smsRoutes } from './sms';
import { userManagementRoutes } from './user-management';

/**
 * Every area of the API, mounted under /api. Staff areas guard their whole subtree (`guarded`), so a
 * route added to them cannot forget its guard (docs/architecture.md).
 */
export async function apiRoutes(app: FastifyInstance): Promise<void> {
  await app.register(authRoutes);
  await app.register(accountRoutes);
  await app.register(contentRoutes);
  await app.register(equipmentRoutes);
  await app.register(eventRoutes);
  await app.register(eventRefereeRoutes);
  await app.register(homeRoutes);
  await app.register(leaderboardRoutes);
  await app.register(liveRoutes);
  await app.register(locationRoutes);
  await app.register(locationQrRoutes);
  await app.register(adminLocationRoutes);
  await app.register(adminTimeRoutes);
  await app.register(adminSiteEquipmentRoutes);
  await app.register(adminEventRoutes);
  await app.register(myAccountRoutes);
  await app.register(refereeRoutes);
  await app.register(userManagementRoutes);
  await app.register(smsRoutes);
  await app.register(adminEquipmentRoutes);
  await app.register(adminContentRoutes);
  await app.register(eventCalendarRoutes);
  await app.register(adminAuditRoutes);
  await app.register(gatePublicRoutes);
  await app.register(gateRoutes);
  await app.register(gateJoinRoutes);
  await app.register(gatePairingRoutes);
  await app.register(gatePhotoRoutes);
}
