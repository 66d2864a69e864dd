import type { TFunction } from 'i18next';

/**
 * The agenda types the demo and production data carry (`agenda.agenda_type`): the UI names them in
 * its own language; a type it does not know keeps the title the server stored.
 */
export const AGENDA_TYPES = ['contract_approval', 'work_order'] as const;

export interface AgendaLike {
  agendaType: string;
  promptTitle: string;
}

/** An agenda item's title in the UI language (any namespace's `t`: the key names its own). */
export function agendaTitle(t: TFunction, item: AgendaLike): string {
  return (AGENDA_TYPES as readonly string[]).includes(item.agendaType)
    ? t(`app:notices.agendaTypes.${item.agendaType}`)
    : item.promptTitle;
}
