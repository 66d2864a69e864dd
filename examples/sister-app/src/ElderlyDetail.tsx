import { useEffect, useState } from 'react';
import { Spin } from 'antd';
import { ResourceForm, useTabTitle, type Dictionaries, type ResourceRecord } from '@eldercare/admin-kit';
import type { ResourceDeclaration } from '@eldercare/resources';
import { elderlySource } from './elderly-source';

/** The resource's detail page in look mode, for the record named in the address. */
interface ElderlyDetailProps {
  resource: ResourceDeclaration;
  id: string;
  dictionaries: Dictionaries;
  onBack: () => void;
}

export function ElderlyDetail({ resource, id, dictionaries, onBack }: ElderlyDetailProps) {
  const [record, setRecord] = useState<ResourceRecord>();
  // The tab reads the person's name once it is loaded.
  useTabTitle(record ? `${String(record.name)} · 详情` : undefined);
  useEffect(() => {
    void elderlySource.get?.(id).then(setRecord);
  }, [id]);
  if (!record) return <Spin />;
  return (
    <ResourceForm
      resource={resource}
      mode="look"
      initialValues={record}
      dictionaries={dictionaries}
      onBack={onBack}
    />
  );
}
