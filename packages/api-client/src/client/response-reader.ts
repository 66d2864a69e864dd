import type { AxiosResponse } from 'axios';
import type { ApiMessageKey } from '../i18n/messages.js';
import { ApiError, NETWORK_ERROR_CODE } from './api-error.js';
import { asEnvelope, decodeJsonBody, toArrayBuffer } from './envelope.js';
import { ERROR_MESSAGE_DURATION_MS, reactionTo } from './error-catalogue.js';
import type { RequestConfig } from './types.js';

/**
 * Turns an answer into its data or a typed error, with the reaction the error catalogue names for
 * its code (a message, the expired-session modal, or the caller's own failure text). Answers
 * `[unwrap, networkFailure]`: a pair rather than an object, as the shell's first load carries this
 * code and an object's property names stay in the minified bundle.
 */
export function createResponseReader(
  t: (key: ApiMessageKey, values?: Record<string, string>) => string,
  showError: (message: string, durationMs: number) => void,
  clearToken: () => void,
  expired: { open: (message: string, sentToken: string | undefined) => void },
) {
  const notifyError = (config: RequestConfig, message: string) => {
    if (config.notify !== false) showError(message, ERROR_MESSAGE_DURATION_MS);
  };

  const networkFailure = (config: RequestConfig, status: number | undefined, cause?: unknown) => {
    const msg = t('apiClient.error.serviceBusy');
    notifyError(config, msg);
    return new ApiError({ code: NETWORK_ERROR_CODE, msg, kind: 'network', status, cause });
  };

  const unwrap = <T>(config: RequestConfig, response: AxiosResponse, sentToken: string | undefined): T => {
    const ok = response.status >= 200 && response.status < 300;
    const isRaw = config.responseType !== undefined && config.responseType !== 'json';
    const contentType = String(response.headers['content-type'] ?? '');
    if (isRaw && ok && !contentType.includes('application/json')) {
      return (config.responseType === 'arraybuffer' ? toArrayBuffer(response.data) : response.data) as T;
    }

    const envelope = asEnvelope(isRaw ? decodeJsonBody(response.data) : response.data);
    if (!envelope) throw networkFailure(config, response.status);
    if (envelope.code === 0) return envelope.data as T;

    const { code, msg, data } = envelope;
    const error = new ApiError({ code, msg, kind: 'business', status: response.status, data });
    const reaction = reactionTo(code);
    const text = msg || t('apiClient.error.fallback');
    if (reaction === 'expired') {
      // The session is over whatever the caller asked: the token goes and one modal leads to login.
      clearToken();
      expired.open(text, sentToken);
    } else if (reaction === 'notify') {
      notifyError(config, text);
    } else if (config.failureMessage) {
      notifyError(config, t(config.failureMessage, { msg }));
    }
    throw error;
  };

  return [unwrap, networkFailure] as const;
}
