import { formatNumber, m } from '@huron/shared/i18n';
import { useState } from 'react';
import { useGetUploadLink } from '../api/get-upload-link';
import { when } from '../kinds/common';

interface Document {
  id: string;
  name: string;
  size: number;
}

/** One document: a button that asks for a five-minute link (audited), then the link itself. */
export function DocumentItem({ document }: { document: Document }) {
  const [link, setLink] = useState<{ url: string; expiresAt: string } | null>(null);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const getUploadLink = useGetUploadLink();
  async function open() {
    setBusy(true);
    setFailed(false);
    try {
      setLink(await getUploadLink.mutateAsync(document.id));
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }
  return (
    <li className="admin-document">
      <span>
        {document.name} ({m.admin_document_size({ kb: formatNumber(Math.max(1, Math.round(document.size / 1024))) })})
      </span>
      {link ? (
        <span>
          <a href={link.url} download>
            {m.admin_document_download({ name: document.name })}
          </a>{' '}
          <span className="muted">{m.admin_document_expires({ time: when(link.expiresAt) })}</span>
        </span>
      ) : (
        <button
          type="button"
          className="button button--secondary"
          onClick={() => void open()}
          disabled={busy}
          aria-label={m.admin_document_link_for({ name: document.name })}
        >
          {m.admin_document_link()}
        </button>
      )}
      {failed && (
        <span className="field__error" role="alert">
          {m.admin_document_failed()}
        </span>
      )}
    </li>
  );
}

/** A record's files (an intake's documents, an application's résumé), each opened through a five-minute link. */
export function Documents({ documents, title = m.admin_documents_title() }: { documents: Document[]; title?: string }) {
  return (
    <section className="card account-section" aria-labelledby="documents-title">
      <h2 id="documents-title">{title}</h2>
      {documents.length === 0 ? (
        <p>{m.admin_documents_none()}</p>
      ) : (
        <ul className="admin-documents">
          {documents.map((document) => (
            <DocumentItem key={document.id} document={document} />
          ))}
        </ul>
      )}
    </section>
  );
}
