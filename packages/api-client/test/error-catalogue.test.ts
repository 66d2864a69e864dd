import { afterEach, describe, expect, it } from 'vitest';
import {
  ApiError,
  createApiClient,
  ErrorCode,
  getHealth,
  getCaptcha,
  getLatestAnnouncementPopup,
  getMessageSummary,
  isApiError,
  listUnpaidFees,
  listUnreadActivities,
  listUnreadAnnouncements,
  markMessageRead,
  NETWORK_ERROR_CODE,
  NOTIFIED_CODES,
  readActivityNotice,
  readAnnouncementPopup,
  readFeeNotice,
} from '../src/index.js';
import { closedPortURL, fail, ok, startPeer, type Peer } from './helpers/peer.js';
import { recordingUi } from './helpers/ui-spy.js';

let peer: Peer | undefined;
afterEach(async () => {
  await peer?.close();
  peer = undefined;
});

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => {
      throw new Error('expected the call to reject');
    },
    (e: unknown) => e,
  );
  expect(isApiError(error)).toBe(true);
  return error as ApiError;
}

describe('SPEC §8 codes that show a red message for 5 s', () => {
  it('lists exactly the codes of SPEC §8', () => {
    expect([...NOTIFIED_CODES].sort((a, b) => a - b)).toEqual(
      [50008, 50010, 50012, 50013, 50015, 50016, 429, -999, 403, 500, -1].sort((a, b) => a - b),
    );
  });

  it.each([50008, 50010, 50012, 50013, 50015, 50016, 429, -999, 403, 500, -1])(
    'code %i: shows the body msg for 5 000 ms and rejects with ApiError',
    async (code) => {
      peer = await startPeer(() => fail(code, `msg-${code}`));
      const { ui, errors, dialogs } = recordingUi();
      let cleared = 0;
      const client = createApiClient({ baseURL: peer.baseURL, ui, clearToken: () => (cleared += 1) });
      const error = await rejection(getHealth(client));
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ code, msg: `msg-${code}`, kind: 'business', status: 200 });
      expect(errors).toEqual([{ message: `msg-${code}`, durationMs: 5000 }]);
      expect(dialogs).toHaveLength(0);
      expect(cleared).toBe(0);
    },
  );

  it("falls back to 'error' in the host language when msg is empty", async () => {
    peer = await startPeer(() => fail(ErrorCode.Forbidden, ''));
    const zh = recordingUi();
    await rejection(getHealth(createApiClient({ baseURL: peer.baseURL, ui: zh.ui })));
    expect(zh.errors[0]?.message).toBe('错误');
    const en = recordingUi();
    await rejection(getHealth(createApiClient({ baseURL: peer.baseURL, ui: en.ui, getLocale: () => 'en' })));
    expect(en.errors[0]?.message).toBe('Error');
  });

  it('reads an envelope that arrives with a non-2xx status as a business error', async () => {
    peer = await startPeer(() => ({ status: 429, body: { code: 429, msg: '请求过于频繁', data: null } }));
    const { ui, errors } = recordingUi();
    const error = await rejection(getHealth(createApiClient({ baseURL: peer.baseURL, ui })));
    expect(error).toMatchObject({ code: 429, kind: 'business', status: 429 });
    expect(errors[0]?.message).toBe('请求过于频繁');
  });

  it('notify: false leaves the display to the caller', async () => {
    peer = await startPeer(() => fail(ErrorCode.Conflict, 'dup'));
    const { ui, errors } = recordingUi();
    const error = await rejection(
      getHealth(createApiClient({ baseURL: peer.baseURL, ui }), { notify: false }),
    );
    expect(error.code).toBe(50016);
    expect(errors).toHaveLength(0);
  });

  it('keeps the envelope data of a failure (e.g. the errorId of a 500)', async () => {
    peer = await startPeer(() => ({ body: { code: 500, msg: 'boom', data: { errorId: 'e-1' } } }));
    const error = await rejection(getHealth(createApiClient({ baseURL: peer.baseURL })));
    expect(error.data).toEqual({ errorId: 'e-1' });
  });
});

