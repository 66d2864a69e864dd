import type { TFunction } from 'i18next';

type AgendaType = (typeof AGENDA_TYPES)[number];
const isAgendaType = (type: string): type is AgendaType => (AGENDA_TYPES as readonly string[]).includes(type);

/**
 * The agenda types the demo and production data carry (`agenda.agenda_type`): the UI names them in
 * its own language; a type it does not know keeps the title the server stored.
 */
export const AGENDA_TYPES = ['contract_approval', 'work_order'] as const;

export interface AgendaLike {
  agendaType: string;
  promptTitle: string;
}

/** An agenda item's title in the UI language (the `app` texts' `t`). */
export function agendaTitle(t: TFunction<'app'>, item: AgendaLike): string {
  const type = item.agendaType;
  return isAgendaType(type) ? t(`notices.agendaTypes.${type}`) : item.promptTitle;
}
