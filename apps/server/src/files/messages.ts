import type { Locale } from '@eldercare/validators';

/** The file store's own texts. */
export const FILE_MESSAGES = {
  tooLarge: {
    'zh-CN': '文件不能超过 {mb} MB',
    en: 'A file may not exceed {mb} MB',
    es: 'Un archivo no puede superar {mb} MB',
  },
  badFileType: {
    'zh-CN': '不支持的文件类型：仅限图片（JPEG、PNG、GIF、WebP）、PDF、Office 文档和纯文本',
    en: 'This type of file is not accepted: images (JPEG, PNG, GIF, WebP), PDF, Office documents and plain text only',
    es: 'Tipo de archivo no admitido: solo imágenes (JPEG, PNG, GIF, WebP), PDF, documentos de Office y texto sin formato',
  },
  empty: {
    'zh-CN': '文件为空（0 字节），请选择有内容的文件',
    en: 'The file is empty (0 bytes); choose a file with content',
    es: 'El archivo está vacío (0 bytes); elija un archivo con contenido',
  },
  noFile: {
    'zh-CN': '请选择要上传的文件',
    en: 'Choose a file to upload',
    es: 'Elija un archivo para subir',
  },
  badEntry: {
    'zh-CN': '{label}：文件须先上传到文件库，链接须为 https 地址（不再接受内嵌的 data: 文件）',
    en: '{label}: files must be uploaded to the file store and links must be https addresses (embedded data: files are no longer accepted)',
    es: '{label}: los archivos deben subirse al almacén de archivos y los enlaces deben ser direcciones https (ya no se aceptan archivos data: incrustados)',
  },
  unknownFile: {
    'zh-CN': '{label}：引用的文件不存在，请重新上传',
    en: '{label}: a referenced file does not exist, please upload it again',
    es: '{label}: un archivo referenciado no existe; súbalo de nuevo',
  },
  noThumbnail: {
    'zh-CN': '该文件不是图片，没有缩略图',
    en: 'This file is not an image and has no thumbnail',
    es: 'Este archivo no es una imagen y no tiene miniatura',
  },
  noPreview: {
    'zh-CN': '该图片过大或已损坏，无法生成缩略图，请下载查看',
    en: 'This image is too large or damaged to preview; download it instead',
    es: 'Esta imagen es demasiado grande o está dañada para previsualizarla; descárguela',
  },
  userQuota: {
    'zh-CN': '您上传的文件已达到 {mb} MB 的上限，请删除不再需要的附件或联系管理员',
    en: 'Your uploads have reached their limit of {mb} MB; remove attachments you no longer need or contact the administrator',
    es: 'Sus archivos subidos han alcanzado el límite de {mb} MB; quite los adjuntos que ya no necesite o contacte con el administrador',
  },
  storeQuota: {
    'zh-CN': '文件库空间已满，暂时无法上传，请联系管理员',
    en: 'The file store is full; uploads are not possible for now, please contact the administrator',
    es: 'El almacén de archivos está lleno; por ahora no se puede subir, contacte con el administrador',
  },
  notAttachable: {
    'zh-CN': '{label}：只能附加自己上传的文件，或自己可查看的记录中已有的文件',
    en: '{label}: you may attach only files you uploaded or files of a record you can read',
    es: '{label}: solo puede adjuntar archivos que usted subió o archivos de un registro que puede consultar',
  },
  brokenUpload: {
    'zh-CN': '上传内容不完整，请重新上传',
    en: 'The upload arrived incomplete; please upload the file again',
    es: 'La subida llegó incompleta; vuelva a subir el archivo',
  },
  badPicture: {
    'zh-CN': '请上传图片，或填写 https 开头的图片地址',
    en: 'Upload a picture or give an https address of one',
    es: 'Suba una imagen o indique una dirección https de una imagen',
  },
  notOwnPicture: {
    'zh-CN': '只能使用自己上传的图片，请重新上传',
    en: 'You may use only a picture you uploaded yourself; please upload it again',
    es: 'Solo puede usar una imagen que usted mismo subió; vuelva a subirla',
  },
  notPicture: {
    'zh-CN': '该文件不是图片：仅限 JPEG、PNG、GIF、WebP',
    en: 'This file is not a picture: JPEG, PNG, GIF or WebP only',
    es: 'Este archivo no es una imagen: solo JPEG, PNG, GIF o WebP',
  },
  picturesOnly: {
    'zh-CN': '您只能上传图片（JPEG、PNG、GIF、WebP），用作头像或系统图标',
    en: 'You may upload pictures only (JPEG, PNG, GIF, WebP), for your avatar or system logo',
    es: 'Solo puede subir imágenes (JPEG, PNG, GIF, WebP), para su avatar o el logotipo del sistema',
  },
} satisfies Record<string, Record<Locale, string>>;
