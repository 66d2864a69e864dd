import { fillPlaceholders, type Locale } from '@eldercare/validators';
import { FILE_MESSAGES } from '../files/messages.js';
import { RESOURCE_MESSAGES } from '../resources/messages.js';

/** The server's own texts (validators carry the form-rule messages). */
const SERVER_MESSAGES = {
  ok: { 'zh-CN': '操作成功', en: 'ok', es: 'ok' },
  tokenMissing: {
    'zh-CN': '未登录或登录已失效，请重新登录',
    en: 'Not signed in, please sign in again',
    es: 'No ha iniciado sesión, inicie sesión de nuevo',
  },
  tokenExpired: {
    'zh-CN': '登录已过期，请重新登录',
    en: 'Your session has expired, please sign in again',
    es: 'Su sesión ha caducado, inicie sesión de nuevo',
  },
  signedInElsewhere: {
    'zh-CN': '您的账号已在其他地方登录',
    en: 'Your account has signed in elsewhere',
    es: 'Su cuenta ha iniciado sesión en otro lugar',
  },
  accountDisabled: {
    'zh-CN': '账号已停用',
    en: 'The account is disabled',
    es: 'La cuenta está deshabilitada',
  },
  forbidden: {
    'zh-CN': '没有权限，请联系管理员',
    en: 'Permission denied, please contact the administrator',
    es: 'Permiso denegado, contacte con el administrador',
  },
  throttled: {
    'zh-CN': '登录失败次数过多，请稍后再试',
    en: 'Too many failed sign-ins, please try again later',
    es: 'Demasiados intentos fallidos, inténtelo más tarde',
  },
  tooManyRequests: {
    'zh-CN': '请求过于频繁，请稍后再试',
    en: 'Too many requests, please try again in a minute',
    es: 'Demasiadas solicitudes, inténtelo de nuevo en un minuto',
  },
  serverError: {
    'zh-CN': '服务器内部错误，错误编号：{id}',
    en: 'Internal server error, error id: {id}',
    es: 'Error interno del servidor, id de error: {id}',
  },
  badCredentials: {
    'zh-CN': '用户名或密码错误',
    en: 'Wrong user name or password',
    es: 'Usuario o contraseña incorrectos',
  },
  badCaptcha: {
    'zh-CN': '验证码错误或已过期',
    en: 'The captcha is wrong or has expired',
    es: 'El captcha es incorrecto o ha caducado',
  },
  badClient: {
    'zh-CN': '客户端认证失败',
    en: 'Client authentication failed',
    es: 'Falló la autenticación del cliente',
  },
  plainPasswordRefused: {
    'zh-CN': '不允许明文密码登录',
    en: 'Plain-text passwords are not accepted',
    es: 'No se aceptan contraseñas en texto plano',
  },
  badEncryption: {
    'zh-CN': '密码解密失败',
    en: 'The password could not be decrypted',
    es: 'No se pudo descifrar la contraseña',
  },
  notFound: {
    'zh-CN': '数据不存在或无权访问',
    en: 'The record does not exist or is out of your scope',
    es: 'El registro no existe o está fuera de su ámbito',
  },
  userNameTaken: {
    'zh-CN': '用户名已存在',
    en: 'The user name is already taken',
    es: 'El nombre de usuario ya existe',
  },
  wrongOldPassword: {
    'zh-CN': '原密码错误',
    en: 'The old password is wrong',
    es: 'La contraseña anterior es incorrecta',
  },
  cannotDeleteSelf: {
    'zh-CN': '不能删除或停用当前用户',
    en: 'You cannot delete or disable yourself',
    es: 'No puede eliminarse ni deshabilitarse a sí mismo',
  },
  lastSupAdmin: {
    'zh-CN': '不能删除、停用或降级最后一个启用的超级管理员',
    en: 'The last active super administrator cannot be deleted, disabled or demoted',
    es: 'No se puede eliminar, deshabilitar ni degradar al último superadministrador activo',
  },
  invalidType: { 'zh-CN': '类型错误', en: 'has the wrong type', es: 'tiene un tipo incorrecto' },
  tooShort: { 'zh-CN': '长度不能少于{n}', en: 'must be at least {n} long', es: 'debe tener al menos {n}' },
  tooSmall: { 'zh-CN': '不能小于{n}', en: 'must be at least {n}', es: 'debe ser al menos {n}' },
  tooBig: { 'zh-CN': '不能大于{n}', en: 'must be at most {n}', es: 'debe ser como máximo {n}' },
  badFormat: { 'zh-CN': '格式错误', en: 'has an invalid format', es: 'tiene un formato no válido' },
  badValue: { 'zh-CN': '取值无效', en: 'has an invalid value', es: 'tiene un valor no válido' },
  unknownField: {
    'zh-CN': '包含未知字段',
    en: 'contains unknown fields',
    es: 'contiene campos desconocidos',
  },
  passwordPolicy: {
    'zh-CN': '密码须为8-64位且包含字母和数字',
    en: 'The password needs 8–64 characters with letters and digits',
    es: 'La contraseña necesita 8–64 caracteres con letras y dígitos',
  },
  passwordChangeRequired: {
    'zh-CN': '请先修改管理员设置的初始密码',
    en: 'Please change the password an administrator set before going on',
    es: 'Cambie primero la contraseña que fijó un administrador',
  },
  notInResetState: {
    'zh-CN': '当前无需修改初始密码，请使用修改密码功能',
    en: 'There is no initial password to replace; use the change-password form',
    es: 'No hay contraseña inicial que sustituir; use el cambio de contraseña',
  },
  outranked: {
    'zh-CN': '不能管理角色高于自己的账号',
    en: 'You cannot manage an account whose roles exceed your own',
    es: 'No puede gestionar una cuenta con roles superiores a los suyos',
  },
  secretConfig: {
    'zh-CN': '该配置项为保密项，不可读取',
    en: 'This setting is secret and cannot be read',
    es: 'Este ajuste es secreto y no se puede leer',
  },
  /** Operation log: an export, its rows and whether sensitive fields left masked. */
  exportMasked: {
    'zh-CN': '导出 {rows} 条记录（敏感字段已脱敏）',
    en: 'Exported {rows} records (sensitive fields masked)',
    es: 'Exportó {rows} registros (campos sensibles enmascarados)',
  },
  exportClear: {
    'zh-CN': '导出 {rows} 条记录（含明文敏感字段）',
    en: 'Exported {rows} records (sensitive fields in clear)',
    es: 'Exportó {rows} registros (campos sensibles sin enmascarar)',
  },
  staleVersion: {
    'zh-CN': '数据已被他人修改，请刷新后重试',
    en: 'Someone else changed this record; reload it and try again',
    es: 'Otra persona cambió este registro; recárguelo e inténtelo de nuevo',
  },
  badCharacters: {
    'zh-CN': '包含无效字符（如空字符或不完整的 Unicode 字符）',
    en: 'contains characters that cannot be stored (a NUL byte or a broken Unicode character)',
    es: 'contiene caracteres que no se pueden guardar (un byte NUL o un carácter Unicode roto)',
  },
  numberOutOfRange: {
    'zh-CN': '数值超出允许范围',
    en: 'A number is out of the allowed range',
    es: 'Un número está fuera del rango permitido',
  },
  dateOutOfRange: {
    'zh-CN': '日期无效或超出范围（年份须在 1–9999 之间）',
    en: 'A date is invalid or out of range (years 1–9999)',
    es: 'Una fecha no es válida o está fuera de rango (años 1–9999)',
  },
  valueRejected: {
    'zh-CN': '输入的值无效，请检查后重试',
    en: 'A value was not accepted; please check the input',
    es: 'Un valor no fue aceptado; revise la entrada',
  },
  duplicate: {
    'zh-CN': '数据已存在，请勿重复提交',
    en: 'This already exists',
    es: 'Esto ya existe',
  },
  payloadTooLarge: {
    'zh-CN': '提交的数据过大',
    en: 'The request is too large',
    es: 'La solicitud es demasiado grande',
  },
  unsupportedMediaType: {
    'zh-CN': '不支持的内容类型',
    en: 'Unsupported content type',
    es: 'Tipo de contenido no admitido',
  },
  badAttachmentUrl: {
    'zh-CN': '附件地址须为文件库地址（/files/…）或 https 地址',
    en: 'An attachment must link to the file store (/files/…) or an https address',
    es: 'Un adjunto debe enlazar al almacén de archivos (/files/…) o a una dirección https',
  },
  replayedCiphertext: {
    'zh-CN': '登录请求已失效，请重新登录',
    en: 'This sign-in request has expired or was already used; please sign in again',
    es: 'Esta solicitud de inicio de sesión caducó o ya se usó; inicie sesión de nuevo',
  },
  routeNotFound: { 'zh-CN': '接口不存在', en: 'No such API route', es: 'No existe esa ruta de la API' },
  roleNotHeld: {
    'zh-CN': '您没有该角色，无法切换',
    en: 'You do not hold this role',
    es: 'No tiene este rol',
  },
  protectedRole: {
    'zh-CN': '超级管理员角色拥有全部权限，不能修改或删除',
    en: 'The super administrator role holds every permission and cannot be changed or deleted',
    es: 'El rol de superadministrador tiene todos los permisos y no se puede modificar ni eliminar',
  },
  roleInUse: {
    'zh-CN': '该角色已分配给{count}个用户，请先取消分配再删除',
    en: 'This role is assigned to {count} user(s); unassign it before deleting',
    es: 'Este rol está asignado a {count} usuario(s); retírelo antes de eliminarlo',
  },
  menuNotHeld: {
    'zh-CN': '只能授予您自己拥有的菜单和按钮',
    en: 'You can only grant menus and buttons you hold yourself',
    es: 'Solo puede otorgar menús y botones que usted tenga',
  },
} as const satisfies Record<string, Record<Locale, string>>;

type Catalogue = Record<string, Record<Locale, string>>;

/** One catalogue from the server's, the file store's and the engine's: an id two of them use would be ambiguous. */
const mergeCatalogues = <C extends Catalogue>(...parts: readonly Catalogue[]): C => {
  const merged: Catalogue = {};
  for (const part of parts) {
    for (const [id, texts] of Object.entries(part)) {
      if (Object.hasOwn(merged, id)) throw new Error(`message id ${id} is declared twice`);
      merged[id] = texts;
    }
  }
  return merged as C;
};

const catalogue = mergeCatalogues<typeof SERVER_MESSAGES & typeof FILE_MESSAGES & typeof RESOURCE_MESSAGES>(
  SERVER_MESSAGES,
  FILE_MESSAGES,
  RESOURCE_MESSAGES,
);

export type MessageId = keyof typeof catalogue;

/** A message in the caller's language, each `{name}` replaced by its parameter (empty when not given). */
export const t = (id: MessageId, locale: Locale, params: Record<string, string | number> = {}): string =>
  fillPlaceholders(catalogue[id][locale], params);

/** Whether a stored id (a log row's) still names a message of the catalogue. */
export const isMessageId = (id: string): id is MessageId => Object.hasOwn(catalogue, id);
