import { m } from '@huron/shared/i18n';
import { toast } from '@huron/web/data-access';
import { useState } from 'react';
import { codeOf } from './api-failure';

/**
 * Runs a staff change: a toast when it worked; when someone else changed the record first (409 version_conflict)
 * a clear message with a reload, and any other refusal is thrown for the form to show.
 */
export function useStaffChange(reload: () => void) {
  const [conflict, setConflict] = useState(false);
  async function run<T>(change: () => Promise<T>, done: string): Promise<T | undefined> {
    try {
      const result = await change();
      setConflict(false);
      toast.success(done);
      return result;
    } catch (error) {
      if (codeOf(error) === 'version_conflict') {
        setConflict(true);
        return undefined;
      }
      throw error;
    }
  }
  const notice = conflict ? (
    <div className="alert alert--error" role="alert">
      <p>{m.admin_conflict()}</p>
      <button
        type="button"
        className="button button--secondary"
        onClick={() => {
          setConflict(false);
          reload();
        }}
      >
        {m.admin_conflict_reload()}
      </button>
    </div>
  ) : null;
  return { run, notice };
}
