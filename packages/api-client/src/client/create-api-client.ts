import axios, { type AxiosResponse } from 'axios';
import { formatApiMessage, type ApiMessageKey } from '../i18n/messages.js';
import { getDataType } from '../session/data-type.js';
import { getToken, removeToken } from '../session/token.js';
import { ApiError, NETWORK_ERROR_CODE } from './api-error.js';
import { DEFAULT_BASE_URL, REQUEST_TIMEOUT_MS } from './error-catalogue.js';
import { createExpiredGate } from './expired-gate.js';
import { createPendingCounter } from './pending-counter.js';
import { createResponseReader } from './response-reader.js';
import { serializeParams } from './serialize-params.js';
import type { ApiClient, ApiClientOptions, RequestConfig } from './types.js';

const noop = () => {};

/**
 * The HTTP client of SPEC §7 with the error catalogue of SPEC §8. Every UI effect goes through
 * `options.ui`, so the same client runs in the back-office, a sister product or a Node script.
 */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const baseURL = options.baseURL ?? DEFAULT_BASE_URL;
  const readToken = options.getToken ?? getToken;
  const t = (key: ApiMessageKey, values?: Record<string, string>) =>
    formatApiMessage(key, options.getLocale?.() ?? 'zh-CN', values);

  const pending = createPendingCounter();
  if (options.onPending) pending.subscribe(options.onPending);

  const [unwrap, networkFailure] = createResponseReader(
    t,
    options.ui?.showError ?? noop,
    options.clearToken ?? removeToken,
    createExpiredGate({
      t,
      showExpiredModal: options.ui?.showExpiredModal,
      onLogout: options.onLogout ?? noop,
    }),
  );

  const instance = axios.create({
    baseURL,
    timeout: options.timeout ?? REQUEST_TIMEOUT_MS,
    withCredentials: true,
    paramsSerializer: { serialize: serializeParams },
    headers: options.headers,
    adapter: options.adapter,
  });
  const readDataType = options.getDataType ?? getDataType;
  // The session's bearer token and, with it, the data type the user chose (`filterMode`); the
  // caller's language when the host gives one.
  instance.interceptors.request.use((config) => {
    const token = readToken();
    if (token) {
      config.headers.set('Authorization', `Bearer ${token}`);
      const dataType = readDataType();
      if (dataType) config.headers.set('filterMode', dataType);
    }
    if (options.getLocale) config.headers.set('Accept-Language', options.getLocale());
    // axios labels an empty POST/PUT as a form; a JSON server rightly refuses that (415). With no
    // body there is no content type to declare.
    if (config.data === undefined) config.headers.set('Content-Type', false);
    return config;
  });

  const request = async <T>(config: RequestConfig): Promise<T> => {
    const end = config.loading === false ? noop : pending.begin();
    const sentToken = readToken() ?? undefined;
    try {
      let response: AxiosResponse;
      try {
        response = await instance.request({
          method: config.method,
          url: config.url,
          params: config.params,
          data: config.data,
          headers: config.headers,
          signal: config.signal,
          timeout: config.timeout,
          responseType: config.responseType ?? 'json',
          // Envelopes can arrive with any status; unwrap() decides what is a failure.
          validateStatus: () => true,
        });
      } catch (cause) {
        if (axios.isCancel(cause)) {
          throw new ApiError({ code: NETWORK_ERROR_CODE, msg: 'canceled', kind: 'canceled', cause });
        }
        throw networkFailure(config, undefined, cause);
      }
      return unwrap<T>(config, response, sentToken);
    } finally {
      end();
    }
  };

  return { baseURL, axios: instance, pending, request, t };
}
