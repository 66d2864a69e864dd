import { areaField, elderlyRef, section } from '../../groups/common';
import { f, label } from '@eldercare/resource-language';
import { defineModule } from '@eldercare/resource-language';

const h = { section: 'handling' };

export const callinInfo = defineModule({
  key: 'callinInfo',
  columns: ['callerName', 'callerNumber', 'calledAt', 'category', 'handler', 'callStatus', 'result'],
  filters: ['callerNumber', 'calledAt', 'category', 'callStatus', 'result', 'area'],
  group: 'personalRecords',
  title: ['来电信息', 'Incoming calls', 'Llamadas entrantes'],
  listRoute: '/callinInfo/index',
  detailRoute: '/callinInfo/details',
  detailId: 'optional',
  titleField: 'callerName',
  areaField: 'area',
  sort: { field: 'calledAt', order: 'desc' },
  sections: [
    section('basic', ['来电信息', 'Call', 'Llamada']),
    section('handling', ['处理情况', 'Handling', 'Gestión']),
  ],
  fields: [
    f.text('callerName', ['来电人', 'Caller', 'Llamante'], { required: true, list: true, filter: true }),
    f.phone('callerNumber', ['来电号码', 'Caller number', 'Número del llamante'], {
      required: true,
      rules: ['hotline'],
      list: true,
      filter: { mode: 'like' },
    }),
    f.datetime('calledAt', ['来电时间', 'Called at', 'Hora de la llamada'], {
      required: true,
      list: true,
      filter: true,
    }),
    f.enum('direction', 'call_direction', ['呼叫方向', 'Direction', 'Dirección'], { required: true }),
    f.integer('durationSeconds', ['通话时长(秒)', 'Duration (seconds)', 'Duración (segundos)']),
    elderlyRef({ required: false, list: true, filter: false }),
    areaField({ required: false }),
    f.enum('category', 'call_category', ['来电类别', 'Category', 'Categoría'], {
      required: true,
      list: true,
      filter: true,
    }),
    f.textarea('content', ['来电内容', 'What the caller asked', 'Contenido de la llamada'], {
      required: true,
      maxLength: 2000,
    }),
    f.text('handler', ['接线员', 'Operator', 'Operador'], { list: true, ...h }),
    // The workflow's state: logged on create, moved only by its steps.
    f.enum('callStatus', 'call_status', ['办理状态', 'Call status', 'Estado de la llamada'], {
      list: true,
      filter: true,
      ...h,
    }),
    f.enum('handling', 'call_handling', ['处理方式', 'Handling', 'Gestión'], h),
    f.enum('result', 'call_result', ['处理结果', 'Result', 'Resultado'], { list: true, filter: true, ...h }),
    f.textarea('handlingNotes', ['处理记录', 'Handling notes', 'Notas de gestión'], {
      maxLength: 2000,
      ...h,
    }),
    f.file('recording', ['通话录音', 'Call recording', 'Grabación'], h),
  ],
  workflow: {
    field: 'callStatus',
    initial: 'received',
    transitions: [
      {
        key: 'dispatch',
        from: ['received'],
        to: 'dispatched',
        title: label(['派单', 'Dispatch', 'Asignar']),
        permission: '派单',
      },
      {
        key: 'close',
        from: ['received', 'dispatched'],
        to: 'closed',
        title: label(['办结', 'Close', 'Cerrar']),
        permission: '办结',
      },
    ],
  },
  extraRoutes: [
    {
      key: 'telToolbar',
      kind: 'workflow',
      path: '/callinInfo/teltoolbar',
      idMode: 'required',
      title: { 'zh-CN': '电话工具条', en: 'Phone toolbar', es: 'Barra telefónica' },
      permission: '接听',
      purpose:
        'Softphone toolbar of the active call :id (answer, hold, transfer, hang up); on hang-up it fills ' +
        'calledAt/durationSeconds/recording and opens the call record in edit mode.',
    },
  ],
  notes:
    'Hotline (12349-style) calls: caller, number, time, category, content, handling and result. ' +
    '/callinInfo/details serves both the add (no id) and edit/look (/:id) pages. A call is logged (已登记), ' +
    'dispatched to a provider or office when it needs work (派单, with the handling fields), and closed with ' +
    'its result (办结); a call answered on the line is closed directly. The hotline operators and the street ' +
    'staff of the caller’s area run both steps.',
});
