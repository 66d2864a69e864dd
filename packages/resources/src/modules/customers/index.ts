import type { ResourceDeclaration } from '@eldercare/resource-language';
import { addressField, areaField, nameField, photosField, statusField } from '../../groups/common';
import { f } from '@eldercare/resource-language';
import { defineModule } from '@eldercare/resource-language';

const group = 'customers' as const;
const QUERY = ' The exact route takes the record as ?id=…&modelType=look|edit (none for add).';

export const customerManagement = defineModule({
  key: 'customerManagement',
  columns: ['name', 'customerType', 'mobile', 'area', 'level', 'points', 'status'],
  filters: ['name', 'customerType', 'mobile', 'area', 'level'],
  group,
  title: ['客户管理', 'Customers', 'Clientes'],
  listRoute: '/customerManagement/index',
  detailRoute: '/customerManagement/details',
  detailId: 'required',
  areaField: 'area',
  fields: [
    nameField(['客户名称', 'Customer name', 'Nombre del cliente']),
    f.enum('customerType', 'customer_type', ['客户类型', 'Customer type', 'Tipo de cliente'], {
      required: true,
      list: true,
      filter: true,
    }),
    f.mobile('mobile', ['手机', 'Mobile', 'Móvil'], { required: true, list: true, filter: { mode: 'like' } }),
    f.idCard('idCard', ['身份证号', 'ID number', 'Número de identidad']),
    areaField(),
    addressField(),
    f.enum('level', 'customer_level', ['客户等级', 'Customer level', 'Nivel del cliente'], {
      list: true,
      filter: true,
    }),
    f.datetime('registeredAt', ['注册时间', 'Registered at', 'Fecha de registro'], {
      list: true,
      filter: true,
    }),
    f.integer('points', ['积分', 'Points', 'Puntos'], { section: false, list: true }),
    f.money('balance', ['账户余额(元)', 'Balance (CNY)', 'Saldo (CNY)'], { section: false }),
    statusField('sys_normal_disable'),
  ],
  notes: 'Customers of the elder-care mall (elders, families, organisations): level, points and balance.',
});

export const commodity = defineModule({
  key: 'commodity',
  group,
  title: ['商品管理', 'Products', 'Productos'],
  listRoute: '/commodityManagement/index',
  detailRoute: '/commodityManagement/details',
  detailId: 'query',
  fields: [
    nameField(['商品名称', 'Product name', 'Nombre del producto']),
    f.enum('category', 'commodity_category', ['商品类别', 'Category', 'Categoría'], {
      required: true,
      list: true,
      filter: true,
    }),
    f.text('unit', ['单位', 'Unit', 'Unidad'], { maxLength: 10 }),
    f.money('price', ['售价(元)', 'Price (CNY)', 'Precio (CNY)'], {
      required: true,
      list: true,
      filter: true,
    }),
    f.money('memberPrice', ['会员价(元)', 'Member price (CNY)', 'Precio para socios (CNY)']),
    f.integer('pointsPrice', ['积分价', 'Price in points', 'Precio en puntos']),
    f.integer('stock', ['库存', 'Stock', 'Existencias'], { list: true }),
    photosField(),
    f.richText('description', ['商品详情', 'Description', 'Descripción']),
    statusField('shelf_status'),
  ],
  notes: 'Goods and services sold to customers (also exchangeable for points).' + QUERY,
});

export const customerOrder = defineModule({
  key: 'customerOrder',
  filters: ['orderNo', 'customerId', 'area', 'orderedAt', 'status'],
  group,
  title: ['订单管理', 'Orders', 'Pedidos'],
  listRoute: '/orderManagement/index',
  detailRoute: '/orderManagement/details',
  detailId: 'query',
  titleField: 'orderNo',
  areaField: 'area',
  sort: { field: 'orderedAt', order: 'desc' },
  fields: [
    f.text('orderNo', ['订单号', 'Order number', 'Número de pedido'], {
      required: true,
      maxLength: 30,
      list: true,
      filter: true,
    }),
    f.ref('customerId', 'customerManagement', 'name', ['客户', 'Customer', 'Cliente'], {
      required: true,
      list: true,
      filter: true,
    }),
    areaField({ list: false }),
    f.ref('commodityId', 'commodity', 'name', ['商品', 'Product', 'Producto'], {
      required: true,
      list: true,
    }),
    f.integer('quantity', ['数量', 'Quantity', 'Cantidad'], { required: true }),
    f.money('amount', ['订单金额(元)', 'Amount (CNY)', 'Importe (CNY)'], {
      required: true,
      list: true,
      filter: true,
    }),
    f.enum('payMethod', 'pay_method', ['支付方式', 'Payment method', 'Forma de pago'], { list: true }),
    f.datetime('orderedAt', ['下单时间', 'Ordered at', 'Fecha del pedido'], {
      required: true,
      list: true,
      filter: true,
    }),
    f.datetime('paidAt', ['支付时间', 'Paid at', 'Fecha de pago']),
    f.text('deliveryAddress', ['收货地址', 'Delivery address', 'Dirección de entrega'], {
      maxLength: 200,
      wide: true,
    }),
    statusField('order_status'),
  ],
  notes:
    'Customer orders of the mall (key customerOrder: /orderManagement/details is the customer-system order page, ' +
    'not the provider work orders under /orderManagement/orderWork).' +
    QUERY,
});

export const CUSTOMERS: readonly ResourceDeclaration[] = [customerManagement, customerOrder, commodity];
