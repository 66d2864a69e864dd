import { areaField, elderlyRef, periodFields, remarksField, section, statusField } from '../../groups/common';
import { f } from '@eldercare/resource-language';
import { defineModule } from '@eldercare/resource-language';

const fee = { section: 'fee' };

export const orderFoodPlan = defineModule({
  key: 'orderFoodPlan',
  columns: ['elderlyId', 'mealPointId', 'meals', 'deliveryMode', 'startDate', 'selfPaid', 'status'],
  group: 'foodAid',
  title: ['订餐计划', 'Meal-order plans', 'Planes de comidas'],
  listRoute: '/orderFoodPlan/index',
  detailRoute: '/orderFoodPlan/details',
  detailId: 'optional',
  titleField: 'elderlyId',
  areaField: 'area',
  sections: [
    section('basic', ['订餐信息', 'Meal plan', 'Plan de comidas']),
    section('fee', ['费用', 'Charges', 'Importes']),
  ],
  fields: [
    elderlyRef(),
    areaField(),
    f.ref('mealPointId', 'helpMeals', 'name', ['助餐点', 'Meal point', 'Comedor'], {
      required: true,
      list: true,
      filter: true,
    }),
    ...periodFields(),
    f.enum('meals', 'meal_type', ['餐次', 'Meals', 'Comidas'], {
      required: true,
      multiple: true,
      list: true,
    }),
    f.enum('deliveryMode', 'delivery_mode', ['就餐方式', 'Dine-in or delivery', 'Comedor o reparto'], {
      required: true,
      list: true,
      filter: true,
    }),
    f.text('deliveryAddress', ['送餐地址', 'Delivery address', 'Dirección de entrega'], {
      maxLength: 200,
      wide: true,
    }),
    statusField('plan_status'),
    f.money('unitPrice', ['餐费(元/餐)', 'Price per meal (CNY)', 'Precio por comida (CNY)'], {
      required: true,
      ...fee,
    }),
    f.money('subsidyAmount', ['补贴(元/餐)', 'Subsidy per meal (CNY)', 'Subsidio por comida (CNY)'], fee),
    f.money('selfPaid', ['自付(元/餐)', 'Self-paid per meal (CNY)', 'Copago por comida (CNY)'], {
      list: true,
      ...fee,
    }),
    remarksField(),
  ],
  notes:
    'An elder’s standing meal order at a meal point: dates, meals, dine-in or delivery and the price split.',
});
