import type { Locale } from '@eldercare/validators';

/** The engine's own texts (validator messages come from @eldercare/validators). */
export const RESOURCE_MESSAGES = {
  stale: {
    'zh-CN': '该记录已被他人修改，请刷新后重试',
    en: 'The record was changed by someone else, please refresh and try again',
    es: 'Otra persona modificó el registro; actualice e inténtelo de nuevo',
  },
  selfReview: {
    'zh-CN': '不能审核自己提交的记录，请由其他审核人审核',
    en: 'You cannot decide on a record you submitted yourself; another reviewer must',
    es: 'No puede decidir sobre un registro que usted mismo envió; debe hacerlo otro revisor',
  },
  assigneeNotOfProvider: {
    'zh-CN': '派单人员须为所选服务商的在册服务人员',
    en: 'The assignee must be a staff member of the chosen provider',
    es: 'La persona asignada debe pertenecer al proveedor elegido',
  },
  underReview: {
    'zh-CN': '记录正在审核中，审核完成前不能修改',
    en: 'The record is under review and cannot be changed until it is decided',
    es: 'El registro está en revisión y no puede modificarse hasta que se decida',
  },
  unknownRecordField: {
    'zh-CN': '{field}: 未知字段',
    en: '{field}: unknown field',
    es: '{field}: campo desconocido',
  },
  badType: {
    'zh-CN': '{label}格式有误',
    en: '{label} has the wrong format',
    es: '{label} tiene un formato incorrecto',
  },
  badOption: {
    'zh-CN': '{label}的取值无效',
    en: '{label} is not one of the allowed values',
    es: '{label} no es un valor permitido',
  },
  badFilter: {
    'zh-CN': '查询条件{field}无效',
    en: 'The filter {field} is not valid',
    es: 'El filtro {field} no es válido',
  },
  outOfScope: {
    'zh-CN': '{label}超出您的数据范围',
    en: '{label} is outside your data scope',
    es: '{label} está fuera de su ámbito de datos',
  },
  unknownModule: {
    'zh-CN': '业务模块不存在',
    en: 'No such business module',
    es: 'No existe ese módulo',
  },
  badWorkbook: {
    'zh-CN': '无法读取Excel文件，请使用导出的模板',
    en: 'The Excel file could not be read, please use the exported template',
    es: 'No se pudo leer el archivo Excel; use la plantilla exportada',
  },
  templateFileSuffix: {
    'zh-CN': '导入模板',
    en: 'import template',
    es: 'plantilla de importación',
  },
  templateRequired: {
    'zh-CN': '必填',
    en: 'Required',
    es: 'Obligatorio',
  },
  templateOneOf: {
    'zh-CN': '可填：{values}',
    en: 'One of: {values}',
    es: 'Uno de: {values}',
  },
  templateMultiple: {
    'zh-CN': '多个值用逗号分隔',
    en: 'Separate several values with commas',
    es: 'Separe varios valores con comas',
  },
  templateDate: {
    'zh-CN': '日期，如 2024-03-15',
    en: 'A date, e.g. 2024-03-15',
    es: 'Una fecha, p. ej. 2024-03-15',
  },
  templateDateTime: {
    'zh-CN': '时间，如 2024-03-15 09:30:00',
    en: 'A date and time, e.g. 2024-03-15 09:30:00',
    es: 'Una fecha y hora, p. ej. 2024-03-15 09:30:00',
  },
  templateArea: {
    'zh-CN': '区域代码、完整路径（如 贵池区 / 秋浦街道 / 杏花村社区）或唯一的名称',
    en: 'An area code, its full path (e.g. 贵池区 / 秋浦街道 / 杏花村社区) or a name only one area has',
    es: 'Un código de área, su ruta completa (p. ej. 贵池区 / 秋浦街道 / 杏花村社区) o un nombre que solo tenga un área',
  },
  unknownColumn: {
    'zh-CN': '无法识别的列：{column}',
    en: 'Unrecognised column: {column}',
    es: 'Columna no reconocida: {column}',
  },
  tooManyRows: {
    'zh-CN': '一次最多导入{n}行',
    en: 'At most {n} rows per import',
    es: 'Como máximo {n} filas por importación',
  },
  workbookInflates: {
    'zh-CN': 'Excel文件解压后超过{n}MB，无法导入',
    en: 'The Excel file expands to more than {n} MB and cannot be imported',
    es: 'El archivo Excel ocupa más de {n} MB al descomprimirlo y no se puede importar',
  },
  tooManyExportRows: {
    'zh-CN': '导出数据超过{n}行，请缩小查询范围',
    en: 'More than {n} rows to export, please narrow the filters',
    es: 'Más de {n} filas para exportar; restrinja los filtros',
  },
  unknownStep: {
    'zh-CN': '该业务没有此流程步骤',
    en: 'No such workflow step',
    es: 'No existe ese paso del flujo',
  },
  stepNotAllowed: {
    'zh-CN': '记录当前状态为“{state}”，不能执行“{step}”，请刷新后重试',
    en: '“{step}” is not possible while the record is “{state}”; please refresh',
    es: '«{step}» no es posible mientras el registro está «{state}»; actualice la página',
  },
  stepNeedsOpinion: {
    'zh-CN': '请填写“{step}”的意见',
    en: 'Please give an opinion for “{step}”',
    es: 'Indique una opinión para «{step}»',
  },
  uniqueTaken: {
    'zh-CN': '{label}已被「{record}」的记录使用',
    en: '{label} is already used by the record “{record}”',
    es: '{label} ya lo usa el registro «{record}»',
  },
  /** A unique value held outside the caller's data area: neither the holder nor where it is. */
  uniqueUnavailable: {
    'zh-CN': '{label}无法登记，请核对；如确认无误，请联系管理员',
    en: '{label} cannot be registered; check it, and if it is right, contact the administrator',
    es: '{label} no se puede registrar; revíselo y, si es correcto, contacte con el administrador',
  },
  notUniqueField: {
    'zh-CN': '{field}不是唯一性字段',
    en: '{field} is not a unique field',
    es: '{field} no es un campo único',
  },
} as const satisfies Record<string, Record<Locale, string>>;
