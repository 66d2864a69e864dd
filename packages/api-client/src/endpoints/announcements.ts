import type { ApiClient, CallOptions } from '../client/types.js';
import { call, type BodyOf, type QueryOf } from './call.js';

/** SPEC §7 Announcements: site announcements and their publishing. */

export const listAnnouncements = (
  client: ApiClient,
  query: QueryOf<'listAnnouncements'> = {},
  options?: CallOptions,
) =>
  call(
    client,
    { name: 'listAnnouncements', method: 'GET', path: '/biz/site/announcement' },
    { query },
    options,
  );

export const getAnnouncement = (client: ApiClient, id: number, options?: CallOptions) =>
  call(
    client,
    { name: 'getAnnouncement', method: 'GET', path: '/biz/site/announcement/:id' },
    { params: { id } },
    options,
  );

export const createAnnouncement = (
  client: ApiClient,
  body: BodyOf<'createAnnouncement'>,
  options?: CallOptions,
) =>
  call(
    client,
    { name: 'createAnnouncement', method: 'POST', path: '/biz/site/announcement' },
    { body },
    options,
  );

export const updateAnnouncement = (
  client: ApiClient,
  body: BodyOf<'updateAnnouncement'>,
  options?: CallOptions,
) =>
  call(
    client,
    { name: 'updateAnnouncement', method: 'PUT', path: '/biz/site/announcement' },
    { body },
    options,
  );

export const deleteAnnouncement = (client: ApiClient, id: number, options?: CallOptions) =>
  call(
    client,
    { name: 'deleteAnnouncement', method: 'DELETE', path: '/biz/site/announcement/:id' },
    { params: { id } },
    options,
  );

/** Publishes one announcement (`upNews`). */
export const publishAnnouncement = (client: ApiClient, id: number, options?: CallOptions) =>
  call(
    client,
    { name: 'publishAnnouncement', method: 'POST', path: '/biz/site/announcement/upNews' },
    { query: { id } },
    options,
  );

/** Withdraws one announcement (`not/upNews`). */
export const withdrawAnnouncement = (client: ApiClient, id: number, options?: CallOptions) =>
  call(
    client,
    { name: 'withdrawAnnouncement', method: 'POST', path: '/biz/site/announcement/not/upNews' },
    { query: { id } },
    options,
  );

export const publishAnnouncements = (client: ApiClient, ids: number[], options?: CallOptions) =>
  call(
    client,
    { name: 'publishAnnouncements', method: 'POST', path: '/biz/site/announcement/upNews/batch' },
    { body: { ids } },
    options,
  );