describe('SPEC §8 code 50014', () => {
  it('clears the token and shows exactly one modal for parallel requests; confirm logs out once', async () => {
    peer = await startPeer(() => ({ ...fail(ErrorCode.TokenExpired, '登录已过期'), delayMs: 20 }));
    const { ui, dialogs, errors } = recordingUi();
    let token: string | undefined = 'expired-token';
    let logouts = 0;
    const client = createApiClient({
      baseURL: peer.baseURL,
      ui,
      getToken: () => token,
      clearToken: () => (token = undefined),
      onLogout: () => (logouts += 1),
    });
    const results = await Promise.allSettled(Array.from({ length: 8 }, () => getHealth(client)));
    expect(results.every((r) => r.status === 'rejected' && (r.reason as ApiError).code === 50014)).toBe(true);
    expect(peer.seen.every((r) => r.headers.authorization === 'Bearer expired-token')).toBe(true);
    expect(token).toBeUndefined();
    expect(dialogs).toHaveLength(1);
    expect(dialogs[0]).toMatchObject({ title: '错误提示', message: '登录已过期', confirmText: '确定' });
    expect(errors).toHaveLength(0);
    expect(logouts).toBe(0);
    dialogs[0]!.onConfirm();
    expect(logouts).toBe(1);
  });

  it('late answers for the same expired token after confirm open no second modal', async () => {
    peer = await startPeer(() => fail(ErrorCode.TokenExpired, 'expired'));
    const { ui, dialogs } = recordingUi();
    const client = createApiClient({
      baseURL: peer.baseURL,
      ui,
      getToken: () => 'same',
      clearToken: () => {},
    });
    await rejection(getHealth(client));
    dialogs[0]!.onConfirm();
    await rejection(getHealth(client));
    expect(dialogs).toHaveLength(1);
  });

  it('a later session that expires gets its own modal', async () => {
    peer = await startPeer(() => fail(ErrorCode.TokenExpired, 'expired'));
    const { ui, dialogs } = recordingUi();
    let token = 'session-1';
    const client = createApiClient({
      baseURL: peer.baseURL,
      ui,
      getToken: () => token,
      clearToken: () => {},
    });
    await rejection(getHealth(client));
    dialogs[0]!.onClose();
    token = 'session-2';
    await rejection(getHealth(client));
    expect(dialogs).toHaveLength(2);
  });

  it('is handled even when the caller asked for notify: false', async () => {
    peer = await startPeer(() => fail(ErrorCode.TokenExpired, 'expired'));
    const { ui, dialogs } = recordingUi();
    let cleared = false;
    const client = createApiClient({
      baseURL: peer.baseURL,
      ui,
      getToken: () => 't',
      clearToken: () => (cleared = true),
    });
    await rejection(getHealth(client, { notify: false }));
    expect(cleared).toBe(true);
    expect(dialogs).toHaveLength(1);
  });

  it('shows the modal texts in English and Spanish', async () => {
    peer = await startPeer(() => fail(ErrorCode.TokenExpired, 'x'));
    for (const [locale, title, confirm] of [
      ['en', 'Error prompt', 'Confirm'],
      ['es', 'Aviso de error', 'Aceptar'],
    ] as const) {
      const { ui, dialogs } = recordingUi();
      const client = createApiClient({
        baseURL: peer.baseURL,
        ui,
        getToken: () => locale,
        getLocale: () => locale,
      });
      await rejection(getHealth(client));
      expect(dialogs[0]).toMatchObject({ title, confirmText: confirm });
    }
  });

  it('without a modal (headless host) goes straight to onLogout, once', async () => {
    peer = await startPeer(() => fail(ErrorCode.TokenExpired, 'x'));
    let logouts = 0;
    const client = createApiClient({
      baseURL: peer.baseURL,
      getToken: () => 'h',
      clearToken: () => {},
      onLogout: () => (logouts += 1),
    });
    await Promise.allSettled([getHealth(client), getHealth(client), getHealth(client)]);
    expect(logouts).toBe(1);
  });
});

describe('SPEC §8 network and HTTP failures', () => {
  it('connection refused: "service busy" for 5 s and a network ApiError', async () => {
    const { ui, errors } = recordingUi();
    const client = createApiClient({ baseURL: await closedPortURL(), ui });
    const error = await rejection(getHealth(client));
    expect(error).toMatchObject({ kind: 'network', code: NETWORK_ERROR_CODE, msg: '服务繁忙，请稍后重试！' });
    expect(errors).toEqual([{ message: '服务繁忙，请稍后重试！', durationMs: 5000 }]);
  });

  it('HTTP 502 with an HTML page counts as a failure, not as data', async () => {
    peer = await startPeer(() => ({
      status: 502,
      body: '<html>Bad gateway</html>',
      contentType: 'text/html',
    }));
    const { ui, errors } = recordingUi();
    const error = await rejection(
      getHealth(createApiClient({ baseURL: peer.baseURL, ui, getLocale: () => 'en' })),
    );
    expect(error).toMatchObject({ kind: 'network', status: 502 });
    expect(errors[0]?.message).toBe('Service busy, please retry later!');
  });

  it('HTTP 200 without an envelope (a misrouted SPA page) is a failure', async () => {
    peer = await startPeer(() => ({ body: '<!doctype html><div id=root>', contentType: 'text/html' }));
    const error = await rejection(getHealth(createApiClient({ baseURL: peer.baseURL })));
    expect(error.kind).toBe('network');
  });

  it('a timeout is a network failure', async () => {
    peer = await startPeer(() => 'hang');
    const { ui, errors } = recordingUi();
    const client = createApiClient({ baseURL: peer.baseURL, ui, timeout: 150 });
    const error = await rejection(getHealth(client));
    expect(error.kind).toBe('network');
    expect(errors[0]?.message).toBe('服务繁忙，请稍后重试！');
  });

  it('an aborted request rejects quietly', async () => {
    peer = await startPeer(() => 'hang');
    const { ui, errors } = recordingUi();
    const controller = new AbortController();
    const pending = getHealth(createApiClient({ baseURL: peer.baseURL, ui }), { signal: controller.signal });
    setTimeout(() => controller.abort(), 30);
    const error = await rejection(pending);
    expect(error.kind).toBe('canceled');
    expect(errors).toHaveLength(0);
  });
});

