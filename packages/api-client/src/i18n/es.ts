import type { ApiMessageKey } from './zh-CN.js';

export const es: Record<ApiMessageKey, string> = {
  'apiClient.error.fallback': 'error',
  'apiClient.error.serviceBusy': 'Servicio ocupado, inténtelo de nuevo más tarde.',
  'apiClient.expired.title': 'Aviso de error',
  'apiClient.expired.confirm': 'Aceptar',
  'apiClient.notice.latestAnnouncementFailed': 'No se pudo obtener el último anuncio, motivo: {msg}',
  'apiClient.notice.unreadFailed': 'No se pudieron obtener los mensajes no leídos, motivo: {msg}',
  'apiClient.notice.markReadFailed': 'No se pudo marcar como leído, motivo: {msg}',
  'apiClient.message.listFailed': 'Error al solicitar la lista de mensajes.',
  'apiClient.message.statusFailed': 'Error al cambiar el estado del mensaje.',
};
