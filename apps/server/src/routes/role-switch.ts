import { endpoints, ErrorCode } from '@eldercare/contract';
import type { FastifyInstance } from 'fastify';
import { setActiveRole } from '../auth/tokens.js';
import type { AppContext } from '../context.js';
import { AppError } from '../http/app-error.js';
import { route } from '../http/route.js';
import { audit } from '../services/audit.js';

/**
 * SPEC §4 role switch. The platform this replaces set the token to `<role>-token`, a guessable
 * credential; here the token stays an opaque random value and the chosen role is stored on the
 * session (the token's row). From the next call on, `loadSession` narrows roles, permissions and
 * menus to that role; the user's other roles are out of reach until switched back or signed out.
 */
export const roleSwitchRoutes = async (app: FastifyInstance, ctx: AppContext) => {
  const { db } = ctx;

  route(app, ctx, endpoints.switchRole, async ({ body, session }) => {
    if (body.roleKey === null) {
      await setActiveRole(db, session.tokenId, null);
      await audit(db, session.userId, 'switchRole', 'role:*');
      return { activeRoleKey: null };
    }
    // Only a role the user holds: naming any other is refused, whatever the session's current role.
    const role = session.heldRoles.find((r) => r.roleKey === body.roleKey);
    if (!role) throw new AppError(ErrorCode.Forbidden, 'roleNotHeld');
    await setActiveRole(db, session.tokenId, role.roleId);
    await audit(db, session.userId, 'switchRole', `role:${role.roleKey}`);
    return { activeRoleKey: role.roleKey };
  });
};
