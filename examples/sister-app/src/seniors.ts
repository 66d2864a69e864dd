import { createMemoryDataSource } from '@eldercare/admin-kit';
import { defineModule, dictionary, f } from '@eldercare/resource-language';
import { amount } from './fields/amount';

/** The sister product's own dictionary and module, written in the declaration language. */
export const GENDER = dictionary(
  'sys_user_sex',
  ['性别', 'Gender', 'Sexo'],
  [
    ['1', '男', 'Male', 'Hombre'],
    ['2', '女', 'Female', 'Mujer'],
  ],
);

export const seniors = defineModule({
  key: 'seniors',
  group: 'records',
  title: ['老年人信息', 'Seniors', 'Mayores'],
  listRoute: '/seniors/index',
  detailRoute: '/seniors/details',
  detailId: 'required',
  fields: [
    f.text('name', ['姓名', 'Name', 'Nombre'], { required: true, list: true, filter: true }),
    f.idCard('idCard', ['身份证号', 'ID number', 'Número de identidad'], { required: true, list: true }),
    f.mobile('mobile', ['手机号码', 'Mobile', 'Móvil'], { list: true }),
    f.enum('gender', GENDER.type, ['性别', 'Gender', 'Sexo'], { list: true }),
    // The sister product's own field type (src/fields/amount.tsx).
    f.custom(amount, 'monthlyFee', ['月服务费', 'Monthly fee', 'Cuota mensual'], {
      list: true,
      filter: true,
    }),
  ],
});

/**
 * The sister product's records, kept in memory (the kit's in-memory source: versions, masking,
 * import checks): its real data source would implement `ResourceDataSource` over its own server.
 */
export const seniorsSource = createMemoryDataSource(seniors, [
  { name: '王秀英', idCard: '110101194001011250', mobile: '13912345678', gender: '2', monthlyFee: 12345.5 },
  { name: '李建国', idCard: '110101193905052317', mobile: '13812345670', gender: '1', monthlyFee: 2800 },
  { name: '张桂兰', idCard: '110101194203153226', mobile: '13712345671', gender: '2', monthlyFee: 860 },
]);
