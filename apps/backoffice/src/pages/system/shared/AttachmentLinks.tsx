import { PaperClipOutlined } from '@ant-design/icons';

export interface AttachmentLink {
  id: number;
  fileName: string;
  url?: string | null;
}

/** An announcement's attachments: each opens in a new tab when it has an address, else shows its name. */
export function AttachmentLinks({ files }: { files: readonly AttachmentLink[] }) {
  return (
    <ul>
      {files.map((file) => (
        <li key={file.id}>
          <PaperClipOutlined />{' '}
          {file.url ? (
            <a href={file.url} target="_blank" rel="noreferrer noopener">
              {file.fileName}
            </a>
          ) : (
            file.fileName
          )}
        </li>
      ))}
    </ul>
  );
}
