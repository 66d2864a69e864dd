import type { ResourcesMessages } from '../zh-CN/resources';

const resources: ResourcesMessages = {
  areaNames: {
    loading: 'Loading area names',
    failed: 'Area names could not be loaded; the area codes are shown',
    retry: 'Retry',
  },
  approval: {
    files: 'Approval documents',
    decision: 'Decision',
    approver: 'Approver',
    hint: 'Approving or rejecting records the approver, the time and the opinion on the contract',
  },
  report: {
    title: 'Assessment report',
    print: 'Print',
    generatedAt: 'Generated {{time}}',
    signature: 'Assessor’s signature',
    date: 'Date',
    provisional: 'This assessment form has not been confirmed yet: the report is provisional',
  },
  plan: {
    orderDetail: 'Order details',
    nextMonth: 'Next month’s plan',
    planDetails: 'Plan details',
    confirm: 'Confirm next month’s plan',
    confirmed: 'Next month’s plan confirmed',
    alreadyConfirmed: 'Next month’s plan is confirmed',
  },
  dispatch: {
    title: 'Dispatch orders',
    provider: 'Provider',
    staff: 'Staff member',
    assign: 'Dispatch',
    selected_one: '{{count}} selected',
    selected_other: '{{count}} selected',
    needProvider: 'Choose a provider',
    needOrders: 'Choose at least one order',
    assigned_one: '{{count}} order dispatched',
    assigned_other: '{{count}} orders dispatched',
    skipped_one: '{{count}} request can no longer be dispatched (its status changed) and was skipped',
    skipped_other: '{{count}} requests can no longer be dispatched (their status changed) and were skipped',
    failed_one:
      '{{count}} could not be dispatched; it stays selected so you can retry after reading the message',
    failed_other:
      '{{count}} could not be dispatched; they stay selected so you can retry after reading the message',
  },
  tel: {
    notice:
      'This page demonstrates the phone toolbar. It is not connected to a real phone line: no real call is made or answered.',
    state: 'Call state',
    states: {
      ringing: 'Ringing',
      talking: 'In call',
      held: 'On hold',
      transferring: 'Transferring',
      ended: 'Hung up',
    },
    answer: 'Answer',
    hold: 'Hold',
    resume: 'Resume',
    transfer: 'Transfer',
    transferTo: 'Transfer to extension',
    confirmTransfer: 'Transfer now',
    hangUp: 'Hang up',
    duration: 'Duration',
    record: 'Call record',
  },
  upload: {
    title: 'Activity files',
    drop: 'Click or drag files here to upload',
    saved: 'Files saved',
    limit: 'Up to {{size}} MB per file',
    tooLarge: '{{name}} is larger than {{size}} MB',
  },
  variant: {
    chiZhou: 'Chizhou layout',
  },
};

export default resources;
