const dashboardTexts = {
  totals: {
    elderlyInfo: '老年人',
    disabledInfo: '残疾人',
    pensionAgency: '养老机构',
    dayCare: '日间照料中心',
    helpMeals: '助餐点',
    serviceProvider: '服务商',
    volunteerManagement: '志愿者',
  },
  servicesThisMonth: '本月服务次数',
  unreadMessages: '未读消息',
  agenda: '待办事项',
  charts: {
    byStreet: '老年人分布（按街道）',
    byCategory: '老年人类别',
    facilities: '社区养老设施',
    overview: '数据概览（本辖区）',
  },
  facilities: {
    dayCare: '日间照料中心',
    comprehensive: '综合养老服务中心',
    elderlyActivityRoom: '老年活动室',
    communityForOldServe: '社区为老服务站',
    helpMeals: '助餐点',
    nursingStation: '护理站',
    healthHut: '健康小屋',
    lelingCenter: '乐龄中心',
  },
  empty: '暂无数据',
};

/** The shape every language's `dashboard` texts must have: zh-CN's keys, each a string. */
export type DashboardTexts = typeof dashboardTexts;
export default dashboardTexts;
