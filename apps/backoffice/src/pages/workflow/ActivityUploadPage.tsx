import { Permission, RecordGate, RecordSummary, useKit, WorkflowBar } from '@eldercare/admin-kit';
import { useAllDicts } from '@eldercare/api-client/react';
import { localise, type ResourceDeclaration } from '@eldercare/resources';
import { App, Button, Card, Form, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_FILE_MB } from '../../resource-inputs/files/file-entries';
import { FileListInput } from '../../resource-inputs/files/FileListInput';
import type { ResourceRoute } from '../resources/routes';
import { useWorkflowRecord } from './useWorkflowRecord';
import { useKitTexts } from './useKitTexts';

/**
 * Photos and files of an activity (`/activitiesManagement/activity/upload/:id`), saved on the
 * record. When the module declares a workflow, its steps follow the files (unsaved files are saved
 * first, so a submission carries them).
 */
export function ActivityUploadPage({
  resource,
  route,
}: {
  resource: ResourceDeclaration;
  route: ResourceRoute;
}) {
  const { t } = useTranslation('resources');
  const kitTexts = useKitTexts();
  const { language } = useKit();
  const { message } = App.useApp();
  const { data: dictionaries } = useAllDicts({ staleTime: 5 * 60_000 });
  const { id, source, record, patch, onStale } = useWorkflowRecord(resource, route);
  const fileFields = resource.fields.filter((f) => f.type === 'image' || f.type === 'file');
  const [values, setValues] = useState<Record<string, unknown>>({});
  const [saving, setSaving] = useState(false);
  const data = record.data;

  useEffect(() => {
    if (data) setValues(Object.fromEntries(fileFields.map((f) => [f.name, data[f.name]])));
    // fileFields follows `resource`, which is fixed for this page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [data]);

  const unsaved = () =>
    fileFields.some((f) => JSON.stringify(values[f.name] ?? null) !== JSON.stringify(data?.[f.name] ?? null));

  const save = async () => {
    setSaving(true);
    try {
      if (await patch(values)) message.success(t('upload.saved'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Space orientation="vertical" style={{ width: '100%' }} size={12}>
      <h2 style={{ fontSize: 16, margin: 0 }}>{localise(route.title, language)}</h2>
      <RecordGate id={id} loading={record.isPending} failed={record.isError && !data}>
        {data && (
          <>
            <RecordSummary
              resource={resource}
              record={data}
              fields={['name', 'activityType', 'startTime', 'endTime', 'place']}
            />
            <Card size="small" title={t('upload.title')}>
              <Typography.Paragraph type="secondary">
                {t('upload.limit', { size: MAX_FILE_MB })}
              </Typography.Paragraph>
              <Form layout="vertical">
                {fileFields.map((field) => (
                  <Form.Item key={field.name} label={localise(field.label, language)}>
                    <FileListInput
                      accept={field.type === 'image' ? 'image/*' : undefined}
                      value={values[field.name]}
                      onChange={(next) => setValues((v) => ({ ...v, [field.name]: next }))}
                    />
                  </Form.Item>
                ))}
              </Form>
              <Space wrap>
                <Permission name={route.extra?.permission}>
                  <Button type="primary" loading={saving} onClick={() => void save()}>
                    {kitTexts.save}
                  </Button>
                </Permission>
                {resource.workflow && (
                  <WorkflowBar
                    resource={resource}
                    record={data}
                    dictionaries={dictionaries}
                    source={source}
                    onBeforeStep={async () => (unsaved() ? patch(values) : data)}
                    onStale={onStale}
                  />
                )}
              </Space>
            </Card>
          </>
        )}
      </RecordGate>
    </Space>
  );
}
