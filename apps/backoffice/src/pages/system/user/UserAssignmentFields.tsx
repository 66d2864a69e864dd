import { Form, Select, TreeSelect } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DeptNode, SysRole } from '@eldercare/api-client/contract';
import { useRequiredRule } from '../shared/useRequiredRule';
import { roleLabel } from '../shared/role-label';
import { useDictOptions } from '../shared/useDictOptions';
import { toDeptTreeData } from './dept-tree';

export interface UserAssignmentFieldsProps {
  depts: { data?: readonly DeptNode[]; isLoading: boolean };
  roles: { data?: readonly SysRole[]; isLoading: boolean };
}

/** Where the user belongs and what they may do: dept, roles, account type and rent type. */
export function UserAssignmentFields({ depts, roles }: UserAssignmentFieldsProps) {
  const { t } = useTranslation('system');
  const accountTypes = useDictOptions('sys_account_type');
  const rentTypes = useDictOptions('assistive_rent_type');
  const required = useRequiredRule();
  return (
    <>
      <Form.Item name="deptId" label={t('user.dept')} rules={[required(t('user.dept'))]}>
        <TreeSelect
          treeData={toDeptTreeData(depts.data)}
          loading={depts.isLoading}
          placeholder={t('user.deptPlaceholder')}
          showSearch
          treeNodeFilterProp="title"
          treeDefaultExpandAll
        />
      </Form.Item>
      <Form.Item name="roleIds" label={t('user.roles')} rules={[required(t('user.roles'))]}>
        <Select
          mode="multiple"
          loading={roles.isLoading}
          options={(roles.data ?? []).map((role) => ({ label: roleLabel(t, role), value: role.roleId }))}
          optionFilterProp="label"
        />
      </Form.Item>
      <Form.Item name="accountType" label={t('user.accountType')} rules={[required(t('user.accountType'))]}>
        <Select options={accountTypes.options} loading={accountTypes.loading} />
      </Form.Item>
      <Form.Item name="assistiveRentType" label={t('user.assistiveRentType')}>
        <Select options={rentTypes.options} loading={rentTypes.loading} allowClear />
      </Form.Item>
    </>
  );
}
