/**
 * `GET /bin/swy/unified/userinfo`: the session of the sign-in cookie as SWY_SHOP_TOKEN, userType
 * and expireTime (contract §3). No cookie, or the guest persona, answers userType G with no token.
 */
import { Hono } from 'hono';
import { readSession, signToken } from '../auth.ts';
import type { SandboxEnv, SandboxServices } from '../context';

/** The user-info route. */
export function userInfoRoutes(s: SandboxServices) {
  const app = new Hono<SandboxEnv>();
  app.get('/bin/swy/unified/userinfo', async (c) => {
    c.header('Cache-Control', 'no-store');
    const banner = c.get('banner');
    const session = await readSession(c, s);
    const persona = s.personas().find((p) => p.id === session?.persona);
    const account = persona ? s.state.accountOfPersona(persona.id) : undefined;
    if (!session || !persona || persona.userType === 'G' || !account) {
      return c.json({ userType: 'G', banner: banner.id, displayableBanner: banner.displayName });
    }
    const expireTime = session.exp * 1000;
    const token = await signToken(account, expireTime, s.secret);
    return c.json({
      SWY_SHOP_TOKEN: token,
      authToken: token,
      userType: persona.userType,
      expireTime,
      customerId: account.gid,
      UUID: account.uuid,
      banner: banner.id,
      displayableBanner: banner.displayName,
      storeId: '1502',
      j4uStoreId: '1502',
    });
  });
  return app;
}
