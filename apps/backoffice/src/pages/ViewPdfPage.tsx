import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Space, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { PDFDocumentProxy } from 'pdfjs-dist';

/** Only same-origin documents: a PDF URL from the query must not pull content from elsewhere. */
function safePdfUrl(raw: string | null): string | undefined {
  if (!raw) return undefined;
  try {
    const url = new URL(raw, window.location.origin);
    return url.origin === window.location.origin ? url.toString() : undefined;
  } catch {
    return undefined;
  }
}

/** SPEC §2 `/viewPdf?url=…`: renders a PDF with pdf.js (loaded only on this page). */
export default function ViewPdfPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const url = safePdfUrl(search.get('url'));
  const canvas = useRef<HTMLCanvasElement>(null);
  const [doc, setDoc] = useState<PDFDocumentProxy>();
  const [page, setPage] = useState(1);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!url) return;
    let cancelled = false;
    void (async () => {
      try {
        const pdfjs = await import('pdfjs-dist');
        const worker = await import('pdfjs-dist/build/pdf.worker.min.mjs?url');
        pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
        const loaded = await pdfjs.getDocument({ url }).promise;
        if (!cancelled) setDoc(loaded);
      } catch {
        if (!cancelled) setFailed(true);
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [url]);

  useEffect(() => {
    if (!doc || !canvas.current) return;
    let cancelled = false;
    void (async () => {
      const pdfPage = await doc.getPage(page);
      if (cancelled || !canvas.current) return;
      const viewport = pdfPage.getViewport({ scale: 1.5 });
      canvas.current.width = viewport.width;
      canvas.current.height = viewport.height;
      await pdfPage.render({ canvas: canvas.current, viewport }).promise;
    })();
    return () => {
      cancelled = true;
    };
  }, [doc, page]);

  if (!url) return <Alert type="warning" showIcon title={t('pdf.missing')} style={{ margin: 24 }} />;
  if (failed) return <Alert type="error" showIcon title={t('pdf.failed')} style={{ margin: 24 }} />;
  return (
    <main style={{ padding: 16, textAlign: 'center' }}>
      <Typography.Title level={4}>{t('pdf.title')}</Typography.Title>
      {!doc && <Spin />}
      {doc && (
        <Space style={{ marginBottom: 12 }}>
          <Button disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
            {t('pdf.previous')}
          </Button>
          <span>{t('pdf.page', { page, total: doc.numPages })}</span>
          <Button disabled={page >= doc.numPages} onClick={() => setPage((p) => p + 1)}>
            {t('pdf.next')}
          </Button>
        </Space>
      )}
      <div>
        <canvas ref={canvas} style={{ maxWidth: '100%', boxShadow: '0 2px 8px rgba(0,0,0,0.15)' }} />
      </div>
    </main>
  );
}
