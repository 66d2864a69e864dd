import { endpoints, MINI_PROGRAM_HEADER } from '@eldercare/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { createCaptcha } from '../auth/captcha.js';
import { requireManageable } from '../auth/privilege.js';
import { revokeTokens } from '../auth/tokens.js';
import type { AppContext } from '../context.js';
import type { UserTable } from '../db/schema.js';
import { notFound } from '../http/app-error.js';
import { AddressRateLimit } from '../http/rate-limit.js';
import { route } from '../http/route.js';
import { loginRoutes } from './login.js';
import { audit } from '../services/audit.js';
import { cachedAnswer } from '../services/cached-answer.js';
import { menuPrint, menuSnapshot } from '../services/menu-cache.js';
import { notifiedCache, sessionConcerns } from '../services/notified-cache.js';
import { inArea } from '../services/scope.js';

type UserInfoRow = Pick<
  UserTable,
  'avatar' | 'introduction' | 'sys_name' | 'sys_logo' | 'sys_title' | 'sys_ico'
> & { menu_print: string };

// The user's row changes announce the user (migration 0150), grants and menus announce everyone.
const userInfoRows = notifiedCache<UserInfoRow | undefined>(sessionConcerns);

/** Captchas one address may fetch in a minute: a person needs a few; 3,000 in 14 s is a script. */
const CAPTCHAS_PER_MINUTE = 120;
/** Public-key reads one address may make in a minute (one per sign-in attempt, and every test login). */
const PUBLIC_KEYS_PER_MINUTE = 600;

export const uaaRoutes = async (app: FastifyInstance, ctx: AppContext) => {
  const { db } = ctx;
  await loginRoutes(app, ctx);

  // Both are public and cost the server a write or an answer each: a flood from one address waits.
  const captchas = new AddressRateLimit(CAPTCHAS_PER_MINUTE);
  const publicKeys = new AddressRateLimit(PUBLIC_KEYS_PER_MINUTE);
  route(app, ctx, endpoints.captcha, async ({ params, request }) => {
    captchas.take(request.ip);
    return createCaptcha(db, params.deviceId);
  });

  route(app, ctx, endpoints.publicKey, async ({ request }) => {
    publicKeys.take(request.ip);
    return { publicKey: ctx.rsa.publicKeyPem };
  });

  route(app, ctx, endpoints.logout, async ({ session }) => {
    await revokeTokens(db, { tokenId: session.tokenId }, 'logout');
    return null;
  });

  route(app, ctx, endpoints.userInfo, async ({ session, request, reply }) => {
    // The user's own columns and the fingerprint of their menus in one statement; the menu tree
    // itself (admin's is most of a 119 KB answer) comes from the per-content cache.
    // Kept per user and role set until a notification concerns them (services/notified-cache.ts).
    const user = await userInfoRows(
      db,
      session.userId,
      `${session.userId}|${session.roles.map((r) => r.roleId).join(',')}`,
      async () => {
        const { rows } = await sql<UserInfoRow>`
        select avatar, introduction, sys_name, sys_logo, sys_title, sys_ico,
          (${menuPrint(session)}) as menu_print
        from app_user where id = ${session.userId}`.execute(db);
        return rows[0];
      },
    );
    if (!user) throw notFound();
    const menus = await menuSnapshot(db, session, user.menu_print);
    const info = {
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
    };
    cachedAnswer(request, reply, { ...info, menus: menus.print });
    return { ...info, menus: menus.tree };
  });

  route(app, ctx, endpoints.offlineTokens, async ({ query, session }) => {
    const rows = await db
      .selectFrom('auth_token as t')
      .innerJoin('app_user as u', 'u.id', 't.user_id')
      .innerJoin('dept as d', 'd.id', 'u.dept_id')
      .select([
        't.id',
        't.user_id',
        'u.user_name',
        't.client_kind',
        't.created_at',
        't.last_used_at',
        't.expires_at',
      ])
      .where((eb) => eb(eb.fn('lower', ['u.user_name']), '=', query.userName.toLowerCase()))
      .where('t.revoked_at', 'is', null)
      .where('t.expires_at', '>', new Date())
      .where(inArea('d.area_code', session))
      .orderBy('t.id')
      .execute();
    // Sessions are another account's to look at only for whoever may manage it (sign it out):
    // a sys_admin does not watch a sup_admin's sign-ins.
    const [first] = rows;
    if (first) await requireManageable(db, session, first.user_id);
    return rows.map((r) => ({
      id: r.id,
      userId: r.user_id,
      userName: r.user_name,
      clientKind: r.client_kind,
      createdAt: r.created_at.toISOString(),
      lastUsedAt: r.last_used_at.toISOString(),
      expiresAt: r.expires_at.toISOString(),
    }));
  });

  route(app, ctx, endpoints.forceSignOut, async ({ params, session, request }) => {
    const target = await db
      .selectFrom('app_user as u')
      .innerJoin('dept as d', 'd.id', 'u.dept_id')
      .select('u.id')
      .where('u.id', '=', params.id)
      .where('u.deleted', '=', false)
      .where(inArea('d.area_code', session))
      .executeTakeFirst();
    if (!target) throw notFound();
    await requireManageable(db, session, target.id);
    const kind = request.headers[MINI_PROGRAM_HEADER] === 'mini' ? 'mini' : 'web';
    const revoked = await revokeTokens(db, { userId: target.id, clientKind: kind }, 'forced');
    await audit(db, session.userId, 'forceSignOut', `user:${target.id}:${kind}`);
    return { revoked };
  });

  route(app, ctx, endpoints.dataTypeSwitch, async ({ session }) => session.canSwitchDataType);
};
