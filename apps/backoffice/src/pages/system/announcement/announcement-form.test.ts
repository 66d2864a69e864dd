import { describe, expect, it } from 'vitest';
import { CreateAnnouncementSchema, type Announcement } from '@eldercare/api-client/contract';
import { toAnnouncementBody, toAnnouncementForm } from './announcement-form';

const announcement: Announcement = {
  id: 3,
  version: 1,
  title: '关于开展培训的通知',
  content: '<p>内容</p>',
  anannouncement_type: 4,
  announcement_type_name: '协会公告',
  upNews: '0',
  popUp: true,
  areaCode: '3417',
  fileInfoList: [{ id: 1, fileName: '附件.pdf', url: '/files/1.pdf' }],
  createTime: '2026-01-01 10:00:00',
  publishTime: null,
};

describe('announcement form mapping', () => {
  it('round-trips an announcement into a body the server accepts', () => {
    const body = toAnnouncementBody(toAnnouncementForm(announcement));
    expect(body).toEqual({
      title: '关于开展培训的通知',
      anannouncement_type: 4,
      content: '<p>内容</p>',
      popUp: true,
      files: [{ fileName: '附件.pdf', url: '/files/1.pdf' }],
    });
    expect(CreateAnnouncementSchema.safeParse(body).success).toBe(true);
  });

  it('drops blank attachment rows and trims the title', () => {
    const body = toAnnouncementBody({
      title: '  标题 ',
      anannouncement_type: 1,
      content: '<p>x</p>',
      popUp: false,
      files: [
        { fileName: ' ', url: '' },
        { fileName: 'a.doc', url: ' /a.doc ' },
      ],
    });
    expect(body.title).toBe('标题');
    expect(body.files).toEqual([{ fileName: 'a.doc', url: '/a.doc' }]);
  });

  it('needs a type', () => {
    expect(() => toAnnouncementBody({ title: 't', content: '', popUp: false, files: [] })).toThrow();
  });
});
