import type { ResourcesMessages } from '../zh-CN/resources';

const resources: ResourcesMessages = {
  areaNames: {
    loading: 'Cargando nombres de zona',
    failed: 'No se pudieron cargar los nombres de zona; se muestran los códigos',
    retry: 'Reintentar',
  },
  approval: {
    files: 'Documentos de aprobación',
    decision: 'Decisión',
    approver: 'Aprobador',
    hint: 'Al aprobar o rechazar se anotan en el contrato el aprobador, la fecha y la opinión',
  },
  report: {
    title: 'Informe de evaluación',
    print: 'Imprimir',
    generatedAt: 'Generado el {{time}}',
    signature: 'Firma del evaluador',
    date: 'Fecha',
    provisional: 'Este formulario de evaluación aún no está confirmado: el informe es provisional',
  },
  plan: {
    orderDetail: 'Detalle de pedidos',
    nextMonth: 'Plan del mes siguiente',
    planDetails: 'Detalle del plan',
    confirm: 'Confirmar el plan del mes siguiente',
    confirmed: 'Plan del mes siguiente confirmado',
    alreadyConfirmed: 'El plan del mes siguiente está confirmado',
  },
  dispatch: {
    title: 'Asignar pedidos',
    provider: 'Proveedor',
    staff: 'Personal',
    assign: 'Asignar',
    selected_one: '{{count}} seleccionado',
    selected_other: '{{count}} seleccionados',
    needProvider: 'Elija un proveedor',
    needOrders: 'Elija al menos un pedido',
    assigned_one: '{{count}} pedido asignado',
    assigned_other: '{{count}} pedidos asignados',
    skipped_one: '{{count}} solicitud ya no se puede asignar (cambió su estado) y se omitió',
    skipped_other: '{{count}} solicitudes ya no se pueden asignar (cambió su estado) y se omitieron',
    failed_one: '{{count}} no se pudo asignar; sigue seleccionada para reintentar tras leer el mensaje',
    failed_other:
      '{{count}} no se pudieron asignar; siguen seleccionadas para reintentar tras leer el mensaje',
  },
  tel: {
    notice:
      'Esta página muestra la barra telefónica. No está conectada a una línea real: no se hacen ni se atienden llamadas reales.',
    state: 'Estado de la llamada',
    states: {
      ringing: 'Sonando',
      talking: 'En llamada',
      held: 'En espera',
      transferring: 'Transfiriendo',
      ended: 'Colgada',
    },
    answer: 'Contestar',
    hold: 'Poner en espera',
    resume: 'Reanudar',
    transfer: 'Transferir',
    transferTo: 'Transferir a la extensión',
    confirmTransfer: 'Transferir ahora',
    hangUp: 'Colgar',
    duration: 'Duración',
    record: 'Registro de la llamada',
  },
  upload: {
    title: 'Archivos de la actividad',
    drop: 'Haga clic o arrastre archivos aquí para subirlos',
    saved: 'Archivos guardados',
    limit: 'Hasta {{size}} MB por archivo',
    tooLarge: '{{name}} supera los {{size}} MB',
  },
  variant: {
    chiZhou: 'Versión de Chizhou',
  },
};

export default resources;
