import { endpoints, MINI_PROGRAM_HEADER } from '@eldercare/contract';
import type { FastifyInstance } from 'fastify';
import { createCaptcha } from '../auth/captcha.js';
import { requireManageable } from '../auth/privilege.js';
import type { Session } from '../auth/session-context.js';
import { revokeTokens } from '../auth/tokens.js';
import type { AppContext } from '../context.js';
import { notFound } from '../http/app-error.js';
import { AddressRateLimit } from '../http/rate-limit.js';
import { route } from '../http/route.js';
import { loginRoutes } from './login.js';
import { audit } from '../services/audit.js';
import { liveTokensOfUserName } from '../services/auth-token-repository.js';
import { cachedAnswer } from '../services/cached-answer.js';
import { menuSnapshot, type MenuSnapshot } from '../services/menu-cache.js';
import { userInfoRow, type UserInfoRow } from '../services/user-info-repository.js';
import { liveUserIdInArea } from '../services/user-repository.js';

/** Captchas one address may fetch in a minute: a person needs a few; 3,000 in 14 s is a script. */
const CAPTCHAS_PER_MINUTE = 120;
/** Public-key reads one address may make in a minute (one per sign-in attempt, and every test login). */
const PUBLIC_KEYS_PER_MINUTE = 600;

// Both are public and cost the server a write or an answer each: a flood from one address waits.
const publicRoutes = (app: FastifyInstance, ctx: AppContext) => {
  const captchas = new AddressRateLimit(CAPTCHAS_PER_MINUTE);
  const publicKeys = new AddressRateLimit(PUBLIC_KEYS_PER_MINUTE);
  route(app, ctx, endpoints.captcha, async ({ params, request }) => {
    captchas.take(request.ip);
    return createCaptcha(ctx.db, params.deviceId);
  });

  route(app, ctx, endpoints.publicKey, async ({ request }) => {
    publicKeys.take(request.ip);
    return { publicKey: ctx.rsa.publicKeyPem };
  });
};

/** The caller's profile as `/getInfo` answers it, apart from the menus. */
const userInfoOf = (session: Session, user: UserInfoRow, menus: MenuSnapshot) => ({
  userId: session.userId,
  userName: session.userName,
  name: session.nickName,
  avatar: user.avatar,
  introduction: user.introduction,
  roles: session.roles.map((r) => r.roleKey),
  sysRoles: session.roles,
  perms: session.allPerms ? ['*:*:*', ...menus.perms] : [...session.perms],
  sysUserConfig: {
    sysName: user.sys_name,
    sysLogo: user.sys_logo,
    sysTitle: user.sys_title,
    sysIco: user.sys_ico,
  },
  accountType: session.accountType,
  accountDataType: session.accountDataType,
  assistiveRentType: session.assistiveRentType,
  areaCode: session.areaCode,
  areaCodeLevel: session.areaLevel,
  deptName: session.deptName,
  rolesName: session.roles.map((r) => r.roleName).join(','),
  heldRoles: session.heldRoles,
  activeRoleKey: session.activeRoleKey,
});

const sessionRoutes = (app: FastifyInstance, ctx: AppContext) => {
  route(app, ctx, endpoints.logout, async ({ session }) => {
    await revokeTokens(ctx.db, { tokenId: session.tokenId }, 'logout');
    return null;
  });

  route(app, ctx, endpoints.userInfo, async ({ session, request, reply }) => {
    const user = await userInfoRow(ctx.db, session);
    if (!user) throw notFound();
    // The menu tree (admin's is most of a 119 KB answer) comes from the per-content cache.
    const menus = await menuSnapshot(ctx.db, session, user.menu_print);
    const info = userInfoOf(session, user, menus);
    cachedAnswer(request, reply, { ...info, menus: menus.print });
    return { ...info, menus: menus.tree };
  });

  route(app, ctx, endpoints.dataTypeSwitch, async ({ session }) => session.canSwitchDataType);
};

const signInAdminRoutes = (app: FastifyInstance, ctx: AppContext) => {
  const { db } = ctx;
  route(app, ctx, endpoints.offlineTokens, async ({ query, session }) => {
    const tokens = await liveTokensOfUserName(db, session, query.userName);
    // Sessions are another account's to look at only for whoever may manage it (sign it out):
    // a sys_admin does not watch a sup_admin's sign-ins.
    const [first] = tokens;
    if (first) await requireManageable(db, session, first.userId);
    return tokens;
  });

  route(app, ctx, endpoints.forceSignOut, async ({ params, session, request }) => {
    const target = await liveUserIdInArea(db, session, params.id);
    if (target === undefined) throw notFound();
    await requireManageable(db, session, target);
    const kind = request.headers[MINI_PROGRAM_HEADER] === 'mini' ? 'mini' : 'web';
    const revoked = await revokeTokens(db, { userId: target, clientKind: kind }, 'forced');
    await audit(db, session.userId, 'forceSignOut', `user:${target}:${kind}`);
    return { revoked };
  });
};

/** Sign-in, the caller's session and profile, and an administrator's view of other sign-ins. */
export const uaaRoutes = async (app: FastifyInstance, ctx: AppContext) => {
  await loginRoutes(app, ctx);
  publicRoutes(app, ctx);
  sessionRoutes(app, ctx);
  signInAdminRoutes(app, ctx);
};
