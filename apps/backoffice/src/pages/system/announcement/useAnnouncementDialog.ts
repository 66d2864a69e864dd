import { Form } from 'antd';
import { useEffect } from 'react';
import { useCreateAnnouncement, useUpdateAnnouncement } from '@eldercare/api-client/react';
import type { Announcement } from '@eldercare/api-client/contract';
import {
  EMPTY_ANNOUNCEMENT,
  toAnnouncementBody,
  toAnnouncementForm,
  type AnnouncementFormValues,
} from './announcement-form';

/** The announcement dialog's controller: the form filled from the announcement (or empty) and saving it. */
export function useAnnouncementDialog(open: boolean, announcement: Announcement | null) {
  const [form] = Form.useForm<AnnouncementFormValues>();
  const create = useCreateAnnouncement();
  const update = useUpdateAnnouncement();

  useEffect(() => {
    if (open) form.setFieldsValue(announcement ? toAnnouncementForm(announcement) : EMPTY_ANNOUNCEMENT);
  }, [open, announcement, form]);

  const save = (values: AnnouncementFormValues) => {
    const body = toAnnouncementBody(values);
    // The version read: a save over someone else's newer edit is refused (50016, said by the client).
    return announcement
      ? update.mutateAsync({ id: announcement.id, version: announcement.version, ...body })
      : create.mutateAsync(body);
  };

  return { form, save, saving: create.isPending || update.isPending };
}
