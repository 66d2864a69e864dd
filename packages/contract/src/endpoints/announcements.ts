import { z } from 'zod';
import {
  AnnouncementListQuerySchema,
  AnnouncementSchema,
  BatchUpNewsSchema,
  CreateAnnouncementSchema,
  UpdateAnnouncementSchema,
} from '../announcements.js';
import { defineEndpoint } from '../endpoint.js';
import { CreatedSchema, EmptySchema, IdParamsSchema, IdQuerySchema, pageOf } from '../envelope.js';
import { Perm } from '../permissions.js';

/** Announcements (administration). */
export const announcementEndpoints = {
  listAnnouncements: defineEndpoint({
    method: 'GET',
    path: '/biz/site/announcement',
    permission: Perm.announcementList,
    tag: 'announcements',
    summary: 'Announcements in scope (paged)',
    query: AnnouncementListQuerySchema,
    response: pageOf(AnnouncementSchema),
  }),
  createAnnouncement: defineEndpoint({
    method: 'POST',
    path: '/biz/site/announcement',
    permission: Perm.announcementAdd,
    tag: 'announcements',
    summary: 'Create an announcement (content sanitised)',
    body: CreateAnnouncementSchema,
    response: CreatedSchema,
  }),
  updateAnnouncement: defineEndpoint({
    method: 'PUT',
    path: '/biz/site/announcement',
    permission: Perm.announcementEdit,
    tag: 'announcements',
    summary: 'Update an announcement',
    body: UpdateAnnouncementSchema,
    response: EmptySchema,
  }),
  deleteAnnouncement: defineEndpoint({
    method: 'DELETE',
    path: '/biz/site/announcement/:id',
    permission: Perm.announcementRemove,
    tag: 'announcements',
    summary: 'Delete an announcement',
    params: IdParamsSchema,
    response: EmptySchema,
  }),
  getAnnouncement: defineEndpoint({
    method: 'GET',
    path: '/biz/site/announcement/:id',
    permission: Perm.announcementQuery,
    tag: 'announcements',
    summary: 'One announcement',
    params: IdParamsSchema,
    response: AnnouncementSchema,
  }),
  publishAnnouncement: defineEndpoint({
    method: 'POST',
    path: '/biz/site/announcement/upNews',
    permission: Perm.announcementPublish,
    tag: 'announcements',
    summary: 'Publish an announcement',
    query: IdQuerySchema,
    response: EmptySchema,
  }),
  withdrawAnnouncement: defineEndpoint({
    method: 'POST',
    path: '/biz/site/announcement/not/upNews',
    permission: Perm.announcementPublish,
    tag: 'announcements',
    summary: 'Withdraw an announcement',
    query: IdQuerySchema,
    response: EmptySchema,
  }),
  publishAnnouncements: defineEndpoint({
    method: 'POST',
    path: '/biz/site/announcement/upNews/batch',
    permission: Perm.announcementPublish,
    tag: 'announcements',
    summary: 'Publish several announcements',
    body: BatchUpNewsSchema,
    response: z.object({ published: z.number().int() }),
  }),
} as const;
