import { z } from 'zod';
import { PageQuerySchema } from './envelope.js';

/**
 * Announcement types 1–3 are vocational-skill notices, 4+ association notices (SPEC §2 notice
 * routes). The misspelt `anannouncement_type` is the platform's field name (SPEC §3).
 */
export const AnnouncementTypeSchema = z.number().int().min(1).max(9);

export const AnnouncementFileSchema = z.object({
  id: z.number().int(),
  fileName: z.string(),
  url: z.string(),
});

export const AnnouncementSchema = z.object({
  id: z.number().int(),
  /** Optimistic concurrency: send it back with an update; a stale one is refused (50016). */
  version: z.number().int(),
  title: z.string(),
  /** Sanitised HTML. */
  content: z.string(),
  anannouncement_type: AnnouncementTypeSchema,
  announcement_type_name: z.string(),
  /** '1' published (upNews), '0' draft or withdrawn. */
  upNews: z.enum(['0', '1']),
  /** Shown as the latest-announcement popup to association users when published. */
  popUp: z.boolean(),
  areaCode: z.string(),
  fileInfoList: z.array(AnnouncementFileSchema),
  createTime: z.string(),
  publishTime: z.string().nullable(),
});
export type Announcement = z.infer<typeof AnnouncementSchema>;

export const AnnouncementListQuerySchema = PageQuerySchema.extend({
  title: z.string().trim().max(100).optional(),
  anannouncement_type: z.coerce.number().int().min(1).max(9).optional(),
  upNews: z.enum(['0', '1']).optional(),
});

const announcementFields = {
  title: z.string().trim().min(1).max(200),
  content: z.string().max(200_000),
  anannouncement_type: AnnouncementTypeSchema,
  popUp: z.boolean().default(false),
  files: z
    .array(z.object({ fileName: z.string().trim().min(1).max(200), url: z.string().trim().max(2048) }))
    .max(20)
    .default([]),
};

export const CreateAnnouncementSchema = z.object(announcementFields);
export type CreateAnnouncement = z.input<typeof CreateAnnouncementSchema>;
export const UpdateAnnouncementSchema = z.object({
  id: z.number().int().positive(),
  /** The version the editor read (required): an update over someone else's newer edit is refused. */
  version: z.number().int().positive().max(2147483647),
  ...announcementFields,
});
export type UpdateAnnouncement = z.input<typeof UpdateAnnouncementSchema>;

/** `POST /biz/site/announcement/upNews/batch`. */
export const BatchUpNewsSchema = z.object({ ids: z.array(z.number().int().positive()).min(1).max(200) });
