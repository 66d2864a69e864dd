import type { Announcement, CreateAnnouncement } from '@eldercare/api-client/contract';

export interface AnnouncementFormValues {
  title: string;
  anannouncement_type?: number;
  content: string;
  popUp: boolean;
  files: { fileName: string; url: string }[];
}

export const EMPTY_ANNOUNCEMENT: AnnouncementFormValues = { title: '', content: '', popUp: false, files: [] };

export function toAnnouncementForm(announcement: Announcement): AnnouncementFormValues {
  return {
    title: announcement.title,
    anannouncement_type: announcement.anannouncement_type,
    content: announcement.content,
    popUp: announcement.popUp,
    files: announcement.fileInfoList.map(({ fileName, url }) => ({ fileName, url })),
  };
}

/** The body shared by create and update; blank attachment rows are dropped. */
export function toAnnouncementBody(values: AnnouncementFormValues): CreateAnnouncement {
  if (values.anannouncement_type === undefined) throw new Error('anannouncement_type is required');
  return {
    title: values.title.trim(),
    anannouncement_type: values.anannouncement_type,
    content: values.content,
    popUp: values.popUp,
    files: (values.files ?? [])
      .map((file) => ({ fileName: (file.fileName ?? '').trim(), url: (file.url ?? '').trim() }))
      .filter((file) => file.fileName !== ''),
  };
}
