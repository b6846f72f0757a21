import { m } from '@huron/shared/i18n';
import { toast } from '@huron/web/data-access';
import { useState } from 'react';
import { useExportCsv, type ExportPath } from '../api/export-csv';

/** "Export CSV" of the list as filtered now; the file is saved as <list>-<date>.csv. */
export function ExportLink({ path, filters, name }: { path: ExportPath; filters: Record<string, string>; name: string }) {
  const [busy, setBusy] = useState(false);
  const exportCsv = useExportCsv();
  async function download() {
    setBusy(true);
    try {
      const url = URL.createObjectURL(await exportCsv.mutateAsync({ path, filters }));
      const link = document.createElement('a');
      link.href = url;
      link.download = `${name}-${new Date().toISOString().slice(0, 10)}.csv`;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    } catch {
      toast.error(m.admin_export_failed());
    } finally {
      setBusy(false);
    }
  }
  return (
    <p className="admin-export">
      <button type="button" className="button button--secondary" onClick={() => void download()} disabled={busy}>
        {busy ? m.admin_exporting() : m.admin_export()}
      </button>
    </p>
  );
}
