import { section } from '../../groups/common';
import { f } from '@eldercare/resource-language';
import { PERSON_SECTIONS, personFields } from '../../groups/person';
import { defineModule } from '@eldercare/resource-language';

const stay = { section: 'stay' };

export const checkInPeople = defineModule({
  key: 'checkInPeople',
  columns: ['name', 'idCard', 'age', 'institutionId', 'bedNo', 'checkInDate', 'careLevel'],
  filters: ['name', 'idCard', 'institutionId', 'checkInDate', 'careLevel'],
  group: 'organisations',
  title: ['入住人员', 'Residents', 'Residentes'],
  listRoute: '/checkInPeople/index',
  detailRoute: '/checkInPeople/details',
  detailId: 'optional',
  areaField: 'community',
  sections: [...PERSON_SECTIONS, section('stay', ['入住信息', 'Stay', 'Estancia'])],
  fields: [
    ...personFields(),
    f.ref('institutionId', 'pensionAgency', 'name', ['入住机构', 'Institution', 'Institución'], {
      required: true,
      list: true,
      filter: true,
      ...stay,
    }),
    f.ref('roomId', 'roomInfo', 'roomNo', ['房间', 'Room', 'Habitación'], { ...stay }),
    f.text('bedNo', ['床位号', 'Bed number', 'Número de cama'], { maxLength: 20, list: true, ...stay }),
    f.date('checkInDate', ['入住日期', 'Check-in date', 'Fecha de ingreso'], {
      required: true,
      list: true,
      filter: true,
      ...stay,
    }),
    f.enum('careLevel', 'care_level', ['照护等级', 'Care level', 'Nivel de cuidados'], {
      list: true,
      filter: true,
      ...stay,
    }),
    f.money('monthlyFee', ['月费用(元)', 'Monthly fee (CNY)', 'Cuota mensual (CNY)'], stay),
    f.text('contractNo', ['入住合同号', 'Residence contract number', 'Número de contrato de ingreso'], stay),
  ],
  notes: 'Person group plus the institution, room and bed (roomInfo), check-in date, care level and fee.',
});

export const leaveyardPeople = defineModule({
  key: 'leaveyardPeople',
  columns: ['name', 'idCard', 'age', 'institutionId', 'leaveDate', 'leaveReason'],
  filters: ['name', 'idCard', 'institutionId', 'leaveDate', 'leaveReason'],
  group: 'organisations',
  title: ['离院人员', 'Departed residents', 'Residentes dados de baja'],
  listRoute: '/leaveyardPeople/index',
  detailRoute: '/leaveyardPeople/details',
  detailId: 'required',
  areaField: 'community',
  sections: [...PERSON_SECTIONS, section('leave', ['离院信息', 'Departure', 'Baja'])],
  fields: [
    ...personFields(),
    f.ref('institutionId', 'pensionAgency', 'name', ['原入住机构', 'Institution', 'Institución'], {
      required: true,
      list: true,
      filter: true,
      section: 'leave',
    }),
    f.date('checkInDate', ['入住日期', 'Check-in date', 'Fecha de ingreso'], { section: 'leave' }),
    f.date('leaveDate', ['离院日期', 'Departure date', 'Fecha de baja'], {
      required: true,
      list: true,
      filter: true,
      section: 'leave',
    }),
    f.enum('leaveReason', 'leave_reason', ['离院原因', 'Reason', 'Motivo'], {
      required: true,
      list: true,
      filter: true,
      section: 'leave',
    }),
    f.text('destination', ['去向', 'Went to', 'Destino'], { maxLength: 100, section: 'leave' }),
    f.textarea('leaveNotes', ['离院说明', 'Notes', 'Notas'], { maxLength: 500, section: 'leave' }),
  ],
  notes:
    'Residents who left: institution, dates and reason (discharge, transfer, death). Created from a check-in record.',
});
