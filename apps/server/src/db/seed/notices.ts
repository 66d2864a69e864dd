import type { Transaction } from 'kysely';
import type { Database } from '../schema.js';
import { findResource } from '@eldercare/resources';

type Trx = Transaction<Database>;

const listRouteOf = (key: string): string => {
  const resource = findResource(key);
  if (!resource) throw new Error(`no module ${key}`);
  return resource.listRoute;
};

interface DemoAnnouncement {
  title: string;
  content: string;
  type: number;
  published: boolean;
  popUp: boolean;
  areaCode: string;
  dataType: 'prod' | 'trial';
}

/** Every state the announcement pages show: popup or not, a draft, other districts, the trial data. */
const DEMO_ANNOUNCEMENTS: readonly DemoAnnouncement[] = [
  {
    title: '2026年养老护理员职业技能培训报名通知',
    content: '<p>请各会员单位于月底前报名参加职业技能培训。</p>',
    type: 2,
    published: true,
    popUp: true,
    areaCode: '3417',
    dataType: 'prod',
  },
  {
    title: '池州市养老服务业协会2026年会员大会通知',
    content: '<p>协会定于下月召开年度会员大会，请准时参加。</p>',
    type: 5,
    published: true,
    popUp: true,
    areaCode: '3417',
    dataType: 'prod',
  },
  {
    title: '会员单位年审工作通知',
    content: '<p>请会员单位提交年审材料。</p>',
    type: 4,
    published: true,
    popUp: false,
    areaCode: '3417',
    dataType: 'prod',
  },
  {
    title: '养老护理员考试安排（草稿）',
    content: '<p>草稿，尚未发布。</p>',
    type: 3,
    published: false,
    popUp: false,
    areaCode: '3417',
    dataType: 'prod',
  },
  {
    title: '贵池区居家养老服务补贴发放公告',
    content: '<p>贵池区本月补贴已发放。</p>',
    type: 1,
    published: true,
    popUp: false,
    areaCode: '341702',
    dataType: 'prod',
  },
  {
    title: '东至县养老服务补贴发放公告',
    content: '<p>东至县本月补贴已发放。</p>',
    type: 1,
    published: true,
    popUp: false,
    areaCode: '341721',
    dataType: 'prod',
  },
  {
    title: '试用环境演示公告',
    content: '<p>试用数据。</p>',
    type: 4,
    published: true,
    popUp: false,
    areaCode: '3417',
    dataType: 'trial',
  },
];

const DEMO_MESSAGES = [
  {
    title: '系统升级通知',
    content: '平台将于周六凌晨升级维护。',
    msg_type: 'sys_notification',
    send_obj_type_name: '全部用户',
  },
  {
    title: '高龄津贴审核提醒',
    content: '有新的高龄津贴申请待审核。',
    msg_type: 'job_notice',
    send_obj_type_name: '民政部门',
  },
  {
    title: '欢迎使用友康养老云',
    content: '欢迎使用后台管理系统。',
    msg_type: 'web_ment',
    send_obj_type_name: '指定用户',
  },
] as const;

/** The ids of the named demo users that exist. */
const idsOf = (userIds: Record<string, number>, names: readonly string[]) =>
  names.map((u) => userIds[u]).filter((id): id is number => id !== undefined);

/** The demo announcements, the first with an attachment. */
const seedAnnouncements = async (trx: Trx, createdBy: number | null) => {
  const announcements = await trx
    .insertInto('announcement')
    .values(
      DEMO_ANNOUNCEMENTS.map((a) => ({
        title: a.title,
        content: a.content,
        announcement_type: a.type,
        up_news: a.published ? '1' : '0',
        pop_up: a.popUp,
        area_code: a.areaCode,
        data_type: a.dataType,
        created_by: createdBy,
        published_at: a.published ? new Date() : null,
      })),
    )
    .returning('id')
    .execute();
  const firstId = announcements[0]?.id;
  if (firstId !== undefined) {
    await trx
      .insertInto('announcement_file')
      .values([{ announcement_id: firstId, file_name: '培训报名表.docx', url: '/files/training-form.docx' }])
      .execute();
  }
};

/** The demo messages, unread by every demo user. */
const seedMessages = async (trx: Trx, userIds: Record<string, number>) => {
  const messages = await trx
    .insertInto('message')
    .values([...DEMO_MESSAGES])
    .returning('id')
    .execute();
  const receivers = Object.values(userIds).flatMap((userId) =>
    messages.map((m) => ({ message_id: m.id, user_id: userId, read_at: null })),
  );
  if (receivers.length) await trx.insertInto('message_receiver').values(receivers).execute();
};

// Each item opens its module's list filtered to what it counts; the server counts those records
// and shows an item only to users who may open that list.
const seedAgenda = async (trx: Trx, userIds: Record<string, number>) => {
  const agendaUsers = idsOf(userIds, ['admin', 'street', 'operator']);
  if (agendaUsers.length === 0) return;
  await trx
    .insertInto('agenda')
    .values(
      agendaUsers.flatMap((user_id) => [
        {
          user_id,
          agenda_type: 'contract_approval',
          prompt_title: '待审批合同',
          total: 0,
          path: `${listRouteOf('contract')}?contractStatus=submitted`,
        },
        {
          user_id,
          agenda_type: 'work_order',
          prompt_title: '待处理工单',
          total: 0,
          path: `${listRouteOf('homeWorkOrder')}?status=pending`,
        },
      ]),
    )
    .execute();
};

const seedFeeNotices = async (trx: Trx, userIds: Record<string, number>) => {
  const feeUsers = idsOf(userIds, ['association', 'secretariat', 'admin']);
  if (feeUsers.length === 0) return;
  await trx
    .insertInto('fee_notice')
    .values(
      feeUsers.map((user_id) => ({ user_id, title: '2026年度会费缴纳通知：请尽快缴纳会费', read_at: null })),
    )
    .execute();
};

const seedReminders = async (trx: Trx) => {
  const survey = '今年高龄老人调查工作已经开始，请尽快安排确认';
  // Each reminder leads to a page its role holds: street staff confirm the very elderly among the
  // people of their street; the survey's configuration page is not theirs (it would answer 401).
  const reminderPages: [string, string][] = [
    ['sup_admin', '/OverNinetyOldManConfig/details'],
    ['sys_admin', '/OverNinetyOldManConfig/details'],
    ['street_staff', '/elderlyInfo/index'],
    ['operate_manage', '/OverNinetyOldManConfig/details'],
  ];
  await trx
    .insertInto('reminder')
    .values(
      reminderPages.map(([role_key, remind_view_index]) => ({
        role_key,
        remind_handle: survey,
        remind_view_index,
        active: true,
      })),
    )
    .execute();
};

/**
 * Announcements, messages, agenda, fees and reminders so every notice kind shows. Activity notices
 * need the training activities they announce: the resource seed adds them (activity-notices.ts).
 */
export const seedNotices = async (trx: Trx, userIds: Record<string, number>): Promise<void> => {
  await seedAnnouncements(trx, userIds.admin ?? null);
  await seedMessages(trx, userIds);
  await seedAgenda(trx, userIds);
  await seedFeeNotices(trx, userIds);
  await seedReminders(trx);
};