describe('SPEC §8 notice-call messages for other non-zero codes', () => {
  const cases = [
    ['latest announcement', getLatestAnnouncementPopup, '获取最新公告通知失败，失败原因：boom'],
    ['unread announcements', listUnreadAnnouncements, '获取未读消息失败，失败原因：boom'],
    ['unpaid fees', listUnpaidFees, '获取未读消息失败，失败原因：boom'],
    ['unread activities', listUnreadActivities, '获取未读消息失败，失败原因：boom'],
    ['message list', getMessageSummary, '消息接口请求失败！'],
  ] as const;
  it.each(cases)('%s', async (_name, fn, expected) => {
    peer = await startPeer(() => fail(12345, 'boom'));
    const { ui, errors } = recordingUi();
    const error = await rejection(fn(createApiClient({ baseURL: peer.baseURL, ui })));
    expect(error.code).toBe(12345);
    expect(errors).toEqual([{ message: expected, durationMs: 5000 }]);
  });

  it.each([
    ['announcement', readAnnouncementPopup, '标记已读失败，失败原因：boom'],
    ['fee', readFeeNotice, '标记已读失败，失败原因：boom'],
    ['activity', readActivityNotice, '标记已读失败，失败原因：boom'],
    ['message', markMessageRead, '修改消息状态接口失败！'],
  ] as const)('mark %s read', async (_name, fn, expected) => {
    peer = await startPeer(() => fail(12345, 'boom'));
    const { ui, errors } = recordingUi();
    await rejection(fn(createApiClient({ baseURL: peer.baseURL, ui }), 3));
    expect(errors[0]?.message).toBe(expected);
    expect(new URL(peer.seen[0]!.url, 'http://x').searchParams.get('id') ?? peer.seen[0]!.url).toMatch(/3$/);
  });

  it('fills the template in English and Spanish', async () => {
    peer = await startPeer(() => fail(12345, 'boom'));
    const en = recordingUi();
    await rejection(
      getLatestAnnouncementPopup(
        createApiClient({ baseURL: peer.baseURL, ui: en.ui, getLocale: () => 'en' }),
      ),
    );
    expect(en.errors[0]?.message).toBe('Failed to get the latest announcement, reason: boom');
    const es = recordingUi();
    await rejection(
      listUnpaidFees(createApiClient({ baseURL: peer.baseURL, ui: es.ui, getLocale: () => 'es' })),
    );
    expect(es.errors[0]?.message).toBe('No se pudieron obtener los mensajes no leídos, motivo: boom');
  });

  it('a catalogue code in a notice call shows the catalogue message, not the template', async () => {
    peer = await startPeer(() => fail(ErrorCode.Forbidden, '无权限'));
    const { ui, errors } = recordingUi();
    await rejection(listUnreadAnnouncements(createApiClient({ baseURL: peer.baseURL, ui })));
    expect(errors).toEqual([{ message: '无权限', durationMs: 5000 }]);
  });

  it('other calls leave unknown codes to the caller', async () => {
    peer = await startPeer(() => fail(12345, 'boom'));
    const { ui, errors } = recordingUi();
    await rejection(getHealth(createApiClient({ baseURL: peer.baseURL, ui })));
    expect(errors).toHaveLength(0);
  });

  it('popup lists ask for type=2', async () => {
    peer = await startPeer(() => ok({ list: [] }));
    const client = createApiClient({ baseURL: peer.baseURL });
    await listUnreadAnnouncements(client);
    await listUnpaidFees(client);
    await listUnreadActivities(client);
    expect(peer.seen.map((r) => new URL(r.url, 'http://x').searchParams.get('type'))).toEqual([
      '2',
      '2',
      '2',
    ]);
  });
});

describe('binary calls', () => {
  it('answers the raw captcha SVG', async () => {
    peer = await startPeer(() => ({
      body: '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
      contentType: 'image/svg+xml',
    }));
    const svg = await getCaptcha(createApiClient({ baseURL: peer.baseURL }), 'dev-1');
    expect(svg).toMatch(/^<svg/);
    expect(peer.seen[0]?.url).toBe('/prod-api/uaa/validata/code/dev-1');
  });

  it('reads a JSON failure of a binary call as an envelope', async () => {
    peer = await startPeer(() => fail(ErrorCode.Throttled, 'slow down'));
    const { ui, errors } = recordingUi();
    const error = await rejection(getCaptcha(createApiClient({ baseURL: peer.baseURL, ui }), 'dev-1'));
    expect(error.code).toBe(429);
    expect(errors[0]?.message).toBe('slow down');
  });
});
