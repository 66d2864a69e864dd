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

/** A file's bytes as base64 (the import endpoint takes the workbook in a JSON body). */
export async function fileToBase64(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  const chunk = 0x8000;
  for (let i = 0; i < bytes.length; i += chunk) {
    binary += String.fromCharCode(...bytes.subarray(i, i + chunk));
  }
  return btoa(binary);
}
