import { RESOURCE_XLSX_TYPE } from '@eldercare/api-client/contract';

/** Saves bytes as a file through a temporary link (the browser's own download, no library). */
export function downloadBytes(bytes: ArrayBuffer, fileName: string, type = RESOURCE_XLSX_TYPE): void {
  const url = URL.createObjectURL(new Blob([bytes], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers start reading the blob only after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
