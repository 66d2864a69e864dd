import type { AxiosInstance } from 'axios';
import type { ApiLocale, ApiMessageKey } from '../i18n/messages.js';
import type { PendingCounter } from './pending-counter.js';

/** The "error prompt" modal of SPEC §8 (code 50014), drawn by the host. */
export interface ExpiredDialog {
  title: string;
  message: string;
  confirmText: string;
  /** The host calls this when the user confirms; the client then runs `onLogout`. */
  onConfirm: () => void;
  /** The host calls this if the modal is dismissed another way (so a later expiry can show it again). */
  onClose: () => void;
}

/** UI side effects, injected by the host (antd `message.error`, `Modal.confirm`, ...). */
export interface ApiClientUi {
  /** A red message for `durationMs` (SPEC §8: 5 000 ms). */
  showError: (message: string, durationMs: number) => void;
  /** Shown once however many parallel requests answer 50014. */
  showExpiredModal: (dialog: ExpiredDialog) => void;
}

export interface ApiClientOptions {
  /** Defaults to `/prod-api` (SPEC §7). */
  baseURL?: string;
  /** Defaults to the `Admin-Token` cookie / localStorage entry. */
  getToken?: () => string | null | undefined;
  /** Defaults to the locally stored data type; sent as `filterMode`. */
  getDataType?: () => string | null | undefined;
  /** Clears the token on 50014; defaults to removing the `Admin-Token` cookie and entry. */
  clearToken?: () => void;
  /** Language of the client's own texts and of the server's field messages (`Accept-Language`). */
  getLocale?: () => ApiLocale | string;
  /** After the expired modal is confirmed: the host logs out locally and goes to /login. */
  onLogout?: () => void;
  ui?: Partial<ApiClientUi>;
  /** Called with the number of requests in flight each time it changes (global loading mask). */
  onPending?: (count: number) => void;
  /** Defaults to 60 000 ms (SPEC §9). */
  timeout?: number;
  /** Extra headers on every request (e.g. a sister product's marker). */
  headers?: Record<string, string>;
  /** axios transport; the default picks XHR in browsers and http in Node (SSR, tests, scripts). */
  adapter?: 'xhr' | 'http' | 'fetch';
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Per-call switches. */
export interface CallOptions {
  /** `false` keeps this request out of the loading mask (SPEC §9 opt-out). */
  loading?: boolean;
  /**
   * Template for non-zero codes outside the catalogue (SPEC §8 notice calls), e.g.
   * `apiClient.notice.unreadFailed`; `{msg}` is filled with the server's message.
   */
  failureMessage?: ApiMessageKey;
  /** `false` shows nothing at all: the caller handles every error itself. */
  notify?: boolean;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  timeout?: number;
  /** Binary endpoints (captcha): answer the raw body instead of unwrapping an envelope. */
  responseType?: 'json' | 'text' | 'arraybuffer' | 'blob';
}

export interface RequestConfig extends CallOptions {
  method: HttpMethod;
  /** Relative to `baseURL`, path parameters already filled. */
  url: string;
  /** Query parameters (arrays serialised without indices). */
  params?: unknown;
  /** JSON body. */
  data?: unknown;
}

export interface ApiClient {
  readonly baseURL: string;
  /** The configured axios instance (auth headers, timeout, params serialiser); no unwrapping. */
  readonly axios: AxiosInstance;
  readonly pending: PendingCounter;
  /** Sends one call and resolves with `data` of a `code: 0` envelope; rejects with `ApiError`. */
  request: <T>(config: RequestConfig) => Promise<T>;
  /** The client's texts in the current locale (for hosts that show the same messages). */
  t: (key: ApiMessageKey, values?: Record<string, string>) => string;
}
